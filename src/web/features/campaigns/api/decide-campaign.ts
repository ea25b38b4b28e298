import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApproveCampaignResponse, RejectCampaignResponse } from '../../../../shared/contract/campaigns';
import { apiJson } from '../../../lib/api-request';
import { invalidateCampaignLists } from '../../../lib/api/campaign-lists';
import { campaignDraftKey, campaignDraftUrl } from './get-campaign-draft';

/** A campaign is decided on from its draft page (the link in the approval e-mail) or from the admin console. */
export type CampaignVariant = 'draft' | 'admin';

const decisionUrl = (id: string, variant: CampaignVariant, decision: 'approve' | 'reject') =>
  variant === 'draft' ? `${campaignDraftUrl(id)}/${decision}` : `/api/admin/campaigns/${encodeURIComponent(id)}/${decision}`;

/** POST /api/admin/campaign-drafts/{id}/approve or /api/admin/campaigns/{id}/approve. */
export const approveCampaign = (id: string, variant: CampaignVariant) =>
  apiJson<ApproveCampaignResponse>('POST', decisionUrl(id, variant, 'approve'));

/** POST /api/admin/campaign-drafts/{id}/reject or /api/admin/campaigns/{id}/reject, with an optional reason. */
export const rejectCampaign = (id: string, variant: CampaignVariant, reason?: string) =>
  apiJson<RejectCampaignResponse>('POST', decisionUrl(id, variant, 'reject'), reason ? { reason } : {});

interface DecisionOptions<T> {
  onSuccess?: (result: T) => void;
  onError?: (err: unknown) => void;
}

/** Approves a campaign, then reads the campaign and the admin's lists again. */
export function useApproveCampaign(id: string, variant: CampaignVariant, options: DecisionOptions<ApproveCampaignResponse> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => approveCampaign(id, variant),
    onSuccess: (result) => {
      invalidateCampaignLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: campaignDraftKey(id) });
      options.onSuccess?.(result);
    },
    onError: options.onError,
  });
}

/** Rejects a campaign (the reason trimmed, left out when blank), then reads the campaign and the lists again. */
export function useRejectCampaign(id: string, variant: CampaignVariant, options: DecisionOptions<RejectCampaignResponse> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => rejectCampaign(id, variant, reason.trim() || undefined),
    onSuccess: (result) => {
      invalidateCampaignLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: campaignDraftKey(id) });
      options.onSuccess?.(result);
    },
    onError: options.onError,
  });
}
