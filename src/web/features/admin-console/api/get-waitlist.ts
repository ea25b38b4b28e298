import { queryOptions, useQuery } from '@tanstack/react-query';
import { listWaitlist } from '../../../../shared/contract/waitlist';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

/** Everyone on the waitlist. */
export const getWaitlist = (signal?: AbortSignal) => callOperation(listWaitlist, {}, { signal });

export function waitlistQueryOptions() {
  return queryOptions({ queryKey: [callUrl(listWaitlist, {})] as const, queryFn: ({ signal }) => getWaitlist(signal) });
}

export const useWaitlist = () => useQuery(waitlistQueryOptions());
