import type { FastifyError, FastifyInstance } from 'fastify';
import { normalizeShortCode } from '../../../../shared/domain/short-link';
import { isDatabaseUnavailableError } from '../../../db/client';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import { memoryRateLimit } from '../../../plugins/rate-limit';
import { sendGeneratedHtml } from '../../../plugins/web-files';
import { messagePage } from '../../../pages/pages';
import { feedbackUrlForShortCode } from '../service';

/**
 * `/t/{code}`: a talk's short link, for the people in the room who type rather than scan. It sends
 * the browser on to the talk's feedback page (the address its QR code encodes). Any letter case
 * works; an unknown or malformed code is the app's 'Page Not Found' (404), like any other path.
 *
 * Limited per client address as attendees' answers are (a hall may share one Wi-Fi address): a
 * guesser gets that many tries a minute at codes of which about one in 887 million per talk is
 * taken, and a hit only opens a talk's public feedback page.
 */
export async function shortLinkRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db, config } = opts.deps;
  const limit = memoryRateLimit({ bucket: 'short-link', max: config.feedbackRateLimitPerMinute, windowSeconds: 60 });

  // People open this from a slide on their phones: a refusal or an outage is a page, not JSON.
  app.setErrorHandler(async (err: FastifyError, request, reply) => {
    const unavailable = isDatabaseUnavailableError(err);
    const status =
      err instanceof AppError ? err.statusCode : unavailable ? 503 : err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
    if (status >= 500 && !unavailable) request.log.error({ err }, 'short link failed');
    if (unavailable) reply.header('retry-after', '1');
    const text = status < 500 ? err.message : 'This link could not be opened just now. Please try again in a moment.';
    return sendGeneratedHtml(request, reply.status(status), messagePage({ title: 'Feedback', message: text, alert: true }));
  });

  app.get<{ Params: { code: string } }>('/t/:code', { onRequest: limit }, async (request, reply) => {
    const code = normalizeShortCode(request.params.code);
    const target = code === null ? null : await feedbackUrlForShortCode(db, config.publicUrl, code);
    if (target === null) return reply.callNotFound();
    // Not kept by browsers or proxies: a deleted talk's code stops working at once.
    return reply.header('cache-control', 'no-store').redirect(target, 302);
  });
}
