import { isIPv4, isIPv6 } from 'node:net';
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
 * Who a per-address limit counts: an IPv4 address as it is (also when written IPv4-mapped), and an
 * IPv6 address by its /64. One IPv6 subscriber is usually given a whole /64, so counting single
 * addresses would let one client rotate through billions of them.
 */
export function limitKeyOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  // An embedded IPv4 tail (…:1.2.3.4) is two groups; it never reaches the first four.
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The limit key of the client that sent `request`. */
export const clientLimitKey = (request: FastifyRequest) => limitKeyOf(request.ip);

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

/** Throws 429 with Retry-After when `count` is over the rule's maximum. */
export function refuseIfOver(rule: RateLimitRule, reply: FastifyReply, count: number, resetAt: Date) {
  if (count <= rule.max) return;
  const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  reply.header('retry-after', String(retryAfter));
  throw new AppError(429, 'RATE_LIMITED', rule.message ?? `Too many requests. Please wait ${retryAfter} seconds and try again.`);
}

export function rateLimit(db: Db, rule: RateLimitRule) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { count, resetAt } = await hitRateLimit(db, `${rule.bucket}:${clientLimitKey(request)}`, rule.windowSeconds);
    refuseIfOver(rule, reply, count, resetAt);
  };
}

const MEMORY_LIMIT_KEYS = 50_000;

/**
 * The same guard counted in this process's memory: for the busiest public paths (attendee
 * answers), where a database write per request would halve throughput. With several processes
 * each counts its own share, which is fine for a flood guard; sign-in limits stay in the database.
 */
export function memoryRateLimit(rule: RateLimitRule) {
  const hits = new Map<string, { count: number; resetAt: Date }>();
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const now = Date.now();
    if (hits.size > MEMORY_LIMIT_KEYS) {
      for (const [key, hit] of hits) if (hit.resetAt.getTime() <= now) hits.delete(key);
    }
    const key = clientLimitKey(request);
    let hit = hits.get(key);
    if (!hit || hit.resetAt.getTime() <= now) {
      hit = { count: 0, resetAt: new Date(now + rule.windowSeconds * 1000) };
      hits.set(key, hit);
    }
    hit.count += 1;
    refuseIfOver(rule, reply, hit.count, hit.resetAt);
  };
}
