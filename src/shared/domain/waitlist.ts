/** Waitlist rules shared by the form and the server: what is required, the messages, and where people heard of us. */

/** How the visitor heard about SpeakerPro; the third is the owner's personal referral. */
export const WAITLIST_SOURCES = ['linkedin', 'word-of-mouth', 'owner-referral', 'oratore-speakers'] as const;
export type WaitlistSource = (typeof WAITLIST_SOURCES)[number];

export const WAITLIST_SOURCE_LABELS: Record<WaitlistSource, string> = {
  linkedin: 'LinkedIn',
  'word-of-mouth': 'Word of mouth',
  'owner-referral': 'A personal invitation from the founder',
  'oratore-speakers': 'Oratore Speakers',
};

export const WAITLIST_NAME_MAX_LENGTH = 100;
export const WAITLIST_EMAIL_MAX_LENGTH = 254;

/** A deliberately simple e-mail pattern: something@something.something, no spaces. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface FormProblem {
  title: string;
  description: string;
}

export const WAITLIST_MESSAGES = {
  nameRequired: { title: 'Name Required', description: 'Please enter your name to join the waitlist.' },
  emailRequired: { title: 'Email Required', description: 'Please enter your email address to join the waitlist.' },
  invalidEmail: { title: 'Invalid Email', description: 'Please enter a valid email address.' },
  alreadyRegistered: { title: 'Already Registered!', description: "You're already on our waitlist. We'll be in touch soon!" },
  joined: { title: 'Welcome to SpeakerPro!', description: "You've successfully joined the waitlist." },
  validationFallback: { title: 'Validation Error', description: 'Please check your information and try again.' },
  failedFallback: { title: 'Signup Failed', description: 'Unable to join waitlist. Please try again.' },
  connection: { title: 'Connection Error', description: 'Unable to connect. Please check your internet and try again.' },
} as const satisfies Record<string, FormProblem>;

/** The server's answer (code ALREADY_ON_WAITLIST) for an address that is already on the list. */
export const ALREADY_ON_WAITLIST_MESSAGE = 'This email is already on the waitlist.';

/** The first problem with the form, in the order the fields appear (name, then e-mail), or null. */
export function validateWaitlistForm(values: { name: string; email: string }): FormProblem | null {
  if (values.name.trim() === '') return WAITLIST_MESSAGES.nameRequired;
  const email = values.email.trim();
  if (email === '') return WAITLIST_MESSAGES.emailRequired;
  if (!SIMPLE_EMAIL_PATTERN.test(email) || email.length > WAITLIST_EMAIL_MAX_LENGTH) return WAITLIST_MESSAGES.invalidEmail;
  return null;
}

/** Seconds before /waitlist-complete moves on, and before /waitlist-success shows its second step. */
export const WAITLIST_COUNTDOWN_SECONDS = 5;

/** The post the share buttons offer ('Copy LinkedIn Post'). */
export function linkedInWaitlistPost(siteUrl: string): string {
  return (
    'I just joined the waitlist for SpeakerPro: it turns every talk into marketing. Attendees scan a QR code, ' +
    'rate the talk and leave a testimonial, and the speaker gets feedback, leads and ready-to-post graphics.\n\n' +
    `Speakers, have a look: ${siteUrl}\n\n#PublicSpeaking #SpeakerPro`
  );
}

/** LinkedIn's share dialog for a URL ('Open LinkedIn'). */
export function linkedInShareUrl(url: string): string {
  return `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`;
}

/**
 * Who the visitor hears from: the product's
 * public contact points, used for the mailto links (mail is sent from the deployment's MAIL_FROM).
 */
export const OWNER_CONTACT = {
  email: 'hello@speakerpro.app',
  linkedinUrl: 'https://www.linkedin.com/company/speakerpro',
} as const;
