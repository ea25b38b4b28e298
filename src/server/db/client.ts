import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../project-root';
import { PGlite } from '@electric-sql/pglite';
import { DrizzleQueryError, sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { openPgliteWorker, type RemotePglite } from './pglite-remote';
import { preparedStatements, type PreparedStatementRunner } from './pglite-statements';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL access used by pg-boss; one shape for both drivers. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  sql: SqlExecutor;
  migrate(): Promise<void>;
  /**
   * Runs `fn` while no other process runs its own start-up under this lock: creating the admin
   * account and the job queue's schema and queues are check-then-create steps that collide when
   * several processes start together on a new database.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL's pool as it is now (for the metrics); PGlite has one connection and no pool. */
  pool?(): { total: number; idle: number; waiting: number };
  /** Only for PGlite on the calling thread (wrapPglite): the instance itself, whose data directory tests dump and load. */
  pglite?: PGlite;
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. Cast numbers with ::int / ::float8 in SQL. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Runs `query` as a named prepared statement; undefined when the database keeps no more of them. */
type PreparedRunner = (query: Query) => Promise<{ rows: unknown[] }> | undefined;

/** How each database runs a query as a named prepared statement (set by wrapPglite and wrapPool). */
const preparedRunners = new WeakMap<Db, PreparedRunner>();
const dialect = new PgDialect();

/**
 * Distinct SQL texts kept prepared per database. A caller opts in only for a query whose text takes
 * a handful of shapes; anything past the limit runs unprepared.
 */
const PREPARED_STATEMENTS_LIMIT = 64;

/** The statement name of each SQL text, within one database; undefined once the limit is reached. */
function statementNames() {
  const names = new Map<string, string>();
  return (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= PREPARED_STATEMENTS_LIMIT) return known;
    const name = `sp_prepared_${names.size + 1}`;
    names.set(text, name);
    return name;
  };
}

/**
 * `queryRows` for a query run on every request of a busy path (an attendee's answer): the database
 * parses and plans it once, as a named prepared statement per distinct SQL text, instead of for
 * every call. On PGlite it also runs in one call into the database instead of six, without the copy
 * of every type parser a query option costs: the answer's statement takes about 0.3 ms there instead of 1 ms. Same rows and same errors as `queryRows`; inside
 * a transaction (a `tx`, not the database's own `db`) it is `queryRows`.
 */
export async function queryRowsPrepared<T>(db: Db, query: SQL): Promise<T[]> {
  const prepared = preparedRunners.get(db)?.(dialect.sqlToQuery(query));
  if (!prepared) return queryRows<T>(db, query);
  return (await prepared).rows as T[];
}

/** Runs the prepared statements of a PGlite database, wherever that database runs, as queryRows fails. */
function preparedOnPglite(run: PreparedStatementRunner): PreparedRunner {
  const nameOf = statementNames();
  return ({ sql: text, params }) => {
    const name = nameOf(text);
    if (name === undefined) return undefined;
    return run(name, text, params).catch((err: unknown) => {
      // As drizzle reports a failed query: PGlite's error (with the query on it) as the cause.
      throw new DrizzleQueryError(text, params, err as Error);
    });
  };
}

export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, 'drizzle');

/** The PGlite methods drizzle's pglite driver and executeSql call: PGlite's own, or the database worker's (pglite-remote.ts). */
type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'close' | 'closed'>;

