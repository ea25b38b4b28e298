import { z } from 'zod';
import { ANSWER_MAX_LENGTH, referralProblems } from '../domain/answer-form';
import { RATING_MAX, RATING_MIN } from '../domain/constants';
import { CONTACT_CONSENT_VERSIONS, PUBLISH_CONSENT_VERSIONS } from '../domain/consents';
import { emailSchema } from './auth';
import { ID_MAX, idSchema } from './common';
import { defineOperation } from './operation';
import { DIGITAL_GIFT_TYPES } from './profile';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales';
import { SUBMIT_FEEDBACK_PATH } from './public-paths';
import { QUESTION_KINDS, TALK_QUESTIONS_MAX, TEXT_ANSWER_MAX_LENGTH } from '../domain/talk-questions';

const requiredText = (max: number) =>
  z.string({ message: 'is required' }).trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** Which wording of a consent the form showed (src/shared/domain/consents.ts); optional for older clients. */
export const contactConsentVersionSchema = z
  .enum(CONTACT_CONSENT_VERSIONS, { message: `must be one of ${CONTACT_CONSENT_VERSIONS.join(', ')}` })
  .optional();
export const publishConsentVersionSchema = z
  .enum(PUBLISH_CONSENT_VERSIONS, { message: `must be one of ${PUBLISH_CONSENT_VERSIONS.join(', ')}` })
  .optional();

/** An optional text: trimmed, and empty means not answered (null). */
const optionalText = (max: number) =>
  z
    .string({ message: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** An optional address, checked like every other one when given; stored lower-case, like the attendee's. */
const optionalEmail = z
  .string({ message: 'must be text' })
  .trim()
  .max(ANSWER_MAX_LENGTH.referralEmail, `must be at most ${ANSWER_MAX_LENGTH.referralEmail} characters`)
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    if (!z.email().safeParse(v).success) {
      ctx.addIssue({ code: 'custom', message: 'must be a valid e-mail address' });
      return z.NEVER;
    }
    return v.toLowerCase();
  });

export const answerTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32,200}$/, 'must be 32 to 200 letters, digits, - or _');

/** POST /api/feedback: one attendee's answers about one presentation (event). */
const submitFeedbackFields = z.object({
  presentationId: z
    .number({ message: 'is required' })
    .int('must be a whole number')
    .positive('must be positive')
    .max(ID_MAX, `must be at most ${ID_MAX}`),
  /** Sent by older clients; ignored: the presentation decides the speaker. */
  speakerId: z.unknown().optional(),
  rating: z
    .number({ message: 'is required' })
    .int('must be a whole number')
    .min(RATING_MIN, `must be between ${RATING_MIN} and ${RATING_MAX}`)
    .max(RATING_MAX, `must be between ${RATING_MIN} and ${RATING_MAX}`),
  testimonial: requiredText(2000),
  firstName: requiredText(100),
  jobRole: requiredText(150),
  workEmail: emailSchema,
  businessInquiry: z
    .string()
    .max(2000, 'must be at most 2000 characters')
    .nullish()
    .transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v.trim())),
  /** Agrees to be contacted by the speaker about the talk's follow-up. */
  contactConsent: z.boolean({ message: 'must be true or false' }).optional().default(false),
  /** Agrees that the testimonial may be published (graphics, social posts). */
  publishConsent: z.boolean({ message: 'must be true or false' }).optional().default(false),
  /**
   * The version of each consent's wording the form showed (src/shared/domain/consents.ts); stored
   * with a consent that is given, as its receipt. Optional for older clients (then no wording is kept).
   */
  contactConsentVersion: contactConsentVersionSchema,
  publishConsentVersion: publishConsentVersionSchema,
  /**
   * The browser's own secret for its answer to this talk (32-200 URL-safe characters, made once per
   * talk and kept): the answer is stored under it, and a later answer with the same token (a retry
   * after a lost response, or a correction) changes that answer in place.
   */
  answerToken: answerTokenSchema.optional(),
  /**
   * The optional questions (absent from older clients). Stored only where the talk asks them
   * (events.ask_takeaway, events.ask_booking); sent for a question the talk does not ask, they are
   * checked here and then not stored.
   */
  takeaway: optionalText(ANSWER_MAX_LENGTH.takeaway),
  /** "Do you book speakers or influence who speaks at your events?"; null or absent: not answered. */
  booksSpeakers: z
    .boolean({ message: 'must be true or false' })
    .nullish()
    .transform((v) => v ?? null),
  /** Someone else who should hear the talk: kept only with an e-mail and the ticked referralConsent. */
  referralName: optionalText(ANSWER_MAX_LENGTH.referralName),
  referralEmail: optionalEmail,
  /** The attendee confirms the referred person agreed to be passed on to the speaker. */
  referralConsent: z.boolean({ message: 'must be true or false' }).optional().default(false),
  /**
   * The language the attendee's form was in: their thank-you page and e-mails follow it. Absent
   * (older clients): English.
   */
  language: z
    .enum(LOCALES, { message: `must be one of: ${LOCALES.join(', ')}` })
    .optional()
    .default(DEFAULT_LOCALE),
  /**
   * Answers to the speaker's own questions on the talk (decision 079). Each value is checked against
   * its question when the answer is stored: a number for scale (1-5) and recommend (0-10), one of the
   * options for a choice, text for a text question; a required question left out is refused.
   */
  answers: z
    .array(
      z.object({
        questionId: z.number({ message: 'must be a question id' }).int('must be a question id').positive('must be a question id'),
        value: z
          .union([z.number(), z.string().max(TEXT_ANSWER_MAX_LENGTH, `must be at most ${TEXT_ANSWER_MAX_LENGTH} characters`)], {
            message: 'must be a number or text',
          })
          .nullable(),
      }),
      { message: 'must be a list of answers' },
    )
    .max(TALK_QUESTIONS_MAX, `must hold at most ${TALK_QUESTIONS_MAX} answers`)
    .optional()
    .default([]),
});

