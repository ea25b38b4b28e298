import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';

export async function campaignsRoutes(_app: FastifyInstance, _opts: { deps: AppDeps }) {}
