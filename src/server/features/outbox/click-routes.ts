import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { recordClick } from '../../mail/links';
import { memoryRateLimit } from '../../plugins/rate-limit';

/**
 * `/l/{token}`: a link of a marketing message (decision 051). It counts the click and sends the
 * browser on to the address recorded for that message's link; a token we never issued is the
 * app's 404 like any unknown path, never a redirect, so it cannot be made to lead anywhere else.
 */
export async function clickRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db, config } = opts.deps;
  const limit = memoryRateLimit({ bucket: 'mail-click', max: config.feedbackRateLimitPerMinute, windowSeconds: 60 });

  app.get<{ Params: { token: string } }>('/l/:token', { onRequest: limit }, async (request, reply) => {
    const token = request.params.token;
    const target = /^[A-Za-z0-9_-]{16,64}$/.test(token) ? await recordClick(db, token) : null;
    if (target === null) return reply.callNotFound();
    // Every click reaches us (and is counted), and the link stops working once its message is erased.
    return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(target, 302);
  });
}
