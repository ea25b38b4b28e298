import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiKeyListSchema, apiKeyParamsSchema, createApiKeySchema, createdApiKeySchema } from '../../../shared/contract/api-keys';
import type { AppDeps } from '../../deps';
import { createApiKey, listApiKeys, revokeApiKey } from './service';

/**
 * The signed-in speaker's API keys (the /api/speaker-admin/ guard applies; a keyed request is
 * refused here before it, see http/api-key-access.ts).
 */
export async function apiKeysRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['api-keys'];

  r.post(
    '/api/speaker-admin/api-keys',
    { schema: { tags, body: createApiKeySchema, response: { 201: createdApiKeySchema } } },
    async (request, reply) => reply.status(201).send(await createApiKey(db, request.user!.id, request.body)),
  );

  r.get('/api/speaker-admin/api-keys', { schema: { tags, response: { 200: apiKeyListSchema } } }, async (request) =>
    listApiKeys(db, request.user!.id),
  );

  r.delete('/api/speaker-admin/api-keys/:id', { schema: { tags, params: apiKeyParamsSchema } }, async (request, reply) => {
    await revokeApiKey(db, request.user!.id, request.params.id);
    return reply.status(204).send();
  });
}
