import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { campaignFeedbackSchema } from '../../../shared/contract/assessment';
import { apiJson } from '../api-request';

export type CampaignFeedback = z.infer<typeof campaignFeedbackSchema>;

interface CampaignFeedbackList {
  responses: CampaignFeedback[];
}

const CAMPAIGN_FEEDBACK_URL = '/api/admin/campaign-feedback';

/** GET /api/admin/campaign-feedback: every answer to the product's own feedback form, for the owner. */
export const getCampaignFeedback = (signal?: AbortSignal) =>
  apiJson<CampaignFeedbackList>('GET', CAMPAIGN_FEEDBACK_URL, undefined, { signal });

export function campaignFeedbackQueryOptions() {
  return queryOptions({ queryKey: [CAMPAIGN_FEEDBACK_URL] as const, queryFn: ({ signal }) => getCampaignFeedback(signal) });
}

export const useCampaignFeedback = () => useQuery(campaignFeedbackQueryOptions());
