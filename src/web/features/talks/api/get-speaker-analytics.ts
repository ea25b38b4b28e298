import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSpeakerAnalytics as getSpeakerAnalyticsOperation } from '../../../../shared/contract/talks';
import { callOperation } from '../../../lib/api/call-operation';
import { speakerAnalyticsKey } from '../../../lib/api/speaker-events';

/** Totals, per-talk counts, top 8 roles and companies. */
export const getSpeakerAnalytics = (signal?: AbortSignal) => callOperation(getSpeakerAnalyticsOperation, {}, { signal });

export function speakerAnalyticsQueryOptions() {
  return queryOptions({ queryKey: speakerAnalyticsKey, queryFn: ({ signal }) => getSpeakerAnalytics(signal), staleTime: 0 });
}

export const useSpeakerAnalytics = () => useQuery(speakerAnalyticsQueryOptions());
