import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApproveCampaignResponse, CampaignDetail } from '../../../../shared/contract/campaigns';
import { apiJson, apiRequest } from '../../../lib/api-request';
import { whileDelivering } from './delivery-poll';

const speakerCampaignUrl = (id: string) => `/api/speaker-admin/campaigns/${encodeURIComponent(id)}`;
const speakerCampaignKey = (id: string) => [speakerCampaignUrl(id)] as const;

/** GET /api/speaker-admin/campaigns/{id}: a campaign the speaker approves before it goes out. */
export const getSpeakerCampaign = (id: string, signal?: AbortSignal) =>
  apiJson<CampaignDetail>('GET', speakerCampaignUrl(id), undefined, { signal });

export function speakerCampaignQueryOptions(id: string) {
  return queryOptions({
    queryKey: speakerCampaignKey(id),
    queryFn: ({ signal }) => getSpeakerCampaign(id, signal),
    refetchInterval: (q) => whileDelivering(q.state.data),
  });
}

export const useSpeakerCampaign = (id: string) => useQuery(speakerCampaignQueryOptions(id));

/** POST /api/speaker-admin/campaigns/{id}/approve. */
export const approveSpeakerCampaign = (id: string) => apiJson<ApproveCampaignResponse>('POST', `${speakerCampaignUrl(id)}/approve`);

/** POST /api/speaker-admin/campaigns/{id}/reject: the page only needs to know it worked. */
export const rejectSpeakerCampaign = (id: string) => apiRequest('POST', `${speakerCampaignUrl(id)}/reject`, {});

interface Options {
  onSuccess?: () => void;
  onError?: (err: unknown) => void;
}

/** The campaign is read again whether the decision went through or not: it may have been decided elsewhere. */
function useSpeakerCampaignDecision(id: string, decide: (id: string) => Promise<unknown>, options: Options) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: speakerCampaignKey(id) });
  return useMutation({
    mutationFn: () => decide(id),
    onSuccess: () => {
      options.onSuccess?.();
      refresh();
    },
    onError: (err) => {
      options.onError?.(err);
      refresh();
    },
  });
}

export const useApproveSpeakerCampaign = (id: string, options: Options = {}) =>
  useSpeakerCampaignDecision(id, approveSpeakerCampaign, options);

export const useRejectSpeakerCampaign = (id: string, options: Options = {}) =>
  useSpeakerCampaignDecision(id, rejectSpeakerCampaign, options);
