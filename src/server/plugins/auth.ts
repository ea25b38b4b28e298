import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser, Role } from '../../shared/contract/auth';
import { SESSION_COOKIE } from '../../shared/domain/constants';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { AppError, forbidden, unauthorized } from '../errors';
import { createSession, deleteSession, findSessionUser, revokeSessions } from '../auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export interface SessionTools {
  /** Replaces any session the request carried with a fresh one (a new id at every login). */
  startSession(request: FastifyRequest, reply: FastifyReply, user: AuthUser): Promise<void>;
  endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Ends the user's other sessions (after a change of password); with `all`, this one too. */
  revokeOtherSessions(request: FastifyRequest, reply: FastifyReply, options?: { all?: boolean }): Promise<void>;
}

export function registerAuth(app: FastifyInstance, db: Db, config: Config): SessionTools {
  app.decorateRequest('user', null);

  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secureCookies,
  };

  // Only API calls need the user; static files and the SPA shell do not pay for the lookup.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.user = (await findSessionUser(db, token, config.sessions)) ?? null;
  });

  return {
    async startSession(request, reply, user) {
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await deleteSession(db, previous);
      const { token, expiresAt } = await createSession(db, user.id, config.sessions[user.role]);
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
      request.user = user;
    },
    async endSession(request, reply) {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await deleteSession(db, token);
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      request.user = null;
    },
    async revokeOtherSessions(request, reply, options = {}) {
      if (!request.user) return;
      await revokeSessions(db, request.user.id, options.all ? undefined : request.cookies[SESSION_COOKIE]);
      if (options.all) {
        reply.clearCookie(SESSION_COOKIE, cookieOptions);
        request.user = null;
      }
    },
  };
}

/**
 * Route guard (used as onRequest, so it runs before body validation: a caller who may not use a
 * route learns nothing about its payload). The caller must be signed in, with one of the roles.
 */
export function requireUser(...roles: Role[]) {
  return async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized();
    if (roles.length > 0 && !roles.includes(request.user.role)) throw forbidden();
  };
}

export const requireSignedIn = requireUser();
export const requireAdmin = requireUser('admin');
export const requireSpeaker = requireUser('speaker');

export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Please confirm your e-mail address first: check your inbox for the link we sent you, or ask for a new one.';

/**
 * For data matched to the account by its e-mail address (assessment reports, waitlist entries):
 * only an owner who proved the address may see it. Use after requireUser.
 */
export async function requireVerifiedEmail(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  if (!request.user.emailVerified) throw new AppError(403, 'EMAIL_NOT_VERIFIED', EMAIL_NOT_VERIFIED_MESSAGE);
}
