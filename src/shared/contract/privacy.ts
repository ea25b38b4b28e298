import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales';
import { defineOperation } from './operation';

export const OPT_OUT_CATEGORIES = ['email_marketing', 'social_media', 'testimonials', 'data_sharing'] as const;
export type OptOutCategory = (typeof OPT_OUT_CATEGORIES)[number];

export const OPT_OUT_CATEGORY_LABELS: Record<OptOutCategory, string> = {
  email_marketing: 'Email marketing',
  social_media: 'Social media',
  testimonials: 'Testimonials',
  data_sharing: 'Data sharing',
};

export const OPT_OUT_EMAIL_REQUIRED = 'Please enter your email address to proceed with opt-out.';

/**
 * The language of the page a form was sent from: the answer's words and every e-mail it causes are
 * written in it, and the e-mail's links bring the person back to pages in it. Absent: English.
 */
export const pageLanguageSchema = z
  .enum(LOCALES, { message: `must be one of: ${LOCALES.join(', ')}` })
  .optional()
  .default(DEFAULT_LOCALE);

const flag = z.boolean({ message: 'must be true or false' }).optional().default(false);

export const optOutCategoriesSchema = z.strictObject(
  {
    email_marketing: flag,
    social_media: flag,
    testimonials: flag,
    data_sharing: flag,
  },
  { message: `must be an object with ${OPT_OUT_CATEGORIES.join(', ')}` },
);
export type OptOutCategories = z.output<typeof optOutCategoriesSchema>;

/**
 * POST /api/public/opt-outs: e-mail trimmed and lower-cased. A ticked category is opted out at once;
 * an unticked one keeps what is stored (withdrawing an opt-out takes the link e-mailed to the address).
 */
export const optOutSchema = z.object({
  email: z
    .string({ message: 'is required' })
    .trim()
    .min(1, OPT_OUT_EMAIL_REQUIRED)
    .max(254, 'must be at most 254 characters')
    .pipe(z.email('must be a valid e-mail address'))
    .transform((v) => v.toLowerCase()),
  optOutCategories: optOutCategoriesSchema,
  language: pageLanguageSchema,
});
export type OptOut = z.input<typeof optOutSchema>;

export const optOutRecordSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  optOutCategories: z.object({
    email_marketing: z.boolean(),
    social_media: z.boolean(),
    testimonials: z.boolean(),
    data_sharing: z.boolean(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OptOutRecord = z.infer<typeof optOutRecordSchema>;

export const listOptOuts = defineOperation({
  id: 'listOptOuts',
  method: 'GET',
  path: '/api/admin/opt-outs',
  summary: 'List who opted out of what, most recently changed first',
  tag: 'privacy',
  answers: { 200: z.array(optOutRecordSchema) },
});

/** How long an e-mailed opt-in link works, and how many an address is sent in an hour. */
export const OPT_IN_LINK_HOURS = 24;
export const OPT_IN_LINKS_PER_HOUR = 3;

/**
 * What became of the link that confirms opting back in: 'queued' (on its way), 'outbox' (kept here:
 * no mail server configured), 'rate-limited' (the address already got OPT_IN_LINKS_PER_HOUR this
 * hour; none sent), or null (nothing asked to be withdrawn).
 */
const OPT_IN_CONFIRMATIONS = ['queued', 'outbox', 'rate-limited'] as const;
export type OptInConfirmation = (typeof OPT_IN_CONFIRMATIONS)[number];

/** The answer: what is stored for the address now, and whether an opt-in link went out. */
export const optOutResponseSchema = z.object({
  message: z.string(),
  email: z.string(),
  optOutCategories: optOutRecordSchema.shape.optOutCategories,
  updatedAt: z.string(),
  optInConfirmation: z.enum(OPT_IN_CONFIRMATIONS).nullable(),
});
export type OptOutResponse = z.infer<typeof optOutResponseSchema>;

/** The opt-in link's token (256 random bits, base64url). */
const optInTokenSchema = z
  .string({ message: 'is required' })
  .regex(/^[A-Za-z0-9_-]{32,200}$/, 'must be the token from the link in the e-mail');

/** GET /api/public/opt-ins?token=… (shows the link; changes nothing) and POST /api/public/opt-ins (follows it). */
export const optInTokenQuerySchema = z.object({ token: optInTokenSchema });
export const optInSchema = z.object({ token: optInTokenSchema, language: pageLanguageSchema });
export type OptIn = z.input<typeof optInSchema>;

export const optInLinkSchema = z.object({
  email: z.string(),
  /** The categories following the link opts back in to. */
  categories: z.array(z.enum(OPT_OUT_CATEGORIES)),
  expiresAt: z.string(),
});
export type OptInLink = z.infer<typeof optInLinkSchema>;

export const OPT_IN_INVALID_MESSAGE =
  'This link is invalid, has already been used or has expired. Send the form on the privacy page again to get a new one.';

export const optInResponseSchema = z.object({
  message: z.string(),
  email: z.string(),
  optOutCategories: optOutRecordSchema.shape.optOutCategories,
  updatedAt: z.string(),
});
export type OptInResponse = z.infer<typeof optInResponseSchema>;

const tag = 'privacy';

export const recordOptOut = defineOperation({
  id: 'recordOptOut',
  method: 'POST',
  path: '/api/public/opt-outs',
  summary: "Record an address's privacy choices (opting back in is confirmed by an e-mailed link)",
  tag,
  body: optOutSchema,
  answers: { 200: optOutResponseSchema },
  errors: [429],
});

export const getOptInLink = defineOperation({
  id: 'getOptInLink',
  method: 'GET',
  path: '/api/public/opt-ins',
  summary: 'What an e-mailed opt-in link would restore (reading it changes nothing)',
  tag,
  query: optInTokenQuerySchema,
  answers: { 200: optInLinkSchema },
  errors: [429],
});

export const followOptInLink = defineOperation({
  id: 'followOptInLink',
  method: 'POST',
  path: '/api/public/opt-ins',
  summary: "Opt an address back in with the e-mailed link's token (once)",
  tag,
  body: optInSchema,
  answers: { 200: optInResponseSchema },
  errors: [429],
});
