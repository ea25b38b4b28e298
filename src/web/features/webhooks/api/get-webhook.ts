import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWebhook as getWebhookOperation, isDeliverySoon, type WebhookDetail } from '../../../../shared/contract/webhooks';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

export const webhookKey = (id: number) => [callUrl(getWebhookOperation, { params: { id } })] as const;

/** The endpoint and its last 50 deliveries, newest first. */
export const getWebhook = (id: number, signal?: AbortSignal) => callOperation(getWebhookOperation, { params: { id } }, { signal });

/** While a delivery is under way or due soon the log is read again every 2 s, so its outcome shows without a reload. */
const POLL_MS = 2_000;
const isPending = (detail: WebhookDetail | undefined) => Boolean(detail?.deliveries.some((d) => isDeliverySoon(d)));

export function webhookQueryOptions(id: number) {
  return queryOptions({
    queryKey: webhookKey(id),
    queryFn: ({ signal }) => getWebhook(id, signal),
    staleTime: 0,
    refetchInterval: (query) => (isPending(query.state.data) ? POLL_MS : false),
  });
}

export const useWebhook = (id: number, enabled: boolean) => useQuery({ ...webhookQueryOptions(id), enabled });
