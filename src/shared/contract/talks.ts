import { z } from 'zod';
import { talkDateProblem, TOO_FAR_BACK } from '../domain/event-dates';
import { idSchema, timeZoneSchema } from './common';
import { LOCALES, supportedLocale } from '../i18n/locales';
import { createThankYouEmailResponseSchema } from './campaigns';
import { defineOperation } from './operation';
import { pageOf, pageQuerySchema } from './paging';
import { digitalGiftSchema } from './profile';
import { giftSchema } from './feedback';
import { TALK_IMPORT_MAX_CHARS, TALK_IMPORT_MAX_ROWS } from '../domain/constants';
import { leadFollowUpSchema, leadListQuerySchema } from './lead-follow-up';
import {
  QUESTION_KINDS,
  QUESTION_LABEL_MAX_LENGTH,
  QUESTION_OPTION_MAX_LENGTH,
  QUESTION_OPTIONS_MAX,
  QUESTION_OPTIONS_MIN,
  TALK_QUESTIONS_MAX,
} from '../domain/talk-questions';

/** A talk's language: a supported tag in any letter case or regional form ("de-AT" is German), or null. */
const talkLanguageSchema = z
  .string({ message: `must be null or one of: ${LOCALES.join(', ')}` })
  .nullable()
  .transform((value, ctx) => {
    if (value === null) return null;
    const locale = supportedLocale(value);
    if (locale === null) {
      ctx.addIssue({ code: 'custom', message: `must be null or one of: ${LOCALES.join(', ')}` });
      return z.NEVER;
    }
    return locale;
  });

export const EVENT_STATUSES = ['upcoming', 'live', 'completed', 'cancelled'] as const;

const optionalText = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v.trim()));

/**
 * A talk's own gift, given instead of the speaker's profile gift on its thank-you page and in its
 * gift e-mail: the same fields, kinds and checks as the profile's gift.
 */
export const talkGiftInputSchema = z.object({
  title: digitalGiftSchema.shape.digitalGiftTitle,
  description: digitalGiftSchema.shape.digitalGiftDescription,
  url: digitalGiftSchema.shape.digitalGiftUrl,
  accessCode: digitalGiftSchema.shape.digitalGiftAccessCode,
  type: digitalGiftSchema.shape.digitalGiftType,
});
export type TalkGiftInput = z.input<typeof talkGiftInputSchema>;

/**
 * One of the speaker's own questions as a talk is saved. With the `id` of a question the talk asks,
 * it is that question (unchanged, or changed while nobody has answered it); without, a new one.
 */
export const talkQuestionInputSchema = z
  .object({
    id: z.number({ message: 'must be a question id' }).int('must be a question id').positive('must be a question id').optional(),
    kind: z.enum(QUESTION_KINDS, { message: `must be one of: ${QUESTION_KINDS.join(', ')}` }),
    label: z
      .string({ message: 'is required' })
      .trim()
      .min(1, 'is required')
      .max(QUESTION_LABEL_MAX_LENGTH, `must be at most ${QUESTION_LABEL_MAX_LENGTH} characters`),
    options: z
      .array(
        z
          .string({ message: 'must be text' })
          .trim()
          .min(1, 'must not be empty')
          .max(QUESTION_OPTION_MAX_LENGTH, `must be at most ${QUESTION_OPTION_MAX_LENGTH} characters`),
        { message: 'must be a list of options' },
      )
      .nullish(),
    required: z.boolean({ message: 'must be true or false' }).optional().default(false),
  })
  .superRefine((q, ctx) => {
    const options = q.options ?? [];
    if (q.kind === 'choice') {
      if (options.length < QUESTION_OPTIONS_MIN || options.length > QUESTION_OPTIONS_MAX)
        ctx.addIssue({
          code: 'custom',
          path: ['options'],
          message: `must list ${QUESTION_OPTIONS_MIN} to ${QUESTION_OPTIONS_MAX} options`,
        });
      else if (new Set(options.map((o) => o.toLowerCase())).size !== options.length)
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'must not repeat an option' });
    } else if (options.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'are only for a choice question' });
    }
  })
  .transform((q) => ({ ...q, options: q.kind === 'choice' ? (q.options ?? []) : null }));
