import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';

export async function profileRoutes(_app: FastifyInstance, _opts: { deps: AppDeps }) {}
