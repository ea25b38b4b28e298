import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventIdParamsSchema } from '../../../shared/contract/events';
import { eventTakeawaysSchema } from '../../../shared/contract/takeaways';
import type { AppDeps } from '../../deps';
import { eventTakeaways } from './service';

export async function takeawaysRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/speaker-admin/events/:id/takeaways',
    { schema: { tags: ['events'], params: eventIdParamsSchema, response: { 200: eventTakeawaysSchema } } },
    async (request) => eventTakeaways(db, request.user!.id, request.params.id),
  );
}
