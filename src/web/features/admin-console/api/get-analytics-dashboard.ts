import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAnalyticsDashboard as getAnalyticsDashboardOperation } from '../../../../shared/contract/analytics';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

/** The last days of tracked activity. */
export const getAnalyticsDashboard = (signal?: AbortSignal) => callOperation(getAnalyticsDashboardOperation, {}, { signal });

export function analyticsDashboardQueryOptions() {
  return queryOptions({
    queryKey: [callUrl(getAnalyticsDashboardOperation, {})] as const,
    queryFn: ({ signal }) => getAnalyticsDashboard(signal),
  });
}

export const useAnalyticsDashboard = () => useQuery(analyticsDashboardQueryOptions());
