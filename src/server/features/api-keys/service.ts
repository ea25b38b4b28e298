import { and, asc, eq, sql } from 'drizzle-orm';
import { MAX_API_KEYS_PER_SPEAKER, type ApiKey, type ApiKeyAccess, type CreatedApiKey } from '../../../shared/contract/api-keys';
import { apiKeyHint, newApiKey } from '../../auth/api-keys';
import { queryRows, type Db } from '../../db/client';
import { apiKeys } from '../../db/schema';
import { hashToken } from '../../tokens';
import { conflict, notFound } from '../../errors';

const iso = (d: Date) => d.toISOString();

/** Makes a key; it is answered here in full and never again (the table keeps its hash). */
export async function createApiKey(db: Db, userId: number, input: { name: string; access: ApiKeyAccess }): Promise<CreatedApiKey> {
  const key = newApiKey();
  return db.transaction(async (tx) => {
    // One creation at a time per speaker, so two at once cannot both pass the limit (NO KEY UPDATE:
    // rows that merely reference the account need not wait for it).
    await tx.execute(sql`select id from users where id = ${userId} for no key update`);
    const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from api_keys where user_id = ${userId}`,
    );
    if (count >= MAX_API_KEYS_PER_SPEAKER) {
      throw conflict(`You already have ${MAX_API_KEYS_PER_SPEAKER} API keys, the most an account may have. Revoke one to add another.`);
    }
    const [row] = await tx
      .insert(apiKeys)
      .values({ userId, name: input.name, access: input.access, keyHash: hashToken(key), hint: apiKeyHint(key) })
      .returning();
    return { id: row!.id, name: row!.name, access: row!.access, hint: row!.hint, createdAt: iso(row!.createdAt), key };
  });
}

export async function listApiKeys(db: Db, userId: number): Promise<{ keys: ApiKey[] }> {
  const rows = await db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(asc(apiKeys.id));
  return {
    keys: rows.map((r) => ({
      id: r.id,
      name: r.name,
      access: r.access,
      hint: r.hint,
      createdAt: iso(r.createdAt),
      lastUsedAt: r.lastUsedAt ? iso(r.lastUsedAt) : null,
    })),
  };
}

/** Revokes a key by deleting it: the next request with it finds no hash and is answered 401. */
export async function revokeApiKey(db: Db, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id });
  if (deleted.length === 0) throw notFound('API key not found');
}
