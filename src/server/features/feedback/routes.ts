import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  confirmAnswerOperation,
  getPublicTalk,
  getThankYouPageOperation,
  listTalkPages,
  submitFeedbackOperation,
} from '../../../shared/contract/feedback';
import { listFeedback } from '../../../shared/contract/feedback-list';
import type { AppDeps } from '../../deps';
import { operationRoute } from '../../http/operations';
import { notFound } from '../../errors';
import { memoryRateLimit } from '../../plugins/rate-limit';
import { confirmPendingAnswer, listOwnFeedback, listOwnPublicTalks, submitFeedback, thankYouFor } from './service';
import { findPublicTalk } from '../../domain/speaker-card';

export async function feedbackRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db, config, mailer } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...operationRoute(getPublicTalk),
    handler: async (request) => findPublicTalk(db, request.params.id),
  });

  r.route({
    ...operationRoute(listTalkPages),
    handler: async (request) => {
      const own = await listOwnPublicTalks(db, request.user!.id);
      const speakerId = request.query.speakerId;
      // A speaker may list only their own talks; asking for someone else's id finds nothing.
      if (speakerId !== undefined && own.length > 0 && own[0]!.speakerId !== speakerId) throw notFound('Speaker not found');
      return own;
    },
  });

  r.route({
    ...operationRoute(submitFeedbackOperation),
    // Generous: a whole conference hall may answer at once from behind one Wi-Fi address.
    onRequest: memoryRateLimit({ bucket: 'feedback', max: config.feedbackRateLimitPerMinute, windowSeconds: 60 }),
    handler: async (request, reply) => {
      const outcome = await submitFeedback({ db, config, mailer }, request.body);
      return outcome.kind === 'stored' ? reply.status(201).send(outcome.response) : reply.status(202).send(outcome.response);
    },
  });

  r.route({
    ...operationRoute(getThankYouPageOperation),
    onRequest: memoryRateLimit({ bucket: 'thank-you', max: 60, windowSeconds: 60 }),
    handler: async (request) => thankYouFor(db, config, request.body.answer, request.body.key),
  });

  r.route({
    ...operationRoute(confirmAnswerOperation),
    onRequest: memoryRateLimit({ bucket: 'confirm-answer', max: 30, windowSeconds: 60 }),
    handler: async (request) => confirmPendingAnswer(db, request.body.token),
  });

  r.route({ ...operationRoute(listFeedback), handler: async (request) => listOwnFeedback(db, request.user!.id) });
}
