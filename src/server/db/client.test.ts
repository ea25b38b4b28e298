import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseName } from '../test/harness';
import { LIMITS } from '../test/limits';
import { MIGRATIONS_FOLDER, openDatabase, queryRows, queryRowsPrepared, wrapPool } from './client';
import type { FastifyBaseLogger } from 'fastify';
import { ensureAdmin } from '../features/auth/service';
import { startJobQueue, type JobQueue } from '../jobs/queue';
import { sql } from 'drizzle-orm';
import { users } from './schema';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-db-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('PGlite under DATA_DIR', () => {
  // Two fresh PGlite databases, each initialised and migrated: some 30 s on a busy 2-core machine.
  it('keeps data across a restart', { timeout: LIMITS.longTestMs }, async () => {
    const first = await openDatabase({ dataDir });
    await first.migrate();
    await first.db.insert(users).values({ email: 'kept@example.com', passwordHash: 'x', firstName: 'K', lastName: 'P' });
    await first.close();

    const second = await openDatabase({ dataDir });
    await second.migrate();
    const rows = await second.db.select().from(users);
    await second.close();
    expect(rows.map((r) => r.email)).toEqual(['kept@example.com']);
  });

  it('refuses to open a data directory another live process holds', async () => {
    fs.writeFileSync(path.join(dataDir, 'speakerpro.pid'), String(process.ppid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process/);
    fs.rmSync(path.join(dataDir, 'speakerpro.pid'));
  });
});

describe('queryRowsPrepared', () => {
  it('answers the rows and errors queryRows answers, again and again, with each shape of text its own statement', async () => {
    const database = await createTestDatabase();
    const { db } = database;
    try {
      const insert = (email: string, withNow: boolean) =>
        sql`insert into users (email, password_hash, first_name, last_name, email_verified_at)
            values (${email}, 'x', ${'Ann'}, ${'Lee'}, ${withNow ? sql`now()` : null}::timestamptz)
            returning id, email, role, email_verified_at, created_at, array[1, 2]::int[] as numbers, ${{ a: 1 }}::jsonb as extra`;
      for (let i = 0; i < 3; i++) {
        const [prepared] = await queryRowsPrepared<Record<string, unknown>>(db, insert(`prepared-${i}@example.com`, i % 2 === 0));
        const [plain] = await queryRows<Record<string, unknown>>(db, insert(`plain-${i}@example.com`, i % 2 === 0));
        // Same types: numbers, text, arrays, JSON, and timestamps as the database's text (as drizzle has them).
        expect(Object.fromEntries(Object.entries(prepared!).map(([k, v]) => [k, typeof v]))).toEqual(
          Object.fromEntries(Object.entries(plain!).map(([k, v]) => [k, typeof v])),
        );
        expect(prepared).toMatchObject({ email: `prepared-${i}@example.com`, role: 'speaker', numbers: [1, 2], extra: { a: 1 } });
        expect(typeof prepared!.created_at).toBe('string');
        expect(prepared!.email_verified_at === null).toBe(i % 2 !== 0);
      }

      // A failed statement fails as it does unprepared (drizzle's error, the driver's SQLSTATE as its cause),
      // and the statement still works afterwards.
      const duplicate = insert('prepared-0@example.com', true);
      const preparedError = await queryRowsPrepared(db, duplicate).catch((err: unknown) => err);
      const plainError = await queryRows(db, duplicate).catch((err: unknown) => err);
      expect((preparedError as Error).constructor).toBe((plainError as Error).constructor);
      expect((preparedError as Error).message).toBe((plainError as Error).message);
      expect((preparedError as { cause: { code: string } }).cause.code).toBe('23505');
      expect((plainError as { cause: { code: string } }).cause.code).toBe('23505');
      const broken = await queryRowsPrepared(db, sql`select * from no_such_table where id = ${1}`).catch((err: unknown) => err);
      expect((broken as { cause: { code: string } }).cause.code).toBe('42P01');
      expect(await queryRowsPrepared(db, insert('prepared-after@example.com', false))).toHaveLength(1);

      // Inside a transaction it runs on the transaction's connection, and a rollback takes it back.
      await db
        .transaction(async (tx) => {
          await queryRowsPrepared(tx as never, insert('rolled-back@example.com', true));
          throw new Error('roll back');
        })
        .catch(() => undefined);
      const count = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users where email = 'rolled-back@example.com'`);
      expect(count).toEqual([{ n: 0 }]);
    } finally {
      await database.close();
    }
  });

  it('waits for a transaction another caller has open instead of running inside it', async () => {
    const database = await createTestDatabase();
    const { db } = database;
    try {
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let started!: () => void;
      const inTransaction = new Promise<void>((r) => (started = r));
      const transaction = db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into users (email, password_hash, first_name, last_name) values ('tx@example.com', 'x', 'T', 'X')`);
          started();
          await held;
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await inTransaction;
      const outside = queryRowsPrepared(
        db,
        sql`insert into users (email, password_hash, first_name, last_name) values (${'outside@example.com'}, 'x', 'O', 'S') returning id`,
      );
      await new Promise((r) => setTimeout(r, 50));
      release();
      await transaction;
      expect(await outside).toHaveLength(1);
      const emails = await queryRows<{ email: string }>(
        db,
        sql`select email from users where email in ('tx@example.com', 'outside@example.com')`,
      );
      expect(emails).toEqual([{ email: 'outside@example.com' }]);
    } finally {
      await database.close();
    }
  });
});

