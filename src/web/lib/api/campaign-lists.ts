import type { QueryClient } from '@tanstack/react-query';

/** The admin's lists of campaigns awaiting or past a decision; a decision anywhere refreshes both. */
export const adminCampaignsKey = ['/api/admin/campaigns?kind=bulk'] as const;
export const pendingApprovalsKey = ['/api/admin/pending-email-approvals'] as const;

export function invalidateCampaignLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminCampaignsKey });
  void queryClient.invalidateQueries({ queryKey: pendingApprovalsKey });
}
