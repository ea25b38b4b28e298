import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../../shared/contract/events';
import { apiJson } from '../../../lib/api-request';
import { dashboardKey } from '../../../lib/api/speaker-events';

/** GET /api/speaker-admin/dashboard: counts, the 5 most recent past events and the top 6 roles. */
export const getDashboard = (signal?: AbortSignal) => apiJson<Dashboard>('GET', dashboardKey[0], undefined, { signal });

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => getDashboard(signal),
    // Attendee responses arrive from other people's phones: count again on every visit.
    staleTime: 0,
  });
}

export const useDashboard = () => useQuery(dashboardQueryOptions());
