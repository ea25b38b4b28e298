import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, rateLimitHits, sessions } from '../db/schema';
import { readStoredFile } from '../storage/storage';
import { createTestApp, signUpSpeaker, type TestContext } from '../test/harness';
import { LIMITS } from '../test/limits';
import { PURGE_EXPIRED_JOB, startJobQueue, type RunningJobQueue } from './queue';
import { PENDING_UPLOAD_TTL_MS, PURGE_PENDING_UPLOADS_JOB } from './uploads';

let t: TestContext;
let jobs: RunningJobQueue;
const queueErrors: Error[] = [];
beforeAll(async () => {
  t = await createTestApp();
  jobs = await startJobQueue(t.database, pino({ level: 'silent' }), {
    pollingIntervalSeconds: 0.5,
    schedule: false,
    storage: t.deps.storage,
  });
  jobs.boss.on('error', (err: Error) => queueErrors.push(err));
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
});

async function waitForJob(id: string, timeoutMs = LIMITS.backgroundWorkMs, name = PURGE_EXPIRED_JOB) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await jobs.boss.getJobById(name, id);
    if (job && ['completed', 'failed'].includes(job.state)) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job?.state} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('job queue', () => {
  it('the SQL adapter answers the rows of every statement of a script, as pg-boss requires', async () => {
    // pg-boss claims its background migrations with BEGIN; … RETURNING …; COMMIT in one script.
    const { rows } = await t.database.sql.executeSql('begin; select 1 as a; select 2 as b; commit');
    expect(rows).toEqual([{ a: 1 }, { b: 2 }]);
    const single = await t.database.sql.executeSql('select $1::int as c', [3]);
    expect(single.rows).toEqual([{ c: 3 }]);
  });

  it('runs the purge job end to end: expired sessions and counters go, live ones stay', async () => {
    const live = await signUpSpeaker(t.app);
    const stale = await signUpSpeaker(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, stale.user.id));
    await t.database.db.insert(rateLimitHits).values([
      { key: 'login:old', count: 3, resetAt: new Date(Date.now() - 1000) },
      { key: 'login:fresh', count: 1, resetAt: new Date(Date.now() + 60_000) },
    ]);

    const id = await jobs.send(PURGE_EXPIRED_JOB);
    expect(id).toBeTruthy();
    const job = await waitForJob(id!);
    expect(job.state).toBe('completed');
    expect(job.output).toMatchObject({ sessions: 1 });

    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, stale.user.id))).toHaveLength(0);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, live.user.id))).toHaveLength(1);
    const keys = (await t.database.db.select().from(rateLimitHits)).map((r) => r.key);
    expect(keys).toContain('login:fresh');
    expect(keys).not.toContain('login:old');
  });

  it('runs the unclaimed-upload purge: a day-old anonymous gift goes (row and bytes), an owned one stays', async () => {
    const { user } = await signUpSpeaker(t.app);
    const bytes = Buffer.from('%PDF-1.4\n%%EOF\n');
    const pending = await t.deps.storage.save({
      ownerUserId: null,
      kind: 'gift',
      originalName: 'old.pdf',
      mimeType: 'application/pdf',
      bytes,
    });
    const owned = await t.deps.storage.save({
      ownerUserId: user.id,
      kind: 'gift',
      originalName: 'mine.pdf',
      mimeType: 'application/pdf',
      bytes,
    });
    const old = new Date(Date.now() - PENDING_UPLOAD_TTL_MS - 60_000);
    for (const f of [pending, owned]) await t.database.db.update(files).set({ createdAt: old }).where(eq(files.id, f.id));

    const id = await jobs.send(PURGE_PENDING_UPLOADS_JOB);
    const job = await waitForJob(id!, LIMITS.backgroundWorkMs, PURGE_PENDING_UPLOADS_JOB);
    expect(job.state).toBe('completed');
    expect(job.output).toMatchObject({ removed: 1 });
    expect(await t.database.db.select().from(files).where(eq(files.id, pending.id))).toHaveLength(0);
    expect(await readStoredFile(t.deps.storage, pending)).toBeNull();
    expect(await t.database.db.select().from(files).where(eq(files.id, owned.id))).toHaveLength(1);
    expect(await readStoredFile(t.deps.storage, owned)).toEqual(bytes);
  });

  it('runs a registration with everyMs in the process, again after each run ends, until stopped; then its stop', async () => {
    const runs: number[] = [];
    let running = 0;
    let overlapped = false;
    let stopped = false;
    const ticking = await startJobQueue(t.database, pino({ level: 'silent' }), {
      schedule: false,
      registrations: [
        {
          name: 'test.every-50-ms',
          everyMs: 50,
          async handler() {
            running += 1;
            if (running > 1) overlapped = true;
            runs.push(Date.now());
            // Slower than its interval: the next run waits for this one.
            await new Promise((r) => setTimeout(r, 80));
            running -= 1;
            // The second run fails: the ticker logs it and goes on.
            if (runs.length === 2) throw new Error('one bad run');
          },
          async stop() {
            expect(running).toBe(0);
            stopped = true;
          },
        },
      ],
    });
    const deadline = Date.now() + LIMITS.backgroundWorkMs;
    while (runs.length < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await ticking.stop();
    expect(runs.length).toBeGreaterThanOrEqual(4);
    expect(overlapped).toBe(false);
    expect(stopped).toBe(true);
    const count = runs.length;
    await new Promise((r) => setTimeout(r, 200));
    expect(runs).toHaveLength(count);
    // A ticker is no pg-boss queue.
    expect((await jobs.boss.getQueues()).map((q) => q.name)).not.toContain('test.every-50-ms');
  });

  it('reported no error while it worked', () => {
    expect(queueErrors.map((e) => e.message)).toEqual([]);
  });
});
