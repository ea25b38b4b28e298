import { ANSWER_MAX_LENGTH, lengthHint, referralProblems } from '../../../shared/domain/answer-form';
import { RATING_MAX, RATING_MIN } from '../../../shared/domain/constants';
import type { ApiError } from '../../lib/api-error';
import type { FeedbackDraft } from './feedback-draft';

// A few lines instead of the shared zod schema: zod would double what an attendee's phone downloads
// for this page. The server validates with submitFeedbackSchema anyway, with the same limits.

export { lengthHint };

export type FeedbackField = Exclude<keyof FeedbackDraft, 'questions'>;
/** Problems worded as the server words them: a fragment that follows the field's label ('is required'). */
export type FieldErrors = Partial<Record<FeedbackField, string>>;

const FIELDS: readonly FeedbackField[] = [
  'rating',
  'testimonial',
  'firstName',
  'jobRole',
  'workEmail',
  'businessInquiry',
  'contactConsent',
  'publishConsent',
  'takeaway',
  'booksSpeakers',
  'referralName',
  'referralEmail',
  'referralConsent',
];

// Same idea as the server's check: something@something.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** When the submit button opens: a rating above 0 and every required field filled. */
export function isFeedbackComplete(d: FeedbackDraft): boolean {
  return d.rating > 0 && [d.firstName, d.workEmail, d.testimonial, d.jobRole].every((v) => v.trim() !== '');
}

export function validateFeedback(d: FeedbackDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (!Number.isInteger(d.rating) || d.rating < RATING_MIN || d.rating > RATING_MAX) errors.rating = 'is required';
  for (const field of ['testimonial', 'firstName', 'jobRole'] as const) {
    if (d[field].trim() === '') errors[field] = 'is required';
    else if (d[field].length > ANSWER_MAX_LENGTH[field]) {
      errors[field] = `must be at most ${ANSWER_MAX_LENGTH[field]} characters`;
    }
  }
  const email = d.workEmail.trim();
  if (email === '') errors.workEmail = 'is required';
  else if (email.length > ANSWER_MAX_LENGTH.workEmail || !EMAIL.test(email)) {
    errors.workEmail = 'must be a valid e-mail address';
  }
  if (d.businessInquiry.length > ANSWER_MAX_LENGTH.businessInquiry) {
    errors.businessInquiry = `must be at most ${ANSWER_MAX_LENGTH.businessInquiry} characters`;
  }
  // The optional questions: only what was given is checked (the server trims, so these do too).
  for (const field of ['takeaway', 'referralName'] as const) {
    if (d[field].trim().length > ANSWER_MAX_LENGTH[field]) errors[field] = `must be at most ${ANSWER_MAX_LENGTH[field]} characters`;
  }
  const referralEmail = d.referralEmail.trim();
  if (referralEmail !== '' && (referralEmail.length > ANSWER_MAX_LENGTH.referralEmail || !EMAIL.test(referralEmail))) {
    errors.referralEmail = 'must be a valid e-mail address';
  }
  // A name without an address, or an address without the ticked box (the server's own rule).
  Object.assign(errors, referralProblems(d));
  return errors;
}

export interface ServerProblem {
  /** Problems the form can show next to a field. */
  fields: FieldErrors;
  /** What is left for a message above the button: the server's message when no field took it. */
  message: string | null;
}

/**
 * Reads a refusal's problems (a VALIDATION_ERROR's `details.fields`) into problems per form field.
 * A field the form does not have (presentationId, body) leaves the server's message for the form as
 * a whole.
 */
export function readServerProblem(error: ApiError, fallback: string): ServerProblem {
  const fields: FieldErrors = {};
  let unplaced = false;
  for (const { field, message } of error.fieldProblems) {
    if ((FIELDS as string[]).includes(field)) fields[field as FeedbackField] ??= message;
    else unplaced = true;
  }
  const placedAny = Object.keys(fields).length > 0;
  return { fields, message: placedAny && !unplaced ? null : (error.serverMessage ?? fallback) };
}
