import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getTalkTakeaways } from '../../../shared/contract/takeaways';
import type { AppDeps } from '../../deps';
import { operationRoute } from '../../http/operations';
import { eventTakeaways } from './service';

export async function takeawaysRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...operationRoute(getTalkTakeaways),
    handler: async (request) => eventTakeaways(db, request.user!.id, request.params.id),
  });
}
