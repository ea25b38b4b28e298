import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpeakerAnalytics } from '../../../../shared/contract/events';
import { apiJson } from '../../../lib/api-request';
import { speakerAnalyticsKey } from '../../../lib/api/speaker-events';

/** GET /api/speaker-admin/analytics: totals, per-event counts, top 8 roles and companies. */
export const getSpeakerAnalytics = (signal?: AbortSignal) =>
  apiJson<SpeakerAnalytics>('GET', speakerAnalyticsKey[0], undefined, { signal });

export function speakerAnalyticsQueryOptions() {
  return queryOptions({ queryKey: speakerAnalyticsKey, queryFn: ({ signal }) => getSpeakerAnalytics(signal), staleTime: 0 });
}

export const useSpeakerAnalytics = () => useQuery(speakerAnalyticsQueryOptions());
