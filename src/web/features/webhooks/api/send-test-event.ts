import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueuedDelivery, WebhookEventType } from '../../../../shared/contract/webhooks';
import { apiJson } from '../../../lib/api-request';
import { webhookKey, webhookUrl } from './get-webhook';
import { webhooksKey } from './list-webhooks';

/** POST /api/speaker-admin/webhooks/{id}/test: queues a signed example of `event`. */
export const sendTestEvent = (id: number, event: WebhookEventType) => apiJson<QueuedDelivery>('POST', `${webhookUrl(id)}/test`, { event });

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
