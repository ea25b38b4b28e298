import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApproveCampaignResponse, RejectCampaignResponse } from '../../../../shared/contract/campaigns';
import { apiJson } from '../../../lib/api-request';
import { invalidateCampaignLists } from '../../../lib/api/campaign-lists';
import { campaignDraftKey, campaignDraftUrl } from './get-campaign-draft';

/** POST /api/admin/campaigns/{id}/approve, whichever page the owner decides from. */
export const approveCampaign = (id: string) => apiJson<ApproveCampaignResponse>('POST', `${campaignDraftUrl(id)}/approve`);

/** POST /api/admin/campaigns/{id}/reject, with an optional reason. */
export const rejectCampaign = (id: string, reason?: string) =>
  apiJson<RejectCampaignResponse>('POST', `${campaignDraftUrl(id)}/reject`, reason ? { reason } : {});

interface DecisionOptions<T> {
  onSuccess?: (result: T) => void;
  onError?: (err: unknown) => void;
}

/** Approves a campaign, then reads the campaign and the admin's lists again. */
export function useApproveCampaign(id: string, options: DecisionOptions<ApproveCampaignResponse> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => approveCampaign(id),
    onSuccess: (result) => {
      invalidateCampaignLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: campaignDraftKey(id) });
      options.onSuccess?.(result);
    },
    onError: options.onError,
  });
}

/** Rejects a campaign (the reason trimmed, left out when blank), then reads the campaign and the lists again. */
export function useRejectCampaign(id: string, options: DecisionOptions<RejectCampaignResponse> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => rejectCampaign(id, reason.trim() || undefined),
    onSuccess: (result) => {
      invalidateCampaignLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: campaignDraftKey(id) });
      options.onSuccess?.(result);
    },
    onError: options.onError,
  });
}
