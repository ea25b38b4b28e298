import { z } from 'zod';
import { LITE_ASSESSMENT_REPORTS } from '../domain/free-tier';
import { PLAN_NAMES } from '../domain/plans';
import { idSchema } from './common';
import { defineOperation } from './operation';

export const REPORT_ADMIN_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReportAdminStatus = (typeof REPORT_ADMIN_STATUSES)[number];

export const REPORT_ACTIONS = ['approve', 'reject'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** The admin list polls at this pace; the approval page goes back to the list after the delay. */
export const REPORT_LIST_REFRESH_MS = 30_000;
export const REPORT_DECISION_REDIRECT_MS = 2000;

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const REPORT_MESSAGES = {
  notFoundTitle: 'Report Not Found',
  notFound: 'The requested assessment report could not be found.',
  notPending: (status: string) => `This report has already been ${status}; only pending reports can be decided.`,
  sendNotPending: (status: string) => `This report has already been ${status}; only pending reports can be sent for approval.`,
  liteLimit: `Your Lite plan includes ${LITE_ASSESSMENT_REPORTS} assessment reports. Reports beyond the first ${LITE_ASSESSMENT_REPORTS} are not included; contact the SpeakerPro team to unlock more.`,
  freeTier: `Assessment reports are part of the Lite plan, which includes ${LITE_ASSESSMENT_REPORTS} assessment reports. Upgrade to Lite to read and download yours.`,
} as const;

/**
 * A report's text as the pages and the Word document show it: headings, paragraphs and bullets,
 * each made of runs that are bold or not. Built on the server from the stored markdown-like text,
 * so the browser never interprets it as markup.
 */
export const reportRunSchema = z.object({ text: z.string(), bold: z.boolean() });
export type ReportRun = z.infer<typeof reportRunSchema>;

export const reportBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), level: z.number().int().min(1).max(3), text: z.string() }),
  z.object({ type: z.literal('paragraph'), runs: z.array(reportRunSchema) }),
  z.object({ type: z.literal('bullet'), runs: z.array(reportRunSchema) }),
]);
export type ReportBlock = z.infer<typeof reportBlockSchema>;

const reportBaseSchema = z.object({
  id: z.number().int(),
  speakerName: z.string(),
  speakerEmail: z.string(),
  email: z.string(),
  score: z.number().int(),
  maxScore: z.number().int(),
  percentage: z.number().int(),
  /** QUALIFIED at 80 points or more. */
  status: z.enum(['QUALIFIED', 'NOT_QUALIFIED']),
  passed: z.boolean(),
  generatedAt: z.string(),
  assessmentDate: z.string(),
  approvedAt: z.string().nullable(),
});

/** One row of GET /api/admin/assessment-reports. */
export const adminReportSchema = reportBaseSchema.extend({
  /** The id of the speaker account with this e-mail, when one exists. */
  speakerId: z.number().int().nullable(),
  adminStatus: z.enum(REPORT_ADMIN_STATUSES),
  approvalRequestedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

/** GET /api/admin/report-approval/{id}: the row plus the text. */
export const adminReportDetailSchema = adminReportSchema.extend({
  reportContent: z.string(),
  blocks: z.array(reportBlockSchema),
});
export type AdminReportDetail = z.infer<typeof adminReportDetailSchema>;

export const adminReportListQuerySchema = z.object({
  search: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  status: z.enum(['all', ...REPORT_ADMIN_STATUSES], { message: 'must be all, pending, approved or rejected' }).optional(),
});

export const reportIdParamsSchema = z.object({ id: idSchema });

/** The page sends who decided and the action, as the original did; the server uses the session instead. */
export const reportDecisionBodySchema = z
  .object({
    approvedBy: z.string().max(200).optional(),
    rejectedBy: z.string().max(200).optional(),
    action: z.enum(REPORT_ACTIONS, { message: 'must be approve or reject' }).optional(),
  })
  .nullish();

export const reportDecisionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  report: adminReportSchema,
  /** What happened to the e-mail telling the speaker the report is ready (approvals only). */
  speakerNotification: z.enum(['sent', 'outbox', 'queued', 'failed', 'skipped', 'none']),
});
export type ReportDecisionResponse = z.infer<typeof reportDecisionResponseSchema>;

