import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createPersonNoteSchema,
  peopleQuerySchema,
  peopleResponseSchema,
  personIdParamsSchema,
  personLeadStatusSchema,
  personNoteSchema,
  personSchema,
  sendPersonMessageSchema,
  sentPersonMessageSchema,
  setPersonLeadStatusSchema,
} from '../../../shared/contract/people';
import type { AppDeps } from '../../deps';
import { addPersonNote, getPerson, searchPeople, sendPersonMessage, setPersonLeadStatus } from './service';

/** One record per person in the owner's console (admin only, guarded by the /api/admin/ prefix). */
export async function peopleRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['people'];
  const params = personIdParamsSchema;

  r.get(
    '/api/admin/people',
    { schema: { tags, querystring: peopleQuerySchema, response: { 200: peopleResponseSchema } } },
    async (request) => ({
      people: await searchPeople(db, request.query.q),
    }),
  );

  r.get('/api/admin/people/:id', { schema: { tags, params, response: { 200: personSchema } } }, async (request) =>
    getPerson(db, opts.deps.config.publicUrl, request.params.id),
  );

  r.post(
    '/api/admin/people/:id/notes',
    { schema: { tags, params, body: createPersonNoteSchema, response: { 201: personNoteSchema } } },
    async (request, reply) => reply.status(201).send(await addPersonNote(db, request.params.id, request.body.text, request.user!.id)),
  );

  r.put(
    '/api/admin/people/:id/lead-status',
    { schema: { tags, params, body: setPersonLeadStatusSchema, response: { 200: personLeadStatusSchema } } },
    async (request) => setPersonLeadStatus(db, request.params.id, request.body.status),
  );

  r.post(
    '/api/admin/people/:id/messages',
    { schema: { tags, params, body: sendPersonMessageSchema, response: { 201: sentPersonMessageSchema } } },
    async (request, reply) => reply.status(201).send(await sendPersonMessage(opts.deps, request.params.id, request.body)),
  );
}
