import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { createTestApp, signUpSpeaker, type TestContext } from '../test/harness';
import { LIMITS } from '../test/limits';
import { retireLegacyQueueSchema } from './legacy-schema';
import { PURGE_EXPIRED_JOB, startJobQueue, type JobQueue } from './queue';

// A database set up by a release that ran pg-boss 10 holds its schema (version 24), which the
// current pg-boss cannot migrate. Starting the queue on it must not fail, and must not lose the
// jobs that were still waiting there.
const LEGACY_SCHEMA_SQL = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/pg-boss-10-schema.sql'), 'utf8');

let t: TestContext | undefined;
let jobs: JobQueue | undefined;
afterEach(async () => {
  await jobs?.stop();
  await t?.close();
  jobs = undefined;
  t = undefined;
});

async function legacyDatabaseWithWaitingJobs(ctx: TestContext) {
  await ctx.database.sql.executeSql(LEGACY_SCHEMA_SQL);
  await ctx.database.sql.executeSql(`select pgboss.create_queue('${PURGE_EXPIRED_JOB}', '{"policy":"standard"}')`);
  await ctx.database.sql.executeSql(`select pgboss.create_queue('retired.unknown', '{"policy":"standard"}')`);
  await ctx.database.sql.executeSql(
    `insert into pgboss.job (name, data, state) values
       ('${PURGE_EXPIRED_JOB}', '{"from":"v10"}', 'created'),
       ('${PURGE_EXPIRED_JOB}', '{"done":true}', 'completed'),
       ('retired.unknown', '{}', 'created')`,
  );
  // A session that expired: the carried purge job removes it once it runs in the new queue.
  const { user } = await signUpSpeaker(ctx.app);
  await ctx.database.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(sessions.userId, user.id));
  return user.id;
}

async function queueState(ctx: TestContext) {
  const version = await ctx.database.sql.executeSql('select max(version)::int as v from pgboss.version');
  const retired = await ctx.database.sql.executeSql("select count(*)::int as n from pg_namespace where nspname = 'pgboss_retired'");
  const carried = await ctx.database.sql.executeSql('select data, state from pgboss.job where name = $1', [PURGE_EXPIRED_JOB]);
  return { version: version.rows[0].v as number, retired: retired.rows[0].n as number, carried: carried.rows };
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = LIMITS.backgroundWorkMs) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('a job queue schema left by pg-boss 10', () => {
  it('is replaced at start, its waiting jobs carried over and run, finished and unknown ones left behind', async () => {
    t = await createTestApp();
    const ctx = t;
    const userId = await legacyDatabaseWithWaitingJobs(ctx);

    jobs = await startJobQueue(ctx.database, pino({ level: 'silent' }), { pollingIntervalSeconds: 0.5, schedule: false });

    const state = await queueState(ctx);
    expect(state.version).toBeGreaterThanOrEqual(25);
    expect(state.retired).toBe(0);
    expect(state.carried.map((j) => j.data)).toEqual([{ from: 'v10' }]);
    await waitUntil(async () => (await ctx.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length === 0);
  });

  it('a start that stopped after retiring the old schema hands its jobs over on the next start', async () => {
    t = await createTestApp();
    const ctx = t;
    await legacyDatabaseWithWaitingJobs(ctx);
    expect(await retireLegacyQueueSchema(ctx.database.sql, 'pgboss')).toBe(true);

    jobs = await startJobQueue(ctx.database, pino({ level: 'silent' }), { pollingIntervalSeconds: 0.5, schedule: false });

    const state = await queueState(ctx);
    expect(state.version).toBeGreaterThanOrEqual(25);
    expect(state.retired).toBe(0);
    expect(state.carried.map((j) => j.data)).toEqual([{ from: 'v10' }]);
  });

  it('a current schema is left alone', async () => {
    t = await createTestApp();
    jobs = await startJobQueue(t.database, pino({ level: 'silent' }), { schedule: false });
    await jobs.stop();
    expect(await retireLegacyQueueSchema(t.database.sql, 'pgboss')).toBe(false);
    jobs = await startJobQueue(t.database, pino({ level: 'silent' }), { schedule: false });
    expect((await queueState(t)).version).toBeGreaterThanOrEqual(25);
  });
});
