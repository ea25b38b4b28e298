// What runs next to the PGlite instance itself, on whichever thread owns it: the main thread for an
// in-process database (tests, wrapPglite) or the database worker (pglite-worker.ts). Neither drizzle
// nor the schema is imported here, so the worker loads only PGlite.
import {
  parse as pgliteParse,
  protocol as pgliteProtocol,
  types as pgliteTypes,
  type messages,
  type PGlite,
  type Results,
} from '@electric-sql/pglite';

type BackendMessage = messages.BackendMessage;

/** The type parsers drizzle gives PGlite: date and time values stay the database's text. */
export const DRIZZLE_TEXT_TYPES = [
  pgliteTypes.TIMESTAMP,
  pgliteTypes.TIMESTAMPTZ,
  pgliteTypes.INTERVAL,
  pgliteTypes.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

/**
 * PGlite's own parsers with DRIZZLE_TEXT_TYPES kept as text. Looked up through the prototype:
 * PGlite adds parsers for new array types in place, and a copy per query (what passing `parsers` as
 * a query option costs) is what the prepared path avoids.
 */
function drizzleParsers(client: PGlite): Record<number, (value: string) => unknown> {
  const parsers = Object.create(client.parsers) as Record<number, (value: string) => unknown>;
  for (const type of DRIZZLE_TEXT_TYPES) parsers[type] = (value) => value;
  return parsers;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * Runs `text` as the named prepared statement `name` (parsed and described on its first run), with
 * drizzle's parsers; a failure is PGlite's own error with the query and parameters on it, as
 * PGlite's query() reports one.
 */
export type PreparedStatementRunner = (name: string, text: string, params: unknown[]) => Promise<Results<unknown>>;

/** What describing a statement tells once for all its runs: its parameters' types and its rows' columns. */
interface Described {
  paramTypes: number[];
  /** The statement's RowDescription; none for a statement that returns no rows. */
  columns: BackendMessage[];
}

export function preparedStatements(client: PGlite): PreparedStatementRunner {
  const described = new Map<string, Described>();
  const parsers = drizzleParsers(client);
  const { serialize } = pgliteProtocol;
  return async (name, text, params) => {
    await client._checkReady();
    // The same two locks as PGlite's own query(): never inside another caller's open transaction.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          let statement = described.get(name);
          if (!statement) {
            const { messages } = await client.execProtocol(
              concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
              { syncToFs: false },
            );
            statement = {
              paramTypes: pgliteParse.parseDescribeStatementResults(messages),
              columns: messages.filter((message) => message.name === 'rowDescription'),
            };
            described.set(name, statement);
          }
          const types = statement.paramTypes;
          // Serialised as PGlite's query() does: by the parameter's type, else as text.
          const values = params.map((value, i) => {
            if (value === null || value === undefined) return null;
            const serializer = client.serializers[types[i]!];
            return serializer ? serializer(value) : String(value);
          });
          // No Describe of the portal: a prepared statement's columns cannot change (the database
          // refuses to run it if they would), so the RowDescription its own Describe answered (every
          // column as text, as bound here) stands for every run, and neither the database nor this
          // thread makes and reads a new one each time.
          const result = await client.execProtocol(
            concat([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]),
          );
          return pgliteParse.parseResults([...statement.columns, ...result.messages], parsers)[0]!;
        } catch (err) {
          // As PGlite's query() reports a failed query.
          throw Object.assign(err as object, { query: text, params, queryOptions: undefined });
        }
      }),
    );
  };
}
