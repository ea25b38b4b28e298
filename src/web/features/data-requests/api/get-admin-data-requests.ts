import { queryOptions, useQuery } from '@tanstack/react-query';
import { listDataRequests } from '../../../../shared/contract/data-requests';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

/** Every self-service request with its status and times. */
export const getAdminDataRequests = (signal?: AbortSignal) => callOperation(listDataRequests, {}, { signal });

export function adminDataRequestsQueryOptions() {
  return queryOptions({ queryKey: [callUrl(listDataRequests, {})] as const, queryFn: ({ signal }) => getAdminDataRequests(signal) });
}

export const useAdminDataRequests = () => useQuery(adminDataRequestsQueryOptions());
