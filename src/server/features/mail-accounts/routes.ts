import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authStatusSchema,
  connectResponseSchema,
  disconnectResponseSchema,
  oauthCallbackQuerySchema,
  providerParamsSchema,
  testConnectionResponseSchema,
} from '../../../shared/contract/mail-accounts';
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
  const tags = ['mail-accounts'];

  r.get('/api/speaker-admin/auth-status', { schema: { tags, response: { 200: authStatusSchema } } }, async (request) =>
    service.authStatus(request.user!.id),
  );

  r.post(
    '/api/speaker-admin/mail-accounts/:provider/connect',
    { schema: { tags, params: providerParamsSchema, response: { 200: connectResponseSchema } } },
    async (request) => ({ authUrl: await service.startConnect(request.user!, request.params.provider) }),
  );

  // The provider sends the browser here; every outcome is a redirect to the page, never JSON.
  r.get('/api/public/mail-accounts/gmail/callback', { schema: { tags, querystring: oauthCallbackQuerySchema } }, async (request, reply) => {
    const outcome = await service.completeConnect(request.user?.id ?? null, request.query);
    reply.header('cache-control', 'no-store');
    if (outcome.ok) return reply.redirect(`${INTEGRATION_PAGE}?connected=gmail`);
    request.log.warn({ error: outcome.error, detail: outcome.detail }, 'gmail connection failed');
    return reply.redirect(`${INTEGRATION_PAGE}?error=${encodeURIComponent(outcome.error)}`);
  });

  r.post(
    '/api/speaker-admin/mail-accounts/:provider/disconnect',
    { schema: { tags, params: providerParamsSchema, response: { 200: disconnectResponseSchema } } },
    async (request) => service.disconnect(request.user!.id, request.params.provider),
  );

  r.post(
    '/api/speaker-admin/mail-accounts/:provider/test',
    { schema: { tags, params: providerParamsSchema, response: { 200: testConnectionResponseSchema } } },
    async (request) => service.testConnection(request.user!.id, request.params.provider),
  );
}
