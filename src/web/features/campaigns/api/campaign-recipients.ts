import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CampaignRecipientsResponse } from '../../../../shared/contract/campaigns';
import { apiJson, apiRequest } from '../../../lib/api-request';
import { campaignDraftKey } from './get-campaign-draft';

const recipientsUrl = (id: string) => `/api/admin/campaign-recipients/${encodeURIComponent(id)}`;
const recipientsKey = (id: string) => [recipientsUrl(id)] as const;

/** GET /api/admin/campaign-recipients/{id}: who a campaign goes to. */
export const getCampaignRecipients = (id: string, signal?: AbortSignal) =>
  apiJson<CampaignRecipientsResponse>('GET', recipientsUrl(id), undefined, { signal });

export function campaignRecipientsQueryOptions(id: string) {
  return queryOptions({ queryKey: recipientsKey(id), queryFn: ({ signal }) => getCampaignRecipients(id, signal) });
}

export const useCampaignRecipients = (id: string) => useQuery(campaignRecipientsQueryOptions(id));

export interface RecipientExclusion {
  email: string;
  excluded: boolean;
}

/** PATCH /api/admin/campaign-recipients/{id}: leaves one recipient out of a campaign, or takes them back. */
export const updateCampaignRecipient = (id: string, change: RecipientExclusion) => apiRequest('PATCH', recipientsUrl(id), change);

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
