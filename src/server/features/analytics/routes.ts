import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsDashboardSchema, trackEventSchema } from '../../../shared/contract/analytics';
import { successSchema } from '../../../shared/contract/common';
import type { AppDeps } from '../../app';
import { requireAdmin } from '../../plugins/auth';
import { rateLimit } from '../../plugins/rate-limit';
import { getDashboard, recordEvent } from './service';

export async function analyticsRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/analytics/track',
    {
      // Anyone may report a click, so the endpoint must not be a way to flood the table;
      // counted before validation so malformed calls use up the allowance too.
      onRequest: rateLimit(db, { bucket: 'analytics', max: 120, windowSeconds: 60 }),
      schema: { tags: ['analytics'], body: trackEventSchema, response: { 201: successSchema } },
    },
    async (request, reply) => {
      await recordEvent(db, request.body);
      return reply.status(201).send({ success: true as const });
    },
  );

  r.get(
    '/api/analytics/dashboard',
    { onRequest: requireAdmin, schema: { tags: ['analytics'], response: { 200: analyticsDashboardSchema } } },
    async () => getDashboard(db),
  );
}
