import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOCX_CONTENT_TYPE,
  adminReportDetailSchema,
  adminReportListQuerySchema,
  adminReportSchema,
  reportDecisionBodySchema,
  reportDecisionParamsSchema,
  reportDecisionResponseSchema,
  reportIdParamsSchema,
  sendReportApprovalResponseSchema,
  speakerReportDetailSchema,
  speakerReportListSchema,
} from '../../../shared/contract/reports';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../errors';
import { requireVerifiedEmail } from '../../plugins/auth';
import { contentDisposition } from '../../http/content-disposition';
import { renderReportDocx, reportFileName } from './report-docx';
import { decideReport, getAdminReport, getSpeakerReport, listAdminReports, listSpeakerReports, sendReportForApproval } from './service';

export async function reportsRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db, mailer, config } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  r.get(
    '/api/admin/assessment-reports',
    { schema: { tags, querystring: adminReportListQuerySchema, response: { 200: z.array(adminReportSchema) } } },
    async (request) => listAdminReports(db, request.query),
  );

  r.get(
    '/api/admin/report-approval/:id',
    { schema: { tags, params: reportIdParamsSchema, response: { 200: adminReportDetailSchema } } },
    async (request) => getAdminReport(db, request.params.id),
  );

  r.post(
    '/api/admin/send-report-approval/:id',
    {
      schema: { tags, params: reportIdParamsSchema, body: z.unknown().optional(), response: { 200: sendReportApprovalResponseSchema } },
    },
    async (request) =>
      sendReportForApproval({ db, mailer, publicUrl: config.publicUrl, ownerEmail: config.admin?.email }, request.params.id),
  );

  r.post(
    '/api/admin/report-approval/:id/:action',
    {
      schema: { tags, params: reportDecisionParamsSchema, body: reportDecisionBodySchema, response: { 200: reportDecisionResponseSchema } },
    },
    async (request) => {
      const { action } = request.params;
      if (request.body?.action && request.body.action !== action) {
        throw badRequest(`Invalid body: action must match the path (${action})`, {
          fields: [{ field: 'action', message: `must match the path (${action})` }],
        });
      }
      // approvedBy/rejectedBy in the body are ignored: the decision is recorded against the session's admin.
      return decideReport({ db, mailer, publicUrl: config.publicUrl }, request.params.id, action, request.user!);
    },
  );

  r.get(
    '/api/speaker-admin/assessment-reports',
    { onRequest: requireVerifiedEmail, schema: { tags, response: { 200: speakerReportListSchema } } },
    async (request) => listSpeakerReports(db, request.user!),
  );

  r.get(
    '/api/speaker-admin/assessment-reports/:id',
    {
      onRequest: requireVerifiedEmail,
      schema: { tags, params: reportIdParamsSchema, response: { 200: speakerReportDetailSchema } },
    },
    async (request) => (await getSpeakerReport(db, request.user!, request.params.id)).detail,
  );

  r.get(
    '/api/speaker-admin/assessment-reports/:id/report.docx',
    { onRequest: requireVerifiedEmail, schema: { tags, params: reportIdParamsSchema } },
    async (request, reply) => {
      const { detail } = await getSpeakerReport(db, request.user!, request.params.id);
      // The report is the signed-in speaker's own; the name it is shown under (the one rule: their
      // profile's, else their account's) heads it.
      const speakerName = detail.speakerName;
      const docx = await renderReportDocx({
        speakerName,
        speakerEmail: detail.speakerEmail,
        assessmentDate: new Date(detail.assessmentDate),
        score: detail.score,
        maxScore: detail.maxScore,
        percentage: detail.percentage,
        passed: detail.passed,
        blocks: detail.blocks,
      });
      const fileName = reportFileName(speakerName, new Date(detail.generatedAt));
      return reply
        .type(DOCX_CONTENT_TYPE)
        .header('content-disposition', contentDisposition('attachment', fileName))
        .header('cache-control', 'private, no-store')
        .send(docx);
    },
  );
}
