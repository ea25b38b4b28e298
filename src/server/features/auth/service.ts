import { randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { AuthUser, Signup } from '../../../shared/contract/auth';
import { normalizeEmail } from '../../../shared/domain/email';
import type { Db } from '../../db/client';
import { authTokens, rateLimitHits, sessions, users } from '../../db/schema';
import { hitRateLimit } from '../../plugins/rate-limit';
import { AppError, conflict, invalidField, unauthorized } from '../../errors';
import { hashToken, newToken } from '../../tokens';
import { findUserByEmail, hashPassword, toAuthUser } from '../../auth/accounts';
import { startTrial } from '../../domain/plans';
import { lazy } from '../../lazy';

export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';

// Verified against when the e-mail is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

export type SignupOutcome =
  | { kind: 'created'; user: AuthUser }
  // The address belongs to a free page without a password: only a link sent there can open it.
  | { kind: 'free-page'; userId: number; email: string }
  // The address already has an account with a password: its owner is told, nothing changes.
  | { kind: 'taken'; firstName: string; email: string };

/**
 * Creates the account when the address is new. The caller answers every outcome alike (what the
 * address holds is told only to the address), so the password is judged and hashed first in every
 * case: a weak password is refused whoever owns the address, and each outcome costs the same hash.
 * `admit` runs once the password passed, before anything is written (the route's per-address cap).
 */
export async function createSpeaker(db: Db, input: Signup, admit: () => Promise<void>): Promise<SignupOutcome> {
  const email = normalizeEmail(input.email);
  const password = await checkNewPassword(input.password, 'password', passwordHintsOf(input));
  // A limit that throws (too many sign-ups for the address) does so before anything is written.
  await admit();
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(db, email);
  if (existing && existing.passwordHash === null && existing.role === 'speaker') {
    return { kind: 'free-page', userId: existing.id, email: existing.email };
  }
  if (existing) return { kind: 'taken', firstName: existing.firstName, email: existing.email };
  const inserted = await db
    .insert(users)
    .values({ email, passwordHash, firstName: input.firstName, lastName: input.lastName, role: 'speaker' })
    .onConflictDoNothing()
    .returning();
  // Two signups racing for one address: the unique index lets exactly one through; the other is told as for a taken address.
  if (!inserted[0]) return { kind: 'taken', firstName: input.firstName, email };
  await startTrial(db, inserted[0].id);
  return { kind: 'created', user: toAuthUser(inserted[0]) };
}

export async function verifyCredentials(db: Db, email: string, password: string): Promise<AuthUser> {
  await refuseIfAccountLocked(db, email);
  const row = await findUserByEmail(db, email);
  // No account, or a free-tier account without a password yet: same work, same answer.
  if (!row?.passwordHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    await recordFailedSignIn(db, email);
    throw unauthorized(INVALID_LOGIN_MESSAGE);
  }
  const ok = await verify(row.passwordHash, password).catch(() => false);
  if (!ok) {
    await recordFailedSignIn(db, email);
    throw unauthorized(INVALID_LOGIN_MESSAGE);
  }
  await clearFailedSignIns(db, email);
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
      .set({ passwordHash, role: 'admin', emailVerifiedAt: existing.emailVerifiedAt ?? new Date(), updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    return;
  }
  // The operator named this address in the configuration: it needs no link to prove it.
  await db
    .insert(users)
    .values({ email, passwordHash, firstName: 'Admin', lastName: 'SpeakerPro', role: 'admin', emailVerifiedAt: new Date() });
}

// ---------------------------------------------------------------------------------------------
// Passwords people choose

/** zxcvbn's score (0-4) a chosen password must reach: 3 is "safely unguessable" against an offline attack on a slow hash. */
export const MIN_PASSWORD_SCORE = 3;
/** Words a guesser tries first against any account here, besides the person's own name and address. */
const SITE_WORDS = ['speakerpro', 'speaker', 'feedback'];

/** Why zxcvbn marked a password weak, in the product's words (its own keys: @zxcvbn-ts/core's translation keys). */
const WEAKNESS: Record<string, string> = {
  straightRow: 'is a row of keys on the keyboard',
  keyPattern: 'is a keyboard pattern',
  simpleRepeat: 'repeats one character',
  extendedRepeat: 'repeats a short pattern',
  sequences: 'is a sequence such as abc or 123',
  recentYears: 'leans on a recent year',
  dates: 'leans on a date',
  topTen: 'is one of the ten most used passwords',
  topHundred: 'is one of the hundred most used passwords',
  common: 'is a commonly used password',
  similarToCommon: 'is too close to a commonly used password',
  wordByItself: 'is a single word',
  namesByThemselves: 'is a name',
  commonNames: 'is a common name',
  userInputs: 'contains your name, your e-mail address or the name of this site',
  pwned: 'has appeared in a data breach',
};

// zxcvbn's dictionaries are a few MB: loaded at the first password someone chooses (decision 067).
const loadStrengthCheck = lazy(async () => {
  const [{ ZxcvbnFactory }, common] = await Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]);
  return new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
});

