import { z } from 'zod';
import { upcomingDayProblem } from '../domain/event-dates';
import { emailSchema } from './auth';
import { defineOperation } from './operation';

export const EVENT_TYPES = ['Conference', 'Corporate Training', 'Workshop', 'Keynote', 'Other'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const AUDIENCE_SIZE_MAX = 1_000_000;

const blankToNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);

const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string({ message: 'must be text' }).trim().max(max, `must be at most ${max} characters`).nullable());

/** A calendar date as the date input gives it (YYYY-MM-DD), checked to exist. */
const isoDate = z
  .string({ message: 'must be a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'must be a real date')
  .superRefine((v, ctx) => {
    if (ctx.issues.length > 0) return;
    const problem = upcomingDayProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** POST /api/event-inquiries: an organiser must give a name and the kind of event; the rest is optional. */
export const createInquirySchema = z.object({
  name: z.string({ message: 'is required' }).trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  company: optionalText(200),
  eventType: z.enum(EVENT_TYPES, { message: `must be one of ${EVENT_TYPES.join(', ')}` }),
  eventDate: z.preprocess(blankToNull, isoDate.nullable()),
  audienceSize: z.preprocess(
    blankToNull,
    z
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(AUDIENCE_SIZE_MAX, `must be at most ${AUDIENCE_SIZE_MAX}`)
      .nullable(),
  ),
  description: optionalText(5000),
  /** Where the organiser wants the answer; with it they get a copy of the inquiry by e-mail. */
  email: z
    .preprocess(blankToNull, emailSchema.nullable())
    .optional()
    .transform((v) => v ?? null),
  /** They ticked MARKETING_CONSENT_WORDING (decision 052); kept only with an address. */
  marketingConsent: z.boolean({ message: 'must be true or false' }).optional().default(false),
});
export type CreateInquiry = z.input<typeof createInquirySchema>;

export const INQUIRY_SUCCESS_MESSAGE = 'Inquiry submitted successfully!';

export const createInquiryResponseSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  /** What became of the organiser's copy: 'sent', 'queued', 'outbox' (no mail server), or null (no address given). */
  confirmationEmail: z.enum(['sent', 'queued', 'outbox', 'failed', 'skipped']).nullable(),
});
export type CreateInquiryResponse = z.infer<typeof createInquiryResponseSchema>;

/** What the organiser's confirmation page is told after an inquiry (router state). */
export interface InquiryReceived {
  email: string | null;
  confirmationEmail: CreateInquiryResponse['confirmationEmail'];
}

/** GET /api/admin/event-inquiries, newest first. */
export const inquirySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string().nullable(),
  eventType: z.string(),
  eventDate: z.string().nullable(),
  audienceSize: z.number().int().nullable(),
  description: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: z.string(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

export const listInquiries = defineOperation({
  id: 'listInquiries',
  method: 'GET',
  path: '/api/admin/event-inquiries',
  summary: "List the event organisers' inquiries, newest first",
  tag: 'inquiries',
  answers: { 200: z.array(inquirySchema) },
});

export const createInquiryOperation = defineOperation({
  id: 'createInquiry',
  method: 'POST',
  path: '/api/public/event-inquiries',
  summary: 'Ask the owner about booking a speaker for an event (a copy goes to the sender)',
  tag: 'inquiries',
  body: createInquirySchema,
  answers: { 201: createInquiryResponseSchema },
  errors: [429],
});
