import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EngagementSegmentsResponse } from '../../../../shared/contract/admin-console';
import { apiJson } from '../../../lib/api-request';

const SEGMENTS_URL = '/api/admin/speaker-engagement/segments';

/** GET /api/admin/speaker-engagement/segments: the speakers grouped by how far they got. */
export const getEngagementSegments = (signal?: AbortSignal) =>
  apiJson<EngagementSegmentsResponse>('GET', SEGMENTS_URL, undefined, { signal });

export function engagementSegmentsQueryOptions() {
  return queryOptions({ queryKey: [SEGMENTS_URL] as const, queryFn: ({ signal }) => getEngagementSegments(signal) });
}

export const useEngagementSegments = () => useQuery(engagementSegmentsQueryOptions());
