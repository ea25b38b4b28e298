import { z } from 'zod';
import { RATING_MAX, RATING_MIN } from '../domain/constants';
import {
  CONTENT_TYPES,
  FREE_BOOK_PATH,
  GIFT_FILE_MAX_BYTES,
  GIFT_FILE_MIME_TYPES,
  FREE_TIER_MESSAGES as M,
  MAX_SPEAKER_FRIENDS,
  isValidPhone,
  normalizeGiftUrl,
} from '../domain/free-tier';
import { emailSchema } from './auth';
import {
  answerTokenSchema,
  contactConsentVersionSchema,
  giftSchema,
  pendingAnswerResponseSchema,
  publishConsentVersionSchema,
  submitFeedbackSchema,
} from './feedback';
import { isUploadedFilePath } from './profile';
import { FREE_PAGE_ANSWER_PATH } from './public-paths';
import { defineOperation } from './operation';

const blankToNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);

const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string({ message: 'must be text' }).trim().max(max, `must be at most ${max} characters`).nullable());

const name = z
  .string({ message: 'is required' })
  .trim()
  .min(1, M.fillRequiredFields)
  .max(100, 'must be at most 100 characters')
  .transform((v) => v.replace(/\s+/g, ' '));

const phone = z
  .string({ message: 'is required' })
  .trim()
  .min(1, M.fillRequiredFields)
  .max(40, 'must be at most 40 characters')
  .refine(isValidPhone, M.invalidPhone);

/**
 * The gift link: a website (https:// added when missing), the path of a gift uploaded through
 * POST /api/public/files, or the provider's own free book page.
 */
const giftUrl = z
  .string({ message: 'is required' })
  .trim()
  .min(1, M.giftUrlRequired)
  .max(500, 'must be at most 500 characters')
  .transform((v, ctx) => {
    if (isUploadedFilePath(v) || v === FREE_BOOK_PATH) return v;
    const url = normalizeGiftUrl(v);
    if (!url) {
      ctx.addIssue({ code: 'custom', message: M.giftUrlInvalid });
      return z.NEVER;
    }
    return url;
  });

const giftTitle = z.string({ message: 'is required' }).trim().min(1, M.giftTitleRequired).max(200, 'must be at most 200 characters');

/** Up to three friends; blank rows are dropped before anything is checked. */
const speakerFriends = z.preprocess(
  (v) =>
    Array.isArray(v)
      ? v.filter(
          (f) =>
            !(
              f &&
              typeof f === 'object' &&
              typeof (f as { email?: unknown }).email === 'string' &&
              (f as { email: string }).email.trim() === ''
            ),
        )
      : v,
  z
    .array(z.object({ email: emailSchema.transform((e) => e.toLowerCase()) }), { message: 'must be a list of { email }' })
    .max(MAX_SPEAKER_FRIENDS, `must have at most ${MAX_SPEAKER_FRIENDS} friends`),
);

const timestamp = z.string().max(40, 'must be at most 40 characters').nullish();

/** POST /api/public/free-page-wizard-signups: everything the 10-step wizard collected. */
export const wizardSignupSchema = z.object({
  name,
  email: emailSchema,
  phone,
  contentType: z.enum(CONTENT_TYPES, { message: M.selectUsagePlace }),
  contentTitle: optionalText(200),
  giftTitle,
  giftUrl,
  accessCode: optionalText(100),
  hasShared: z.boolean({ message: 'must be true or false' }).optional().default(false),
  speakerFriends: speakerFriends.optional().default([]),
  whatsappInterest: z
    .object({
      interested: z.boolean({ message: 'must be true or false' }),
      phoneNumber: optionalText(40),
      timestamp,
      agreedToTerms: z.boolean({ message: 'must be true or false' }).optional().default(false),
    })
    .superRefine((w, ctx) => {
      // WhatsApp needs a number to add, and the person's consent to the terms and to the messages.
      if (!w.interested) return;
      if (!w.phoneNumber || !isValidPhone(w.phoneNumber)) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: M.invalidPhone });
      if (!w.agreedToTerms) ctx.addIssue({ code: 'custom', path: ['agreedToTerms'], message: M.whatsappConsent });
    })
    .optional()
    .default({ interested: false, phoneNumber: null, timestamp: null, agreedToTerms: false }),
  agentIntroInterest: z
    .object({ interested: z.boolean({ message: 'must be true or false' }), timestamp })
    .optional()
    .default({ interested: false, timestamp: null }),
  /** They ticked MARKETING_CONSENT_WORDING: SpeakerPro may e-mail them news and offers (decision 052). */
  marketingConsent: z.boolean({ message: 'must be true or false' }).optional().default(false),
  tier: z.literal('free', { message: "must be 'free'" }).optional(),
});
export type WizardSignup = z.input<typeof wizardSignupSchema>;

