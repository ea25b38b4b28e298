import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  requestCampaignApproval,
  type ApproveCampaignResponse,
  type PendingEmailApproval,
  type RejectCampaignResponse,
  type SendApprovalEmailResponse,
} from '../../../../shared/contract/campaigns';
import { callOperation } from '../../../lib/api/call-operation';
import { invalidateCampaignLists } from '../../../lib/api/campaign-lists';
import { approveCampaign, rejectCampaign } from './decide-campaign';

/** What the admin does with a waiting item: decide on it, or e-mail themselves the approval link. */
export type PendingApprovalAction = 'approve' | 'reject' | 'request';

type Decided = ApproveCampaignResponse | RejectCampaignResponse | SendApprovalEmailResponse;

/** E-mails the admin the approval link, or decides: approves or rejects the campaign. */
export function decidePendingApproval(item: PendingEmailApproval, action: PendingApprovalAction): Promise<Decided> {
  if (action === 'request') return callOperation(requestCampaignApproval, { params: { id: item.id } });
  return action === 'approve' ? approveCampaign(item.id) : rejectCampaign(item.id);
}

/** Acts on one waiting item; a decision reads the admin's lists again. */
export function useDecidePendingApproval(
  item: PendingEmailApproval,
  options: {
    onSuccess?: (result: Decided, action: PendingApprovalAction) => void;
    onError?: (err: unknown, action: PendingApprovalAction) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: PendingApprovalAction) => decidePendingApproval(item, action),
    onSuccess: (result, action) => {
      if (action !== 'request') invalidateCampaignLists(queryClient);
      options.onSuccess?.(result, action);
    },
    onError: options.onError,
  });
}
