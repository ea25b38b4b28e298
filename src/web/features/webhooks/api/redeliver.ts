import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueuedDelivery } from '../../../../shared/contract/webhooks';
import { apiJson } from '../../../lib/api-request';
import { webhookKey, webhookUrl } from './get-webhook';

/** POST /api/speaker-admin/webhooks/{id}/deliveries/{deliveryId}/redeliver: the same event again, as a new delivery. */
export const redeliver = (id: number, deliveryId: number) =>
  apiJson<QueuedDelivery>('POST', `${webhookUrl(id)}/deliveries/${deliveryId}/redeliver`);

export function useRedeliver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, deliveryId }: { id: number; deliveryId: number }) => redeliver(id, deliveryId),
    onSuccess: (_res, { id }) => queryClient.invalidateQueries({ queryKey: webhookKey(id) }),
  });
}