/** POST /api/public/free-page-signups: the single-page form. */
export const singlePageSignupSchema = z.object({
  name,
  email: emailSchema,
  phone,
  contentTitle: optionalText(200),
  giftTitle,
  giftUrl,
  accessCode: optionalText(100),
  contentTypes: z
    .array(z.enum(CONTENT_TYPES, { message: M.selectUsagePlace }), { message: M.selectUsagePlace })
    .min(1, M.selectUsagePlace)
    .max(CONTENT_TYPES.length)
    .transform((list) => [...new Set(list)]),
  /** They ticked MARKETING_CONSENT_WORDING: SpeakerPro may e-mail them news and offers (decision 052). */
  marketingConsent: z.boolean({ message: 'must be true or false' }).optional().default(false),
});
export type SinglePageSignup = z.input<typeof singlePageSignupSchema>;

/**
 * The one answer to a free-page sign-up, whatever the address holds (new, a free page already, an
 * account): what became of it is told only in the e-mail queued to the address (decision 088).
 */
export const freeSignupResponseSchema = z.object({
  success: z.literal(true),
  /** "Check your e-mail: we are sending … to {address}", the same sentence for every address. */
  message: z.string(),
});
export type FreeSignupResponse = z.infer<typeof freeSignupResponseSchema>;

/** GET /api/speaker-data/{slug}: what the public page shows. The gift link only comes after feedback. */
export const speakerDataSchema = z.object({
  name: z.string(),
  speakerSlug: z.string(),
  contentTitle: z.string(),
  giftTitle: z.string().nullable(),
  description: z.string().nullable(),
  contentTypes: z.array(z.string()),
  /** The talk (event) the answers are stored under. */
  presentationId: z.number().int(),
});
export type SpeakerData = z.infer<typeof speakerDataSchema>;

export const speakerSlugParamsSchema = z.object({ slug: z.string().min(1).max(120) });

/** POST /api/public/free-tier-feedback: an answer on a free page, with the talk form's field names. */
export const freeTierFeedbackSchema = z.object({
  speakerSlug: z.string({ message: 'is required' }).trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  /** Shown to the attendee, not trusted: the slug decides the speaker. */
  speakerName: z.string().max(200, 'must be at most 200 characters').nullish(),
  firstName: z.string({ message: 'is required' }).trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  workEmail: emailSchema,
  rating: z
    .number({ message: 'is required' })
    .int('must be a whole number')
    .min(RATING_MIN, `must be between ${RATING_MIN} and ${RATING_MAX}`)
    .max(RATING_MAX, `must be between ${RATING_MIN} and ${RATING_MAX}`),
  testimonial: z.string({ message: 'is required' }).trim().min(1, 'is required').max(2000, 'must be at most 2000 characters'),
  jobRole: z.preprocess(blankToNull, z.string().trim().max(150, 'must be at most 150 characters').nullable()),
  businessInquiry: optionalText(2000),
  contactConsent: z.boolean({ message: 'must be true or false' }).optional().default(false),
  publishConsent: z.boolean({ message: 'must be true or false' }).optional().default(false),
  /** The consent wordings the page showed, kept with the answer (see POST /api/feedback). */
  contactConsentVersion: contactConsentVersionSchema,
  publishConsentVersion: publishConsentVersionSchema,
  /** Ignored: the gift comes from the speaker's page, never from the request. */
  giftTitle: z.string().max(500, 'must be at most 500 characters').nullish(),
  giftUrl: z.string().max(500, 'must be at most 500 characters').nullish(),
  /** The browser's own secret for its answer on this page (see POST /api/feedback). */
  answerToken: answerTokenSchema.optional(),
  /** The language the page was read in (see POST /api/feedback): the thank-you page and the e-mails follow it. Absent: English. */
  language: submitFeedbackSchema.shape.language,
});
export type FreeTierFeedback = z.input<typeof freeTierFeedbackSchema>;

