import { useMutation, useQueryClient } from '@tanstack/react-query';
import { retryMailMessage as retryMailMessageOperation } from '../../../../shared/contract/outbox';
import { callOperation } from '../../../lib/api/call-operation';

/** Sends a failed or held message again: a new series of attempts. */
export const retryMailMessage = (id: number) => callOperation(retryMailMessageOperation, { params: { id } });

/**
 * Retries one message, then reads everything again: besides the outbox, a campaign's counts and the
 * console's figures change with the message's state.
 */
export function useRetryMailMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryMailMessage(id),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
