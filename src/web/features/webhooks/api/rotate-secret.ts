import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replaceWebhookSecret } from '../../../../shared/contract/webhooks';
import { callOperation } from '../../../lib/api/call-operation';
import { webhookKey } from './get-webhook';
import { webhooksKey } from './list-webhooks';

/** The endpoint's new secret, shown this once. */
export const rotateWebhookSecret = (id: number) => callOperation(replaceWebhookSecret, { params: { id } });

export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateWebhookSecret,
    onSuccess: async (_res, id) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: webhooksKey }),
        queryClient.invalidateQueries({ queryKey: webhookKey(id) }),
      ]);
    },
  });
}
