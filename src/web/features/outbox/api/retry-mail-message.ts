import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailDetail } from '../../../../shared/contract/outbox';
import { apiJson } from '../../../lib/api-request';

/** POST /api/admin/mail-messages/{id}/retry: send a failed or held message again. */
export const retryMailMessage = (id: number) => apiJson<MailDetail>('POST', `/api/admin/mail-messages/${id}/retry`);

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
