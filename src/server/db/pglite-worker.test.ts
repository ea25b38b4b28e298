import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite, type PGliteInterface, type Transaction } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness';
import { createOwnTalk, speakerWithProfile } from '../test/graphics-fixtures';
import { startJobQueue } from '../jobs/queue';
import { openDatabase, queryRows, queryRowsPrepared, wrapPglite, type Database } from './client';
import { responses, users } from './schema';

// openDatabase runs PGlite in the database worker; `local` is PGlite on this thread (as it ran in the
// server before), whichever database the rest of the suite runs on. Every check runs the same calls
// on both and expects the same.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-pglite-worker-'));
let worker: Database;
let local: Database;

beforeAll(async () => {
  [worker, local] = await Promise.all([openDatabase({ dataDir }), PGlite.create().then(wrapPglite)]);
  await Promise.all([worker.migrate(), local.migrate()]);
});
afterAll(async () => {
  await worker?.close();
  await local?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Runs `run` on the worker's database and on this thread's, and answers both results. */
async function onBoth<T>(run: (database: Database) => Promise<T>): Promise<{ worker: T; local: T }> {
  return { worker: await run(worker), local: await run(local) };
}

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the query to fail');
    },
    (err: unknown) => err as Error & { code?: string; cause?: Error & Record<string, unknown> },
  );

let emails = 0;
const newEmail = () => `worker-${(emails += 1)}@example.com`;
const insertUser = (database: Database, email: string) =>
  database.db.insert(users).values({ email, passwordHash: 'x', firstName: 'W', lastName: 'K' }).returning({ id: users.id });