/** The fields, and the referral's rule across them: kept only with an address and the ticked agreement. */
export const submitFeedbackSchema = submitFeedbackFields.superRefine((answer, ctx) => {
  // Runs on what parsed; a field that failed its own check already has its message.
  const problems = referralProblems({
    referralName: typeof answer.referralName === 'string' ? answer.referralName : null,
    referralEmail: typeof answer.referralEmail === 'string' ? answer.referralEmail : null,
    referralConsent: answer.referralConsent === true,
  });
  for (const [field, message] of Object.entries(problems)) ctx.addIssue({ code: 'custom', path: [field], message });
  const seen = new Set<number>();
  (answer.answers ?? []).forEach((a, i) => {
    if (seen.has(a.questionId)) ctx.addIssue({ code: 'custom', path: ['answers', i, 'questionId'], message: 'is answered twice' });
    seen.add(a.questionId);
  });
});
export type SubmitFeedback = z.input<typeof submitFeedbackSchema>;

export const giftSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  url: z.string().nullable(),
  accessCode: z.string().nullable(),
  type: z.enum(DIGITAL_GIFT_TYPES),
});
export type Gift = z.infer<typeof giftSchema>;

export const submitFeedbackResponseSchema = z.object({
  id: z.number().int(),
  /** True when this e-mail had already answered for this presentation and the answer was replaced. */
  updated: z.boolean(),
  gift: giftSchema.nullable(),
  /**
   * Present for a 4-5 star answer with consent to publish: the capability to fetch the attendee's own
   * testimonial graphic (POST /api/public/feedback/{id}/graphic).
   */
  graphicToken: z.string().optional(),
  /** This answer's own token: the browser keeps it to correct the answer later. */
  answerToken: z.string(),
  /** Read-only key of the answer's thank-you page (/thank-you/{presentationId}?answer={id}&key=…), also in the gift e-mail. */
  thankYouKey: z.string(),
});
export type SubmitFeedbackResponse = z.infer<typeof submitFeedbackResponseSchema>;

/**
 * 202 from POST /api/feedback: this address already answered about the talk from another browser.
 * The new answer waits for a confirmation link e-mailed to the address; the first one stands until then.
 */
export const pendingAnswerResponseSchema = z.object({
  pending: z.literal(true),
  presentationId: z.number().int(),
  message: z.string(),
  gift: giftSchema.nullable(),
  /** The kept answer's thank-you page (/thank-you/{presentationId}?pending={pendingId}&key=…): the thanks, the gift and what to do next. */
  pendingId: z.number().int(),
  /** Read-only key of that page; it opens nothing of the answer that stands. */
  thankYouKey: z.string(),
});
export type PendingAnswerResponse = z.infer<typeof pendingAnswerResponseSchema>;
/** What POST /api/feedback answers: 201 stored, or 202 kept for the attendee's confirmation. */
export type SubmitAnswerResult = SubmitFeedbackResponse | PendingAnswerResponse;

/** POST /api/public/answer-confirmations: the link's token. */
export const confirmAnswerSchema = z.object({ token: z.string().min(1, 'is required').max(200, 'must be at most 200 characters') });
export const confirmAnswerResponseSchema = z.object({ presentationId: z.number().int(), talkTitle: z.string() });

