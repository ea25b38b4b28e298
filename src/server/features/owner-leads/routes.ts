import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as ops from '../../../shared/contract/owner-leads';
import type { AppDeps } from '../../deps';
import { operationRoute } from '../../http/operations';
import { leadsCsv, listLeads, updateLead } from '../../domain/owner-leads';

/** The owner's inbox of everything people asked of them (admin only). */
export async function ownerLeadsRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({ ...operationRoute(ops.listOwnerLeads), handler: async (request) => listLeads(db, request.query) });

  r.route({
    ...operationRoute(ops.getOwnerLeadsCsv),
    handler: async (request, reply) => {
      const csv = await leadsCsv(db, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="speakerpro-leads-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  });

  r.route({ ...operationRoute(ops.updateOwnerLead), handler: async (request) => updateLead(db, request.params.id, request.body) });
}
