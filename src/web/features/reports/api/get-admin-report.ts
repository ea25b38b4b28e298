import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getAssessmentReport } from '../../../../shared/contract/reports';
import { callOperation, callUrl } from '../../../lib/api/call-operation';
import { adminReportsKey } from './get-admin-reports';

const adminReportKey = (id: number) => [callUrl(getAssessmentReport, { params: { id } })] as const;

/** One report as the admin reviews it. */
export const getAdminReport = (id: number, signal?: AbortSignal) => callOperation(getAssessmentReport, { params: { id } }, { signal });

export function adminReportQueryOptions(id: number) {
  return queryOptions({ queryKey: adminReportKey(id), queryFn: ({ signal }) => getAdminReport(id, signal) });
}

export const useAdminReport = (id: number | null) => useQuery({ ...adminReportQueryOptions(id ?? 0), enabled: id !== null });

/** After a report changes hands: the list and the report itself are read again. */
export function invalidateAdminReport(queryClient: QueryClient, id: number) {
  void queryClient.invalidateQueries({ queryKey: adminReportsKey });
  void queryClient.invalidateQueries({ queryKey: adminReportKey(id) });
}
