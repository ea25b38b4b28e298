import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as ops from '../../../shared/contract/reports';
import { DOCX_CONTENT_TYPE, type ReportAction } from '../../../shared/contract/reports';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../errors';
import { operationRoute } from '../../http/operations';
import { requireVerifiedEmail } from '../../plugins/auth';
import { contentDisposition } from '../../http/content-disposition';
import { lazy } from '../../lazy';
import { decideReport, getAdminReport, getSpeakerReport, listAdminReports, listSpeakerReports, sendReportForApproval } from './service';

// docx loads with the first Word report asked for.
const reportDocx = lazy(() => import('./report-docx'));

/** A body may repeat the decision (the pages send it); it must then be the one its path makes. */
function checkBodyAction(action: ReportAction, body: { action?: ReportAction } | null | undefined) {
  if (body?.action && body.action !== action) {
    throw badRequest(`Invalid body: action must match the path (${action})`, {
      fields: [{ field: 'action', message: `must match the path (${action})` }],
    });
  }
}

export async function reportsRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db, mailer, config } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({ ...operationRoute(ops.listAssessmentReports), handler: async (request) => listAdminReports(db, request.query) });

  r.route({ ...operationRoute(ops.getAssessmentReport), handler: async (request) => getAdminReport(db, request.params.id) });

  r.route({
    ...operationRoute(ops.requestReportApproval),
    handler: async (request) =>
      sendReportForApproval({ db, mailer, publicUrl: config.publicUrl, ownerEmail: config.admin?.email }, request.params.id),
  });

  // approvedBy/rejectedBy in the body are ignored: the decision is recorded against the session's admin.
  for (const [op, action] of [
    [ops.approveAssessmentReport, 'approve'],
    [ops.rejectAssessmentReport, 'reject'],
  ] as const) {
    r.route({
      ...operationRoute(op),
      handler: async (request) => {
        checkBodyAction(action, request.body);
        return decideReport({ db, mailer, publicUrl: config.publicUrl }, request.params.id, action, request.user!);
      },
    });
  }

  r.route({
    ...operationRoute(ops.listSpeakerReports),
    onRequest: requireVerifiedEmail,
    handler: async (request) => listSpeakerReports(db, request.user!),
  });

  r.route({
    ...operationRoute(ops.getSpeakerReport),
    onRequest: requireVerifiedEmail,
    handler: async (request) => (await getSpeakerReport(db, request.user!, request.params.id)).detail,
  });

  r.route({
    ...operationRoute(ops.getSpeakerReportDocx),
    onRequest: requireVerifiedEmail,
    handler: async (request, reply) => {
      const { detail } = await getSpeakerReport(db, request.user!, request.params.id);
      // The report is the signed-in speaker's own; the name it is shown under (the one rule: their
      // profile's, else their account's) heads it.
      const speakerName = detail.speakerName;
      const { renderReportDocx, reportFileName } = await reportDocx();
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
  });
}
