import { useMutation, useQueryClient } from '@tanstack/react-query';
import { repeatWebhookDelivery } from '../../../../shared/contract/webhooks';
import { callOperation } from '../../../lib/api/call-operation';
import { webhookKey } from './get-webhook';

/** The same event again, as a new delivery. */
export const redeliver = (id: number, deliveryId: number) => callOperation(repeatWebhookDelivery, { params: { id, deliveryId } });

export function useRedeliver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, deliveryId }: { id: number; deliveryId: number }) => redeliver(id, deliveryId),
    onSuccess: (_res, { id }) => queryClient.invalidateQueries({ queryKey: webhookKey(id) }),
  });
}
