import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPendingEmailApprovals } from '../../../../shared/contract/campaigns';
import { callOperation } from '../../../lib/api/call-operation';
import { pendingApprovalsKey } from '../../../lib/api/campaign-lists';

/** Campaigns and welcome e-mails waiting for the admin. */
export const getPendingApprovals = (signal?: AbortSignal) => callOperation(listPendingEmailApprovals, {}, { signal });

export function pendingApprovalsQueryOptions() {
  return queryOptions({ queryKey: pendingApprovalsKey, queryFn: ({ signal }) => getPendingApprovals(signal) });
}

export const usePendingApprovals = () => useQuery(pendingApprovalsQueryOptions());
