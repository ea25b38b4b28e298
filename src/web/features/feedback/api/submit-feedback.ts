import { answersFromFields } from '../../../../shared/domain/talk-questions';
import { SUBMIT_FEEDBACK_PATH } from '../../../../shared/contract/public-paths';
import type { SubmitAnswerResult, SubmitFeedback } from '../../../../shared/contract/feedback';
import { CURRENT_CONSENT } from '../../../../shared/domain/consents';
import type { FeedbackDraft } from '../feedback-draft';
import { requestJson, type JsonOutcome } from './request-json';

export function toSubmitBody(presentationId: number, draft: FeedbackDraft, answerToken?: string): SubmitFeedback {
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
    // The wording the form shows (its labels come from the same versions), kept as the receipt.
    contactConsentVersion: CURRENT_CONSENT.contact,
    publishConsentVersion: CURRENT_CONSENT.publish,
    ...(answerToken ? { answerToken } : {}),
    // The optional questions only when answered: an unanswered one sends what older clients send.
    ...(draft.takeaway.trim() ? { takeaway: draft.takeaway } : {}),
    ...(draft.booksSpeakers === null ? {} : { booksSpeakers: draft.booksSpeakers }),
    ...(draft.referralName.trim() ? { referralName: draft.referralName } : {}),
    ...(draft.referralEmail.trim() ? { referralEmail: draft.referralEmail } : {}),
    ...(draft.referralConsent ? { referralConsent: true } : {}),
    answers: answersFromFields(draft.questions),
  };
}

/**
 * The submitFeedback operation, through requestJson rather than callOperation: the attendee page's
 * script sends it too, and the operation's module would bring zod into that script. Safe to repeat: the server keeps one answer per e-mail and presentation, so a
 * retry after a lost response never creates a second one (it may ask for the e-mailed confirmation).
 */
export function submitFeedback(body: SubmitFeedback, signal?: AbortSignal): Promise<JsonOutcome<SubmitAnswerResult>> {
  return requestJson<SubmitAnswerResult>('POST', SUBMIT_FEEDBACK_PATH, { body, signal });
}
