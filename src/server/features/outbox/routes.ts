import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';

export async function outboxRoutes(_app: FastifyInstance, _opts: { deps: AppDeps }) {}
