import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getWelcomeCampaign as getWelcomeCampaignOperation, type ApproveCampaignResponse } from '../../../../shared/contract/campaigns';
import { callOperation, callUrl } from '../../../lib/api/call-operation';
import { pendingApprovalsKey } from '../../../lib/api/campaign-lists';
import { approveCampaign } from './decide-campaign';
import { whileDelivering } from './delivery-poll';

const welcomeKey = (id: string) => [callUrl(getWelcomeCampaignOperation, { params: { id } })] as const;

/** A new member's welcome e-mail awaiting approval. */
export const getWelcomeCampaign = (id: string, signal?: AbortSignal) =>
  callOperation(getWelcomeCampaignOperation, { params: { id } }, { signal });

export function welcomeCampaignQueryOptions(id: string) {
  return queryOptions({
    queryKey: welcomeKey(id),
    queryFn: ({ signal }) => getWelcomeCampaign(id, signal),
    refetchInterval: (q) => whileDelivering(q.state.data),
  });
}

export const useWelcomeCampaign = (id: string) => useQuery(welcomeCampaignQueryOptions(id));

/** A welcome e-mail is approved like any campaign. */
const approveWelcomeCampaign = approveCampaign;

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
