import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getAnalyticsDashboard,
  getVisitorFunnel as getVisitorFunnelOperation,
  trackAnalyticsEvent,
} from '../../../shared/contract/analytics';
import { operationRoute } from '../../http/operations';
import type { AppDeps } from '../../deps';
import { rateLimit } from '../../plugins/rate-limit';
import { ANALYTICS_TEST_PATH, getDashboard, getVisitorFunnel, recordEvent } from './service';
import { forbidden } from '../../errors';
import type { PageViewCounter } from './page-views';

export const ANALYTICS_TEST_OWNER_ONLY = 'Only the signed-in owner can send test events.';

/** `pageViews`: the app's page-view counter, written out before a report is read so it is up to date. */
export async function analyticsRoutes(app: FastifyInstance, opts: { deps: AppDeps; pageViews: PageViewCounter }) {
  const { db } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...operationRoute(trackAnalyticsEvent),
    // Anyone may call it, so the endpoint must not be a way to flood the table;
    // counted before validation so malformed calls use up the allowance too.
    onRequest: rateLimit(db, { bucket: 'analytics', max: 120, windowSeconds: 60 }),
    handler: async (request, reply) => {
      const isOwner = request.user?.role === 'admin';
      // The test page's sample events are the owner's to send: a visitor there is refused.
      if (request.body.pagePath === ANALYTICS_TEST_PATH && !isOwner) throw forbidden(ANALYTICS_TEST_OWNER_ONLY);
      // A page view sent here is answered and not recorded (decision 080): anyone can post one, so
      // it is no measure of visitors, and pages already served on attendees' phones still send them.
      // The server counts page views from the page requests themselves. Clicks, which only a page's
      // script can see, are still recorded for the dashboard's click counts; the funnel reads none of them.
      // The owner's own clicks are not audience traffic either; only their deliberate test events count.
      const isTest = request.body.pagePath === ANALYTICS_TEST_PATH;
      if (isTest || (!isOwner && request.body.eventType !== 'page_view')) await recordEvent(db, request.body);
      return reply.status(201).send({ success: true as const });
    },
  });

  r.route({
    ...operationRoute(getAnalyticsDashboard),
    handler: async () => {
      await opts.pageViews.flush();
      return getDashboard(db);
    },
  });

  r.route({
    ...operationRoute(getVisitorFunnelOperation),
    handler: async (request) => {
      await opts.pageViews.flush();
      return getVisitorFunnel(db, request.query.days);
    },
  });
}