/** What the person's own details offer a guesser: their names, their address and its local part. */
export function passwordHintsOf(person: { firstName?: string | null; lastName?: string | null; email?: string | null }): string[] {
  const email = person.email ? normalizeEmail(person.email) : '';
  return [person.firstName, person.lastName, email, email.split('@')[0]].filter((x): x is string => !!x && x.trim().length > 0);
}

/** Why the password is too weak to choose (a sentence ending, after the field's name), or null when it is strong enough. */
export async function passwordWeakness(password: string, hints: string[] = []): Promise<string | null> {
  const result = await (await loadStrengthCheck()).check(password, [...SITE_WORDS, ...hints]);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const why = result.feedback.warning ? WEAKNESS[result.feedback.warning] : undefined;
  return `is too easy to guess${why ? `: it ${why}` : ''}. Choose a longer password, for example a few unrelated words`;
}

/** The password, if it may be chosen; else a 400 naming the field and saying why. Length is checked by the contract. */
export async function checkNewPassword(password: string, field: string, hints: string[] = []): Promise<string> {
  const weakness = await passwordWeakness(password, hints);
  if (weakness) throw invalidField(field, weakness);
  return password;
}

// ---------------------------------------------------------------------------------------------
// Per-account sign-in backoff, on top of the per-address limit: many addresses guessing one
// account's password slow down as one. Kept per e-mail (known or not) so a lock reveals nothing.

const FAILED_SIGN_IN_WINDOW_SECONDS = 3600;
export const FREE_SIGN_IN_FAILURES = 5;
const MAX_LOCK_SECONDS = 15 * 60;

const failKey = (email: string) => `signin-failures:${normalizeEmail(email)}`;
const lockKey = (email: string) => `signin-lock:${normalizeEmail(email)}`;

/** Seconds the account waits after `failures` failed sign-ins in a row: none for the first few, then 30 s doubling up to 15 min. */
export function signInBackoffSeconds(failures: number): number {
  if (failures < FREE_SIGN_IN_FAILURES) return 0;
  return Math.min(MAX_LOCK_SECONDS, 30 * 2 ** (failures - FREE_SIGN_IN_FAILURES));
}

async function refuseIfAccountLocked(db: Db, email: string): Promise<void> {
  const [lock] = await db
    .select({ resetAt: rateLimitHits.resetAt })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, lockKey(email)), gt(rateLimitHits.resetAt, new Date())))
    .limit(1);
  if (!lock) return;
  const retryAfter = Math.max(1, Math.ceil((lock.resetAt.getTime() - Date.now()) / 1000));
  throw new AppError(
    429,
    'ACCOUNT_LOCKED',
    `Too many failed sign-ins for this account. Please wait ${retryAfter > 90 ? `${Math.ceil(retryAfter / 60)} minutes` : `${retryAfter} seconds`} or reset your password.`,
    { retryAfterSeconds: retryAfter },
  );
}

async function recordFailedSignIn(db: Db, email: string): Promise<void> {
  const { count } = await hitRateLimit(db, failKey(email), FAILED_SIGN_IN_WINDOW_SECONDS);
  const seconds = signInBackoffSeconds(count);
  if (seconds === 0) return;
  const until = new Date(Date.now() + seconds * 1000);
  await db
    .insert(rateLimitHits)
    .values({ key: lockKey(email), count, resetAt: until })
    .onConflictDoUpdate({ target: rateLimitHits.key, set: { count, resetAt: until } });
}

async function clearFailedSignIns(db: Db, email: string): Promise<void> {
  await db.delete(rateLimitHits).where(inArray(rateLimitHits.key, [failKey(email), lockKey(email)]));
}

// ---------------------------------------------------------------------------------------------
// Single-use links sent by e-mail

export type TokenPurpose = (typeof authTokens.$inferSelect)['purpose'];

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  'verify-email': 24 * 3600_000,
  'claim-account': 24 * 3600_000,
  'change-email': 24 * 3600_000,
  'password-reset': 3600_000,
  'delete-account': 3600_000,
  // Long enough to notice a change made by someone else while away for a week.
  'undo-email-change': 7 * 24 * 3600_000,
};

export const INVALID_TOKEN_MESSAGE = 'This link is invalid, has already been used or has expired. Please ask for a new one.';
export const invalidToken = () => new AppError(400, 'INVALID_TOKEN', INVALID_TOKEN_MESSAGE);

/** A new link token for the user (256 random bits; only its hash is stored). Earlier unused links of the same kind stop working (undo links excepted). */
export async function issueToken(db: Db, userId: number, purpose: TokenPurpose, email: string): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    // Each undo link gives back its own address: after two changes in a row, the first address's link must still work.
    if (purpose !== 'undo-email-change') {
      await tx.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
    }
    await tx.insert(authTokens).values({
      idHash: hashToken(token),
      userId,
      purpose,
      email: normalizeEmail(email),
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
    });
  });
  return token;
}

/**
 * Spends a link token: marks it used (exactly once, even with two clicks at the same moment) and
 * returns its row; a used, expired, unknown or other-purpose token is INVALID_TOKEN.
 */
