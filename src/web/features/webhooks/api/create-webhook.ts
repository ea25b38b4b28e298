import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedWebhook, CreateWebhook } from '../../../../shared/contract/webhooks';
import { apiJson } from '../../../lib/api-request';
import { WEBHOOKS_URL, webhooksKey } from './list-webhooks';

/** POST /api/speaker-admin/webhooks: the new endpoint's id and its secret, shown this once. */
export const createWebhook = (body: CreateWebhook) => apiJson<CreatedWebhook>('POST', WEBHOOKS_URL, body);

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}
