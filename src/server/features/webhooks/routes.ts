import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createdWebhookSchema,
  createWebhookSchema,
  queuedDeliverySchema,
  rotatedSecretSchema,
  testWebhookSchema,
  webhookDeliveryParamsSchema,
  webhookDetailSchema,
  webhookListSchema,
  webhookParamsSchema,
} from '../../../shared/contract/webhooks';
import type { AppDeps } from '../../deps';
import { hitRateLimit, refuseIfOver, type RateLimitRule } from '../../plugins/rate-limit';
import { createWebhook, deleteWebhook, listWebhooks, queueTestEvent, redeliver, rotateWebhookSecret, webhookDetail } from './service';

/**
 * Test events and "send again" make the server call an address the speaker chose: a few a minute
 * per speaker are plenty to try an integration, and keep SpeakerPro from being used to flood one.
 */
const SEND_LIMIT: RateLimitRule = {
  bucket: 'webhook-send',
  max: 20,
  windowSeconds: 60,
  message: 'You have sent many test events and repeats in the last minute. Please wait a minute and try again.',
};

async function countSend(deps: AppDeps, userId: number, reply: FastifyReply) {
  const { count, resetAt } = await hitRateLimit(deps.db, `${SEND_LIMIT.bucket}:${userId}`, SEND_LIMIT.windowSeconds);
  refuseIfOver(SEND_LIMIT, reply, count, resetAt);
}

/** The signed-in speaker's own webhooks (the /api/speaker-admin/ guard applies to every route). */
export async function webhooksRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { deps } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['webhooks'];

  r.post(
    '/api/speaker-admin/webhooks',
    { schema: { tags, body: createWebhookSchema, response: { 201: createdWebhookSchema } } },
    async (request, reply) => reply.status(201).send(await createWebhook(deps, request.user!.id, request.body)),
  );

  r.get('/api/speaker-admin/webhooks', { schema: { tags, response: { 200: webhookListSchema } } }, async (request) =>
    listWebhooks(deps.db, request.user!.id),
  );

  r.get(
    '/api/speaker-admin/webhooks/:id',
    { schema: { tags, params: webhookParamsSchema, response: { 200: webhookDetailSchema } } },
    async (request) => webhookDetail(deps.db, request.user!.id, request.params.id),
  );

  r.post(
    '/api/speaker-admin/webhooks/:id/secret',
    { schema: { tags, params: webhookParamsSchema, response: { 201: rotatedSecretSchema } } },
    async (request, reply) => reply.status(201).send(await rotateWebhookSecret(deps, request.user!.id, request.params.id)),
  );

  // POST above and this DELETE are also the subscribe/unsubscribe pair of REST hooks (as Zapier
  // calls them): a tool subscribes with { url, events }, keeps the id, and unsubscribes with it.
  r.delete('/api/speaker-admin/webhooks/:id', { schema: { tags, params: webhookParamsSchema } }, async (request, reply) => {
    await deleteWebhook(deps.db, request.user!.id, request.params.id);
    return reply.status(204).send();
  });

  r.post(
    '/api/speaker-admin/webhooks/:id/test',
    { schema: { tags, params: webhookParamsSchema, body: testWebhookSchema, response: { 202: queuedDeliverySchema } } },
    async (request, reply) => {
      await countSend(deps, request.user!.id, reply);
      return reply.status(202).send(await queueTestEvent(deps.db, request.user!.id, request.params.id, request.body?.event));
    },
  );

  r.post(
    '/api/speaker-admin/webhooks/:id/deliveries/:deliveryId/redeliver',
    { schema: { tags, params: webhookDeliveryParamsSchema, response: { 202: queuedDeliverySchema } } },
    async (request, reply) => {
      await countSend(deps, request.user!.id, reply);
      return reply.status(202).send(await redeliver(deps.db, request.user!.id, request.params.id, request.params.deliveryId));
    },
  );
}
