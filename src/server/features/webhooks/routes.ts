import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createWebhook,
  createWebhookTestEvent,
  deleteWebhook,
  getWebhook,
  listWebhooks,
  repeatWebhookDelivery,
  replaceWebhookSecret,
} from '../../../shared/contract/webhooks';
import type { AppDeps } from '../../deps';
import { hitRateLimit, refuseIfOver, type RateLimitRule } from '../../plugins/rate-limit';
import { operationRoute } from '../../http/operations';
import {
  createWebhook as createSpeakerWebhook,
  deleteWebhook as deleteSpeakerWebhook,
  listWebhooks as listSpeakerWebhooks,
  queueTestEvent,
  redeliver,
  rotateWebhookSecret,
  webhookDetail,
} from './service';

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
  r.route({
    ...operationRoute(createWebhook),
    handler: async (request, reply) => reply.status(201).send(await createSpeakerWebhook(deps, request.user!.id, request.body)),
  });

  r.route({ ...operationRoute(listWebhooks), handler: async (request) => listSpeakerWebhooks(deps.db, request.user!.id) });

  r.route({ ...operationRoute(getWebhook), handler: async (request) => webhookDetail(deps.db, request.user!.id, request.params.id) });

  r.route({
    ...operationRoute(replaceWebhookSecret),
    handler: async (request, reply) => reply.status(201).send(await rotateWebhookSecret(deps, request.user!.id, request.params.id)),
  });

  // POST /webhooks and this DELETE are also the subscribe/unsubscribe pair of REST hooks (as Zapier
  // calls them): a tool subscribes with { url, events }, keeps the id, and unsubscribes with it.
  r.route({
    ...operationRoute(deleteWebhook),
    handler: async (request, reply) => {
      await deleteSpeakerWebhook(deps.db, request.user!.id, request.params.id);
      return reply.status(204).send();
    },
  });

  r.route({
    ...operationRoute(createWebhookTestEvent),
    handler: async (request, reply) => {
      await countSend(deps, request.user!.id, reply);
      return reply.status(202).send(await queueTestEvent(deps.db, request.user!.id, request.params.id, request.body?.event));
    },
  });

  r.route({
    ...operationRoute(repeatWebhookDelivery),
    handler: async (request, reply) => {
      await countSend(deps, request.user!.id, reply);
      return reply.status(202).send(await redeliver(deps.db, request.user!.id, request.params.id, request.params.deliveryId));
    },
  });
}
