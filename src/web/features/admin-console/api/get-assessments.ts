import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Assessment } from '../../../../shared/contract/assessment';
import { apiJson } from '../../../lib/api-request';

const ASSESSMENTS_URL = '/api/admin/assessment';

/** GET /api/admin/assessment: every readiness assessment taken. */
export const getAssessments = (signal?: AbortSignal) => apiJson<Assessment[]>('GET', ASSESSMENTS_URL, undefined, { signal });

export function assessmentsQueryOptions() {
  return queryOptions({ queryKey: [ASSESSMENTS_URL] as const, queryFn: ({ signal }) => getAssessments(signal) });
}

export const useAssessments = () => useQuery(assessmentsQueryOptions());