export type TalkQuestionInput = z.input<typeof talkQuestionInputSchema>;

/** A question a talk asks (or asked: retired), as the speaker's side reads it. */
export const talkQuestionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(QUESTION_KINDS),
  label: z.string(),
  /** The choices of a choice question, in order; null for the other kinds. */
  options: z.array(z.string()).nullable(),
  required: z.boolean(),
  /** Answers given to it: from the first one on, it cannot change (retire it and add a new one). */
  answerCount: z.number().int(),
});
export type TalkQuestion = z.infer<typeof talkQuestionSchema>;

export const saveTalkSchema = z.object({
  eventName: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  // The talk is what attendees rate: its title is what their page and the speaker's lists show.
  talkTitle: z.string({ message: 'is required' }).trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  venue: optionalText(200),
  client: optionalText(200),
  hashtag: optionalText(100),
  eventDate: z
    .string()
    .nullish()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v.trim() === '') return new Date();
      const d = new Date(v);
      if (Number.isNaN(d.getTime())) {
        ctx.addIssue({ code: 'custom', message: 'must be a date (e.g. 2026-05-14)' });
        return z.NEVER;
      }
      // How far back is decided when saving: an old talk keeps its date when edited.
      const problem = talkDateProblem(d);
      if (problem && problem !== TOO_FAR_BACK) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return d;
    }),
  status: z
    .enum(EVENT_STATUSES, { message: `must be one of: ${EVENT_STATUSES.join(', ')}` })
    .optional()
    .default('upcoming'),
  expectedAudienceSize: z
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1_000_000, 'must be at most 1000000')
    .nullish()
    .transform((v) => v ?? null),
  /**
   * The optional questions on the attendee's form: "What is the one thing you will do differently
   * after this talk?" and "Do you book speakers …?" with "Who else should hear this talk?". New
   * talks ask both; left out on an edit, a switch keeps its stored value (older clients send neither).
   */
  askTakeaway: z.boolean({ message: 'must be true or false' }).optional(),
  askBooking: z.boolean({ message: 'must be true or false' }).optional(),
  /**
   * The language of the attendee's form, thank-you page and e-mails: a supported BCP 47 tag, or
   * null for the attendee's browser. Left out on an edit, it keeps its stored value.
   */
  language: talkLanguageSchema.optional(),
  /** The talk's time zone (IANA), or null for the speaker's. Left out on an edit, it keeps its stored value. */
  timeZone: timeZoneSchema.nullable().optional(),
  /** The talk's own gift, or null for the speaker's profile gift. Left out on an edit, it keeps its stored value. */
  gift: talkGiftInputSchema.nullable().optional(),
  /**
   * The speaker's own questions, in the order the form asks them (at most three). Left out on an
   * edit, they stay as they are; a question the talk asks that is not in the list is retired.
   */
  questions: z
    .array(talkQuestionInputSchema, { message: 'must be a list of questions' })
    .max(TALK_QUESTIONS_MAX, `must hold at most ${TALK_QUESTIONS_MAX} questions`)
    .optional(),
});

