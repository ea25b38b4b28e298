import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createWebhook as createWebhookOperation, type CreateWebhook } from '../../../../shared/contract/webhooks';
import { callOperation } from '../../../lib/api/call-operation';
import { webhooksKey } from './list-webhooks';

/** The new endpoint's id and its secret, shown this once. */
export const createWebhook = (body: CreateWebhook) => callOperation(createWebhookOperation, { body });

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}
