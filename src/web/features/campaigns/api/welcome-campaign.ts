import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApproveCampaignResponse, WelcomeEmailCampaign } from '../../../../shared/contract/campaigns';
import { apiJson } from '../../../lib/api-request';
import { pendingApprovalsKey } from '../../../lib/api/campaign-lists';
import { whileDelivering } from './delivery-poll';

const welcomeUrl = (id: string) => `/api/admin/welcome-email-approval/${encodeURIComponent(id)}`;
const welcomeKey = (id: string) => [welcomeUrl(id)] as const;

/** GET /api/admin/welcome-email-approval/{id}: a new member's welcome e-mail awaiting approval. */
export const getWelcomeCampaign = (id: string, signal?: AbortSignal) =>
  apiJson<WelcomeEmailCampaign>('GET', welcomeUrl(id), undefined, { signal });

export function welcomeCampaignQueryOptions(id: string) {
  return queryOptions({
    queryKey: welcomeKey(id),
    queryFn: ({ signal }) => getWelcomeCampaign(id, signal),
    refetchInterval: (q) => whileDelivering(q.state.data),
  });
}

export const useWelcomeCampaign = (id: string) => useQuery(welcomeCampaignQueryOptions(id));

/** POST /api/admin/campaigns/{id}/approve: a welcome e-mail is approved like any campaign. */
export const approveWelcomeCampaign = (id: string) =>
  apiJson<ApproveCampaignResponse>('POST', `/api/admin/campaigns/${encodeURIComponent(id)}/approve`);

/** Approves a welcome e-mail, then reads it and the pending list again. */
export function useApproveWelcomeCampaign(
  id: string,
  options: { onSuccess?: (result: ApproveCampaignResponse) => void; onError?: (err: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => approveWelcomeCampaign(id),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: welcomeKey(id) });
      void queryClient.invalidateQueries({ queryKey: pendingApprovalsKey });
      options.onSuccess?.(result);
    },
    onError: options.onError,
  });
}
