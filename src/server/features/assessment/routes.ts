import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assessmentSchema,
  campaignFeedbackSchema,
  createQualifiedLeadSchema,
  qualifiedLeadSchema,
  submitAssessmentSchema,
  submitCampaignFeedbackSchema,
} from '../../../shared/contract/assessment';
import type { AppDeps } from '../../deps';
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
  const tags = ['assessment'];
  // Public forms: a visitor submits a handful; a script is stopped.
  const publicLimit = memoryRateLimit({ bucket: 'assessment', max: 30, windowSeconds: 600 });

  r.post(
    '/api/public/assessment',
    { onRequest: publicLimit, schema: { tags, body: submitAssessmentSchema, response: { 201: assessmentSchema } } },
    async (request, reply) => {
      const { mailer, config } = opts.deps;
      const assessment = await submitAssessment(db, request.body.email, request.body.answers, { mailer, publicUrl: config.publicUrl });
      mailer.kick();
      return reply.status(201).send(assessment);
    },
  );

  r.get('/api/admin/assessment', { schema: { tags, response: { 200: z.array(assessmentSchema) } } }, async () => listAssessments(db));

  r.post(
    '/api/public/qualified-leads',
    { onRequest: publicLimit, schema: { tags, body: createQualifiedLeadSchema, response: { 201: qualifiedLeadSchema } } },
    // Answers with the lead recorded when the assessment passed; writes nothing (see findQualifiedLead).
    async (request, reply) => reply.status(201).send(await findQualifiedLead(db, request.body)),
  );

  r.get('/api/admin/qualified-leads', { schema: { tags, response: { 200: z.array(qualifiedLeadSchema) } } }, async () =>
    listQualifiedLeads(db),
  );

  r.post(
    '/api/public/campaign-feedback',
    { onRequest: publicLimit, schema: { tags, body: submitCampaignFeedbackSchema, response: { 201: campaignFeedbackSchema } } },
    async (request, reply) => reply.status(201).send(await saveCampaignFeedback(db, request.body)),
  );

  r.get(
    '/api/admin/campaign-feedback',
    { schema: { tags, response: { 200: z.object({ responses: z.array(campaignFeedbackSchema) }) } } },
    async () => ({ responses: await listCampaignFeedback(db) }),
  );
}
