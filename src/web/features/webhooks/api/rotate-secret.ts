import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RotatedSecret } from '../../../../shared/contract/webhooks';
import { apiJson } from '../../../lib/api-request';
import { webhookKey, webhookUrl } from './get-webhook';
import { webhooksKey } from './list-webhooks';

/** POST /api/speaker-admin/webhooks/{id}/secret: the endpoint's new secret, shown this once. */
export const rotateWebhookSecret = (id: number) => apiJson<RotatedSecret>('POST', `${webhookUrl(id)}/secret`);

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
