import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AppError } from '../errors';

export interface RateLimitRule {
  bucket: string;
  max: number;
  windowSeconds: number;
  message?: string;
}

/**
 * Counts hits in the database rather than in memory, so the limit holds across several app
 * processes sharing one PostgreSQL. One atomic upsert per guarded request.
 */
export async function hitRateLimit(db: Db, key: string, windowSeconds: number): Promise<{ count: number; resetAt: Date }> {
  const result = (await db.execute(sql`
    insert into rate_limit_hits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.count + 1 end,
      reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at else rate_limit_hits.reset_at end
    returning count, reset_at`)) as unknown as { rows: { count: number; reset_at: string | Date }[] };
  const row = result.rows[0]!;
  return { count: Number(row.count), resetAt: new Date(row.reset_at) };
}

export function rateLimit(db: Db, rule: RateLimitRule) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { count, resetAt } = await hitRateLimit(db, `${rule.bucket}:${request.ip}`, rule.windowSeconds);
    if (count > rule.max) {
      const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
      reply.header('retry-after', String(retryAfter));
      throw new AppError(
        429,
        'RATE_LIMITED',
        rule.message ?? `Too many requests. Please wait ${retryAfter} seconds and try again.`,
      );
    }
  };
}
