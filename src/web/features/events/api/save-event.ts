import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { saveEventSchema } from '../../../../shared/contract/events';
import { eventKey } from '../../../lib/api/get-event';
import { createEvent, updateEvent } from '../../../lib/api/save-event';
import { invalidateEventLists } from '../../../lib/api/speaker-events';

export type SaveEventValues = z.output<typeof saveEventSchema>;

/** The JSON body the API takes: dates travel as ISO strings. */
function toSaveEventBody(values: SaveEventValues) {
  return { ...values, eventDate: values.eventDate.toISOString() };
}

/** Creates an event (eventId null) or updates one; the lists that show events are read again afterwards. */
export function useSaveEvent(eventId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SaveEventValues) =>
      eventId === null ? createEvent(toSaveEventBody(values)) : updateEvent(eventId, toSaveEventBody(values)),
    onSuccess: async (event) => {
      queryClient.setQueryData(eventKey(event.id), event);
      await invalidateEventLists(queryClient);
    },
  });
}
