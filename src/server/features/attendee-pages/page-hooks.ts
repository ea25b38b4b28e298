import type { FastifyError, FastifyInstance } from 'fastify';
import { translator } from '../../../shared/i18n/catalogue';
import { isDatabaseUnavailableError } from '../../db/client';
import { AppError } from '../../errors';
import { messagePage } from '../../pages/pages';
import { findNulBytes } from '../../plugins/hostile-input';
import { sendGeneratedHtml } from '../../plugins/web-files';
import { pageLocale } from './page-language';

/**
 * How the attendee pages' plugin reads requests and answers them, whatever the page: form bodies,
 * the referrer policy, Vary, a NUL in the path, and its errors as pages. Added before the routes.
 */
export function registerPageHandling(app: FastifyInstance) {
  // Only this plugin's routes read form bodies (Fastify keeps a parser to the plugin that adds it);
  // the API goes on refusing them (plugins/csrf.ts).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // The app's default (no-referrer) makes Chromium send `Origin: null` with a form's post, which the
  // cross-site check (plugins/csrf.ts) must refuse. Same-origin keeps the page's own origin on its
  // post and still tells other sites (the gift's link) nothing.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('referrer-policy', 'same-origin');
  });

  // A page's words follow the browser's languages (when neither the talk nor the link sets one):
  // a shared cache must keep one copy per Accept-Language.
  app.addHook('onSend', async (_request, reply, payload) => {
    const vary = reply.getHeader('vary');
    if (
      !String(vary ?? '')
        .toLowerCase()
        .includes('accept-language')
    )
      reply.header('vary', vary ? `${String(vary)}, accept-language` : 'accept-language');
    return payload;
  });

  // A NUL in the path is no address a link or a QR code gives: it gets the answer every other path
  // with one gets (the API's 400 naming the path), not a page.
  app.addHook('onRequest', async (request, reply) => {
    if (!/%00/.test(request.url.split('?')[0] ?? '')) return;
    const problem = findNulBytes({ url: request.url, params: {}, query: {}, body: undefined })!;
    return reply.status(400).send({ message: problem.message, code: problem.code, details: problem.details });
  });

  // A page's errors as a page, not as the API's JSON: a refused cross-site post, a rate limit, a database restart.
  app.setErrorHandler(async (err: FastifyError, request, reply) => {
    const unavailable = isDatabaseUnavailableError(err);
    const status =
      err instanceof AppError ? err.statusCode : unavailable ? 503 : err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
    if (status >= 500 && !unavailable) request.log.error({ err }, 'attendee page failed');
    if (unavailable) reply.header('retry-after', '1');
    const t = translator(pageLocale(request));
    const message = status === 429 ? t('form.rateLimited') : status < 500 ? err.message : t('page.loadFailed');
    return sendGeneratedHtml(request, reply.status(status), messagePage({ t, title: t('page.feedbackTitle'), message, alert: true }));
  });
}
