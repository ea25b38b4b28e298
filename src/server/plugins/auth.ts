import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser, Role } from '../../shared/contract/auth';
import { SESSION_COOKIE } from '../../shared/domain/constants';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { AppError, forbidden, unauthorized } from '../errors';
import { createSession, deleteSession, findSessionUser, revokeSessions } from '../auth/sessions';
import { findApiKeyOwner } from '../auth/api-keys';
import { isApiKeyRoute, READ_METHODS } from '../http/api-key-access';
import { API_KEY_PREFIX, API_KEY_REQUESTS_PER_MINUTE } from '../../shared/contract/api-keys';
import { hitRateLimit, refuseIfOver, type RateLimitRule } from './rate-limit';

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
  app.addHook('onRequest', async (request, reply) => {
    const key = bearerToken(request);
    const route = request.routeOptions.url;
    // A Bearer credential is an API key on the routes keys open, or wherever it looks like one; a
    // route with a token of its own (bounce reports from the mail server) reads that itself.
    if (key !== undefined && route?.startsWith('/api/') && (isApiKeyRoute(route) || key.startsWith(API_KEY_PREFIX))) {
      // The key decides, and a cookie sent with it is not read: a script runs as its key (with the
      // key's limits) whatever browser session it happens to carry.
      request.user = await keyedUser(db, request, reply, key);
      return;
    }
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
 * The credential of an `Authorization: Bearer …` header, or undefined when the request sends none.
 * An API key may also come as the user name of `Authorization: Basic …` (the password is not
 * read): the only way some no-code tools (Zapier's polling trigger) can send one. A Basic header
 * whose user name is not a key is no credential here.
 */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const bearer = /^Bearer[ ]+(\S*)\s*$/i.exec(header);
  if (bearer) return bearer[1]!;
  const basic = /^Basic[ ]+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!basic) return undefined;
  const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
  const user = decoded.includes(':') ? decoded.slice(0, decoded.indexOf(':')) : decoded;
  return user.startsWith(API_KEY_PREFIX) ? user : undefined;
}

// An API key is a prefix and 32 random bytes in base64url; anything else is refused without a query.
const API_KEY_SHAPE = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);

/** Per key, counted in the database so several processes share one count. */
const API_KEY_LIMIT: RateLimitRule = {
  bucket: 'api-key',
  max: API_KEY_REQUESTS_PER_MINUTE,
  windowSeconds: 60,
  message: `This API key made more than ${API_KEY_REQUESTS_PER_MINUTE} requests in a minute. Wait for the time in Retry-After and try again.`,
};

/**
 * The speaker a keyed request acts for. Where keys may not go is checked first, so a refused
 * route costs no query and answers the same for any key; then the key itself (401 when unknown
 * or revoked), its request count, and whether its access allows the method.
 */
async function keyedUser(db: Db, request: FastifyRequest, reply: FastifyReply, key: string): Promise<AuthUser> {
  if (!isApiKeyRoute(request.routeOptions.url!)) {
    throw new AppError(
      403,
      'API_KEY_NOT_ALLOWED',
      'API keys cannot be used here: they work on your speaker data (/api/speaker-admin/), not on sign-in, account security or key management. Sign in to do this.',
    );
  }
  const caller = API_KEY_SHAPE.test(key) ? await findApiKeyOwner(db, key) : undefined;
  if (!caller) throw unauthorized('This API key is not valid: it was mistyped or has been revoked.');
  const { count, resetAt } = await hitRateLimit(db, `${API_KEY_LIMIT.bucket}:${caller.key.id}`, API_KEY_LIMIT.windowSeconds);
  refuseIfOver(API_KEY_LIMIT, reply, count, resetAt);
  if (caller.key.access === 'read' && !READ_METHODS.has(request.method)) {
    throw new AppError(
      403,
      'API_KEY_READ_ONLY',
      'This API key is read-only: it can only send GET requests. Create a read-write key to make changes.',
    );
  }
  return caller.user;
}

/**
 * How a long-lived answer (an event stream) asks later whether its caller may still see it: the
 * API key it was opened with, unless revoked since; else the session cookie, unless signed out
 * since. Undefined when neither holds any more.
 */
export function callerCheck(db: Db, config: Pick<Config, 'sessions'>, request: FastifyRequest): () => Promise<AuthUser | undefined> {
  const key = bearerToken(request);
  if (key !== undefined && API_KEY_SHAPE.test(key)) return async () => (await findApiKeyOwner(db, key))?.user;
  const token = request.cookies[SESSION_COOKIE];
  return async () => (token ? ((await findSessionUser(db, token, config.sessions)) ?? undefined) : undefined);
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
