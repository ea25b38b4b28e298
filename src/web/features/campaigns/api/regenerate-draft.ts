import { useMutation, useQueryClient } from '@tanstack/react-query';
import { redraftCampaign, type CampaignDetail } from '../../../../shared/contract/campaigns';
import { callOperation } from '../../../lib/api/call-operation';
import { invalidateCampaignLists } from '../../../lib/api/campaign-lists';
import { campaignDraftKey } from './get-campaign-draft';

/** The draft again, with the latest copy and recipients. */
export const regenerateDraft = (id: string) => callOperation(redraftCampaign, { params: { id } });

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
