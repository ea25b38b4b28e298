import { submitCampaignFeedback as submitCampaignFeedbackOperation } from '../../../../shared/contract/assessment';
import { callOperation } from '../../../lib/api/call-operation';
import type { feedbackPayload } from '../campaign-feedback-form';

/** A speaker's answers to the product's own feedback form. */
export const submitCampaignFeedback = (body: ReturnType<typeof feedbackPayload>) =>
  callOperation(submitCampaignFeedbackOperation, { body });
