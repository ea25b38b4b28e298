import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURGE_EXPIRED_JOB, startJobQueue, type RunningJobQueue } from '../../jobs/queue';
import { DATABASE_UNAVAILABLE } from '../../plugins/error-handler';
import { createTestApp, signUpSpeaker, type TestContext } from '../../test/harness';
import { LIMITS } from '../../test/limits';

// PostgreSQL only: PGlite lives inside the process, there is no connection to lose.
const baseUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
/**
 * Ready again by one of this many probes after the connections were cut: the pool drops a dead
 * connection on its first failed query and opens a new one for the next, whatever the machine's
 * speed (how long it took is printed, not asserted).
 */
const READY_BY_PROBE = 3;

describe.skipIf(!baseUrl)('PostgreSQL terminates every connection of the app', () => {
  let t: TestContext;
  let jobs: RunningJobQueue;
  const crashes: unknown[] = [];
  const recordCrash = (err: unknown) => crashes.push(err);

  beforeAll(async () => {
    process.on('uncaughtException', recordCrash);
    process.on('unhandledRejection', recordCrash);
    t = await createTestApp();
    // pg-boss and the mail worker poll through the same pool as the requests.
    jobs = await startJobQueue(t.database, pino({ level: 'silent' }), {
      pollingIntervalSeconds: 0.5,
      schedule: false,
      storage: t.deps.storage,
    });
    t.deps.mailer.start({ intervalMs: 100 });
  });
  afterAll(async () => {
    await jobs?.stop();
    await t?.close();
    process.off('uncaughtException', recordCrash);
    process.off('unhandledRejection', recordCrash);
  });

  it(
    'keeps serving: health stays 200, requests get 200 or 503, ready again by its third probe',
    { timeout: LIMITS.longTestMs },
    async () => {
      const speaker = await signUpSpeaker(t.app);
      const asSpeaker = { method: 'GET' as const, url: '/api/speaker-auth/user', headers: { cookie: speaker.cookie } };
      // Fill the pool with idle connections, the ones that used to take the process down.
      await Promise.all(Array.from({ length: 8 }, () => t.app.inject(asSpeaker)));
      const [{ name }] = (await t.database.sql.executeSql('select current_database() as name')).rows;

      const health: number[] = [];
      const answers: { status: number; body: unknown }[] = [];
      let running = true;
      // Requests keep arriving while the connections are cut, so some are in flight when it happens.
      const traffic = (async () => {
        while (running) {
          const [h, a, b] = await Promise.all([
            t.app.inject({ method: 'GET', url: '/api/health' }),
            t.app.inject(asSpeaker),
            t.app.inject({ method: 'GET', url: '/api/blog/published' }),
          ]);
          health.push(h.statusCode);
          for (const res of [a, b]) answers.push({ status: res.statusCode, body: res.statusCode === 200 ? null : res.json() });
          await new Promise((r) => setTimeout(r, 5));
        }
      })();
      // The traffic is under way (its first round answered) before the connections are cut.
      const flowing = Date.now() + LIMITS.backgroundWorkMs;
      while (health.length === 0) {
        if (Date.now() > flowing) throw new Error('no request was answered before the cut');
        await new Promise((r) => setTimeout(r, 5));
      }

      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      const terminated = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
        [name],
      );
      await admin.end();
      const cutAt = performance.now();
      expect(terminated.rowCount).toBeGreaterThan(0);

      let readyAfterMs: number | undefined;
      let probes = 0;
      while (performance.now() - cutAt < LIMITS.backgroundWorkMs) {
        const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
        probes += 1;
        if (ready.statusCode === 200) {
          readyAfterMs = performance.now() - cutAt;
          break;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      // Keep the traffic going after: the pool's reconnections serve it. Four more rounds (eight
      // answers) are counted, not timed, so the last answers checked below came after readiness.
      const answersAtReady = answers.length;
      const served = Date.now() + LIMITS.backgroundWorkMs;
      while (readyAfterMs !== undefined && answers.length < answersAtReady + 8 && Date.now() < served) {
        await new Promise((r) => setTimeout(r, 20));
      }
      running = false;
      await traffic;
      console.log(
        `ready at probe ${probes}, ${readyAfterMs?.toFixed(0)} ms after ${terminated.rowCount} backends were terminated; ` +
          `${answers.length} requests: ${answers.filter((a) => a.status === 503).length} × 503, ${answers.filter((a) => a.status === 200).length} × 200`,
      );

      expect(crashes).toEqual([]);
      expect(readyAfterMs).toBeDefined();
      expect(probes).toBeLessThanOrEqual(READY_BY_PROBE);
      expect(new Set(health)).toEqual(new Set([200]));
      for (const answer of answers) {
        if (answer.status !== 200)
          expect(answer).toEqual({ status: 503, body: { ...DATABASE_UNAVAILABLE, requestId: expect.any(String) } });
      }
      // Recovered by itself: the last requests were answered from the database again.
      expect(answers.slice(-4).map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect((await t.app.inject(asSpeaker)).json()).toMatchObject({ email: speaker.body.email });

      // pg-boss's workers survived and work again.
      const id = await jobs.send(PURGE_EXPIRED_JOB);
      const deadline = Date.now() + LIMITS.backgroundWorkMs;
      let state: string | undefined;
      while (Date.now() < deadline) {
        state = (await jobs.boss.getJobById(PURGE_EXPIRED_JOB, id!))?.state;
        if (state === 'completed' || state === 'failed') break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(state).toBe('completed');
      expect(crashes).toEqual([]);
    },
  );
});
