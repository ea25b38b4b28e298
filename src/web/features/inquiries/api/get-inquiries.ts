import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Inquiry } from '../../../../shared/contract/inquiries';
import { apiJson } from '../../../lib/api-request';

const ADMIN_INQUIRIES_URL = '/api/admin/event-inquiries';

/** GET /api/admin/event-inquiries: the owner's list of event inquiries. */
export const getInquiries = (signal?: AbortSignal) => apiJson<Inquiry[]>('GET', ADMIN_INQUIRIES_URL, undefined, { signal });

export function inquiriesQueryOptions() {
  return queryOptions({ queryKey: [ADMIN_INQUIRIES_URL] as const, queryFn: ({ signal }) => getInquiries(signal) });
}

export const useInquiries = () => useQuery(inquiriesQueryOptions());