export const sendReportApprovalResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  approvalUrl: z.string(),
  approvalRequestedAt: z.string(),
  /** sent: the mail server accepted it; outbox: no SMTP configured; queued: being retried. */
  emailStatus: z.enum(['sent', 'outbox', 'queued']),
});
export type SendReportApprovalResponse = z.infer<typeof sendReportApprovalResponseSchema>;

/** One of the signed-in speaker's approved reports. */
export const speakerReportSchema = reportBaseSchema.extend({
  downloadUrl: z.string(),
});
export type SpeakerReport = z.infer<typeof speakerReportSchema>;

export const speakerReportDetailSchema = speakerReportSchema.extend({
  blocks: z.array(reportBlockSchema),
});
export type SpeakerReportDetail = z.infer<typeof speakerReportDetailSchema>;

/** GET /api/speaker-admin/assessment-reports. */
export const speakerReportListSchema = z.object({
  reports: z.array(speakerReportSchema),
  plan: z.object({
    tier: z.enum(PLAN_NAMES),
    /** How many approved reports the plan opens. */
    included: z.number().int(),
    /** Approved reports the plan does not open (not listed). */
    locked: z.number().int(),
    /** Why some (or all) reports are locked; null when nothing is. */
    message: z.string().nullable(),
  }),
});
export type SpeakerReportList = z.infer<typeof speakerReportListSchema>;

const tag = 'reports';

export const listAssessmentReports = defineOperation({
  id: 'listAssessmentReports',
  method: 'GET',
  path: '/api/admin/assessment-reports',
  summary: 'List every assessment report and where it stands, newest first',
  tag,
  query: adminReportListQuerySchema,
  answers: { 200: z.array(adminReportSchema) },
});

export const getAssessmentReport = defineOperation({
  id: 'getAssessmentReport',
  method: 'GET',
  path: '/api/admin/assessment-reports/{id}',
  summary: 'Read one assessment report as the owner reviews it',
  tag,
  params: reportIdParamsSchema,
  answers: { 200: adminReportDetailSchema },
  errors: [404],
});

export const requestReportApproval = defineOperation({
  id: 'requestReportApproval',
  method: 'POST',
  path: '/api/admin/assessment-reports/{id}/approval-requests',
  summary: "E-mail the owner a pending report's approval link",
  tag,
  params: reportIdParamsSchema,
  body: z.unknown().optional(),
  answers: { 200: sendReportApprovalResponseSchema },
  errors: [404, 409],
});

export const approveAssessmentReport = defineOperation({
  id: 'approveAssessmentReport',
  method: 'POST',
  path: '/api/admin/assessment-reports/{id}/approval',
  summary: 'Approve a pending report, which tells its speaker it is ready',
  tag,
  params: reportIdParamsSchema,
  body: reportDecisionBodySchema,
  answers: { 200: reportDecisionResponseSchema },
  errors: [404, 409],
});

export const rejectAssessmentReport = defineOperation({
  id: 'rejectAssessmentReport',
  method: 'POST',
  path: '/api/admin/assessment-reports/{id}/rejection',
  summary: 'Reject a pending report: its speaker never sees it',
  tag,
  params: reportIdParamsSchema,
  body: reportDecisionBodySchema,
  answers: { 200: reportDecisionResponseSchema },
  errors: [404, 409],
});

export const listSpeakerReports = defineOperation({
  id: 'listSpeakerReports',
  method: 'GET',
  path: '/api/speaker-admin/assessment-reports',
  summary: "List the speaker's approved reports that their plan opens",
  tag,
  answers: { 200: speakerReportListSchema },
});

export const getSpeakerReport = defineOperation({
  id: 'getSpeakerReport',
  method: 'GET',
  path: '/api/speaker-admin/assessment-reports/{id}',
  summary: "Read one of the speaker's reports",
  tag,
  params: reportIdParamsSchema,
  answers: { 200: speakerReportDetailSchema },
  errors: [404],
});

export const getSpeakerReportDocx = defineOperation({
  id: 'getSpeakerReportDocx',
  method: 'GET',
  path: '/api/speaker-admin/assessment-reports/{id}/report.docx',
  summary: "Download one of the speaker's reports as a Word document",
  tag,
  params: reportIdParamsSchema,
  answers: { 200: { kind: 'file', contentTypes: [DOCX_CONTENT_TYPE], description: 'The report as a Word document' } },
  errors: [404],
});