export const talkSchema = z.object({
  id: z.number().int(),
  eventName: z.string(),
  talkTitle: z.string().nullable(),
  venue: z.string().nullable(),
  client: z.string().nullable(),
  hashtag: z.string().nullable(),
  eventDate: z.string(),
  status: z.string(),
  expectedAudienceSize: z.number().int().nullable(),
  responseCount: z.number().int(),
  /** Everyone who rated 4-5 stars, whether or not they may be contacted. */
  hotLeadCount: z.number().int(),
  /** Of responseCount, the attendees who agreed to be contacted: the ones lead lists and files name. */
  contactableResponseCount: z.number().int(),
  /** Of hotLeadCount, the attendees who agreed to be contacted. */
  contactableHotLeadCount: z.number().int(),
  testimonialCount: z.number().int(),
  graphicsCount: z.number().int(),
  /** Mean rating, one decimal, null without responses. */
  averageRating: z.number().nullable(),
  /** responses / expected audience, as a rounded percentage; null when no audience size is set. */
  responseRate: z.number().int().nullable(),
  /** The public page attendees reach from the QR code. */
  feedbackUrl: z.string(),
  /** Whether the attendee's form asks what they will do differently after the talk. */
  askTakeaway: z.boolean(),
  /** Whether it asks if they book speakers, and who else should hear the talk. */
  askBooking: z.boolean(),
  /** The attendee pages' language (a supported BCP 47 tag), or null: the attendee's browser decides. */
  language: z.enum(LOCALES).nullable(),
  /** The talk's own time zone (IANA), or null: the speaker's. */
  timeZone: z.string().nullable(),
  /** The time zone its times are shown in: its own, else the speaker's, else UTC. */
  effectiveTimeZone: z.string(),
  /** The talk's own gift, or null: attendees get the speaker's profile gift. */
  gift: giftSchema.nullable(),
  /** The speaker's own questions the form asks, in order (retired ones are left out). */
  questions: z.array(talkQuestionSchema),
  /** The talk's short link code: 6 characters without look-alikes (no 0/O, 1/I/L). */
  shortCode: z.string(),
  /** `{PUBLIC_URL}/t/{shortCode}`: redirects to feedbackUrl, for people who type rather than scan. */
  shortUrl: z.string(),
  createdAt: z.string(),
  /** When the talk's details last changed (its answers have their own). */
  updatedAt: z.string(),
});
export type Talk = z.infer<typeof talkSchema>;

/** An attendee's answer to one of the speaker's own questions (decision 079), named by the question's words. */
export const answeredQuestionSchema = z.object({
  questionId: z.number().int(),
  question: z.string(),
  kind: z.enum(QUESTION_KINDS),
  /** The question was removed after this answer; the answer stays. */
  retired: z.boolean(),
  /** A number for scale and recommend, the option chosen, or the words of a text answer. */
  value: z.union([z.number(), z.string()]).nullable(),
});

export const responseSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  /**
   * Name and e-mail only when the attendee agreed to be contacted (contactConsent) and did not opt
   * out of data sharing; otherwise null. The role is null for a data-sharing opt-out (decision 025).
   */
  attendeeName: z.string().nullable(),
  attendeeEmail: z.string().nullable(),
  attendeeRole: z.string().nullable(),
  rating: z.number().int(),
  isHotLead: z.boolean(),
  testimonial: z.string(),
  notes: z.string().nullable(),
  businessInquiry: z.string().nullable(),
  contactConsent: z.boolean(),
  contactConsentAt: z.string().nullable(),
  publishConsent: z.boolean(),
  publishConsentAt: z.string().nullable(),
  /** "The one thing I will do differently", or null when not asked or not answered. */
  takeaway: z.string().nullable(),
  /** Whether they book speakers or influence who speaks at their events; null: not asked or not answered. */
  booksSpeakers: z.boolean().nullable(),
  submittedAt: z.string(),
  /** When the answer last changed (the attendee corrected it, a consent was withdrawn, its lead followed up, ...). */
  updatedAt: z.string(),
  /** Where the speaker is with the lead; null on an answer that is neither a hot lead one may contact nor a booking lead. */
  followUp: leadFollowUpSchema.nullable(),
  /** The answers to the speaker's own questions, in the talk's order; empty when it asked none or none was answered. */
  answers: z.array(answeredQuestionSchema),
});
export type TalkResponse = z.infer<typeof responseSchema>;

export const roleCountSchema = z.object({ role: z.string(), count: z.number().int(), percentage: z.number().int() });
export type RoleCount = z.infer<typeof roleCountSchema>;

export const companyCountSchema = z.object({
  company: z.string(),
  domain: z.string(),
  count: z.number().int(),
  percentage: z.number().int(),
});

