import { queryOptions, useQuery } from '@tanstack/react-query';
import { listCampaigns } from '../../../shared/contract/campaigns';
import { callOperation } from './call-operation';
import { adminCampaignsKey } from './campaign-lists';

/** The admin's bulk campaigns. */
export const getAdminCampaigns = (signal?: AbortSignal) => callOperation(listCampaigns, { query: { kind: 'bulk' } }, { signal });

export function adminCampaignsQueryOptions() {
  return queryOptions({ queryKey: adminCampaignsKey, queryFn: ({ signal }) => getAdminCampaigns(signal) });
}

export const useAdminCampaigns = () => useQuery(adminCampaignsQueryOptions());
