import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createOrganizerReport,
  deleteOrganizerReport,
  getOrganizerReport,
  previewOrganizerReport,
  previewOrganizerReportPdf,
  updateOrganizerReport,
} from '../../../shared/contract/organizer-report';
import { operationRoute } from '../../http/operations';
import { isDatabaseUnavailableError } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { memoryRateLimit } from '../../plugins/rate-limit';
import { sendGeneratedHtml } from '../../plugins/web-files';
import { speakerLogo } from '../../domain/speaker-card';
import { reportContent, type ReportContent } from './content';
import { contentDisposition } from '../../http/content-disposition';
import { fileNamePart } from '../../../shared/domain/slug';
import { reportNotFoundPage, reportPage, reportProblemPage } from './page';
import { lazy } from '../../lazy';
import { createReport, deleteReport, previewSettings, recordView, reportForToken, reportState, updateReport } from './service';

// pdfkit and the fonts load with the first report PDF asked for.
const reportPdfModule = lazy(() => import('./pdf'));

/** Opens of report links per client address per minute: plenty for an office behind one address, nothing for guessing. */
const REPORT_OPENS_PER_MINUTE = 60;

const PDF_SUFFIX = '.pdf';

/** "impact-report-equipes-hybrides.pdf": the talk's title in any script (fileNamePart). */
function pdfFileName(content: ReportContent): string {
  const part = fileNamePart(content.talkTitle);
  return `impact-report${part ? `-${part}` : ''}.pdf`;
}

async function sendPdf(reply: FastifyReply, deps: AppDeps, content: ReportContent) {
  const logo = await speakerLogo(deps, content.speakerUserId);
  const bytes = await (await reportPdfModule()).reportPdf(content, logo);
  return reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition('inline', pdfFileName(content)))
    .send(bytes);
}

/**
 * The speaker's side of the organizer's report, under /api/speaker-admin/ (its prefix guards every
 * route: a signed-in speaker; another speaker's talk is a 404 like a missing one).
 */
export async function organizerReportRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { deps } = opts;
  const { db, config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...operationRoute(getOrganizerReport),
    handler: async (request) => reportState(db, config, request.user!.id, request.params.id),
  });

  // 201 with the new links; while the talk has a report, 200 with the same links and nothing changed:
  // the link already sent to the organizer keeps working after a second click or a second tab.
  r.route({
    ...operationRoute(createOrganizerReport),
    handler: async (request, reply) => {
      const settings = request.body ?? { note: null, testimonialIds: null, expiresOn: null };
      const { created, links } = await createReport(db, config, request.user!.id, request.params.id, settings);
      return reply.status(created ? 201 : 200).send(links);
    },
  });

  r.route({
    ...operationRoute(updateOrganizerReport),
    handler: async (request) => updateReport(db, config, request.user!.id, request.params.id, request.body),
  });

  r.route({
    ...operationRoute(deleteOrganizerReport),
    handler: async (request, reply) => {
      await deleteReport(db, request.user!.id, request.params.id);
      return reply.status(204).send();
    },
  });

  // The report as the organizer would see it, with settings not saved yet; no view is counted.
  r.route({
    ...operationRoute(previewOrganizerReport),
    handler: async (request, reply) => {
      const settings = await previewSettings(db, request.user!.id, request.params.id, request.query);
      const content = await reportContent(db, request.params.id, settings);
      const pdfHref = request.url.replace(/\/preview(?=\?|$)/, `/preview${PDF_SUFFIX}`);
      return sendGeneratedHtml(request, reply, reportPage(content, { pdfHref, preview: true }));
    },
  });

  r.route({
    ...operationRoute(previewOrganizerReportPdf),
    handler: async (request, reply) => {
      const settings = await previewSettings(db, request.user!.id, request.params.id, request.query);
      return sendPdf(reply, deps, await reportContent(db, request.params.id, settings));
    },
  });
}

/**
 * The organizer's report at {PUBLIC_URL}/r/{token} (a page) and /r/{token}.pdf: no account, the
 * token is the permission. Made on the server at every open from the database, so a revocation, an
 * expiry or an attendee's opt-out holds at the next request in every process. Registered before the
 * web app's fallback: a link that opens nothing is this plugin's 404 page, never the app.
 */
export async function organizerReportPageRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { deps } = opts;
  const { db, config } = deps;
  const opens = memoryRateLimit({
    bucket: 'organizer-report-page',
    max: REPORT_OPENS_PER_MINUTE,
    windowSeconds: 60,
    message: 'Too many report pages were opened from this network. Please wait a minute and try again.',
  });

  app.addHook('onRequest', async (_request, reply) => {
    // The token is in the address: search engines keep out, and no linked site learns it.
    reply.header('x-robots-tag', 'noindex, nofollow');
    reply.header('referrer-policy', 'no-referrer');
  });
  // Nothing keeps a copy that could outlive a revocation: no browser cache, no shared cache.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });

  const notFoundPage = (request: FastifyRequest, reply: FastifyReply) =>
    sendGeneratedHtml(request, reply.status(404), reportNotFoundPage());

  app.setErrorHandler(async (err: FastifyError, request, reply) => {
    const unavailable = isDatabaseUnavailableError(err);
    const status =
      err instanceof AppError ? err.statusCode : unavailable ? 503 : err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
    if (status >= 500 && !unavailable) request.log.error({ err }, 'organizer report failed');
    if (unavailable) reply.header('retry-after', '1');
    const message = status < 500 ? err.message : 'This report could not be loaded just now. Please try again in a moment.';
    return sendGeneratedHtml(request, reply.status(status), reportProblemPage(message));
  });

  app.get<{ Params: { name: string } }>('/r/:name', { onRequest: opens }, async (request, reply) => {
    const name = request.params.name;
    const pdf = name.endsWith(PDF_SUFFIX);
    const token = pdf ? name.slice(0, -PDF_SUFFIX.length) : name;
    const report = await reportForToken(db, config, token);
    if (!report) return notFoundPage(request, reply);
    const content = await reportContent(db, report.eventId, report);
    if (pdf) return sendPdf(reply, deps, content);
    // A view is the page opened: the PDF is usually the same reader saving or printing it, and a
    // HEAD (a link preview checking the address) reads nothing.
    if (request.method === 'GET') await recordView(db, report.id);
    return sendGeneratedHtml(request, reply, reportPage(content, { pdfHref: `${token}${PDF_SUFFIX}` }));
  });
}
