import type { QueryClient } from '@tanstack/react-query';
import { listCampaigns, listPendingEmailApprovals } from '../../../shared/contract/campaigns';
import { callUrl } from './call-operation';

/** The admin's lists of campaigns awaiting or past a decision; a decision anywhere refreshes both. */
export const adminCampaignsKey = [callUrl(listCampaigns, { query: { kind: 'bulk' } })] as const;
export const pendingApprovalsKey = [callUrl(listPendingEmailApprovals, {})] as const;

export function invalidateCampaignLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminCampaignsKey });
  void queryClient.invalidateQueries({ queryKey: pendingApprovalsKey });
}
