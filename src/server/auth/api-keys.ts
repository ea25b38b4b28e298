import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { API_KEY_PREFIX, type ApiKeyAccess } from '../../shared/contract/api-keys';
import type { AuthUser } from '../../shared/contract/auth';
import type { Db } from '../db/client';
import { apiKeys, users } from '../db/schema';
import { hashToken } from '../tokens';
import { toAuthUser } from './accounts';

/*
 * API keys as the auth plugin reads them on every keyed request; the speaker's own list of keys
 * (create, list, revoke) is the api-keys feature's.
 */

/** How often last_used_at is written: the list shows minutes, and a busy script should not write on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** 256 random bits behind a prefix that says what the string is. */
export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** What the list shows of a key: its prefix and last four characters. */
export const apiKeyHint = (key: string) => `${API_KEY_PREFIX}…${key.slice(-4)}`;

export interface KeyedCaller {
  user: AuthUser;
  key: { id: number; access: ApiKeyAccess };
}

/** The owner of a key and what the key may do, or undefined for a key that is unknown or revoked (deleted). */
export async function findApiKeyOwner(db: Db, key: string, now = new Date()): Promise<KeyedCaller | undefined> {
  const [row] = await db
    .select({ user: users, id: apiKeys.id, access: apiKeys.access, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.keyHash, hashToken(key)))
    .limit(1);
  if (!row) return undefined;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.id));
  }
  return { user: toAuthUser(row.user), key: { id: row.id, access: row.access } };
}
