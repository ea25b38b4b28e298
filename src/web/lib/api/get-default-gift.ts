import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDefaultGiftOffer } from '../../../shared/contract/default-gift';
import { callOperation, callUrl } from './call-operation';

/** The owner's free gift for speakers without one, when it is on offer. */
export const getDefaultGift = (signal?: AbortSignal) => callOperation(getDefaultGiftOffer, {}, { signal });

export function defaultGiftQueryOptions() {
  return queryOptions({ queryKey: [callUrl(getDefaultGiftOffer, {})] as const, queryFn: ({ signal }) => getDefaultGift(signal) });
}

export const useDefaultGift = (options: { staleTime?: number } = {}) => useQuery({ ...defaultGiftQueryOptions(), ...options });
