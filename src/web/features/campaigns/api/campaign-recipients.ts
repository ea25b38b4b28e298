import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listCampaignRecipients, updateCampaignRecipient as updateCampaignRecipientOperation } from '../../../../shared/contract/campaigns';
import { callOperation, callUrl } from '../../../lib/api/call-operation';
import { campaignDraftKey } from './get-campaign-draft';

const recipientsKey = (id: string) => [callUrl(listCampaignRecipients, { params: { id } })] as const;

/** Who a campaign goes to. */
export const getCampaignRecipients = (id: string, signal?: AbortSignal) =>
  callOperation(listCampaignRecipients, { params: { id } }, { signal });

export function campaignRecipientsQueryOptions(id: string) {
  return queryOptions({ queryKey: recipientsKey(id), queryFn: ({ signal }) => getCampaignRecipients(id, signal) });
}

export const useCampaignRecipients = (id: string) => useQuery(campaignRecipientsQueryOptions(id));

export interface RecipientExclusion {
  email: string;
  excluded: boolean;
}

/** Leaves one recipient out of a campaign, or takes them back. */
export const updateCampaignRecipient = (id: string, change: RecipientExclusion) =>
  callOperation(updateCampaignRecipientOperation, { params: { id }, body: change });

/** Saves one recipient's exclusion; settles once the campaign is read again, so its box shows the saved choice. */
export function useUpdateCampaignRecipient(id: string, options: { onError?: (err: unknown) => void; onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: RecipientExclusion) => updateCampaignRecipient(id, change),
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: recipientsKey(id) });
      await queryClient.invalidateQueries({ queryKey: campaignDraftKey(id) });
    },
    onSettled: options.onSettled,
    onError: options.onError,
  });
}
