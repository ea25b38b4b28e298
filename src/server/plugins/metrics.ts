import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { queryRows, type Database } from '../db/client';
import { notFound, unauthorized } from '../errors';
import { loadMetrics, type ScrapeReading, type ScrapeSource } from '../observability/metrics';

/** A scrape's database reads give up after this long: a slow database shows as missing gauges, not a hung scrape. */
const SCRAPE_QUERY_TIMEOUT_MS = 2_000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  work.catch(() => undefined);
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Reads `part`, or leaves it out of this scrape when the database cannot answer it now. */
async function optional<T>(part: () => Promise<T>): Promise<T | undefined> {
  try {
    return await within(part(), SCRAPE_QUERY_TIMEOUT_MS);
  } catch {
    return undefined;
  }
}

/**
 * The gauges' numbers, each one small query: the queues' counts by status (bounded by the few
 * statuses and queue names, never by rows returned), and pg-boss's own counts per queue, which its
 * monitor keeps in its queue table so nothing here counts jobs.
 */
export function databaseScrapeSource(database: Database): ScrapeSource {
  const { db } = database;
  return {
    async read() {
      const [mailQueue, jobQueues, webhookDeliveriesDue] = await Promise.all([
        optional(async () => {
          const rows = await queryRows<{ status: string; n: number }>(
            db,
            sql`select status, count(*)::int as n from mail_messages where status in ('queued', 'sending') group by status`,
          );
          return { queued: 0, sending: 0, ...Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) };
        }),
        optional(async () =>
          (
            await queryRows<{ name: string; queued: number; active: number; deferred: number }>(
              db,
              sql`select name, queued_count::int as queued, active_count::int as active, deferred_count::int as deferred from pgboss.queue`,
            )
          ).map((q) => ({ name: q.name, queued: Number(q.queued), active: Number(q.active), deferred: Number(q.deferred) })),
        ),
        optional(async () => {
          const [row] = await queryRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from webhook_deliveries where status in ('queued', 'sending') and next_attempt_at <= now()`,
          );
          return Number(row?.n ?? 0);
        }),
      ]);
      const reading: ScrapeReading = { mailQueue, jobQueues, webhookDeliveriesDue };
      if (database.pool) reading.pool = database.pool();
      return reading;
    },
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics in Prometheus' text format, for a Bearer METRICS_TOKEN (401 without it; 404 when
 * the variable is unset, and prom-client is then never loaded). While metrics are on, every answer
 * is timed by its route pattern. Outside the OpenAPI document: it is the operator's, not an API
 * call a client makes (decision 082).
 */
export async function registerMetrics(app: FastifyInstance, deps: Pick<AppDeps, 'config' | 'database'>) {
  const token = deps.config.metricsToken;
  const expected = token ? digest(token) : undefined;
  const metrics = token ? await loadMetrics() : undefined;

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!metrics || !expected) throw notFound();
    const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    // Both sides hashed first: the comparison takes the same time whatever the given token's length.
    if (!timingSafeEqual(digest(given), expected)) {
      throw unauthorized('A valid metrics token is required (Authorization: Bearer <METRICS_TOKEN>)');
    }
    const text = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
  if (!metrics) return;

  const source = databaseScrapeSource(deps.database);
  metrics.useSource(source);
  app.addHook('onClose', async () => {
    if (metrics.source === source) metrics.useSource(undefined);
  });
  app.addHook('onResponse', async (request, reply) => {
    // The pattern a route was declared with; every path no route matched shares one label.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
  });
}
