import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  UNSUBSCRIBE_INVALID_MESSAGE,
  mailDetailSchema,
  mailListQuerySchema,
  mailListSchema,
  unsubscribeResultSchema,
  unsubscribeSchema,
} from '../../../shared/contract/outbox';
import { idSchema } from '../../../shared/contract/common';
import type { AppDeps } from '../../app';
import { badRequest } from '../../errors';
import { verifyUnsubscribeToken } from '../../mail/unsubscribe';
import { requireAdmin } from '../../plugins/auth';
import { memoryRateLimit } from '../../plugins/rate-limit';
import { appSecret } from '../../secrets';
import { recordMarketingOptOut } from '../privacy/service';
import { getMail, listMail, retryMail } from './service';

const idParams = z.object({ id: idSchema });

export async function outboxRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db, mailer, config } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['mail'];

  r.get(
    '/api/admin/mail-messages',
    { onRequest: requireAdmin, schema: { tags, querystring: mailListQuerySchema, response: { 200: mailListSchema } } },
    async (request) => listMail(db, mailer.transport, request.query),
  );

  r.get(
    '/api/admin/mail-messages/:id',
    { onRequest: requireAdmin, schema: { tags, params: idParams, response: { 200: mailDetailSchema } } },
    async (request) => getMail(db, request.params.id),
  );

  r.post(
    '/api/admin/mail-messages/:id/retry',
    { onRequest: requireAdmin, schema: { tags, params: idParams, response: { 200: mailDetailSchema } } },
    async (request) => {
      const mail = await retryMail(db, request.params.id);
      mailer.kick();
      return mail;
    },
  );

  // Mail clients send RFC 8058 one-click unsubscribes as a form post ("List-Unsubscribe=One-Click")
  // to the URL in the header, which carries the address and its signature in the query.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  r.post(
    '/api/unsubscribe',
    {
      onRequest: memoryRateLimit({ bucket: 'unsubscribe', max: 60, windowSeconds: 60 }),
      schema: {
        tags,
        querystring: unsubscribeSchema.partial(),
        response: { 200: unsubscribeResultSchema },
      },
    },
    async (request) => {
      const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
      const parsed = unsubscribeSchema.safeParse({
        email: request.query.email ?? body.email,
        token: request.query.token ?? body.token,
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const field = String(issue.path[0]);
        throw badRequest(`Invalid unsubscribe request: ${field} ${issue.message}`, { fields: [{ field, message: issue.message }] });
      }
      const { email, token } = parsed.data;
      if (!verifyUnsubscribeToken(appSecret(config), email, token)) {
        throw badRequest(UNSUBSCRIBE_INVALID_MESSAGE, { fields: [{ field: 'token', message: 'does not match the e-mail address' }] });
      }
      const at = await recordMarketingOptOut(db, email);
      return {
        email: email.trim().toLowerCase(),
        unsubscribedAt: at.toISOString(),
        message: 'You will not receive marketing e-mail from SpeakerPro any more.',
      };
    },
  );
}
