import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  completeGmailConnectionOperation,
  connectMailAccountOperation,
  disconnectMailAccountOperation,
  listMailAccountsOperation,
  sendMailAccountTestMessageOperation,
} from '../../../shared/contract/mail-accounts';
import { operationRoute } from '../../http/operations';
import type { AppDeps } from '../../deps';
import { createMailAccountsService } from './service';

/** Where the browser lands after the provider's redirect (the web app's /email-integration page). */
const INTEGRATION_PAGE = '/email-integration';

export async function mailAccountsRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { deps } = opts;
  const service = createMailAccountsService({ db: deps.db, config: deps.config, log: app.log });
  // Every app instance sends a speaker's queued mail through their connected account.
  deps.mailer.useAccountTransport((userId) => service.resolveAccountTransport(userId));

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({ ...operationRoute(listMailAccountsOperation), handler: async (request) => service.authStatus(request.user!.id) });

  r.route({
    ...operationRoute(connectMailAccountOperation),
    handler: async (request) => ({ authUrl: await service.startConnect(request.user!, request.params.provider) }),
  });

  // The provider sends the browser here; every outcome is a redirect to the page, never JSON.
  r.route({
    ...operationRoute(completeGmailConnectionOperation),
    handler: async (request, reply) => {
      const outcome = await service.completeConnect(request.user?.id ?? null, request.query);
      reply.header('cache-control', 'no-store');
      if (outcome.ok) return reply.redirect(`${INTEGRATION_PAGE}?connected=gmail`);
      request.log.warn({ error: outcome.error, detail: outcome.detail }, 'gmail connection failed');
      return reply.redirect(`${INTEGRATION_PAGE}?error=${encodeURIComponent(outcome.error)}`);
    },
  });

  r.route({
    ...operationRoute(disconnectMailAccountOperation),
    handler: async (request) => service.disconnect(request.user!.id, request.params.provider),
  });

  r.route({
    ...operationRoute(sendMailAccountTestMessageOperation),
    handler: async (request) => service.testConnection(request.user!.id, request.params.provider),
  });
}
