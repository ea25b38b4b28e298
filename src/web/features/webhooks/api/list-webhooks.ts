import { queryOptions, useQuery } from '@tanstack/react-query';
import { isDeliverySoon, listWebhooks as listWebhooksOperation, type WebhookList } from '../../../../shared/contract/webhooks';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

export const webhooksKey = [callUrl(listWebhooksOperation, {})] as const;

/** The signed-in speaker's endpoints and how many they may have. */
export const listWebhooks = (signal?: AbortSignal) => callOperation(listWebhooksOperation, {}, { signal });

/** While an endpoint's last delivery is under way or due soon the list is read again every 2 s, so its outcome shows. */
const POLL_MS = 2_000;
const isPending = (list: WebhookList | undefined) => Boolean(list?.webhooks.some((w) => w.lastDelivery && isDeliverySoon(w.lastDelivery)));

export function webhooksQueryOptions() {
  return queryOptions({
    queryKey: webhooksKey,
    queryFn: ({ signal }) => listWebhooks(signal),
    staleTime: 0,
    refetchInterval: (query) => (isPending(query.state.data) ? POLL_MS : false),
  });
}

export const useWebhooks = () => useQuery(webhooksQueryOptions());
