import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DefaultGiftOffer } from '../../../shared/contract/default-gift';
import { apiJson } from '../api-request';

const DEFAULT_GIFT_URL = '/api/public/default-gift';

/** GET /api/default-gift: the owner's free gift for speakers without one, when it is on offer. */
export const getDefaultGift = (signal?: AbortSignal) => apiJson<DefaultGiftOffer>('GET', DEFAULT_GIFT_URL, undefined, { signal });

export function defaultGiftQueryOptions() {
  return queryOptions({ queryKey: [DEFAULT_GIFT_URL] as const, queryFn: ({ signal }) => getDefaultGift(signal) });
}

export const useDefaultGift = (options: { staleTime?: number } = {}) => useQuery({ ...defaultGiftQueryOptions(), ...options });
