import { queryOptions, useQuery } from '@tanstack/react-query';
import { REPORT_LIST_REFRESH_MS, reportsApi, type AdminReport } from '../../../../shared/contract/reports';
import { apiJson } from '../../../lib/api-request';

export const adminReportsKey = [reportsApi.adminList] as const;

/** GET /api/admin/assessment-reports: every assessment report and where it stands. */
export const getAdminReports = (signal?: AbortSignal) => apiJson<AdminReport[]>('GET', reportsApi.adminList, undefined, { signal });

export function adminReportsQueryOptions() {
  // The only list in the app that polls: reports are generated in the background.
  return queryOptions({
    queryKey: adminReportsKey,
    queryFn: ({ signal }) => getAdminReports(signal),
    refetchInterval: REPORT_LIST_REFRESH_MS,
  });
}

export const useAdminReports = () => useQuery(adminReportsQueryOptions());