/** The PostgreSQL half runs only in the PostgreSQL pass (TEST_DB=postgres with TEST_DATABASE_URL). */
const baseUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

async function withAdmin<T>(run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

function urlFor(name: string) {
  const url = new URL(baseUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

describe.skipIf(!baseUrl)('PostgreSQL pool', () => {
  it('survives every backend of its database being terminated, and reconnects', async () => {
    // An 'error' event nobody listens to is thrown out of the socket handler: the process dies.
    const crashes: unknown[] = [];
    const recordCrash = (err: unknown) => crashes.push(err);
    process.on('uncaughtException', recordCrash);
    const database = await createTestDatabase();
    try {
      // Five idle clients in the pool: each gets the FATAL 57P01 while nobody is querying it.
      await Promise.all(Array.from({ length: 5 }, () => database.sql.executeSql('select pg_sleep(0.05)')));
      const [{ name }] = (await database.sql.executeSql('select current_database() as name')).rows;
      const terminated = await withAdmin((admin) =>
        admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [name]),
      );
      expect(terminated.rowCount).toBeGreaterThanOrEqual(5);
      // The termination notices reach the idle clients as their backends exit: wait until PostgreSQL
      // lists none of them (the round trips of that wait let this process read those notices).
      const gone = Date.now() + LIMITS.backgroundWorkMs;
      for (;;) {
        const left = await withAdmin((admin) =>
          admin.query(`select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [name]),
        );
        if (left.rows[0].n === 0) break;
        if (Date.now() > gone) throw new Error(`${left.rows[0].n} terminated backends still listed`);
        await new Promise((r) => setTimeout(r, 50));
      }
      await database.ping();
      expect((await database.sql.executeSql('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
      process.off('uncaughtException', recordCrash);
    }
    expect(crashes).toEqual([]);
  });

  it('close() resolves only once every connection is closed', async () => {
    const pool = new pg.Pool({ connectionString: baseUrl, max: 4 });
    let connected = 0;
    let removed = 0;
    pool.on('connect', () => (connected += 1));
    pool.on('remove', () => (removed += 1));
    const database = wrapPool(pool);
    await Promise.all(Array.from({ length: 4 }, () => database.sql.executeSql('select pg_sleep(0.05)')));
    expect(connected).toBe(4);
    await database.close();
    // pg.Pool#end resolves before its clients' sockets are closed; a database dropped "with
    // (force)" right after used to hit those half-closed clients with FATAL 57P01.
    expect(removed).toBe(4);
  });

  it('two processes migrating one fresh database at once both succeed, each migration applied once', async () => {
    const name = testDatabaseName('migrate_');
    await withAdmin((admin) => admin.query(`create database ${name}`));
    const first = wrapPool(new pg.Pool({ connectionString: urlFor(name), max: 2 }));
    const second = wrapPool(new pg.Pool({ connectionString: urlFor(name), max: 2 }));
    try {
      const results = await Promise.allSettled([first.migrate(), second.migrate()]);
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason?.cause ?? r.reason) : 'ok'))).toEqual(['ok', 'ok']);
      const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      const applied = (await first.sql.executeSql('select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash')).rows;
      expect(applied).toHaveLength(journal.entries.length);
      expect(applied.every((row) => row.n === 1)).toBe(true);
      // The advisory lock is given back: nobody holds it once both are done.
      const held = (
        await first.sql.executeSql(`select count(*)::int as n from pg_locks
         where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`)
      ).rows;
      expect(held).toEqual([{ n: 0 }]);
    } finally {
      await first.close();
      await second.close();
      await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
    }
  });

  it(
    'three processes starting together on a fresh database all finish their start-up (admin account, job queue)',
    { timeout: LIMITS.longTestMs },
    async () => {
      const name = testDatabaseName('startup_');
      await withAdmin((admin) => admin.query(`create database ${name}`));
      const fleet = [0, 1, 2].map(() => wrapPool(new pg.Pool({ connectionString: urlFor(name), max: 4 })));
      const queues: JobQueue[] = [];
      const silent = { error: () => undefined, warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
      try {
        const results = await Promise.allSettled(
          fleet.map(async (database) => {
            await database.exclusive(async () => {
              await database.migrate();
              await ensureAdmin(database.db, { email: 'owner@fleet.example', password: 'a-long-fleet-password' });
            });
            queues.push(await database.exclusive(() => startJobQueue(database, silent, { schedule: false })));
          }),
        );
        expect(results.map((r) => (r.status === 'rejected' ? String(r.reason?.cause ?? r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
        const admins = (await fleet[0]!.sql.executeSql(`select count(*)::int as n from users where role = 'admin'`)).rows;
        expect(admins).toEqual([{ n: 1 }]);
      } finally {
        for (const queue of queues) await queue.stop();
        for (const database of fleet) await database.close();
        await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
      }
    },
  );
});