/** GET /api/speaker-admin/dashboard: what the dashboard's cards need, counted in SQL. */
export const dashboardSchema = z.object({
  eventCount: z.number().int(),
  totalAttendees: z.number().int(),
  /** The 5 most recent events whose date has passed. */
  recentEvents: z.array(talkSchema),
  /** Top 6 job roles. */
  topRoles: z.array(roleCountSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** GET /api/speaker-admin/analytics */
export const speakerAnalyticsSchema = z.object({
  totals: z.object({
    events: z.number().int(),
    attendees: z.number().int(),
    hotLeads: z.number().int(),
    averageRating: z.number().nullable(),
  }),
  perEvent: z.array(
    z.object({
      id: z.number().int(),
      eventName: z.string(),
      eventDate: z.string(),
      responses: z.number().int(),
      hotLeads: z.number().int(),
      testimonials: z.number().int(),
      graphics: z.number().int(),
    }),
  ),
  /** Top 8 job roles. */
  topRoles: z.array(roleCountSchema),
  /** Respondents grouped by work-e-mail domain, free-mail providers left out. */
  companies: z.array(companyCountSchema),
});
export type SpeakerAnalytics = z.infer<typeof speakerAnalyticsSchema>;

export const eventIdParamsSchema = z.object({ id: idSchema });

/** Asks for the "your talk is ready" e-mail to the speaker (and the owner's note about the talk). */
const talkNotificationSchema = z.object({
  eventName: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  eventNameOptional: z.string().max(200, 'must be at most 200 characters').nullish(),
  hashtag: z.string().max(100, 'must be at most 100 characters').nullish(),
});

/** What became of an e-mail the server sent or queued. */
const mailStatusSchema = z.object({ status: z.enum(['queued', 'outbox', 'sent', 'failed', 'skipped']) });

/**
 * `?email=1` also e-mails the file to the speaker, so a download is not lost with the browser's;
 * without it a GET only reads (a link followed from another site sends nothing). The old POST
 * addresses e-mail it unless `?email=0`, as they always did.
 */
const leadFileQuerySchema = z.object({ email: z.enum(['0', '1']).optional() });

/** `?download=1` answers the image as an attachment with a file name. */
const qrDownloadQuerySchema = z.object({ download: z.enum(['0', '1']).optional() });

const tag = 'talks';
const talkPath = '/api/speaker-admin/talks/{id}' as const;

/**
 * Without `limit`, `cursor` or `updatedSince` a list answers as it always has, the whole list as an
 * array; with any of them, a page (decision 060).
 */
const PAGED_WHEN_ASKED =
  'Without `limit`, `cursor` or `updatedSince` the answer is the whole list, as an array. With any of them it is a page, newest change first (by `updatedAt`, then `id`): `{ items, nextCursor, next }`, the next page also in the `Link` header (rel="next"); `updatedSince` keeps the items changed at or after that time.';
const PAGED =
  'A page, newest change first (by `updatedAt`, then `id`): `{ items, nextCursor, next }`, the next page also in the `Link` header (rel="next"); `updatedSince` keeps the items changed at or after that time.';

export const listTalks = defineOperation({
  id: 'listTalks',
  method: 'GET',
  path: '/api/speaker-admin/talks',
  summary: "List the signed-in speaker's talks, newest date first (or a page of them, newest change first)",
  description: PAGED_WHEN_ASKED,
  tag,
  query: pageQuerySchema,
  answers: { 200: z.union([z.array(talkSchema), pageOf(talkSchema)]) },
});

export const createTalk = defineOperation({
  id: 'createTalk',
  method: 'POST',
  path: '/api/speaker-admin/talks',
  summary: 'Create a talk (the speaker is e-mailed its feedback link)',
  tag,
  body: saveTalkSchema,
  answers: { 201: talkSchema },
});

/**
 * A new delivery of a talk: what is not given is the original's (title, questions, gift, settings);
 * the date left out is today, as for a new talk.
 */
export const copyTalkSchema = z
  .object({
    eventName: saveTalkSchema.shape.eventName.optional(),
    eventDate: saveTalkSchema.shape.eventDate,
  })
  .nullish()
  .transform((v) => v ?? { eventDate: new Date() });

export const createTalkCopy = defineOperation({
  id: 'createTalkCopy',
  method: 'POST',
  path: `${talkPath}/copies`,
  summary: 'Duplicate a talk: a new talk with the same title, questions, gift and settings, its own link and QR code, and no answers',
  description:
    "The body may give the new `eventName` and `eventDate`; left out, the event name is the original's and the date is today. The copy starts as upcoming.",
  tag,
  params: eventIdParamsSchema,
  body: copyTalkSchema,
  answers: { 201: talkSchema },
  errors: [404],
});

/** The columns a talk import reads, in the order the template lists them; headers match in any case and spacing. */
export const TALK_IMPORT_COLUMNS = [
  { header: 'Talk title', field: 'talkTitle', required: true },
  { header: 'Event name', field: 'eventName', required: true },
  { header: 'Date', field: 'eventDate', required: false },
  { header: 'Venue', field: 'venue', required: false },
  { header: 'Client', field: 'client', required: false },
  { header: 'Hashtag', field: 'hashtag', required: false },
  { header: 'Expected audience', field: 'expectedAudienceSize', required: false },
  { header: 'Language', field: 'language', required: false },
  { header: 'Time zone', field: 'timeZone', required: false },
  { header: 'Ask takeaway', field: 'askTakeaway', required: false },
  { header: 'Ask booking', field: 'askBooking', required: false },
] as const;

export const talkImportSchema = z.object({
  /** The file's text (UTF-8; a byte-order mark is left out): a header row, then one talk per row. */
  csv: z.string({ message: 'is required' }).max(TALK_IMPORT_MAX_CHARS, `must be at most ${TALK_IMPORT_MAX_CHARS} characters (256 KiB)`),
});

/** One row of the file as it would be created. */
export const talkImportRowSchema = z.object({
  line: z.number().int(),
  talkTitle: z.string(),
  eventName: z.string(),
  eventDate: z.string(),
  venue: z.string().nullable(),
  client: z.string().nullable(),
  hashtag: z.string().nullable(),
  expectedAudienceSize: z.number().int().nullable(),
  language: z.enum(LOCALES).nullable(),
  timeZone: z.string().nullable(),
  askTakeaway: z.boolean(),
  askBooking: z.boolean(),
});
export type TalkImportRow = z.infer<typeof talkImportRowSchema>;

/** A problem with the file: its line, and the column (as the header names it) and field when it is one cell's. */
export const talkImportProblemSchema = z.object({
  line: z.number().int(),
  column: z.string().nullable(),
  field: z.string().nullable(),
  message: z.string(),
});
export type TalkImportProblem = z.infer<typeof talkImportProblemSchema>;

export const talkImportPreviewSchema = z.object({
  /** The talks the file would create, valid rows only. */
  talks: z.array(talkImportRowSchema),
  /** Every problem, by line; the import creates nothing while there is one. */
  problems: z.array(talkImportProblemSchema),
  maxRows: z.literal(TALK_IMPORT_MAX_ROWS),
});
export type TalkImportPreview = z.infer<typeof talkImportPreviewSchema>;

const IMPORT_RULES = `A header row names the columns (${TALK_IMPORT_COLUMNS.map((c) => c.header).join(', ')}; Talk title and Event name required), then one talk per row, at most ${TALK_IMPORT_MAX_ROWS}.`;

export const createTalkImportPreview = defineOperation({
  id: 'createTalkImportPreview',
  method: 'POST',
  path: '/api/speaker-admin/talk-imports/previews',
  summary: 'Check a CSV file of talks: what it would create, and every problem by line and column',
  description: `${IMPORT_RULES} Creates nothing.`,
  tag,
  body: talkImportSchema,
  answers: { 200: talkImportPreviewSchema },
});

export const createTalkImport = defineOperation({
  id: 'createTalkImport',
  method: 'POST',
  path: '/api/speaker-admin/talk-imports',
  summary: 'Create the talks of a CSV file, all or none',
  description: `${IMPORT_RULES} A file with any problem creates nothing: the 400 lists them in \`details.problems\`.`,
  tag,
  body: talkImportSchema,
  answers: { 201: z.object({ talks: z.array(talkSchema) }) },
});

export const getTalk = defineOperation({
  id: 'getTalk',
  method: 'GET',
  path: talkPath,
  summary: "Read one of the speaker's talks, with its counts and feedback link",
  tag,
  params: eventIdParamsSchema,
  answers: { 200: talkSchema },
  errors: [404],
});

export const updateTalk = defineOperation({
  id: 'updateTalk',
  method: 'PUT',
  path: talkPath,
  summary: "Replace a talk's details",
  tag,
  params: eventIdParamsSchema,
  body: saveTalkSchema,
  answers: { 200: talkSchema },
  errors: [404],
});

export const deleteTalk = defineOperation({
  id: 'deleteTalk',
  method: 'DELETE',
  path: talkPath,
  summary: 'Delete a talk with its responses and graphics',
  tag,
  params: eventIdParamsSchema,
  answers: { 204: null },
  errors: [404],
});

export const listTalkResponses = defineOperation({
  id: 'listTalkResponses',
  method: 'GET',
  path: `${talkPath}/responses`,
  summary: "List the attendees' answers to one talk, newest first",
  description: PAGED_WHEN_ASKED,
  tag,
  params: eventIdParamsSchema,
  query: pageQuerySchema,
  answers: { 200: z.union([z.array(responseSchema), pageOf(responseSchema)]) },
  errors: [404],
});

export const listResponses = defineOperation({
  id: 'listResponses',
  method: 'GET',
  path: '/api/speaker-admin/responses',
  summary: "List the attendees' answers to all of the speaker's talks",
  description: PAGED_WHEN_ASKED,
  tag,
  query: pageQuerySchema,
  answers: { 200: z.union([z.array(responseSchema), pageOf(responseSchema)]) },
});

export const getDashboard = defineOperation({
  id: 'getDashboard',
  method: 'GET',
  path: '/api/speaker-admin/dashboard',
  summary: "The speaker's dashboard: counts, recent talks and top roles",
  tag,
  answers: { 200: dashboardSchema },
});

export const getSpeakerAnalytics = defineOperation({
  id: 'getSpeakerAnalytics',
  method: 'GET',
  path: '/api/speaker-admin/analytics',
  summary: "The speaker's analytics: totals, per-talk counts, roles and companies",
  tag,
  answers: { 200: speakerAnalyticsSchema },
});

const leadFile = (description: string) => ({ kind: 'file' as const, contentTypes: ['text/csv'], description });

export const exportHotLeads = defineOperation({
  id: 'exportHotLeads',
  method: 'GET',
  path: `${talkPath}/hot-leads.csv`,
  summary: "Download a talk's hot leads (4-5 stars, contactable) as CSV",
  description:
    'The file is e-mailed to the speaker as well unless `email=0`; `X-Emailed` says what became of that copy and `X-Not-Contactable` how many attendees the file leaves out.',
  tag,
  params: eventIdParamsSchema,
  query: leadFileQuerySchema,
  answers: { 200: leadFile('The contactable hot leads, one row each') },
  errors: [404],
});

export const exportLeads = defineOperation({
  id: 'exportLeads',
  method: 'GET',
  path: `${talkPath}/leads.csv`,
  summary: "Download all of a talk's contactable respondents as CSV",
  description:
    'The file is e-mailed to the speaker as well unless `email=0`; `X-Emailed` says what became of that copy and `X-Not-Contactable` how many attendees the file leaves out.',
  tag,
  params: eventIdParamsSchema,
  query: leadFileQuerySchema,
  answers: { 200: leadFile('The contactable respondents, one row each') },
  errors: [404],
});

export const getTalkQrSvg = defineOperation({
  id: 'getTalkQrSvg',
  method: 'GET',
  path: `${talkPath}/qr.svg`,
  summary: "The QR code of a talk's feedback page, as SVG",
  tag,
  params: eventIdParamsSchema,
  query: qrDownloadQuerySchema,
  answers: { 200: { kind: 'file', contentTypes: ['image/svg+xml'], description: 'The QR code' } },
  errors: [404],
});

export const getTalkQrPng = defineOperation({
  id: 'getTalkQrPng',
  method: 'GET',
  path: `${talkPath}/qr.png`,
  summary: "The QR code of a talk's feedback page, as PNG",
  tag,
  params: eventIdParamsSchema,
  query: qrDownloadQuerySchema,
  answers: { 200: { kind: 'file', contentTypes: ['image/png'], description: 'The QR code' } },
  errors: [404],
});

export const createTalkNotification = defineOperation({
  id: 'createTalkNotification',
  method: 'POST',
  path: '/api/speaker-admin/talk-notifications',
  summary: 'E-mail the speaker that a talk is ready for feedback',
  tag,
  body: talkNotificationSchema,
  answers: { 202: mailStatusSchema },
});

export const createThankYouEmail = defineOperation({
  id: 'createThankYouEmail',
  method: 'POST',
  path: `${talkPath}/thank-you-emails`,
  summary: "Draft the thank-you e-mail to a talk's attendees (one pending draft per talk)",
  description: 'Answers 201 with a new draft, 200 with the pending draft refreshed.',
  tag,
  params: eventIdParamsSchema,
  answers: { 201: createThankYouEmailResponseSchema, 200: createThankYouEmailResponseSchema },
  errors: [404, 409],
});

/** A hot lead: an answer rated 4-5 stars whose attendee may be named (MAY_NAME), with its talk. */
export const hotLeadSchema = responseSchema.extend({
  attendeeName: z.string(),
  attendeeEmail: z.string(),
  eventName: z.string(),
  talkTitle: z.string().nullable(),
  /** Where the speaker is with the lead (PUT /api/speaker-admin/leads/{responseId}). */
  followUp: leadFollowUpSchema,
});
export type HotLead = z.infer<typeof hotLeadSchema>;

/**
 * A testimonial: an answer the graphics page offers (4-5 stars, publication agreed, words given, no
 * testimonials opt-out, not removed by the speaker). The name and role only when the attendee did
 * not opt out of data sharing.
 */
export const testimonialSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  talkTitle: z.string().nullable(),
  rating: z.number().int(),
  testimonial: z.string(),
  attendeeName: z.string().nullable(),
  attendeeRole: z.string().nullable(),
  submittedAt: z.string(),
  updatedAt: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const listHotLeads = defineOperation({
  id: 'listHotLeads',
  method: 'GET',
  path: '/api/speaker-admin/hot-leads',
  summary: "List the speaker's hot leads (4-5 stars, contactable), newest change first",
  description: `${PAGED} Attendees who did not agree to be contacted are left out, as in the hot-leads file. \`status\` keeps the leads in that follow-up status.`,
  tag,
  query: leadListQuerySchema,
  answers: { 200: pageOf(hotLeadSchema) },
});

export const listTestimonials = defineOperation({
  id: 'listTestimonials',
  method: 'GET',
  path: '/api/speaker-admin/testimonials',
  summary: "List the speaker's testimonials (publication agreed), newest change first",
  description: `${PAGED} Only answers the graphics page offers as testimonials are listed.`,
  tag,
  query: pageQuerySchema,
  answers: { 200: pageOf(testimonialSchema) },
});

/** A 0-10 question's answers as the Net Promoter Score reads them. */
export const recommendTallySchema = z.object({
  /** Answers of 9 or 10. */
  promoters: z.number().int(),
  /** Answers of 7 or 8. */
  passives: z.number().int(),
  /** Answers of 0 to 6. */
  detractors: z.number().int(),
  total: z.number().int(),
  /** % promoters − % detractors, rounded to a whole number (−100 to 100); null with no answers. */
  score: z.number().int().nullable(),
});
export type RecommendTally = z.infer<typeof recommendTallySchema>;

/** What a talk's audience answered to one of the speaker's own questions. */
export const questionResultSchema = z.object({
  id: z.number().int(),
  kind: z.enum(QUESTION_KINDS),
  label: z.string(),
  options: z.array(z.string()).nullable(),
  required: z.boolean(),
  /** Removed from the form after it had answers: its answers still count here. */
  retired: z.boolean(),
  answerCount: z.number().int(),
  /**
   * How many chose each value, every value listed (zeros too) in order: "1" to "5" for a scale,
   * "0" to "10" for a 0-10 question, the options for a choice; empty for a text question.
   */
  counts: z.array(z.object({ value: z.string(), count: z.number().int() })),
  /** For a 0-10 question; null for the other kinds. */
  recommend: recommendTallySchema.nullable(),
  /** A text question's answers, oldest first, without who wrote them; empty for the other kinds. */
  texts: z.array(z.string()),
});
export type QuestionResult = z.infer<typeof questionResultSchema>;

export const listTalkQuestionResults = defineOperation({
  id: 'listTalkQuestionResults',
  method: 'GET',
  path: `${talkPath}/question-results`,
  summary: "What the audience answered to the talk's own questions, active ones in order, then retired ones",
  description:
    'Counts per value for a 1-5 scale, a 0-10 question (with promoters, passives, detractors and the score) and a choice; ' +
    "a text question's words, without names.",
  tag,
  params: eventIdParamsSchema,
  answers: { 200: z.array(questionResultSchema) },
  errors: [404],
});