function wrapPgliteClient(client: PgliteClient, runPrepared: PreparedStatementRunner): Database {
  const db = drizzlePglite({ client: client as PGlite, schema }) as unknown as Db;
  preparedRunners.set(db, preparedOnPglite(runPrepared));
  return {
    kind: 'pglite',
    db,
    sql: {
      async executeSql(text, values) {
        // PGlite's extended protocol takes one statement; pg-boss sends multi-statement
        // scripts (migrations, locked claims) without parameters, which `exec` runs. It reads
        // a RETURNING in the middle of such a script, so the rows of every statement come back.
        if (!values || values.length === 0) {
          const results = await client.exec(text);
          return { rows: results.flatMap((r) => r.rows ?? []) };
        }
        const result = await client.query(text, values);
        return { rows: result.rows as any[] };
      },
    },
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    // One process per data directory (see lockDataDir): nobody to wait for.
    exclusive: (fn) => fn(),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** PGlite on the calling thread (tests, which dump and load data directories with `pglite`). */
export function wrapPglite(client: PGlite): Database {
  return { ...wrapPgliteClient(client, preparedStatements(client)), pglite: client };
}

/** PGlite in the database worker thread (pglite-remote.ts): the same database seen from here. */
export function wrapPgliteWorker(remote: RemotePglite): Database {
  return wrapPgliteClient(remote as unknown as PgliteClient, (name, text, params) => remote.prepared(name, text, params));
}

/**
 * Any fixed 64-bit key works as long as nothing else on the server takes it; pg-boss locks its own
 * (hashed) keys, and other apps sharing the server use their own.
 */
const MIGRATION_LOCK_KEY = '7461207316925431';
// A key of its own: start-up holds it while it migrates, which takes MIGRATION_LOCK_KEY.
const STARTUP_LOCK_KEY = '7461207316925432';

/** Runs `fn` while this session holds the advisory lock `key` on a client of its own. */
async function withAdvisoryLock<T>(pool: pg.Pool, key: string, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let unlockFailed: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await fn(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch((err: Error) => {
        unlockFailed = err;
      });
    }
  } finally {
    // Releasing with an error closes the connection, and its session's lock with it.
    client.release(unlockFailed);
  }
}

export interface PoolEvents {
  /**
   * A pooled connection broke while idle (PostgreSQL restarted, failed over, or an idle reaper
   * terminated it). The pool has already dropped it and connects anew on the next query.
   */
  onError?: (err: Error) => void;
}

function reportToConsole(err: Error) {
  console.warn(`database connection lost (${err.message}); the next query opens a new one`);
}

export function wrapPool(pool: pg.Pool, events: PoolEvents = {}): Database {
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  // node-postgres prepares a named statement on each pooled connection the first time it runs there.
  const nameOf = statementNames();
  preparedRunners.set(
    db,
    (query) => db._.session.prepareQuery(query, undefined, nameOf(query.sql), false).execute() as Promise<{ rows: unknown[] }>,
  );
  // pg.Pool re-emits an idle client's error as its own 'error' event; unheard, Node throws it out
  // of the socket handler and the whole process exits.
  pool.on('error', events.onError ?? reportToConsole);
  const open = new Set<pg.PoolClient>();
  let allClosed: (() => void) | undefined;
  pool.on('connect', (client) => {
    open.add(client);
    // A checked-out client between two queries (inside a transaction, the migration lock) has no
    // pool listener: its error would crash the process the same way. The holder learns of it from
    // its next query, and the pool discards the client when it is released.
    client.on('error', () => undefined);
  });
  pool.on('remove', (client) => {
    open.delete(client);
    if (open.size === 0) allClosed?.();
  });
  return {
    kind: 'postgres',
    db,
    sql: {
      async executeSql(text, values) {
        // A multi-statement script answers one result per statement: the rows of all of them.
        const result = (await pool.query(text, values as unknown[] | undefined)) as pg.QueryResult | pg.QueryResult[];
        return { rows: Array.isArray(result) ? result.flatMap((r) => r.rows ?? []) : result.rows };
      },
    },
    // Every process migrates at start; the session lock makes a second one wait for the first
    // and then find nothing left to apply, instead of both creating the same tables.
    migrate: () =>
      withAdvisoryLock(pool, MIGRATION_LOCK_KEY, (client) =>
        migratePg(drizzlePg({ client, schema }) as never, { migrationsFolder: MIGRATIONS_FOLDER }),
      ),
    exclusive: (fn) => withAdvisoryLock(pool, STARTUP_LOCK_KEY, () => fn()),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      const closed = new Promise<void>((resolve) => {
        if (open.size === 0) return resolve();
        allClosed = resolve;
        // Never hang a shutdown on a socket that does not close.
        setTimeout(resolve, 5_000).unref();
      });
      // pg.Pool#end resolves before its clients' sockets are closed; whoever drops or stops the
      // database next would otherwise terminate connections that are still saying goodbye.
      await pool.end();
      await closed;
    },
  };
}

/** pg error codes (SQLSTATE) meaning the server is going away or not taking connections. */
const UNAVAILABLE_SQLSTATE = /^(57P01|57P02|57P03|08[0-9A-Z]{3})$/;
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGE = /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect/;

/**
 * Whether `err` says the database cannot be reached right now (as opposed to a bad query): a
 * request failing with it is worth retrying in a moment. Drizzle wraps driver errors, so the
 * `cause` chain is followed.
 */
export function isDatabaseUnavailableError(err: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [err];
  while (pending.length > 0) {
    const current = pending.shift();
    if (!current || typeof current !== 'object' || seen.has(current) || seen.size > 10) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    pending.push(cause);
    // Node reports a refused connection to several addresses as one AggregateError.
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}

/**
 * PostgreSQL at `databaseUrl`, else PGlite under `dataDir` in a worker thread of its own: PGlite
 * runs every query on the thread that calls it, which in a server is the one parsing, checking and
 * answering every request (decision 033).
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string } & PoolEvents): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      // An unreachable host (not a refused port) would otherwise hold each request until the
      // operating system gives up, minutes later; a quick failure answers 503 instead.
      connectionTimeoutMillis: 5_000,
      // Notices a peer that vanished without closing the socket (failover, network cut).
      keepAlive: true,
    });
    return wrapPool(pool, { onError: opts.onError });
  }
  const dir = path.join(opts.dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const releaseLock = lockDataDir(opts.dataDir);
  let database: Database;
  try {
    database = wrapPgliteWorker(await openPgliteWorker({ dataDir: dir }));
  } catch (err) {
    releaseLock();
    throw err;
  }
  const close = database.close;
  database.close = async () => {
    await close();
    releaseLock();
  };
  return database;
}

/**
 * PGlite is a single-process database: two processes writing one data directory corrupt it.
 * A pid file refuses the second opener (a server already running, a seed run beside it).
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'speakerpro.pid');
  try {
    const pid = Number(fs.readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`The database in ${dataDir} is in use by process ${pid}; stop that process first.`);
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => fs.rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
