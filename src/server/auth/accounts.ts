import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../shared/contract/auth';
import { normalizeEmail } from '../../shared/domain/email';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/*
 * Accounts as the lower layers need them (sessions, the demo seed): the password hash and the
 * lookup by address. Sign-up, sign-in and the account's links are the auth feature's.
 */

// OWASP's argon2id baseline (19 MiB, 2 passes); ~30 ms here.
// algorithm 2 is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const ARGON2_OPTIONS = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export function toAuthUser(row: typeof users.$inferSelect): AuthUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
  };
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)))
    .limit(1);
  return row;
}
