import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authResponseSchema, authUserSchema, loginSchema, signupSchema } from '../../../shared/contract/auth';
import { successSchema } from '../../../shared/contract/common';
import type { AppDeps } from '../../app';
import { unauthorized } from '../../errors';
import { requireUser, type SessionTools } from '../../plugins/auth';
import { rateLimit } from '../../plugins/rate-limit';
import { createSpeaker, verifyCredentials } from './service';

export const ADMIN_INVALID_MESSAGE = 'Invalid credentials';

export async function authRoutes(app: FastifyInstance, opts: { deps: AppDeps; sessions: SessionTools }) {
  const { db, config } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = (bucket: string) =>
    rateLimit(db, {
      bucket,
      max: config.authRateLimitPerMinute,
      windowSeconds: 60,
      message: 'Too many attempts. Please wait a minute and try again.',
    });

  r.post(
    '/api/speaker/signup',
    {
      onRequest: limit('signup'),
      schema: { tags: ['auth'], body: signupSchema, response: { 201: authResponseSchema } },
    },
    async (request, reply) => {
      const user = await createSpeaker(db, request.body);
      await opts.sessions.startSession(request, reply, user);
      return reply.status(201).send({ user, message: 'Your speaker account has been created successfully!' });
    },
  );

  r.post(
    '/api/speaker/login-email',
    { onRequest: limit('login'), schema: { tags: ['auth'], body: loginSchema, response: { 200: authResponseSchema } } },
    async (request, reply) => {
      const user = await verifyCredentials(db, request.body.email, request.body.password);
      await opts.sessions.startSession(request, reply, user);
      return { user, message: 'Logged in' };
    },
  );

  r.post(
    '/api/admin/login',
    { onRequest: limit('admin-login'), schema: { tags: ['auth'], body: loginSchema, response: { 200: authResponseSchema } } },
    async (request, reply) => {
      const user = await verifyCredentials(db, request.body.email, request.body.password).catch(() => null);
      // One answer for every failure, including a valid speaker trying the admin door.
      if (!user || user.role !== 'admin') throw unauthorized(ADMIN_INVALID_MESSAGE);
      await opts.sessions.startSession(request, reply, user);
      return { user, message: 'Signed in' };
    },
  );

  r.post(
    '/api/speaker-auth/logout',
    { schema: { tags: ['auth'], response: { 200: successSchema } } },
    async (request, reply) => {
      await opts.sessions.endSession(request, reply);
      return { success: true as const };
    },
  );

  r.get(
    '/api/speaker-auth/user',
    { onRequest: requireUser(), schema: { tags: ['auth'], response: { 200: authUserSchema } } },
    async (request) => request.user!,
  );

  r.get('/api/login', { schema: { tags: ['auth'], hide: false, response: { 302: z.null() } } }, async (_request, reply) =>
    reply.redirect('/speaker/login', 302),
  );
}
