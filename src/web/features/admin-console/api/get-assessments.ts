import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAssessments } from '../../../../shared/contract/assessment';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

/** Every readiness assessment taken. */
export const getAssessments = (signal?: AbortSignal) => callOperation(listAssessments, {}, { signal });

export function assessmentsQueryOptions() {
  return queryOptions({ queryKey: [callUrl(listAssessments, {})] as const, queryFn: ({ signal }) => getAssessments(signal) });
}

export const useAssessments = () => useQuery(assessmentsQueryOptions());