const countUsers = async (database: Database, email: string) =>
  (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from users where email = ${email}`))[0]!.n;

describe('PGlite in the database worker', () => {
  it('answers parameters and every type as PGlite on this thread does (drizzle, prepared, the job queue)', async () => {
    const at = '2026-01-02T03:04:05.678Z';
    const typed = () =>
      sql`select ${at}::timestamptz as at, ${new Date(at)}::timestamp as plain_at, '2026-01-02'::date as day,
                 '1 day 02:00'::interval as span, array[${at}::timestamptz] as ats, ${JSON.stringify({ a: [1, 'x'], b: null })}::jsonb as doc,
                 array[1, 2, 3]::int[] as ints, array['a', null]::text[] as texts, ${null}::int as nothing, ${12.5}::numeric as amount,
                 9007199254740993::int8 as big, ${true}::boolean as yes, '\\x0102'::bytea as bytes`;
    const drizzle = await onBoth((database) => queryRows<Record<string, unknown>>(database.db, typed()));
    expect(drizzle.worker).toEqual(drizzle.local);
    // Drizzle's parsers keep dates and times as the database's text; everything else is parsed.
    expect(drizzle.worker[0]).toMatchObject({
      at: '2026-01-02 03:04:05.678+00',
      day: '2026-01-02',
      span: '1 day 02:00:00',
      ats: '{"2026-01-02 03:04:05.678+00"}',
      doc: { a: [1, 'x'], b: null },
      ints: [1, 2, 3],
      texts: ['a', null],
      nothing: null,
      yes: true,
      bytes: new Uint8Array([1, 2]),
    });

    const prepared = await onBoth((database) => queryRowsPrepared<Record<string, unknown>>(database.db, typed()));
    expect(prepared.worker).toEqual(prepared.local);
    expect(prepared.worker).toEqual(drizzle.worker);

    // The job queue's path has PGlite's own parsers: timestamps are Dates.
    const raw = await onBoth((database) =>
      database.sql.executeSql('select $1::timestamptz as at, $2::jsonb as doc, $3::int[] as ints', [at, { k: 'v' }, [4, 5]]),
    );
    expect(raw.worker).toEqual(raw.local);
    expect(raw.worker.rows).toEqual([{ at: new Date(at), doc: { k: 'v' }, ints: [4, 5] }]);

    // A table's rows through drizzle's query builder: Date parameters in, Dates (from the text) out.
    const email = newEmail();
    const rows = await onBoth(async (database) => {
      await database.db
        .insert(users)
        .values({ email, passwordHash: 'x', firstName: 'D', lastName: 'T', emailVerifiedAt: new Date(at), createdAt: new Date(at) });
      const [row] = await database.db
        .select()
        .from(users)
        .where(sql`${users.email} = ${email}`);
      return { ...row, id: undefined, updatedAt: undefined };
    });
    expect(rows.worker).toEqual(rows.local);
    expect(rows.worker.emailVerifiedAt).toEqual(new Date(at));
  });

  it('commits a transaction, and rolls back one whose callback throws (savepoints too), as on this thread', async () => {
    const [kept, inner, thrown] = [newEmail(), newEmail(), newEmail()];
    const failure = new Error('changed my mind');
    const outcome = await onBoth(async (database) => {
      const result = await database.db.transaction(async (tx) => {
        await tx.insert(users).values({ email: kept, passwordHash: 'x', firstName: 'T', lastName: 'X' });
        // A nested transaction is a savepoint: its failure undoes only its own rows.
        await tx
          .transaction(async (nested) => {
            await nested.insert(users).values({ email: inner, passwordHash: 'x', firstName: 'N', lastName: 'X' });
            throw failure;
          })
          .catch(() => undefined);
        return 'committed';
      });
      const rejected = await errorOf(
        database.db.transaction(async (tx) => {
          await tx.insert(users).values({ email: thrown, passwordHash: 'x', firstName: 'R', lastName: 'X' });
          throw failure;
        }),
      );
      // A failed statement whose error the callback swallowed leaves nothing to commit: COMMIT rolls back.
      const aborted = await errorOf(
        database.db.transaction(async (tx) => {
          await tx.insert(users).values({ email: thrown, passwordHash: 'x', firstName: 'A', lastName: 'B' });
          await tx.execute(sql`select * from no_such_table`).catch(() => undefined);
        }),
      );
      return {
        result,
        rejected,
        aborted: { type: aborted.constructor, message: aborted.message, code: aborted.code, query: (aborted as { query?: string }).query },
        counts: [await countUsers(database, kept), await countUsers(database, inner), await countUsers(database, thrown)],
      };
    });
    expect(outcome.worker).toEqual(outcome.local);
    expect(outcome.worker.result).toBe('committed');
    // The callback's own error, not a copy: nothing of it went to the worker.
    expect(outcome.worker.rejected).toBe(failure);
    expect(outcome.worker.aborted).toMatchObject({ code: '25P02', query: 'COMMIT' });
    expect(outcome.worker.counts).toEqual([1, 0, 0]);
  });

  it('fails a unique violation with the error callers test (drizzle, its cause, SQLSTATE 23505), as on this thread', async () => {
    const email = newEmail();
    await insertUser(worker, email);
    await insertUser(local, email);
    const fields = (err: Awaited<ReturnType<typeof errorOf>>) => ({
      type: err.constructor,
      message: err.message,
      causeType: err.cause?.constructor,
      cause: Object.fromEntries(
        ['message', 'code', 'severity', 'detail', 'constraint', 'table', 'schema', 'query', 'params', 'name'].map((k) => [
          k,
          err.cause?.[k],
        ]),
      ),
    });
    const drizzle = await onBoth(async (database) => fields(await errorOf(insertUser(database, email))));
    expect(drizzle.worker).toEqual(drizzle.local);
    expect(drizzle.worker.cause).toMatchObject({ code: '23505', constraint: 'users_email_lower_idx', table: 'users' });
    expect(drizzle.worker.message).toMatch(/^Failed query: insert into "users"/);

    const prepared = await onBoth(async (database) =>
      fields(
        await errorOf(
          queryRowsPrepared(
            database.db,
            sql`insert into users (email, password_hash, first_name, last_name) values (${email}, 'x', 'P', 'R')`,
          ),
        ),
      ),
    );
    expect(prepared.worker).toEqual(prepared.local);
    expect(prepared.worker.cause.code).toBe('23505');

    // Inside a transaction the violation ends it, rolled back, with the same error.
    const other = newEmail();
    const inTransaction = await onBoth(async (database) => {
      const err = await errorOf(
        database.db.transaction(async (tx) => {
          await tx.insert(users).values({ email: other, passwordHash: 'x', firstName: 'I', lastName: 'T' });
          await tx.insert(users).values({ email, passwordHash: 'x', firstName: 'I', lastName: 'T' });
        }),
      );
      return { ...fields(err), kept: await countUsers(database, other) };
    });
    expect(inTransaction.worker).toEqual(inTransaction.local);
    expect(inTransaction.worker).toMatchObject({ cause: { code: '23505' }, kept: 0 });

    // The job queue's path gets PGlite's error itself (no drizzle around it).
    const raw = await onBoth(async (database) => {
      const err = await errorOf(
        database.sql.executeSql(`insert into users (email, password_hash, first_name, last_name) values ($1, 'x', 'E', 'S')`, [email]),
      );
      return {
        type: err.constructor,
        message: err.message,
        code: err.code,
        missing: (await errorOf(database.sql.executeSql('select * from nope'))).code,
      };
    });
    expect(raw.worker).toEqual(raw.local);
    expect(raw.worker).toMatchObject({ code: '23505', missing: '42P01' });
  });

  it('keeps a query from outside waiting until an open transaction ends, as on this thread', async () => {
    const order = await onBoth(async (database) => {
      const [inside, outside] = [newEmail(), newEmail()];
      const events: string[] = [];
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let started!: () => void;
      const opened = new Promise<void>((r) => (started = r));
      const transaction = database.db.transaction(async (tx) => {
        await tx.insert(users).values({ email: inside, passwordHash: 'x', firstName: 'I', lastName: 'N' });
        started();
        await held;
        events.push('commit');
      });
      await opened;
      const waiting = [
        countUsers(database, inside).then((n) => events.push(`count ${n}`)),
        queryRowsPrepared(
          database.db,
          sql`insert into users (email, password_hash, first_name, last_name) values (${outside}, 'x', 'O', 'S') returning id`,
        ).then((rows) => events.push(`prepared ${rows.length}`)),
        database.sql.executeSql('select 1; select 2').then(() => events.push('script')),
      ];
      await new Promise((r) => setTimeout(r, 100));
      events.push('released');
      release();
      await transaction;
      await Promise.all(waiting);
      return events;
    });
    // Nothing from outside ran inside the transaction: each ran after it, in the order sent.
    expect(order.worker.slice(0, 2)).toEqual(['released', 'commit']);
    expect(order.worker.toSorted()).toEqual(['commit', 'count 1', 'prepared 1', 'released', 'script']);
    expect(order.worker).toEqual(order.local);
  });

  it("runs the job queue's multi-statement scripts and its jobs", async () => {
    const script = await onBoth((database) =>
      database.sql.executeSql(`
        create temporary table worker_script (id serial primary key, label text);
        insert into worker_script (label) values ('a'), ('b') returning id;
        update worker_script set label = upper(label) where id = 2 returning label;
        select count(*)::int as n from worker_script;
        drop table worker_script;`),
    );
    expect(script.worker).toEqual(script.local);
    expect(script.worker.rows).toEqual([{ id: 1 }, { id: 2 }, { label: 'B' }, { n: 2 }]);

    // pg-boss itself on the worker's database: creates its schema, takes a job and works it.
    let done!: (data: unknown) => void;
    const worked = new Promise((resolve) => (done = resolve));
    const queue = await startJobQueue(worker, pino({ level: 'silent' }), {
      pollingIntervalSeconds: 0.5,
      schedule: false,
      registrations: [{ name: 'worker-test.echo', handler: async (data) => done(data) }],
    });
    try {
      await queue.send('worker-test.echo', { hello: 'worker' });
      expect(await worked).toEqual({ hello: 'worker' });
    } finally {
      await queue.stop();
    }
  });

  it("refuses a transaction's queries once it has ended, and a type parser it could not apply, as PGlite's own words say", async () => {
    const pgliteOf = (database: Database) => (database.db as unknown as { $client: PGliteInterface }).$client;
    const late = await onBoth(async (database) => {
      let kept!: Transaction;
      await pgliteOf(database).transaction(async (tx) => {
        kept = tx;
      });
      return { closed: kept.closed, message: (await errorOf(kept.query('select 1'))).message };
    });
    expect(late.worker).toEqual(late.local);
    expect(late.worker).toEqual({ closed: true, message: 'Transaction is closed' });

    // Only drizzle's parsers (keep the text) can be applied in the worker; another is an error, not ignored.
    const parsed = errorOf(pgliteOf(worker).query('select now() as at', [], { parsers: { 1184: (value) => new Date(value) } }));
    expect((await parsed).message).toMatch(/parser for type 1184/);
  });

  it('fails only the query whose parameters cannot be sent to the worker', async () => {
    // A function is no value a thread can copy.
    const unsendable = { toString: () => 'text' };
    const err = await errorOf(queryRows(worker.db, sql`select ${unsendable}::text as value`));
    expect(err.cause?.name).toBe('DataCloneError');
    await worker.ping();
    expect(await queryRows(worker.db, sql`select ${'fine'}::text as value`)).toEqual([{ value: 'fine' }]);
  });

  it('migrates once, and closes after the open transaction ends: the data stays, the lock goes, the next opener sees it', async () => {
    const applied = async (database: Database) =>
      (await database.sql.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n as number;
    const before = await applied(worker);
    expect(before).toBeGreaterThan(0);
    await worker.migrate();
    expect(await applied(worker)).toBe(before);

    const email = newEmail();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let started!: () => void;
    const opened = new Promise<void>((r) => (started = r));
    const transaction = worker.db.transaction(async (tx) => {
      started();
      await held;
      await tx.insert(users).values({ email, passwordHash: 'x', firstName: 'C', lastName: 'L' });
    });
    await opened;
    const closed = worker.close();
    setTimeout(release, 50);
    await transaction;
    await closed;
    expect(fs.existsSync(path.join(dataDir, 'speakerpro.pid'))).toBe(false);
    expect((await errorOf(worker.ping())).message).toBe('PGlite is closed');
    await worker.close();

    worker = await openDatabase({ dataDir });
    expect(await countUsers(worker, email)).toBe(1);
    expect(await applied(worker)).toBe(before);
  });
});

describe('an attendee answer through the app, on the database worker', () => {
  let t: TestContext;
  let eventId: number;
  beforeAll(async () => {
    t = await createTestApp({}, { pgliteWorker: true });
    const speaker = await speakerWithProfile(t.app, t.database);
    eventId = await createOwnTalk(t.app, speaker.cookie, { eventName: 'Worker Summit', talkTitle: 'Threads' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is stored, kept aside when another browser sends the same address, and corrected by its own browser', async () => {
    const submit = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/feedback', payload });
    const answer = {
      presentationId: eventId,
      rating: 5,
      testimonial: 'Threads, finally explained.',
      firstName: 'Noor',
      jobRole: 'Head of Platform',
      workEmail: 'noor@worker.example',
      contactConsent: true,
      publishConsent: true,
    };
    const first = await submit(answer);
    expect(first.statusCode).toBe(201);
    const { id, answerToken, thankYouKey, graphicToken } = first.json();
    expect([typeof answerToken, typeof thankYouKey, typeof graphicToken]).toEqual(['string', 'string', 'string']);

    const stranger = await submit({ ...answer, workEmail: 'NOOR@worker.example', rating: 1 });
    expect(stranger.statusCode).toBe(202);
    const own = await submit({ ...answer, rating: 4, answerToken });
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ id, updated: true });

    const [stored] = await t.database.db.select().from(responses).where(eq(responses.id, id));
    expect(stored).toMatchObject({ rating: 4, attendeeEmail: 'noor@worker.example' });
    expect(stored!.submittedAt).toBeInstanceOf(Date);
    const page = await t.app.inject({ method: 'POST', url: '/api/public/thank-you-pages', payload: { answer: id, key: thankYouKey } });
    expect(page.json()).toMatchObject({ responseId: id, presentationId: eventId });
  });
});
