import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingEmailApproval } from '../../../../shared/contract/campaigns';
import { apiJson } from '../../../lib/api-request';
import { pendingApprovalsKey } from '../../../lib/api/campaign-lists';

/** GET /api/admin/pending-email-approvals: campaigns and welcome e-mails waiting for the admin. */
export const getPendingApprovals = (signal?: AbortSignal) =>
  apiJson<PendingEmailApproval[]>('GET', pendingApprovalsKey[0], undefined, { signal });

export function pendingApprovalsQueryOptions() {
  return queryOptions({ queryKey: pendingApprovalsKey, queryFn: ({ signal }) => getPendingApprovals(signal) });
}

export const usePendingApprovals = () => useQuery(pendingApprovalsQueryOptions());
