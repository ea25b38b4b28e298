import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getBillingSummary, getSpeakerBilling } from '../../../shared/contract/revenue';
import type { AppDeps } from '../../deps';
import { operationRoute } from '../../http/operations';
import { getBillingSummary as readBillingSummary, getSpeakerBilling as readSpeakerBilling } from './service';

/** The owner's view of the money (owner only: the /api/admin/ guard applies). */
export async function revenueRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({ ...operationRoute(getBillingSummary), handler: async () => readBillingSummary(db) });
  r.route({ ...operationRoute(getSpeakerBilling), handler: async (request) => readSpeakerBilling(db, request.params.id) });
}
