import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  UNSUBSCRIBE_INVALID_MESSAGE,
  mailBounceResultSchema,
  mailDetailSchema,
  mailListQuerySchema,
  mailListSchema,
  createUnsubscription,
  unsubscribeSchema,
} from '../../../shared/contract/outbox';
import { operationRoute } from '../../http/operations';
import { idSchema } from '../../../shared/contract/common';
import type { AppDeps } from '../../deps';
import { timingSafeEqual } from 'node:crypto';
import { badRequest, notFound, unauthorized } from '../../errors';
import { parseBounceReport, recordBounce } from '../../mail/bounces';
import { messageIdDomainOf } from '../../mail/mailer';
import { verifyUnsubscribeToken } from '../../mail/unsubscribe';
import { memoryRateLimit } from '../../plugins/rate-limit';
import { appSecret } from '../../secrets';
import { recordMarketingOptOut } from '../../domain/opt-outs';
import { getMail, listMail, mailAttachment, retryMail } from './service';
import { attachmentDisposition } from '../../http/content-disposition';

const idParams = z.object({ id: idSchema });
const attachmentParams = z.object({
  id: idSchema,
  index: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(50, 'must be at most 50'),
});

export async function outboxRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db, mailer, config, storage } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['mail'];

  r.get(
    '/api/admin/mail-messages',
    { schema: { tags, querystring: mailListQuerySchema, response: { 200: mailListSchema } } },
    async (request) => listMail(db, mailer.transport, request.query),
  );

  r.get('/api/admin/mail-messages/:id', { schema: { tags, params: idParams, response: { 200: mailDetailSchema } } }, async (request) =>
    getMail(db, request.params.id),
  );

  r.get('/api/admin/mail-messages/:id/attachments/:index', { schema: { tags, params: attachmentParams } }, async (request, reply) => {
    const attachment = await mailAttachment(db, request.params.id, request.params.index);
    const file = await storage.get(attachment.fileId);
    const opened = file ? await storage.open(file) : null;
    if (!opened) throw notFound('Attachment not found');
    return reply
      .header('content-type', attachment.contentType)
      .header('content-length', opened.size)
      .header('content-disposition', attachmentDisposition(attachment.filename))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(opened.stream);
  });

  r.post(
    '/api/admin/mail-messages/:id/retry',
    { schema: { tags, params: idParams, response: { 200: mailDetailSchema } } },
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

  r.route({
    ...operationRoute(createUnsubscription),
    onRequest: memoryRateLimit({ bucket: 'unsubscribe', max: 60, windowSeconds: 60 }),
    handler: async (request) => {
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
  });

  // Bounce reports arrive as whole messages (a mailbox's pipe or a provider's forwarding hook).
  // Only as message/rfc822: text/plain bodies are refused app-wide (plugins/csrf.ts).
  app.addContentTypeParser('message/rfc822', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_req, body, done) => {
    done(null, String(body));
  });

  r.post(
    '/api/public/mail-bounces',
    {
      onRequest: memoryRateLimit({ bucket: 'mail-bounces', max: 600, windowSeconds: 60 }),
      schema: {
        tags,
        description:
          'Feeds a bounce back in: the raw delivery status notification (RFC 3464) that came to MAIL_RETURN_PATH, as message/rfc822, with `Authorization: Bearer <MAIL_BOUNCE_TOKEN>`. Answers 404 when MAIL_BOUNCE_TOKEN is not set.',
        response: { 200: mailBounceResultSchema },
      },
    },
    async (request) => {
      const expected = config.mailBounceToken;
      if (!expected) throw notFound();
      const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const a = Buffer.from(given);
      const b = Buffer.from(expected);
      if (a.length !== b.length || !timingSafeEqual(a, b)) throw unauthorized('A valid bounce token is required');
      if (typeof request.body !== 'string' || request.body.trim() === '') {
        throw badRequest('The body must be the bounce message itself', { fields: [{ field: 'body', message: 'must be a message' }] });
      }
      const report = parseBounceReport(request.body, messageIdDomainOf(config.publicUrl));
      return { recorded: report !== null && (await recordBounce(db, report)) };
    },
  );
}
