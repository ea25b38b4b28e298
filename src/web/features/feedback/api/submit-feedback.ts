import type { SubmitFeedback, SubmitFeedbackResponse } from '../../../../shared/contract/feedback';
import type { FeedbackDraft } from '../feedback-draft';
import { requestJson, type JsonOutcome } from './request-json';

export const SUBMIT_FEEDBACK_URL = '/api/feedback';

export function toSubmitBody(presentationId: number, draft: FeedbackDraft): SubmitFeedback {
  return {
    presentationId,
    rating: draft.rating,
    testimonial: draft.testimonial,
    firstName: draft.firstName,
    jobRole: draft.jobRole,
    workEmail: draft.workEmail,
    businessInquiry: draft.businessInquiry.trim() === '' ? null : draft.businessInquiry,
    contactConsent: draft.contactConsent,
    publishConsent: draft.publishConsent,
  };
}

/**
 * POST /api/feedback. Safe to repeat: the server keeps one answer per e-mail and presentation and
 * replaces it, so a retry after a lost response does not create a second answer.
 */
export function submitFeedback(body: SubmitFeedback, signal?: AbortSignal): Promise<JsonOutcome<SubmitFeedbackResponse>> {
  return requestJson<SubmitFeedbackResponse>('POST', SUBMIT_FEEDBACK_URL, { body, signal });
}
