import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { listDeprecatedAddresses, type DeprecatedAddresses } from '../../shared/contract/compat';
import { queryRows, type Db } from '../db/client';
import { deprecatedCalls } from '../db/schema';
import { operationRoute } from '../http/operations';
import { DEPRECATED_ADAPTERS, DEPRECATED_ALIASES } from './deprecated-aliases';

/*
 * The old addresses keep answering, and say so on every answer: `Deprecation` (RFC 9745, the
 * moment they were superseded), `Sunset` (RFC 8594, when they may stop) and, where there is one,
 * a `Link` to the address that replaces them. Each call is counted per address and day so the
 * owner can see which integrations still need to move before an address is retired.
 */

/** When the canonical addresses replaced the old ones. */
export const DEPRECATED_SINCE = new Date('2026-11-28T00:00:00Z');
/** When the old addresses may stop answering: a year's notice. */
export const SUNSET = new Date('2027-11-30T00:00:00Z');

const SUCCESSORS = new Map<string, string | null>([
  ...DEPRECATED_ALIASES.map(([old, canonical]) => [old, canonical] as [string, string]),
  ...DEPRECATED_ADAPTERS.map((old) => [old, null] as [string, null]),
]);

const isDeprecated = (request: FastifyRequest) =>
  (request.routeOptions.schema as { deprecated?: boolean } | undefined)?.deprecated === true;
const addressOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? ''}`;

/** The day a call counts towards, in UTC (yyyy-mm-dd). */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The successor's path for this call: its parameters filled in from the call's, by name or else by position. */
function successorUrl(successor: string, params: unknown) {
  const given = (params ?? {}) as Record<string, string>;
  const values = Object.values(given);
  let position = 0;
  return successor.split(' ')[1]!.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(given[name] ?? values[position++] ?? ''));
}

export async function recordDeprecatedCall(db: Db, address: string, at = new Date()) {
  await db
    .insert(deprecatedCalls)
    .values({ route: address, day: dayOf(at), calls: 1, lastCalledAt: at })
    .onConflictDoUpdate({
      target: [deprecatedCalls.route, deprecatedCalls.day],
      set: { calls: sql`${deprecatedCalls.calls} + 1`, lastCalledAt: at },
    });
}

export function registerDeprecationNotices(app: FastifyInstance, db: Db) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isDeprecated(request)) return payload;
    reply.header('Deprecation', `@${Math.floor(DEPRECATED_SINCE.getTime() / 1000)}`);
    reply.header('Sunset', SUNSET.toUTCString());
    const successor = SUCCESSORS.get(addressOf(request));
    if (successor) reply.header('Link', `<${successorUrl(successor, request.params)}>; rel="successor-version"`);
    return payload;
  });
  // After the answer has gone: counting never delays or fails the caller.
  app.addHook('onResponse', async (request) => {
    if (!isDeprecated(request)) return;
    await recordDeprecatedCall(db, addressOf(request)).catch((err: unknown) =>
      request.log.warn({ err, address: addressOf(request) }, 'could not count a call to an old address'),
    );
  });
}

export async function listDeprecatedCalls(db: Db, now = new Date()): Promise<DeprecatedAddresses> {
  const since = dayOf(new Date(now.getTime() - 29 * 86_400_000));
  const rows = await queryRows<{ route: string; total: number; recent: number; last_called_at: Date | string }>(
    db,
    sql`select route, sum(calls)::int as total, coalesce(sum(calls) filter (where day >= ${since}), 0)::int as recent,
          max(last_called_at) as last_called_at
        from deprecated_calls group by route`,
  );
  const counted = new Map(rows.map((r) => [r.route, r]));
  const addresses = [...SUCCESSORS].map(([address, successor]) => {
    const row = counted.get(address);
    return {
      address,
      successor,
      callsLast30Days: row?.recent ?? 0,
      callsTotal: row?.total ?? 0,
      lastCalledAt: row ? new Date(row.last_called_at).toISOString() : null,
    };
  });
  addresses.sort((a, b) => b.callsLast30Days - a.callsLast30Days || b.callsTotal - a.callsTotal || a.address.localeCompare(b.address));
  return { sunset: SUNSET.toISOString(), addresses };
}

export async function deprecationRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({ ...operationRoute(listDeprecatedAddresses), handler: async () => listDeprecatedCalls(opts.db) });
}
