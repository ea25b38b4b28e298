import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpeakerAnalytics } from '../../../shared/contract/events';
import { getQueryFn } from '../../lib/api-request';
import { speakerApi } from '../../lib/speaker-api';

export function speakerAnalyticsQueryOptions() {
  return queryOptions({
    queryKey: [speakerApi.analytics] as const,
    queryFn: getQueryFn<SpeakerAnalytics>({ on401: 'throw' }),
    staleTime: 0,
  });
}

/** Totals, per-event counts, top 8 roles and companies for the analytics overview. */
export function useSpeakerAnalytics() {
  return useQuery(speakerAnalyticsQueryOptions());
}
