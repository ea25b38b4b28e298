import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { webhookKey, webhookUrl } from './get-webhook';
import { webhooksKey } from './list-webhooks';

/** DELETE /api/speaker-admin/webhooks/{id}: no JSON answer. */
export const deleteWebhook = (id: number) => apiRequest('DELETE', webhookUrl(id));

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: async (_res, id) => {
      queryClient.removeQueries({ queryKey: webhookKey(id) });
      await queryClient.invalidateQueries({ queryKey: webhooksKey });
    },
  });
}
