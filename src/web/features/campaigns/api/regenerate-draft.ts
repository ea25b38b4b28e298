import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignDetail } from '../../../../shared/contract/campaigns';
import { apiJson } from '../../../lib/api-request';
import { invalidateCampaignLists } from '../../../lib/api/campaign-lists';
import { campaignDraftKey, campaignDraftUrl } from './get-campaign-draft';

/** POST /api/admin/campaign-drafts/{id}/regenerate: the draft again, with the latest copy and recipients. */
export const regenerateDraft = (id: string) => apiJson<CampaignDetail>('POST', `${campaignDraftUrl(id)}/regenerate`);

/** Regenerates a draft; the page shows the fresh one at once and the lists are read again. */
export function useRegenerateDraft(
  id: string,
  options: { onSuccess?: (fresh: CampaignDetail) => void; onError?: (err: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => regenerateDraft(id),
    onSuccess: (fresh) => {
      queryClient.setQueryData(campaignDraftKey(id), fresh);
      invalidateCampaignLists(queryClient);
      options.onSuccess?.(fresh);
    },
    onError: options.onError,
  });
}
