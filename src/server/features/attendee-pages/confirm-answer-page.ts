import type { FastifyInstance } from 'fastify';
import { translator } from '../../../shared/i18n/catalogue';
import { supportedLocale } from '../../../shared/i18n/locales';
import { AppError } from '../../errors';
import { confirmAnswerPage } from '../../pages/pages';
import { memoryRateLimit } from '../../plugins/rate-limit';
import { sendGeneratedHtml } from '../../plugins/web-files';
import type { PageContext } from './page-context';
import { pageLocale } from './page-language';

/**
 * The link e-mailed to confirm a changed answer, in the language the answer was given in.
 * Opening it changes nothing; the button posts the token back (a form post, allowed only here
 * and on the answer pages: plugins/csrf.ts).
 */
export function confirmAnswerPageRoutes(app: FastifyInstance, context: PageContext) {
  const { script } = context;
  const { pendingLanguage, confirmPending } = context.borrowed.answers;
  const confirmLimit = memoryRateLimit({ bucket: 'confirm-answer-page', max: 30, windowSeconds: 60 });

  app.get<{ Querystring: { token?: string; lang?: string } }>('/confirm-answer', { onRequest: confirmLimit }, async (request, reply) => {
    const token = typeof request.query.token === 'string' && request.query.token.length <= 200 ? request.query.token : null;
    const language = token ? await pendingLanguage(token) : null;
    const t = translator(language ?? pageLocale(request));
    return sendGeneratedHtml(request, reply.status(token ? 200 : 400), confirmAnswerPage({ t, token, script }));
  });
  app.post('/confirm-answer', { onRequest: confirmLimit }, async (request, reply) => {
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const token = typeof body.token === 'string' && body.token !== '' && body.token.length <= 200 ? body.token : null;
    const asked = typeof body.lang === 'string' ? supportedLocale(body.lang) : null;
    const t = translator(asked ?? pageLocale(request));
    if (!token) return sendGeneratedHtml(request, reply.status(400), confirmAnswerPage({ t, token: null, script }));
    try {
      const { talkTitle } = await confirmPending(token);
      return sendGeneratedHtml(request, reply, confirmAnswerPage({ t, token, outcome: { saved: talkTitle }, script }));
    } catch (err) {
      if (!(err instanceof AppError) || err.statusCode !== 400) throw err;
      return sendGeneratedHtml(
        request,
        reply.status(400),
        confirmAnswerPage({ t, token, outcome: { problem: t('confirm.invalid') }, script }),
      );
    }
  });
}
