import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPendingEmailApprovals } from '../../../../shared/contract/campaigns';
import { callOperation } from '../../../lib/api/call-operation';
import { pendingApprovalsKey } from '../../../lib/api/campaign-lists';

/** How many e-mails wait for approval; when the list cannot be read, the dashboard counts 0 instead of failing. */
export async function getPendingApprovalsCount(signal?: AbortSignal): Promise<number> {
  try {
    return (await callOperation(listPendingEmailApprovals, {}, { signal })).length;
  } catch {
    return 0;
  }
}

export function pendingApprovalsCountQueryOptions() {
  return queryOptions({
    // Under the list's own key, so invalidating the list refreshes the count too.
    queryKey: [...pendingApprovalsKey, 'count'] as const,
    queryFn: ({ signal }) => getPendingApprovalsCount(signal),
  });
}

export const usePendingApprovalsCount = () => useQuery(pendingApprovalsCountQueryOptions());
