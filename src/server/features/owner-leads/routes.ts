import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ownerLeadIdParamsSchema,
  ownerLeadSchema,
  ownerLeadsQuerySchema,
  ownerLeadsResponseSchema,
  updateOwnerLeadSchema,
} from '../../../shared/contract/owner-leads';
import type { AppDeps } from '../../deps';
import { leadsCsv, listLeads, updateLead } from '../../domain/owner-leads';

/** The owner's inbox of everything people asked of them (admin only). */
export async function ownerLeadsRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['owner-leads'];

  r.get(
    '/api/admin/leads',
    { schema: { tags, querystring: ownerLeadsQuerySchema, response: { 200: ownerLeadsResponseSchema } } },
    async (request) => listLeads(db, request.query),
  );

  r.get('/api/admin/leads/export.csv', { schema: { tags, querystring: ownerLeadsQuerySchema } }, async (request, reply) => {
    const csv = await leadsCsv(db, request.query);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="speakerpro-leads-${day}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(csv);
  });

  r.patch(
    '/api/admin/leads/:id',
    { schema: { tags, params: ownerLeadIdParamsSchema, body: updateOwnerLeadSchema, response: { 200: ownerLeadSchema } } },
    async (request) => updateLead(db, request.params.id, request.body),
  );
}
