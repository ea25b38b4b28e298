import { FEEDBACK_EMAIL_PLATFORMS } from '../../../shared/domain/assessment';
import { RATING_MAX, RATING_MIN } from '../../../shared/domain/constants';

export type EmailPlatform = (typeof FEEDBACK_EMAIL_PLATFORMS)[number];

export const EMAIL_PLATFORM_LABELS: Record<EmailPlatform, string> = {
  gmail: 'Gmail',
  outlook: 'Outlook',
  apple: 'Apple Mail',
  yahoo: 'Yahoo Mail',
  zoho: 'Zoho Mail',
  mailchimp: 'Mailchimp',
  'constant-contact': 'Constant Contact',
  sendinblue: 'Sendinblue',
  other: 'Other',
};

export const FEEDBACK_MESSAGES = {
  incomplete: 'Please complete all fields including your name, email, and email platform',
  invalidEmail: 'Please enter a valid email address',
  failed: 'Error submitting feedback. Please try again.',
} as const;

export interface CampaignFeedbackDraft {
  speakerName: string;
  speakerEmail: string;
  emailPlatform: EmailPlatform | '';
  speakerproRating: number;
  speakerproFeedback: string;
  speakingChallenge: string;
}

export type DraftField = keyof CampaignFeedbackDraft;

export const EMPTY_FEEDBACK: CampaignFeedbackDraft = {
  speakerName: '',
  speakerEmail: '',
  emailPlatform: '',
  speakerproRating: 0,
  speakerproFeedback: '',
  speakingChallenge: '',
};

/** The form's order, so the first problem gets the focus. */
export const FIELD_ORDER: DraftField[] = [
  'speakerproRating',
  'speakerproFeedback',
  'speakingChallenge',
  'speakerName',
  'speakerEmail',
  'emailPlatform',
];

/** The e-mail field keeps what is typed in lower case, so the address shown is the one stored. */
export function typedEmail(value: string): string {
  return value.toLowerCase();
}

/** ?name=&email= from a campaign link fill the form in. */
export function prefillFromQuery(search: string): CampaignFeedbackDraft {
  const params = new URLSearchParams(search);
  return {
    ...EMPTY_FEEDBACK,
    speakerName: params.get('name')?.trim() ?? '',
    speakerEmail: typedEmail(params.get('email')?.trim() ?? ''),
  };
}

function isPlatform(value: string): value is EmailPlatform {
  return (FEEDBACK_EMAIL_PLATFORMS as readonly string[]).includes(value);
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface FeedbackCheck {
  /** The sentence to show, or null when the form can be sent. */
  message: string | null;
  invalid: DraftField[];
}

/** Every field is required (a blank one counts as missing); the e-mail must also look like one. */
export function checkFeedback(draft: CampaignFeedbackDraft): FeedbackCheck {
  const missing = FIELD_ORDER.filter((field) => {
    if (field === 'speakerproRating') {
      const r = draft.speakerproRating;
      return !(Number.isInteger(r) && r >= RATING_MIN && r <= RATING_MAX);
    }
    if (field === 'emailPlatform') return !isPlatform(draft.emailPlatform);
    return draft[field].trim() === '';
  });
  if (missing.length > 0) return { message: FEEDBACK_MESSAGES.incomplete, invalid: missing };
  if (!EMAIL_PATTERN.test(draft.speakerEmail.trim())) return { message: FEEDBACK_MESSAGES.invalidEmail, invalid: ['speakerEmail'] };
  return { message: null, invalid: [] };
}

/** The body sent for a draft checkFeedback passed (so a platform was chosen; a blank one is refused here too). */
export function feedbackPayload(draft: CampaignFeedbackDraft, now = new Date()) {
  if (!isPlatform(draft.emailPlatform)) throw new Error('feedbackPayload needs a draft checkFeedback passed');
  return {
    speakerName: draft.speakerName.trim(),
    speakerEmail: draft.speakerEmail.trim().toLowerCase(),
    emailPlatform: draft.emailPlatform,
    speakerproRating: draft.speakerproRating,
    speakerproFeedback: draft.speakerproFeedback.trim(),
    speakingChallenge: draft.speakingChallenge.trim(),
    source: 'qr_campaign',
    submittedAt: now.toISOString(),
  };
}
