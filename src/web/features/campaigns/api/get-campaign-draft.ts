import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCampaign } from '../../../../shared/contract/campaigns';
import { callOperation, callUrl } from '../../../lib/api/call-operation';
import { whileDelivering } from './delivery-poll';

export const campaignDraftKey = (id: string) => [callUrl(getCampaign, { params: { id } })] as const;

/** A campaign with its recipients, as the admin decides on it. */
export const getCampaignDraft = (id: string, signal?: AbortSignal) => callOperation(getCampaign, { params: { id } }, { signal });

export function campaignDraftQueryOptions(id: string) {
  return queryOptions({
    queryKey: campaignDraftKey(id),
    queryFn: ({ signal }) => getCampaignDraft(id, signal),
    refetchInterval: (q) => whileDelivering(q.state.data),
  });
}

export const useCampaignDraft = (id: string) => useQuery(campaignDraftQueryOptions(id));
