import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AuthUser, Signup } from '../../../shared/contract/auth';
import { normalizeEmail } from '../../../shared/domain/email';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { conflict, unauthorized } from '../../errors';

// OWASP's argon2id baseline (19 MiB, 2 passes); ~30 ms here.
// algorithm 2 is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const ARGON2_OPTIONS = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Verified against when the e-mail is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

function toAuthUser(row: typeof users.$inferSelect): AuthUser {
  return { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName, role: row.role, emailVerified: row.emailVerifiedAt !== null };
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)))
    .limit(1);
  return row;
}

export async function createSpeaker(db: Db, input: Signup): Promise<AuthUser> {
  const email = normalizeEmail(input.email);
  const existing = await findUserByEmail(db, email);
  const passwordHash = await hashPassword(input.password);
  if (existing && existing.passwordHash === null && existing.role === 'speaker') {
    // A free-tier speaker (made by the QR wizard) choosing a password: the account becomes theirs
    // to sign in to, with the page and answers it already has.
    const [claimed] = await db
      .update(users)
      .set({ passwordHash, firstName: input.firstName, lastName: input.lastName, updatedAt: new Date() })
      .where(and(eq(users.id, existing.id), isNull(users.passwordHash)))
      .returning();
    if (claimed) return toAuthUser(claimed);
  }
  if (existing) throw conflict('An account with this email already exists. Please log in instead.');
  const inserted = await db
    .insert(users)
    .values({ email, passwordHash, firstName: input.firstName, lastName: input.lastName, role: 'speaker' })
    .onConflictDoNothing()
    .returning();
  // Two signups racing for one address: the unique index lets exactly one through.
  if (!inserted[0]) throw conflict('An account with this email already exists. Please log in instead.');
  return toAuthUser(inserted[0]);
}

export async function verifyCredentials(db: Db, email: string, password: string): Promise<AuthUser> {
  const row = await findUserByEmail(db, email);
  // No account, or a free-tier account without a password yet: same work, same answer.
  if (!row?.passwordHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    throw unauthorized(INVALID_LOGIN_MESSAGE);
  }
  const ok = await verify(row.passwordHash, password).catch(() => false);
  if (!ok) throw unauthorized(INVALID_LOGIN_MESSAGE);
  return toAuthUser(row);
}

/** Creates or updates the configured admin account; the only credential that comes from configuration. */
export async function ensureAdmin(db: Db, admin: { email: string; password: string }): Promise<void> {
  const email = normalizeEmail(admin.email);
  const passwordHash = await hashPassword(admin.password);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    await db
      .update(users)
      .set({ passwordHash, role: 'admin', updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    return;
  }
  await db.insert(users).values({ email, passwordHash, firstName: 'Admin', lastName: 'SpeakerPro', role: 'admin' });
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: number, ttlDays: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlDays * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({ idHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export async function findSessionUser(db: Db, token: string): Promise<AuthUser | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ? toAuthUser(row.user) : undefined;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
}

export async function purgeExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const deleted = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ idHash: sessions.idHash });
  return deleted.length;
}
