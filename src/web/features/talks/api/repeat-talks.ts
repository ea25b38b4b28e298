import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createTalkCopy, createTalkImport, createTalkImportPreview } from '../../../../shared/contract/talks';
import { callOperation } from '../../../lib/api/call-operation';
import { eventKey } from '../../../lib/api/get-event';
import { invalidateTalkLists } from '../../../lib/api/speaker-events';

/** A new talk like `eventId`: the event name and date (YYYY-MM-DD) when given, else the original's name and today. */
export function useCopyTalk(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { eventName?: string; eventDate?: string }) => callOperation(createTalkCopy, { params: { id: eventId }, body }),
    onSuccess: async (copy) => {
      queryClient.setQueryData(eventKey(copy.id), copy);
      await invalidateTalkLists(queryClient);
    },
  });
}

/** What a file of talks would create, and its problems by line; creates nothing. */
export function usePreviewTalkImport() {
  return useMutation({ mutationFn: (csv: string) => callOperation(createTalkImportPreview, { body: { csv } }) });
}

/** Creates every talk of the file, or none when it has a problem. */
export function useImportTalks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => callOperation(createTalkImport, { body: { csv } }),
    onSuccess: async () => {
      await invalidateTalkLists(queryClient);
    },
  });
}
