import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  approveCampaign as approveCampaignOperation,
  rejectCampaign as rejectCampaignOperation,
  type ApproveCampaignResponse,
  type RejectCampaignResponse,
} from '../../../../shared/contract/campaigns';
import { callOperation } from '../../../lib/api/call-operation';
import { invalidateCampaignLists } from '../../../lib/api/campaign-lists';
import { campaignDraftKey } from './get-campaign-draft';

/** Approves a campaign (bulk or welcome), whichever page the owner decides from. */
export const approveCampaign = (id: string) => callOperation(approveCampaignOperation, { params: { id }, body: undefined });

/** Rejects a campaign, with an optional reason. */
export const rejectCampaign = (id: string, reason?: string) =>
  callOperation(rejectCampaignOperation, { params: { id }, body: reason ? { reason } : {} });

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
