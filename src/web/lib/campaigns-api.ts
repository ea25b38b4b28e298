import { adminCampaignsKey, pendingApprovalsKey } from './api/campaign-lists';

/** The URLs the admin console's campaign panel names itself; the lists' keys live in api/campaign-lists. */
export const campaignsApi = {
  bulkCampaigns: adminCampaignsKey[0],
  pendingApprovals: pendingApprovalsKey[0],
  generateBulkEmails: '/api/admin/generate-bulk-emails',
} as const;