/** A talk as its attendee page shows it: public, what the attendee's page needs. */
export const publicTalkSchema = z.object({
  id: z.number().int(),
  speakerId: z.number().int(),
  title: z.string(),
  eventName: z.string(),
  hashtag: z.string().nullable(),
  speakerName: z.string(),
  speakerSlug: z.string(),
  logoUrl: z.string().nullable(),
  brandColorPrimary: z.string(),
  brandColorSecondary: z.string(),
  /** Title of the gift the attendee receives after answering, if the speaker set one. */
  giftTitle: z.string().nullable(),
  /** Whether the form asks "What is the one thing you will do differently after this talk?". */
  askTakeaway: z.boolean(),
  /** Whether the form asks "Do you book speakers …?" and "Who else should hear this talk?". */
  askBooking: z.boolean(),
  /** The language the speaker set for the attendee's pages, or null: the attendee's browser decides. */
  language: z.enum(LOCALES).nullable(),
  /** The speaker's own questions, in the order the form asks them. */
  questions: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(QUESTION_KINDS),
      label: z.string(),
      options: z.array(z.string()).nullable(),
      required: z.boolean(),
    }),
  ),
});
export type PublicTalk = z.infer<typeof publicTalkSchema>;

export const getPublicTalk = defineOperation({
  id: 'getPublicTalk',
  method: 'GET',
  path: '/api/public/talks/{id}',
  summary: 'A talk as its attendee page shows it: title, event, speaker, colours and the questions asked',
  tag: 'feedback',
  params: z.object({ id: idSchema }),
  answers: { 200: publicTalkSchema },
  errors: [404],
});

export const listTalkPages = defineOperation({
  id: 'listTalkPages',
  method: 'GET',
  path: '/api/speaker-admin/talk-pages',
  summary: "The speaker's talks as their attendee pages show them, oldest first",
  description: "With `speakerId`, another speaker's id finds nothing (404).",
  tag: 'feedback',
  query: z.object({ speakerId: idSchema.optional() }),
  answers: { 200: z.array(publicTalkSchema) },
  errors: [404],
});

/** GET /api/feedback (the signed-in speaker's own), newest first. */
export const feedbackItemSchema = z.object({
  id: z.number().int(),
  speakerId: z.number().int(),
  presentationId: z.number().int(),
  rating: z.number().int(),
  testimonial: z.string(),
  /** Null unless the attendee agreed to be contacted and did not opt out of data sharing. */
  firstName: z.string().nullable(),
  /** Null when the attendee opted out of data sharing. */
  jobRole: z.string().nullable(),
  /** Null unless the attendee agreed to be contacted and did not opt out of data sharing. */
  workEmail: z.string().nullable(),
  businessInquiry: z.string().nullable(),
  createdAt: z.string(),
});

/** POST /api/public/thank-you-pages: what the thank-you page shows again from its permanent link. */
export const thankYouRequestSchema = z.object({
  answer: z
    .number({ message: 'is required' })
    .int('must be a whole number')
    .positive('must be positive')
    .max(ID_MAX, `must be at most ${ID_MAX}`),
  key: z.string().min(1, 'is required').max(200, 'must be at most 200 characters'),
});
export const thankYouSchema = z.object({
  responseId: z.number().int(),
  presentationId: z.number().int(),
  speakerName: z.string(),
  brandColorPrimary: z.string(),
  gift: giftSchema.nullable(),
  graphicToken: z.string().optional(),
  /** The language the attendee answered in: the page is written in it. */
  language: z.enum(LOCALES),
});
export type ThankYou = z.infer<typeof thankYouSchema>;

const tag = 'feedback';

export const submitFeedbackOperation = defineOperation({
  id: 'submitFeedback',
  method: 'POST',
  path: SUBMIT_FEEDBACK_PATH,
  summary: "Answer a talk's feedback form (201 stored, 202 waiting for the e-mailed confirmation)",
  tag,
  body: submitFeedbackSchema,
  answers: { 201: submitFeedbackResponseSchema, 202: pendingAnswerResponseSchema },
  errors: [404, 429],
});

export const getThankYouPageOperation = defineOperation({
  id: 'getThankYouPage',
  method: 'POST',
  path: '/api/public/thank-you-pages',
  summary: "What an answer's thank-you page shows, by the answer's id and key",
  description: 'A POST so that the key travels in the body, not in the address (and so in no log).',
  tag,
  body: thankYouRequestSchema,
  answers: { 200: thankYouSchema },
  errors: [404, 429],
});

export const confirmAnswerOperation = defineOperation({
  id: 'confirmAnswer',
  method: 'POST',
  path: '/api/public/answer-confirmations',
  summary: 'Confirm a changed answer with the token from the e-mailed link',
  tag,
  body: confirmAnswerSchema,
  answers: { 200: confirmAnswerResponseSchema },
  errors: [429],
});
