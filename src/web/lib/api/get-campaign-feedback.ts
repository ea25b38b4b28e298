import { queryOptions, useQuery } from '@tanstack/react-query';
import { listCampaignFeedback } from '../../../shared/contract/assessment';
import { callOperation, callUrl } from './call-operation';

/** Every answer to the product's own feedback form, for the owner. */
export const getCampaignFeedback = (signal?: AbortSignal) => callOperation(listCampaignFeedback, {}, { signal });

export function campaignFeedbackQueryOptions() {
  return queryOptions({ queryKey: [callUrl(listCampaignFeedback, {})] as const, queryFn: ({ signal }) => getCampaignFeedback(signal) });
}

export const useCampaignFeedback = () => useQuery(campaignFeedbackQueryOptions());
