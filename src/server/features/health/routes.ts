import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkLivenessOperation, checkReadinessOperation, readinessSchema } from '../../../shared/contract/infrastructure';
import { operationRoute } from '../../http/operations';
import type { AppDeps } from '../../deps';

/** A load balancer stops sending traffic when readiness fails; it must not wait on a hung ping. */
export const READY_PING_TIMEOUT_MS = 2_000;

function pingWithin(ping: () => Promise<void>, ms: number): Promise<void> {
  const attempt = ping();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
  });
  // A ping that loses the race still settles later; nobody is left to hear its rejection.
  attempt.catch(() => undefined);
  return Promise.race([attempt, timeout]).finally(() => clearTimeout(timer));
}

export async function healthRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Liveness: the process serves requests. No database call, so an orchestrator does not restart
  // every app process because PostgreSQL is restarting (they recover by themselves).
  routes.route({ ...operationRoute(checkLivenessOperation), handler: async () => ({ status: 'ok' as const }) });

  // Readiness: this process can serve requests that need the database right now.
  const readiness = operationRoute(checkReadinessOperation);
  routes.route({
    ...readiness,
    // Not ready is an answer of the same shape, not an error.
    schema: { ...readiness.schema, response: { ...readiness.schema.response, 503: readinessSchema } },
    handler: async (request, reply) => {
      try {
        await pingWithin(() => opts.deps.database.ping(), READY_PING_TIMEOUT_MS);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (err) {
        request.log.warn({ err }, 'readiness check: database unreachable');
        return reply.status(503).send({ status: 'unavailable' as const, database: 'unreachable' as const });
      }
    },
  });
}
