import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsDashboard } from '../../../../shared/contract/analytics';
import { apiJson } from '../../../lib/api-request';

const ANALYTICS_DASHBOARD_URL = '/api/admin/analytics/dashboard';

/** GET /api/admin/analytics/dashboard: the last days of tracked activity. */
export const getAnalyticsDashboard = (signal?: AbortSignal) =>
  apiJson<AnalyticsDashboard>('GET', ANALYTICS_DASHBOARD_URL, undefined, { signal });

export function analyticsDashboardQueryOptions() {
  return queryOptions({ queryKey: [ANALYTICS_DASHBOARD_URL] as const, queryFn: ({ signal }) => getAnalyticsDashboard(signal) });
}

export const useAnalyticsDashboard = () => useQuery(analyticsDashboardQueryOptions());
