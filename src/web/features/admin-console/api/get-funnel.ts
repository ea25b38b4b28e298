import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminFunnel } from '../../../../shared/contract/admin-console';
import { apiJson } from '../../../lib/api-request';

const FUNNEL_URL = '/api/admin/funnel';

/** GET /api/admin/funnel: free pages to accounts, and the requests waiting on the owner. */
export function funnelQueryOptions() {
  return queryOptions({
    queryKey: [FUNNEL_URL] as const,
    queryFn: ({ signal }) => apiJson<AdminFunnel>('GET', FUNNEL_URL, undefined, { signal }),
  });
}

export const useFunnel = () => useQuery(funnelQueryOptions());
