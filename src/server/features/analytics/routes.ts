import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAnalyticsDashboard, trackAnalyticsEvent } from '../../../shared/contract/analytics';
import { operationRoute } from '../../http/operations';
import type { AppDeps } from '../../deps';
import { rateLimit } from '../../plugins/rate-limit';
import { getDashboard, recordEvent } from './service';
import { forbidden } from '../../errors';

export const ANALYTICS_TEST_PATH = '/analytics-test';
export const ANALYTICS_TEST_OWNER_ONLY = 'Only the signed-in owner can send test events.';

export async function analyticsRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...operationRoute(trackAnalyticsEvent),
    // Anyone may report a click, so the endpoint must not be a way to flood the table;
    // counted before validation so malformed calls use up the allowance too.
    onRequest: rateLimit(db, { bucket: 'analytics', max: 120, windowSeconds: 60 }),
    handler: async (request, reply) => {
      const isOwner = request.user?.role === 'admin';
      // The test page's sample events are the owner's to send: a visitor there is refused.
      if (request.body.pagePath === ANALYTICS_TEST_PATH && !isOwner) throw forbidden(ANALYTICS_TEST_OWNER_ONLY);
      // The owner's own browsing is not audience traffic; only their deliberate test events count.
      if (!isOwner || request.body.pagePath === ANALYTICS_TEST_PATH) await recordEvent(db, request.body);
      return reply.status(201).send({ success: true as const });
    },
  });

  r.route({ ...operationRoute(getAnalyticsDashboard), handler: async () => getDashboard(db) });
}
