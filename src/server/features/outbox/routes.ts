import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  UNSUBSCRIBE_INVALID_MESSAGE,
  createUnsubscription,
  getMailAttachment,
  getMailMessage,
  listMailMessages,
  retryMailMessage,
  unsubscribeSchema,
} from '../../../shared/contract/outbox';
import { reportMailBounceOperation } from '../../../shared/contract/infrastructure';
import { operationRoute } from '../../http/operations';
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

export async function outboxRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db, mailer, config, storage } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({ ...operationRoute(listMailMessages), handler: async (request) => listMail(db, mailer.transport, request.query) });

  r.route({ ...operationRoute(getMailMessage), handler: async (request) => getMail(db, request.params.id) });

  r.route({
    ...operationRoute(getMailAttachment),
    handler: async (request, reply) => {
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
    },
  });

  // A failed message goes back in the queue: a new series of attempts, started at once.
  r.route({
    ...operationRoute(retryMailMessage),
    handler: async (request) => {
      const mail = await retryMail(db, request.params.id);
      mailer.kick();
      return mail;
    },
  });

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

  r.route({
    ...operationRoute(reportMailBounceOperation),
    onRequest: memoryRateLimit({ bucket: 'mail-bounces', max: 600, windowSeconds: 60 }),
    handler: async (request) => {
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
  });
}
