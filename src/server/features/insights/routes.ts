import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAudienceInsights, getInsights, getTalkRatings } from '../../../shared/contract/insights';
import type { AppDeps } from '../../deps';
import { operationRoute } from '../../http/operations';
import { audienceInsights, talkInsights, talkRatings } from './service';

export async function insightsRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...operationRoute(getInsights),
    handler: async (request) => ({ talks: await talkInsights(db, request.user!.id) }),
  });

  r.route({
    ...operationRoute(getAudienceInsights),
    handler: async (request) => audienceInsights(db, request.user!.id),
  });

  r.route({
    ...operationRoute(getTalkRatings),
    handler: async (request) => talkRatings(db, request.user!.id, request.params.id),
  });
}
