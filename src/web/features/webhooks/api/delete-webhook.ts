import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteWebhook as deleteWebhookOperation } from '../../../../shared/contract/webhooks';
import { callOperation } from '../../../lib/api/call-operation';
import { webhookKey } from './get-webhook';
import { webhooksKey } from './list-webhooks';

export const deleteWebhook = (id: number) => callOperation(deleteWebhookOperation, { params: { id } });

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
