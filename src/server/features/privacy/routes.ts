import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPT_OUT_SAVED_MESSAGE, optOutRecordSchema, optOutResponseSchema, optOutSchema } from '../../../shared/contract/privacy';
import type { AppDeps } from '../../app';
import { requireAdmin } from '../../plugins/auth';
import { rateLimit } from '../../plugins/rate-limit';
import { listOptOuts, recordOptOut } from './service';

export const OPT_OUTS_PER_HOUR = 30;

export async function privacyRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['privacy'];

  r.post(
    '/api/privacy/opt-out',
    {
      onRequest: rateLimit(db, { bucket: 'privacy-opt-out', max: OPT_OUTS_PER_HOUR, windowSeconds: 3600 }),
      schema: { tags, body: optOutSchema, response: { 200: optOutResponseSchema } },
    },
    async (request) => {
      const { email, optOutCategories, updatedAt } = await recordOptOut(db, request.body);
      return { message: OPT_OUT_SAVED_MESSAGE, email, optOutCategories, updatedAt };
    },
  );

  r.get(
    '/api/privacy/opt-outs',
    { onRequest: requireAdmin, schema: { tags, response: { 200: z.array(optOutRecordSchema) } } },
    async () => listOptOuts(db),
  );
}
