import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-request';

const PENDING_APPROVALS_URL = '/api/admin/pending-email-approvals';

/**
 * How many e-mails wait for approval. The list belongs to the e-mail feature; while it is not
 * there (404) or cannot be read, the dashboard counts 0 instead of failing.
 */
export async function getPendingApprovalsCount(signal?: AbortSignal): Promise<number> {
  try {
    // The list's shape is the e-mail feature's: an array, or an object holding one.
    const body = await apiJson<unknown>('GET', PENDING_APPROVALS_URL, undefined, { signal });
    if (Array.isArray(body)) return body.length;
    const list = body && typeof body === 'object' ? Object.values(body).find(Array.isArray) : undefined;
    return list ? list.length : 0;
  } catch {
    return 0;
  }
}

export function pendingApprovalsCountQueryOptions() {
  return queryOptions({
    // Under the list's own key, so invalidating the list refreshes the count too.
    queryKey: [PENDING_APPROVALS_URL, 'count'] as const,
    queryFn: ({ signal }) => getPendingApprovalsCount(signal),
  });
}

export const usePendingApprovalsCount = () => useQuery(pendingApprovalsCountQueryOptions());
