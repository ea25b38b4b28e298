import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignSummary } from '../../../shared/contract/campaigns';
import { apiJson } from '../api-request';
import { adminCampaignsKey } from './campaign-lists';

/** GET /api/admin/campaigns?kind=bulk: the admin's bulk campaigns. */
export const getAdminCampaigns = (signal?: AbortSignal) => apiJson<CampaignSummary[]>('GET', adminCampaignsKey[0], undefined, { signal });

export function adminCampaignsQueryOptions() {
  return queryOptions({ queryKey: adminCampaignsKey, queryFn: ({ signal }) => getAdminCampaigns(signal) });
}

export const useAdminCampaigns = () => useQuery(adminCampaignsQueryOptions());
