import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaitlistEntry } from '../../../../shared/contract/waitlist';
import { apiJson } from '../../../lib/api-request';

const WAITLIST_URL = '/api/admin/waitlist';

/** GET /api/admin/waitlist: everyone on the waitlist. */
export const getWaitlist = (signal?: AbortSignal) => apiJson<WaitlistEntry[]>('GET', WAITLIST_URL, undefined, { signal });

export function waitlistQueryOptions() {
  return queryOptions({ queryKey: [WAITLIST_URL] as const, queryFn: ({ signal }) => getWaitlist(signal) });
}

export const useWaitlist = () => useQuery(waitlistQueryOptions());
