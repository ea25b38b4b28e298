import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFunnel } from '../../../../shared/contract/admin-console';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

/** Free pages to accounts, and the requests waiting on the owner. */
export function funnelQueryOptions() {
  return queryOptions({
    queryKey: [callUrl(getFunnel, {})] as const,
    queryFn: ({ signal }) => callOperation(getFunnel, {}, { signal }),
  });
}

export const useFunnel = () => useQuery(funnelQueryOptions());
