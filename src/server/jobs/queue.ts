import { PgBoss, type Db as PgBossDb } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { lt } from 'drizzle-orm';
import { purgeExpiredSessions } from '../auth/sessions';
import type { Database } from '../db/client';
import { rateLimitHits } from '../db/schema';
import type { Storage } from '../storage/storage';
import type { JobQueue, JobRegistration } from './job-queue';
import { carryRetiredJobs, retireLegacyQueueSchema } from './legacy-schema';
import { uploadJobs } from './uploads';

export const PURGE_EXPIRED_JOB = 'maintenance.purge-expired';
const QUEUE_SCHEMA = 'pgboss';

export type { JobQueue };

/** The queue startJobQueue started, with pg-boss itself for the process entry and the tests that look inside. */
export interface RunningJobQueue extends JobQueue {
  boss: PgBoss;
}

export interface JobQueueOptions {
  /** How often workers look for new jobs; tests shorten it. */
  pollingIntervalSeconds?: number;
  /** Registers the hourly maintenance schedule (off in tests that drive jobs by hand). */
  schedule?: boolean;
  /** Where uploads live, for the clean-up of unclaimed ones; without it that job is not worked here. */
  storage?: Storage;
  /** The features' jobs (graphics batches, scheduled notices, ...); only these are worked besides the maintenance. */
  registrations?: JobRegistration[];
}

/** The hourly maintenance every process runs: expired sessions, links and rate-limit counters go. */
function maintenanceJobs(database: Database): JobRegistration[] {
  return [
    {
      name: PURGE_EXPIRED_JOB,
      schedule: '17 * * * *',
      async handler(_data, { log }) {
        const sessions = await purgeExpiredSessions(database.db);
        const limits = await database.db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, new Date())).returning();
        log.info({ sessions, rateLimits: limits.length }, 'purged expired sessions and rate-limit counters');
        return { sessions, rateLimits: limits.length };
      },
    },
  ];
}

/** pg-boss on the application's own database, PGlite included (through the executeSql adapter). */
export async function startJobQueue(database: Database, log: FastifyBaseLogger, options: JobQueueOptions = {}): Promise<RunningJobQueue> {
  if (await retireLegacyQueueSchema(database.sql, QUEUE_SCHEMA)) {
    log.warn('the job queue schema was made by an older pg-boss; it is replaced and its pending jobs carried over');
  }
  const schedule = options.schedule ?? true;
  const boss = new PgBoss({
    db: database.sql as PgBossDb,
    schema: QUEUE_SCHEMA,
    schedule,
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
  });
  boss.on('error', (err: Error) => log.error({ err }, 'job queue error'));
  await boss.start();
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const registrations = [
    ...maintenanceJobs(database),
    ...(options.storage ? uploadJobs(options.storage) : []),
    ...(options.registrations ?? []),
  ];
  const tickers: Ticker[] = [];
  for (const job of registrations) {
    if (job.everyMs !== undefined) {
      tickers.push(startTicker(job, job.everyMs, log));
      continue;
    }
    await boss.createQueue(job.name);
    await boss.work<object>(job.name, { pollingIntervalSeconds }, async ([work]) => {
      if (!work) return;
      return job.handler(work.data, { log });
    });
    if (schedule && job.schedule) await boss.schedule(job.name, job.schedule);
  }

  const queues = new Set((await boss.getQueues()).map((q) => q.name));
  const carried = await carryRetiredJobs(database.sql, QUEUE_SCHEMA, async (job) => {
    if (queues.has(job.name)) await boss.send(job.name, (job.data ?? {}) as object, { startAfter: job.startAfter });
    else log.warn({ job: job.name }, 'a pending job of the old queue schema has no worker here and is dropped');
  });
  if (carried.length > 0) log.info({ jobs: carried.length }, 'pending jobs carried over from the old queue schema');
  return {
    boss,
    send: (name, data = {}, sendOptions = {}) => boss.send(name, data, sendOptions),
    async stop() {
      await Promise.all(tickers.map((t) => t.stop()));
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

interface Ticker {
  stop(): Promise<void>;
}

/** Failures in a row after which a ticker's failure is logged again (a database outage would log one a second). */
const TICKER_LOG_EVERY = 60;

/** Runs `job` every `everyMs` after its previous run, in this process, until stopped; then its own stop. */
function startTicker(job: JobRegistration, everyMs: number, log: FastifyBaseLogger): Ticker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let failures = 0;
  const run = () => {
    running = job
      .handler({}, { log })
      .then(() => {
        if (failures > 0) log.info({ job: job.name, failures }, 'job runs again');
        failures = 0;
      })
      .catch((err: unknown) => {
        if (failures % TICKER_LOG_EVERY === 0) log.error({ err, job: job.name, failures: failures + 1 }, 'job run failed');
        failures += 1;
      })
      .finally(() => {
        running = undefined;
        if (!stopped) {
          timer = setTimeout(run, everyMs);
          timer.unref();
        }
      });
  };
  timer = setTimeout(run, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await job.stop?.();
    },
  };
}

/**
 * A queue that starts pg-boss (with `start`) when the first job is sent, for processes that seldom
 * send one: the API tests and benchmarks, where a worker polling every database would only cost
 * time. The job then runs exactly as in production. `running()` starts it now.
 */
export function jobQueueOnFirstSend(start: () => Promise<RunningJobQueue>): JobQueue & { running(): Promise<RunningJobQueue> } {
  let queue: Promise<RunningJobQueue> | undefined;
  const running = () => (queue ??= start());
  return {
    running,
    send: async (name, data, sendOptions) => (await running()).send(name, data, sendOptions),
    async stop() {
      if (queue) await (await queue).stop();
    },
  };
}
