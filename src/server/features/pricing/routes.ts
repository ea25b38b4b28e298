import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deletePlanPrice, getPublicPlans, listPlanPrices, savePlanPrice } from '../../../shared/contract/plan-prices';
import { operationRoute } from '../../http/operations';
import type { AppDeps } from '../../deps';
import { readPlanPrices, removePlanPrice, writePlanPrice } from '../../domain/plan-prices';
import { trialDays } from '../../domain/plans';
import { memoryRateLimit } from '../../plugins/rate-limit';
import { sendGeneratedHtml } from '../../plugins/web-files';
import { answerErrorsAsPage } from '../../pages/page-errors';
import { PRICING_PATH, pricingPageHtml } from './page';
import { publicPlans } from './service';

/** The owner's prices of the paid plans (kept as settings), and the plans as anyone may read them. */
export async function pricingRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...operationRoute(getPublicPlans),
    onRequest: memoryRateLimit({ bucket: 'public-plans', max: 300, windowSeconds: 60 }),
    handler: async () => publicPlans(db),
  });

  r.route({ ...operationRoute(listPlanPrices), handler: async () => readPlanPrices(db) });

  r.route({
    ...operationRoute(savePlanPrice),
    handler: async (request) => {
      const price = request.body;
      await writePlanPrice(db, request.params.plan, price);
      return price;
    },
  });

  r.route({
    ...operationRoute(deletePlanPrice),
    handler: async (request, reply) => {
      await removePlanPrice(db, request.params.plan);
      return reply.status(204).send();
    },
  });
}

/**
 * /pricing, made on the server (it needs no script): registered before the web app's fallback,
 * like the proof pages, since the address is not one of the app's pages. Revalidated on every
 * view, so a price the owner changes shows at once.
 */
export async function pricingPages(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db, config } = opts.deps;

  answerErrorsAsPage(app, 'Plans and prices');

  app.get(
    PRICING_PATH,
    { onRequest: memoryRateLimit({ bucket: 'pricing-page', max: 600, windowSeconds: 60 }), schema: { hide: true } },
    async (request, reply) => {
      const [{ plans }, days] = await Promise.all([publicPlans(db), trialDays(db)]);
      return sendGeneratedHtml(request, reply, pricingPageHtml({ plans, trialDays: days, publicUrl: config.publicUrl }));
    },
  );
}
