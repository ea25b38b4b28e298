import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../shared/contract/events';
import { getQueryFn } from '../../lib/api-request';
import { speakerApi } from '../../lib/speaker-api';

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: [speakerApi.dashboard] as const,
    queryFn: getQueryFn<Dashboard>({ on401: 'throw' }),
    // Attendee responses arrive from other people's phones: count again on every visit.
    staleTime: 0,
  });
}

/** Counts, the 5 most recent past events and the top 6 roles for the dashboard. */
export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
