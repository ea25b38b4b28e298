import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEngagementSegments as getEngagementSegmentsOperation } from '../../../../shared/contract/admin-console';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

/** The speakers grouped by how far they got. */
export const getEngagementSegments = (signal?: AbortSignal) => callOperation(getEngagementSegmentsOperation, {}, { signal });

export function engagementSegmentsQueryOptions() {
  return queryOptions({
    queryKey: [callUrl(getEngagementSegmentsOperation, {})] as const,
    queryFn: ({ signal }) => getEngagementSegments(signal),
  });
}

export const useEngagementSegments = () => useQuery(engagementSegmentsQueryOptions());
