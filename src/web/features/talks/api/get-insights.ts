import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAudienceInsights, getInsights, getTalkRatings } from '../../../../shared/contract/insights';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

/** The trend across talks (PRO): per talk its answers, average, response rate, hot-lead share and ratings. */
export const fetchInsights = (signal?: AbortSignal) => callOperation(getInsights, {}, { signal });

/** Who each talk reached (PRO): seniority, top roles and companies. */
export const fetchAudienceInsights = (signal?: AbortSignal) => callOperation(getAudienceInsights, {}, { signal });

/** One talk's rating bars (open on every plan, like the talk's page). */
export const fetchTalkRatings = (eventId: number, signal?: AbortSignal) =>
  callOperation(getTalkRatings, { params: { id: eventId } }, { signal });

export const insightsKey = [callUrl(getInsights, {})] as const;
export const audienceInsightsKey = [callUrl(getAudienceInsights, {})] as const;

/** `enabled`: false while the plan is unknown or does not include the insights (the call would be refused). */
export const useInsights = (enabled: boolean) =>
  useQuery(queryOptions({ queryKey: insightsKey, queryFn: ({ signal }) => fetchInsights(signal), staleTime: 0, enabled }));

export const useAudienceInsights = (enabled: boolean) =>
  useQuery(queryOptions({ queryKey: audienceInsightsKey, queryFn: ({ signal }) => fetchAudienceInsights(signal), staleTime: 0, enabled }));

export function useTalkRatings(eventId: number) {
  return useQuery({
    queryKey: [callUrl(getTalkRatings, { params: { id: eventId } })] as const,
    queryFn: ({ signal }) => fetchTalkRatings(eventId, signal),
    staleTime: 0,
  });
}
