import { queryOptions, useQuery } from '@tanstack/react-query';
import { REPORT_LIST_REFRESH_MS, listAssessmentReports } from '../../../../shared/contract/reports';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

export const adminReportsKey = [callUrl(listAssessmentReports, {})] as const;

/** Every assessment report and where it stands. */
export const getAdminReports = (signal?: AbortSignal) => callOperation(listAssessmentReports, {}, { signal });

export function adminReportsQueryOptions() {
  // The only list in the app that polls: reports are generated in the background.
  return queryOptions({
    queryKey: adminReportsKey,
    queryFn: ({ signal }) => getAdminReports(signal),
    refetchInterval: REPORT_LIST_REFRESH_MS,
  });
}

export const useAdminReports = () => useQuery(adminReportsQueryOptions());
