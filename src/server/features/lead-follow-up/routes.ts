import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { updateLead } from '../../../shared/contract/lead-follow-up';
import type { AppDeps } from '../../deps';
import { operationRoute } from '../../http/operations';
import { updateOwnLead } from './service';

export async function leadFollowUpRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...operationRoute(updateLead),
    handler: async (request) => updateOwnLead(db, request.user!.id, request.params.responseId, request.body),
  });
}
