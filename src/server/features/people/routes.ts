import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as ops from '../../../shared/contract/people';
import type { AppDeps } from '../../deps';
import { operationRoute } from '../../http/operations';
import { addPersonNote, getPerson, searchPeople, sendPersonMessage, setPersonLeadStatus, type PeopleBorrowed } from './service';

/**
 * One record per person in the owner's console (admin only, guarded by the /api/admin/ prefix).
 * `borrowed`: what is held under an address and a campaign e-mail's values, from the features that
 * own them (given where the app is composed).
 */
export async function peopleRoutes(app: FastifyInstance, opts: { deps: AppDeps; borrowed: PeopleBorrowed }) {
  const { db } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({ ...operationRoute(ops.searchPeople), handler: async (request) => ({ people: await searchPeople(db, request.query.q) }) });

  r.route({
    ...operationRoute(ops.getPerson),
    handler: async (request) => getPerson(db, opts.deps.config.publicUrl, request.params.id, opts.borrowed),
  });

  r.route({
    ...operationRoute(ops.addPersonNote),
    handler: async (request, reply) =>
      reply.status(201).send(await addPersonNote(db, request.params.id, request.body.text, request.user!.id)),
  });

  r.route({
    ...operationRoute(ops.setPersonLeadStatus),
    handler: async (request) => setPersonLeadStatus(db, request.params.id, request.body.status),
  });

  r.route({
    ...operationRoute(ops.sendPersonMessage),
    handler: async (request, reply) => reply.status(201).send(await sendPersonMessage(opts.deps, request.params.id, request.body)),
  });
}
