import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as ops from '../../../shared/contract/assessment';
import type { AppDeps } from '../../deps';
import { operationRoute } from '../../http/operations';
import { memoryRateLimit } from '../../plugins/rate-limit';
import {
  findQualifiedLead,
  listAssessments,
  listCampaignFeedback,
  listQualifiedLeads,
  saveCampaignFeedback,
  submitAssessment,
} from './service';

export async function assessmentRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Public forms: a visitor submits a handful; a script is stopped.
  const publicLimit = memoryRateLimit({ bucket: 'assessment', max: 30, windowSeconds: 600 });

  r.route({
    ...operationRoute(ops.submitAssessment),
    onRequest: publicLimit,
    handler: async (request, reply) => {
      const { mailer, config } = opts.deps;
      const assessment = await submitAssessment(db, request.body.email, request.body.answers, { mailer, publicUrl: config.publicUrl });
      mailer.kick();
      return reply.status(201).send(assessment);
    },
  });

  r.route({ ...operationRoute(ops.listAssessments), handler: async () => listAssessments(db) });

  r.route({
    ...operationRoute(ops.createQualifiedLead),
    onRequest: publicLimit,
    // Answers with the lead recorded when the assessment passed; writes nothing (see findQualifiedLead).
    handler: async (request, reply) => reply.status(201).send(await findQualifiedLead(db, request.body)),
  });

  r.route({ ...operationRoute(ops.listQualifiedLeads), handler: async () => listQualifiedLeads(db) });

  r.route({
    ...operationRoute(ops.submitCampaignFeedback),
    onRequest: publicLimit,
    handler: async (request, reply) => reply.status(201).send(await saveCampaignFeedback(db, request.body)),
  });

  r.route({
    ...operationRoute(ops.listCampaignFeedback),
    handler: async () => ({ responses: await listCampaignFeedback(db) }),
  });
}
