import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDataRequest } from '../../../../shared/contract/data-requests';
import { apiJson } from '../../../lib/api-request';

const ADMIN_DATA_REQUESTS_URL = '/api/admin/data-requests';

/** GET /api/admin/data-requests: every self-service request with its status and times. */
export const getAdminDataRequests = (signal?: AbortSignal) =>
  apiJson<AdminDataRequest[]>('GET', ADMIN_DATA_REQUESTS_URL, undefined, { signal });

export function adminDataRequestsQueryOptions() {
  return queryOptions({ queryKey: [ADMIN_DATA_REQUESTS_URL] as const, queryFn: ({ signal }) => getAdminDataRequests(signal) });
}

export const useAdminDataRequests = () => useQuery(adminDataRequestsQueryOptions());
