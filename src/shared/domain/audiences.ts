/**
 * The owner's audiences (decision 052): each recipient group with who is in it and why someone is
 * not e-mailed. Shared by the server's lists and the admin console.
 */
import type { RecipientGroup } from './campaign-templates';

/**
 * Why a member of an audience gets no marketing e-mail. An opt-out is the campaign's own skip reason
 * (recorded on the skipped recipient at approval); no consent means the person is not a recipient.
 */
export const AUDIENCE_EXCLUSIONS = {
  optedOut: 'opted out of marketing e-mail',
  noMarketingConsent: 'gave no marketing consent',
} as const;
export type AudienceExclusion = (typeof AUDIENCE_EXCLUSIONS)[keyof typeof AUDIENCE_EXCLUSIONS];

/** What each audience holds, in the owner's words. */
export const AUDIENCE_DESCRIPTIONS: Record<RecipientGroup, string> = {
  waitlist: 'Everyone who joined the waitlist.',
  qualified: 'Everyone who passed the readiness assessment (80 points or more).',
  all: 'The waitlist and the qualified speakers, each person once.',
  hot_lead: 'People who rated SpeakerPro 4 or 5 stars on the product feedback form.',
  qualified_prospect: 'People who passed the readiness assessment, best score first.',
  new_waitlist: 'Joined the waitlist in the last 30 days and have not taken the assessment yet.',
  free_page_speakers:
    'Speakers who made a free page. Their e-mail was given to receive their QR code, so only those who also ticked "E-mail me news and offers from SpeakerPro" are included.',
  organisers:
    'Organisers who asked for a speaker and left an e-mail. It was given for the answer to their request, so only those who also ticked "E-mail me news and offers from SpeakerPro" are included.',
};

/**
 * The words of the marketing consent on the free page sign-up and the inquiry form, stored with
 * each yes. New wording is a new version, so each yes keeps the words it was given to.
 */
export const MARKETING_CONSENT_WORDING = 'E-mail me news and offers from SpeakerPro. I can opt out at any time.';
