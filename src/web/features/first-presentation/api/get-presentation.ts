import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublicTalk } from '../../../../shared/contract/feedback';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

/** Title and event name for the QR step. */
export const fetchPublicTalk = (presentationId: number, signal?: AbortSignal) =>
  callOperation(getPublicTalk, { params: { id: presentationId } }, { signal });

export function publicTalkQueryOptions(presentationId: number) {
  return queryOptions({
    queryKey: [callUrl(getPublicTalk, { params: { id: presentationId } })] as const,
    queryFn: ({ signal }) => fetchPublicTalk(presentationId, signal),
  });
}

/** Title and event name for the QR step. */
export function usePublicTalkQuery(presentationId: number | null) {
  return useQuery({ ...publicTalkQueryOptions(presentationId ?? 0), enabled: presentationId !== null });
}