export async function spendToken(tx: Db, token: string, purposes: TokenPurpose[]) {
  const [row] = await tx
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.idHash, hashToken(token)),
        inArray(authTokens.purpose, purposes),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!row) throw invalidToken();
  return row;
}

/** The live (unused, unexpired) link token of this purpose, without spending it; INVALID_TOKEN otherwise. */
export async function peekToken(db: Db, token: string, purpose: TokenPurpose) {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(
      and(
        eq(authTokens.idHash, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    );
  if (!row) throw invalidToken();
  return row;
}

async function userById(tx: Db, id: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Follows a verification link (also the link that confirms a new address): returns the address now verified, and the one it replaced. */
export async function confirmEmailToken(db: Db, token: string): Promise<{ user: AuthUser; previousEmail?: string }> {
  return db.transaction(async (tx) => {
    const spent = await spendToken(tx, token, ['verify-email', 'change-email']);
    const user = await userById(tx, spent.userId);
    if (!user) throw invalidToken();
    if (spent.purpose === 'verify-email') {
      // A link for an address the account no longer has proves nothing about the current one.
      if (normalizeEmail(user.email) !== spent.email) throw invalidToken();
      const [row] = await tx
        .update(users)
        .set({ emailVerifiedAt: user.emailVerifiedAt ?? new Date(), updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      return { user: toAuthUser(row!) };
    }
    const taken = await findUserByEmail(tx, spent.email);
    if (taken && taken.id !== user.id) throw conflict('An account with this email already exists.');
    const [row] = await tx
      .update(users)
      .set({ email: spent.email, emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    return { user: toAuthUser(row!), previousEmail: user.email };
  });
}

/**
 * Follows the link sent to the old address after a change of e-mail: the account gets that address
 * back and every session ends, so whoever changed it (if not the owner) is signed out. The password
 * is not touched: the owner resets it through the address they hold again.
 */
export async function undoEmailChange(db: Db, token: string): Promise<AuthUser> {
  return db.transaction(async (tx) => {
    const spent = await spendToken(tx, token, ['undo-email-change']);
    const taken = await findUserByEmail(tx, spent.email);
    if (taken && taken.id !== spent.userId) throw conflict('Another account now uses this address, so it cannot be given back.');
    const [row] = await tx
      .update(users)
      .set({ email: spent.email, emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, spent.userId))
      .returning();
    if (!row) throw invalidToken();
    // Links sent to the address being given up open nothing any more.
    await tx.delete(authTokens).where(and(eq(authTokens.userId, row.id), isNull(authTokens.usedAt)));
    await tx.delete(sessions).where(eq(sessions.userId, row.id));
    return toAuthUser(row);
  });
}

/** The name and address of the account a link was sent for, to judge the password chosen through it; none for a dead link (spending it refuses). */
async function hintsOfTokenHolder(db: Db, token: string, purpose: TokenPurpose): Promise<string[]> {
  const live = await peekToken(db, token, purpose).catch(() => null);
  return live ? passwordHintsOf((await userById(db, live.userId)) ?? {}) : [];
}

/** Opens a password-less (free-tier) account through the link sent to its address. */
export async function claimAccount(db: Db, token: string, password: string): Promise<AuthUser> {
  const passwordHash = await hashPassword(
    await checkNewPassword(password, 'password', await hintsOfTokenHolder(db, token, 'claim-account')),
  );
  return db.transaction(async (tx) => {
    const spent = await spendToken(tx, token, ['claim-account']);
    const [row] = await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(users.id, spent.userId), isNull(users.passwordHash), eq(sql`lower(${users.email})`, spent.email)))
      .returning();
    if (!row) throw invalidToken();
    return toAuthUser(row);
  });
}

/** Sets a new password through a reset link; the link proves the address, and every session of the account ends. */
export async function resetPassword(db: Db, token: string, password: string): Promise<AuthUser> {
  const passwordHash = await hashPassword(
    await checkNewPassword(password, 'password', await hintsOfTokenHolder(db, token, 'password-reset')),
  );
  const user = await db.transaction(async (tx) => {
    const spent = await spendToken(tx, token, ['password-reset']);
    const [row] = await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
      .where(and(eq(users.id, spent.userId), eq(sql`lower(${users.email})`, spent.email)))
      .returning();
    if (!row) throw invalidToken();
    await tx.delete(sessions).where(eq(sessions.userId, row.id));
    return toAuthUser(row);
  });
  await clearFailedSignIns(db, user.email);
  return user;
}

const wrongCurrentPassword = () => invalidField('currentPassword', 'is incorrect');

/** Checks the signed-in user's current password (for changes that need it again). */
export async function confirmCurrentPassword(db: Db, userId: number, password: string) {
  const row = await userById(db, userId);
  if (!row?.passwordHash || !(await verify(row.passwordHash, password).catch(() => false))) throw wrongCurrentPassword();
  return row;
}

export async function changePassword(db: Db, userId: number, currentPassword: string, newPassword: string): Promise<void> {
  const row = await confirmCurrentPassword(db, userId, currentPassword);
  const passwordHash = await hashPassword(await checkNewPassword(newPassword, 'newPassword', passwordHintsOf(row)));
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}
