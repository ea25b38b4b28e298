import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { saveTalkSchema } from '../../../../shared/contract/talks';
import { eventKey } from '../../../lib/api/get-event';
import { submitNewTalk, submitTalkChanges } from '../../../lib/api/save-event';
import { invalidateTalkLists } from '../../../lib/api/speaker-events';

export type SaveEventValues = z.output<typeof saveTalkSchema>;

/** The JSON body the API takes: dates travel as ISO strings. */
function toSaveEventBody(values: SaveEventValues) {
  return { ...values, eventDate: values.eventDate.toISOString() };
}

/** Creates an event (eventId null) or updates one; the lists that show events are read again afterwards. */
export function useSaveTalk(eventId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SaveEventValues) =>
      eventId === null ? submitNewTalk(toSaveEventBody(values)) : submitTalkChanges(eventId, toSaveEventBody(values)),
    onSuccess: async (event) => {
      queryClient.setQueryData(eventKey(event.id), event);
      await invalidateTalkLists(queryClient);
    },
  });
}
