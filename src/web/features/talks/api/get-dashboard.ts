import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDashboard as getDashboardOperation } from '../../../../shared/contract/talks';
import { callOperation } from '../../../lib/api/call-operation';
import { dashboardKey } from '../../../lib/api/speaker-events';

/** Counts, the 5 most recent past talks and the top 6 roles. */
export const getDashboard = (signal?: AbortSignal) => callOperation(getDashboardOperation, {}, { signal });

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => getDashboard(signal),
    // Attendee responses arrive from other people's phones: count again on every visit.
    staleTime: 0,
  });
}

export const useDashboard = () => useQuery(dashboardQueryOptions());
