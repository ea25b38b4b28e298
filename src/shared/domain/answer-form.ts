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
  /** The optional questions after the required ones (each shown only where the talk asks it). */
  takeaway: string;
  /** Yes, no, or not answered (neither radio button chosen). */
  booksSpeakers: boolean | null;
  referralName: string;
  referralEmail: string;
  referralConsent: boolean;
  /** The speaker's own questions (decision 079), by their form field (`q` and the id), as typed or chosen. */
  questions: Record<string, string>;
}
export type AnswerField = Exclude<keyof AnswerValues, 'questions'>;

export const EMPTY_ANSWER: AnswerValues = {
  rating: 0,
  testimonial: '',
  firstName: '',
  jobRole: '',
  workEmail: '',
  businessInquiry: '',
  contactConsent: false,
  publishConsent: false,
  takeaway: '',
  booksSpeakers: null,
  referralName: '',
  referralEmail: '',
  referralConsent: false,
  questions: {},
};

/** The longest each text may be; the server's submit schema has the same limits. */
export const ANSWER_MAX_LENGTH = {
  testimonial: 2000,
  firstName: 100,
  jobRole: 150,
  workEmail: 254,
  businessInquiry: 2000,
  takeaway: 500,
  referralName: 100,
  referralEmail: 254,
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
  takeaway: 'Your takeaway',
  booksSpeakers: 'Booking speakers',
  referralName: 'Their name',
  referralEmail: 'Their email',
  referralConsent: 'Their agreement',
};

/** Problems with a referral, worded like the server's (the submit schema uses this too). */
export const REFERRAL_PROBLEMS = {
  /** A name alone reaches nobody: the e-mail is what is passed on. */
  nameWithoutEmail: 'is required when you give a name',
  /** Without the ticked box the referral is not kept, and saying so beats dropping it silently. */
  emailWithoutConsent: 'is needed before we pass on their e-mail: tick the box, or leave their details empty',
} as const;

/** The referral's rules, by the field each problem belongs to; empty texts count as not given. */
export function referralProblems(values: {
  referralName?: string | null;
  referralEmail?: string | null;
  referralConsent?: boolean;
}): Partial<Record<'referralEmail' | 'referralConsent', string>> {
  const name = (values.referralName ?? '').trim();
  const email = (values.referralEmail ?? '').trim();
  if (email === '') return name === '' ? {} : { referralEmail: REFERRAL_PROBLEMS.nameWithoutEmail };
  return values.referralConsent === true ? {} : { referralConsent: REFERRAL_PROBLEMS.emailWithoutConsent };
}

/** A fragment ('is required') follows the field's label; a whole sentence stands alone. */
export function fieldErrorText(label: string, error: string): string {
  return /^[a-z]/.test(error) ? `${label} ${error}` : error;
}

/** "120 of 2000 characters", or how much to cut once past the limit. */
export function lengthHint(text: string, max: number): string {
  const n = text.length;
  return n > max ? `${n} of ${max} characters: please shorten it by ${n - max}.` : `${n} of ${max} characters`;
}
