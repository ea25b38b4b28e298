import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createApiKeyOperation, listApiKeysOperation, revokeApiKeyOperation } from '../../../shared/contract/api-keys';
import { operationRoute } from '../../http/operations';
import type { AppDeps } from '../../deps';
import { createApiKey, listApiKeys, revokeApiKey } from './service';

/**
 * The signed-in speaker's API keys (the /api/speaker-admin/ guard applies; a keyed request is
 * refused here before it, see http/api-key-access.ts).
 */
export async function apiKeysRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...operationRoute(createApiKeyOperation),
    handler: async (request, reply) => reply.status(201).send(await createApiKey(db, request.user!.id, request.body)),
  });

  r.route({ ...operationRoute(listApiKeysOperation), handler: async (request) => listApiKeys(db, request.user!.id) });

  r.route({
    ...operationRoute(revokeApiKeyOperation),
    handler: async (request, reply) => {
      await revokeApiKey(db, request.user!.id, request.params.id);
      return reply.status(204).send();
    },
  });
}
