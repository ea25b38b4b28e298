import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTalk, type Talk } from '../../../../shared/contract/talks';
import { callOperation } from '../../../lib/api/call-operation';
import { eventKey } from '../../../lib/api/get-event';
import { invalidateTalkLists } from '../../../lib/api/speaker-events';

/** Deletes a talk: no JSON answer. */
export const removeTalk = (eventId: number) => callOperation(deleteTalk, { params: { id: eventId } });

/** Deletes an event, forgets its own query and reads the lists that showed it again. */
export function useDeleteTalk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: Talk) => removeTalk(event.id),
    onSuccess: async (_res, event) => {
      queryClient.removeQueries({ queryKey: eventKey(event.id) });
      await invalidateTalkLists(queryClient);
    },
  });
}
