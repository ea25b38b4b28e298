import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTalk, type Event } from '../../../../shared/contract/events';
import { callOperation } from '../../../lib/api/call-operation';
import { eventKey } from '../../../lib/api/get-event';
import { invalidateEventLists } from '../../../lib/api/speaker-events';

/** Deletes a talk: no JSON answer. */
export const deleteEvent = (eventId: number) => callOperation(deleteTalk, { params: { id: eventId } });

/** Deletes an event, forgets its own query and reads the lists that showed it again. */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: Event) => deleteEvent(event.id),
    onSuccess: async (_res, event) => {
      queryClient.removeQueries({ queryKey: eventKey(event.id) });
      await invalidateEventLists(queryClient);
    },
  });
}
