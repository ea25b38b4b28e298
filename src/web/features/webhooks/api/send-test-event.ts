import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createWebhookTestEvent, type WebhookEventType } from '../../../../shared/contract/webhooks';
import { callOperation } from '../../../lib/api/call-operation';
import { webhookKey } from './get-webhook';
import { webhooksKey } from './list-webhooks';

/** Queues a signed example of `event`. */
export const sendTestEvent = (id: number, event: WebhookEventType) =>
  callOperation(createWebhookTestEvent, { params: { id }, body: { event } });

export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, event }: { id: number; event: WebhookEventType }) => sendTestEvent(id, event),
    onSuccess: async (_res, { id }) => {
      await queryClient.invalidateQueries({ queryKey: webhookKey(id) });
      await queryClient.invalidateQueries({ queryKey: webhooksKey });
    },
  });
}
