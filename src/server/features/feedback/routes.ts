import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '../../../shared/contract/common';
import { eventIdParamsSchema } from '../../../shared/contract/events';
import {
  confirmAnswerOperation,
  feedbackItemSchema,
  getThankYouPageOperation,
  presentationSchema,
  submitFeedbackOperation,
} from '../../../shared/contract/feedback';
import { operationRoute } from '../../http/operations';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { memoryRateLimit } from '../../plugins/rate-limit';
import { confirmPendingAnswer, listOwnFeedback, listOwnPresentations, submitFeedback, thankYouFor } from './service';
import { getPresentation } from '../../domain/speaker-card';

export async function feedbackRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db, config, mailer } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['feedback'];

  r.get(
    '/api/public/presentations/:id',
    { schema: { tags, params: eventIdParamsSchema, response: { 200: presentationSchema } } },
    async (request) => getPresentation(db, request.params.id),
  );

  r.get(
    '/api/speaker-admin/presentations',
    {
      schema: {
        tags,
        querystring: z.object({ speakerId: idSchema.optional() }),
        response: { 200: z.array(presentationSchema) },
      },
    },
    async (request) => {
      const own = await listOwnPresentations(db, request.user!.id);
      const speakerId = request.query.speakerId;
      // A speaker may list only their own talks; asking for someone else's id finds nothing.
      if (speakerId !== undefined && own.length > 0 && own[0]!.speakerId !== speakerId) throw notFound('Speaker not found');
      return own;
    },
  );

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

  r.get('/api/speaker-admin/feedback', { schema: { tags, response: { 200: z.array(feedbackItemSchema) } } }, async (request) =>
    listOwnFeedback(db, request.user!.id),
  );
}
