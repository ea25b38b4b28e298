import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { AuthUser } from '../../shared/contract/auth';
import type { Db } from '../db/client';
import { authTokens, sessions, users } from '../db/schema';
import { hashToken, newToken } from '../tokens';
import { toAuthUser } from './accounts';

/*
 * Sessions in the database: the auth plugin reads and writes them on every request, the job
 * queue's hourly maintenance purges the expired ones.
 */

export interface SessionPolicy {
  /** Absolute lifetime from sign-in. */
  ttlMs: number;
  /** A session unused for this long ends. */
  idleMs: number;
}

export type SessionPolicies = Record<AuthUser['role'], SessionPolicy>;

/** How often last_seen_at is written: often enough for idle limits in minutes, rarely enough to stay off the hot path. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

export async function createSession(db: Db, userId: number, policy: SessionPolicy): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + policy.ttlMs);
  await db.insert(sessions).values({ idHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

/** The signed-in user behind a cookie token, or undefined when the session is unknown, expired or idle too long. */
export async function findSessionUser(db: Db, token: string, policies: SessionPolicies, now = new Date()): Promise<AuthUser | undefined> {
  const idHash = hashToken(token);
  const [row] = await db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return undefined;
  const idleFor = now.getTime() - row.lastSeenAt.getTime();
  if (idleFor > policies[row.user.role].idleMs) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return undefined;
  }
  if (idleFor > LAST_SEEN_RESOLUTION_MS) await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  return toAuthUser(row.user);
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
}

/** Ends every session of the user, except the one whose token is given (the request's own, when it stays signed in). */
export async function revokeSessions(db: Db, userId: number, keepToken?: string): Promise<number> {
  const keep = keepToken ? ne(sessions.idHash, hashToken(keepToken)) : undefined;
  const deleted = await db
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), keep) : eq(sessions.userId, userId))
    .returning({ idHash: sessions.idHash });
  return deleted.length;
}

export async function purgeExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const deleted = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ idHash: sessions.idHash });
  await db.delete(authTokens).where(lt(authTokens.expiresAt, now));
  return deleted.length;
}

/**
 * Which of these session tokens belong to a live session of the owner. Read only: unlike
 * findSessionUser it neither refreshes last_seen_at nor ends an idle session, so counting page views
 * never changes anyone's sign-in.
 */
export async function ownerSessionTokens(db: Db, tokens: readonly string[], now = new Date()): Promise<Set<string>> {
  if (tokens.length === 0) return new Set();
  const byHash = new Map(tokens.map((token) => [hashToken(token), token]));
  const rows = await db
    .select({ idHash: sessions.idHash })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.idHash, [...byHash.keys()]), eq(users.role, 'admin'), gt(sessions.expiresAt, now)));
  return new Set(rows.map((row) => byHash.get(row.idHash)!));
}
