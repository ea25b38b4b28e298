import { apiRequest } from '../../../lib/api-request';
import type { feedbackPayload } from '../campaign-feedback-form';

/** POST /api/campaign-feedback: a speaker's answers to the product's own feedback form. */
export const submitCampaignFeedback = (body: ReturnType<typeof feedbackPayload>) =>
  apiRequest('POST', '/api/public/campaign-feedback', body);
