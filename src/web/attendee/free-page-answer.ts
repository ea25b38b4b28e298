import { FREE_PAGE_ANSWER_PATH } from '../../shared/contract/public-paths';
import type { SubmitAnswerResult, SubmitFeedback } from '../../shared/contract/feedback';
import type { FreeTierFeedback } from '../../shared/contract/free-tier';
import { CURRENT_CONSENT } from '../../shared/domain/consents';
import { requestJson, type JsonOutcome } from '../features/feedback/api/request-json';
import type { FeedbackDraft } from '../features/feedback/feedback-draft';

/**
 * An answer on a free speaker's page (/feedback/{slug}), sent where the page's own form post is
 * stored (the submitFreePageAnswer operation), by the page's slug, with the free page's contact
 * consent (about the speaker, not a talk). Its reply carries what the talk's answer does (the
 * answer's id, key and token, or the wait for the e-mailed link), so the same page follows.
 */
export function submitFreePageAnswer(
  speakerSlug: string,
  draft: FeedbackDraft,
  answerToken: string,
  language: SubmitFeedback['language'],
): Promise<JsonOutcome<SubmitAnswerResult>> {
  const body: FreeTierFeedback = {
    speakerSlug,
    firstName: draft.firstName,
    workEmail: draft.workEmail,
    rating: draft.rating,
    testimonial: draft.testimonial,
    jobRole: draft.jobRole,
    businessInquiry: draft.businessInquiry.trim() === '' ? null : draft.businessInquiry,
    contactConsent: draft.contactConsent,
    publishConsent: draft.publishConsent,
    // The wording the page shows (the server wrote its labels from the same versions), kept as the receipt.
    contactConsentVersion: CURRENT_CONSENT.pageContact,
    publishConsentVersion: CURRENT_CONSENT.publish,
    answerToken,
    language,
  };
  return requestJson<SubmitAnswerResult>('POST', FREE_PAGE_ANSWER_PATH, { body });
}
