import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createUpgradeRequest, getAccountPlan, getSpeakerPlan, setSpeakerPlan } from '../../../shared/contract/plans';
import { operationRoute } from '../../http/operations';
import type { AppDeps } from '../../deps';
import { notifyOwnerOfUrgentLeads, ownerLeadDeps } from '../../domain/owner-leads';
import {
  endPlan,
  getAccountPlan as readAccountPlan,
  getSpeakerPlan as readSpeakerPlan,
  grantPlan,
  createUpgradeRequest as requestUpgrade,
} from './service';

/**
 * Plans without a payment provider: the speaker sees their plan and asks for a paid one; the
 * owner sets plans by hand. The audience guards of each prefix apply.
 */
export async function plansRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...operationRoute(getAccountPlan),
    handler: async (request) => readAccountPlan(db, request.user!.id, Boolean(opts.deps.config.stripe)),
  });

  r.route({
    ...operationRoute(createUpgradeRequest),
    handler: async (request, reply) => {
      const created = await requestUpgrade(db, request.user!, request.body.plan);
      // The request is stored; if telling the owner fails now, the hourly sweep tells them later.
      await notifyOwnerOfUrgentLeads(ownerLeadDeps(opts.deps)).catch((err: unknown) =>
        request.log.warn({ err }, 'owner not yet told of an upgrade request'),
      );
      return reply.status(201).send(created);
    },
  });

  r.route({ ...operationRoute(getSpeakerPlan), handler: async (request) => readSpeakerPlan(db, request.params.id) });

  r.route({
    ...operationRoute(setSpeakerPlan),
    handler: async (request) => {
      const { plan, until, reason } = request.body;
      if (plan === 'free') return endPlan(db, request.user!, request.params.id, reason);
      return grantPlan(db, request.user!, request.params.id, { plan, until: until ? new Date(until) : undefined, reason });
    },
  });
}
