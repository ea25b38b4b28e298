/**
 * The attendee's answer form as both of its renderings use it: the page the server makes (it works
 * without JavaScript) and the web app's form, with the script that enhances the server's page.
 */

/** What the form holds: the same names as the answer's API body. */
export interface AnswerValues {
  rating: number;
  testimonial: string;
  firstName: string;
  jobRole: string;
  workEmail: string;
  businessInquiry: string;
  contactConsent: boolean;
  publishConsent: boolean;
}
export type AnswerField = keyof AnswerValues;

export const EMPTY_ANSWER: AnswerValues = {
  rating: 0,
  testimonial: '',
  firstName: '',
  jobRole: '',
  workEmail: '',
  businessInquiry: '',
  contactConsent: false,
  publishConsent: false,
};

/** The longest each text may be; the server's submit schema has the same limits. */
export const ANSWER_MAX_LENGTH = {
  testimonial: 2000,
  firstName: 100,
  jobRole: 150,
  workEmail: 254,
  businessInquiry: 2000,
} as const;

/** Each field's label, which a problem's wording follows ('First name is required'). */
export const ANSWER_LABELS: Record<AnswerField, string> = {
  rating: 'Rating',
  testimonial: 'Your testimonial',
  firstName: 'First name',
  jobRole: 'Job role',
  workEmail: 'Work email',
  businessInquiry: 'Business inquiry (optional)',
  contactConsent: 'Contact consent',
  publishConsent: 'Publish consent',
};

/** A fragment ('is required') follows the field's label; a whole sentence stands alone. */
export function fieldErrorText(label: string, error: string): string {
  return /^[a-z]/.test(error) ? `${label} ${error}` : error;
}

/** "120 of 2000 characters", or how much to cut once past the limit. */
export function lengthHint(text: string, max: number): string {
  const n = text.length;
  return n > max ? `${n} of ${max} characters: please shorten it by ${n - max}.` : `${n} of ${max} characters`;
}
