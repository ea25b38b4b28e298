import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Event } from '../../../../shared/contract/events';
import { apiRequest } from '../../../lib/api-request';
import { eventKey } from '../../../lib/api/get-event';
import { eventUrl, invalidateEventLists } from '../../../lib/api/speaker-events';

/** DELETE /api/speaker-admin/events/{id}: no JSON answer. */
export const deleteEvent = (eventId: number) => apiRequest('DELETE', eventUrl(eventId));

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
