import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApproveCampaignResponse, PendingEmailApproval, SendApprovalEmailResponse } from '../../../../shared/contract/campaigns';
import { apiJson } from '../../../lib/api-request';
import { invalidateCampaignLists } from '../../../lib/api/campaign-lists';

/** What the admin does with a waiting item: decide on it, or e-mail themselves the approval link. */
export type PendingApprovalAction = 'approve' | 'reject' | 'request';

const seg = (id: string) => encodeURIComponent(id);

/** POST /api/admin/send-approval-email/{id}, or the decision: /api/admin/campaigns/{id}/approve|reject. */
export function decidePendingApproval(
  item: PendingEmailApproval,
  action: PendingApprovalAction,
): Promise<ApproveCampaignResponse | SendApprovalEmailResponse> {
  if (action === 'request') return apiJson<SendApprovalEmailResponse>('POST', `/api/admin/send-approval-email/${seg(item.id)}`);
  return apiJson<ApproveCampaignResponse>('POST', `/api/admin/campaigns/${seg(item.id)}/${action}`);
}

/** Acts on one waiting item; a decision reads the admin's lists again. */
export function useDecidePendingApproval(
  item: PendingEmailApproval,
  options: {
    onSuccess?: (result: ApproveCampaignResponse | SendApprovalEmailResponse, action: PendingApprovalAction) => void;
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
