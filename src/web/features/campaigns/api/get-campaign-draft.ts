import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignDetail } from '../../../../shared/contract/campaigns';
import { apiJson } from '../../../lib/api-request';
import { whileDelivering } from './delivery-poll';

export const campaignDraftUrl = (id: string) => `/api/admin/campaigns/${encodeURIComponent(id)}`;
export const campaignDraftKey = (id: string) => [campaignDraftUrl(id)] as const;

/** GET /api/admin/campaign-drafts/{id}: a campaign with its recipients, as the admin decides on it. */
export const getCampaignDraft = (id: string, signal?: AbortSignal) =>
  apiJson<CampaignDetail>('GET', campaignDraftUrl(id), undefined, { signal });

export function campaignDraftQueryOptions(id: string) {
  return queryOptions({
    queryKey: campaignDraftKey(id),
    queryFn: ({ signal }) => getCampaignDraft(id, signal),
    refetchInterval: (q) => whileDelivering(q.state.data),
  });
}

export const useCampaignDraft = (id: string) => useQuery(campaignDraftQueryOptions(id));
