import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailableError } from '../db/client';
import { AppError } from '../errors';
import { sendGeneratedHtml } from '../plugins/web-files';
import { messagePage } from './pages';

/**
 * A page's errors answered as a page with `title` (not as the API's JSON) for the routes of the
 * plugin `app`: a refusal with its own message; a database that is away as 503 with Retry-After;
 * anything else as 500, logged, without its details.
 */
export function answerErrorsAsPage(app: FastifyInstance, title: string) {
  app.setErrorHandler(async (err: FastifyError, request, reply) => {
    const unavailable = isDatabaseUnavailableError(err);
    const status =
      err instanceof AppError ? err.statusCode : unavailable ? 503 : err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
    if (status >= 500 && !unavailable) request.log.error({ err }, `${title} page failed`);
    if (unavailable) reply.header('retry-after', '1');
    const message = status < 500 ? err.message : 'This page could not be loaded just now. Please try again in a moment.';
    return sendGeneratedHtml(request, reply.status(status), messagePage({ title, message, alert: true }));
  });
}
