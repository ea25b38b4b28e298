import { z } from 'zod';
import { REPORT_NOTE_MAX_LENGTH, REPORT_TESTIMONIALS_MAX, reportExpiryProblem } from '../domain/organizer-report';
import { ID_MAX, idSchema } from './common';
import { defineOperation } from './operation';

const noteSchema = z
  .string({ message: 'must be text' })
  .trim()
  .max(REPORT_NOTE_MAX_LENGTH, `must be at most ${REPORT_NOTE_MAX_LENGTH} characters`)
  .nullish()
  .transform((v) => (v ? v : null));

const distinct = (ids: number[]) => new Set(ids).size === ids.length;
const TOO_MANY_TESTIMONIALS = `must list at most ${REPORT_TESTIMONIALS_MAX} testimonials`;
const LISTED_TWICE = 'must not list a testimonial twice';

/** The testimonials to show, in order; null: the talk's best ones at the moment the report is opened. */
const testimonialIdsSchema = z
  .array(idSchema, { message: 'must be a list of testimonial ids' })
  .max(REPORT_TESTIMONIALS_MAX, TOO_MANY_TESTIMONIALS)
  .refine(distinct, LISTED_TWICE)
  .nullish()
  .transform((v) => v ?? null);

/** A day (YYYY-MM-DD) until whose end the link works; null: until the speaker revokes it. */
const expiresOnSchema = z
  .string({ message: 'must be a date (e.g. 2026-12-31)' })
  .nullish()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v.trim() === '') return null;
    const problem = reportExpiryProblem(v.trim());
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return v.trim();
  });

/** PUT /api/speaker-admin/talks/{id}/organizer-report, and the optional body of its POST. */
export const organizerReportSettingsSchema = z.object({
  note: noteSchema,
  testimonialIds: testimonialIdsSchema,
  expiresOn: expiresOnSchema,
});
export type OrganizerReportSettings = z.infer<typeof organizerReportSettingsSchema>;

/** POST /api/speaker-admin/talks/{id}/organizer-report: the report's two addresses. */
export const organizerReportLinksSchema = z.object({
  /** {PUBLIC_URL}/r/{token}: the report as a page. */
  url: z.string(),
  /** {PUBLIC_URL}/r/{token}.pdf: the same report as an A4 PDF. */
  pdfUrl: z.string(),
});
export type OrganizerReportLinks = z.infer<typeof organizerReportLinksSchema>;

export const organizerReportSchema = organizerReportLinksSchema.extend({
  note: z.string().nullable(),
  /** Null: the talk's best testimonials at the moment the report is opened. */
  testimonialIds: z.array(z.number().int()).nullable(),
  /** The last day the link works (until that day's end everywhere); null: until revoked. */
  expiresOn: z.string().nullable(),
  /** The expiry day has ended: both links answer 404 until the speaker sets a later day. */
  expired: z.boolean(),
  /** How many times the report's page was opened (the PDF is not counted). */
  viewCount: z.number().int(),
  lastViewedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrganizerReport = z.infer<typeof organizerReportSchema>;

/** A testimonial a report may show, as the report shows it. */
export const reportTestimonialSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  quote: z.string(),
  /** "Priya, Head of People"; null for an attendee who opted out of data sharing (quoted without a name). */
  attribution: z.string().nullable(),
});
export type ReportTestimonial = z.infer<typeof reportTestimonialSchema>;

/** GET /api/speaker-admin/talks/{id}/organizer-report */
export const organizerReportStateSchema = z.object({
  /** Null until the speaker creates the link (and again after revoking it). */
  report: organizerReportSchema.nullable(),
  /** Every testimonial the report may show (4-5 stars, publication agreed, not removed), best first. */
  testimonials: z.array(reportTestimonialSchema),
  /** What the report shows when the speaker has not chosen: the best ones. */
  defaultTestimonialIds: z.array(z.number().int()),
});
export type OrganizerReportState = z.infer<typeof organizerReportStateSchema>;

/**
 * GET /api/speaker-admin/talks/{id}/organizer-report/preview(.pdf): the report with settings not
 * saved yet. `testimonialIds` is a comma-separated list ("12,7"; empty: none); without it, the
 * talk's best testimonials.
 */
export const organizerReportPreviewQuerySchema = z.object({
  note: noteSchema,
  testimonialIds: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return null;
      const parts = v.split(',').filter((p) => p.trim() !== '');
      const ids = parts.map((p) => (/^\d{1,10}$/.test(p.trim()) ? Number(p.trim()) : NaN));
      if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > ID_MAX)) {
        ctx.addIssue({ code: 'custom', message: 'must be testimonial ids separated by commas' });
        return z.NEVER;
      }
      if (ids.length > REPORT_TESTIMONIALS_MAX) {
        ctx.addIssue({ code: 'custom', message: TOO_MANY_TESTIMONIALS });
        return z.NEVER;
      }
      if (!distinct(ids)) {
        ctx.addIssue({ code: 'custom', message: LISTED_TWICE });
        return z.NEVER;
      }
      return ids;
    }),
});

const tag = 'organizer-report';
const reportPath = '/api/speaker-admin/talks/{id}/organizer-report' as const;
const talkParams = z.object({ id: idSchema });

export const getOrganizerReport = defineOperation({
  id: 'getOrganizerReport',
  method: 'GET',
  path: reportPath,
  summary: "A talk's organizer report: its link, settings and views, and the testimonials it may show",
  tag,
  params: talkParams,
  answers: { 200: organizerReportStateSchema },
  errors: [404],
});

export const createOrganizerReport = defineOperation({
  id: 'createOrganizerReport',
  method: 'POST',
  path: reportPath,
  summary: "Make the talk's report link for its organizer (the same link again while one exists)",
  description: 'Answers 201 with the new links; 200 with the existing ones, unchanged, while the talk has a report.',
  tag,
  params: talkParams,
  body: organizerReportSettingsSchema.nullish(),
  answers: { 201: organizerReportLinksSchema, 200: organizerReportLinksSchema },
  errors: [404],
});

export const updateOrganizerReport = defineOperation({
  id: 'updateOrganizerReport',
  method: 'PUT',
  path: reportPath,
  summary: "Change the report's note, testimonials and expiry; its link stays",
  tag,
  params: talkParams,
  body: organizerReportSettingsSchema,
  answers: { 200: organizerReportSchema },
  errors: [404],
});

export const deleteOrganizerReport = defineOperation({
  id: 'deleteOrganizerReport',
  method: 'DELETE',
  path: reportPath,
  summary: "Revoke the talk's report: both of its links answer 404 from now on",
  tag,
  params: talkParams,
  answers: { 204: null },
  errors: [404],
});

export const previewOrganizerReport = defineOperation({
  id: 'previewOrganizerReport',
  method: 'GET',
  path: `${reportPath}/preview`,
  summary: 'The report as its organizer would see it, with settings not saved yet (no view counted)',
  tag,
  params: talkParams,
  query: organizerReportPreviewQuerySchema,
  answers: { 200: { kind: 'file', contentTypes: ['text/html'], description: 'The report page' } },
  errors: [404],
});

export const previewOrganizerReportPdf = defineOperation({
  id: 'previewOrganizerReportPdf',
  method: 'GET',
  path: `${reportPath}/preview.pdf`,
  summary: 'The report as an A4 PDF, with settings not saved yet',
  tag,
  params: talkParams,
  query: organizerReportPreviewQuerySchema,
  answers: { 200: { kind: 'file', contentTypes: ['application/pdf'], description: 'The report as a PDF' } },
  errors: [404],
});