/** The same answer with the names the first path (/api/free-tier-feedback) takes: attendeeName, attendeeEmail. */
export const legacyFreeTierFeedbackSchema = freeTierFeedbackSchema
  .omit({ firstName: true, workEmail: true })
  .extend({ attendeeName: freeTierFeedbackSchema.shape.firstName, attendeeEmail: freeTierFeedbackSchema.shape.workEmail });

export const freeTierFeedbackResponseSchema = z.object({
  id: z.number().int(),
  updated: z.boolean(),
  presentationId: z.number().int(),
  gift: giftSchema.nullable(),
  answerToken: z.string(),
  thankYouKey: z.string(),
});
export type FreeTierFeedbackResponse = z.infer<typeof freeTierFeedbackResponseSchema>;

export const uploadFileResponseSchema = z.object({ fileUrl: z.string(), fileName: z.string() });

/** POST /api/public/referrals. */
export const sendReferralsSchema = z.object({
  /** Accepted because older pages send it, never used: the invitation's text is fixed (no sender text). */
  referrerName: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  speakerFriends: speakerFriends.refine((list) => list.length > 0, 'Please enter at least one email address'),
});
export type SendReferrals = z.input<typeof sendReferralsSchema>;

export const sendReferralsResponseSchema = z.object({
  success: z.boolean(),
  /** Invitations queued by this request; an address is invited once, ever. */
  emailsSent: z.number().int(),
  /** Addresses that opted out of marketing e-mail or were already invited; nothing was sent to them. */
  skipped: z.number().int(),
});
export type SendReferralsResponse = z.infer<typeof sendReferralsResponseSchema>;

const tag = 'free-tier';

export const createFreePageSignup = defineOperation({
  id: 'createFreePageSignup',
  method: 'POST',
  path: '/api/public/free-page-signups',
  summary: "Make a speaker's free page from the single-page form and e-mail its link and QR code (one answer for every address)",
  tag,
  body: singlePageSignupSchema,
  answers: { 202: freeSignupResponseSchema },
  errors: [429],
});

export const createFreePageWizardSignup = defineOperation({
  id: 'createFreePageWizardSignup',
  method: 'POST',
  path: '/api/public/free-page-wizard-signups',
  summary: "Make a speaker's free page from the wizard's answers and e-mail its link and QR code (one answer for every address)",
  tag,
  body: wizardSignupSchema,
  answers: { 202: freeSignupResponseSchema },
  errors: [429],
});

export const getSpeakerData = defineOperation({
  id: 'getSpeakerData',
  method: 'GET',
  path: '/api/public/speaker-data/{slug}',
  summary: "A free page's speaker, talk and gift, by the page's slug",
  tag,
  params: speakerSlugParamsSchema,
  answers: { 200: speakerDataSchema },
  errors: [404],
});

export const getSpeakerPageQrCode = defineOperation({
  id: 'getSpeakerPageQrCode',
  method: 'GET',
  path: '/api/public/speaker-data/{slug}/qr.png',
  summary: "The QR code of a free page's address",
  tag,
  params: speakerSlugParamsSchema,
  answers: { 200: { kind: 'file', contentTypes: ['image/png'], description: 'The QR code' } },
  errors: [404],
});

export const submitFreePageAnswer = defineOperation({
  id: 'submitFreePageAnswer',
  method: 'POST',
  path: FREE_PAGE_ANSWER_PATH,
  summary: "Answer a free speaker's page (201 stored, 202 waiting for the e-mailed confirmation)",
  tag,
  body: freeTierFeedbackSchema,
  answers: { 201: freeTierFeedbackResponseSchema, 202: pendingAnswerResponseSchema },
  errors: [404, 429],
});

export const uploadGiftFile = defineOperation({
  id: 'uploadGiftFile',
  method: 'POST',
  path: '/api/public/files',
  summary: 'Upload a gift file for a free page not yet signed up (kept a day unless the signup claims it)',
  tag,
  body: {
    kind: 'upload',
    contentTypes: GIFT_FILE_MIME_TYPES,
    maxBytes: GIFT_FILE_MAX_BYTES,
    fields: { type: 'Always gift (the only kind this upload takes)' },
  },
  answers: { 200: uploadFileResponseSchema },
  errors: [413, 429],
});

export const sendReferrals = defineOperation({
  id: 'sendReferrals',
  method: 'POST',
  path: '/api/public/referrals',
  summary: 'Invite speaker friends to SpeakerPro (an address is invited once, never after opting out)',
  tag,
  body: sendReferralsSchema,
  answers: { 200: sendReferralsResponseSchema },
  errors: [429],
});
