import { PgBoss, type Db as PgBossDb } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { purgeExpiredSessions } from '../features/auth/service';
import type { GraphicsDeps } from '../features/graphics/service';
import type { Storage } from '../storage/storage';
import type { NoticeDeps } from '../features/owner-leads/service';
import { registerGraphicsJobs } from './graphics';
import { registerNoticeJobs } from './notices';
import { carryRetiredJobs, retireLegacyQueueSchema } from './legacy-schema';
import { registerUploadJobs } from './uploads';

export const PURGE_EXPIRED_JOB = 'maintenance.purge-expired';
const QUEUE_SCHEMA = 'pgboss';

import type { JobQueue } from './job-queue';

export type { JobQueue };

export interface JobQueueOptions {
  /** How often workers look for new jobs; tests shorten it. */
  pollingIntervalSeconds?: number;
  /** Registers the hourly maintenance schedule (off in tests that drive jobs by hand). */
  schedule?: boolean;
  /** What the graphics batch job needs (storage, mail, ...); without it that job is not worked here. */
  graphics?: GraphicsDeps;
  /** Where uploads live, for the clean-up of unclaimed ones; defaults to the graphics deps' storage. */
  storage?: Storage;
  /** Scheduled notices (the owner's urgent sweep and digest, free speakers' new answers); without it not worked here. */
  notices?: NoticeDeps;
}

/** pg-boss on the application's own database, PGlite included (through the executeSql adapter). */
export async function startJobQueue(database: Database, log: FastifyBaseLogger, options: JobQueueOptions = {}): Promise<JobQueue> {
  if (await retireLegacyQueueSchema(database.sql, QUEUE_SCHEMA)) {
    log.warn('the job queue schema was made by an older pg-boss; it is replaced and its pending jobs carried over');
  }
  const boss = new PgBoss({
    db: database.sql as PgBossDb,
    schema: QUEUE_SCHEMA,
    schedule: options.schedule ?? true,
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
  });
  boss.on('error', (err: Error) => log.error({ err }, 'job queue error'));
  await boss.start();

  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  await boss.createQueue(PURGE_EXPIRED_JOB);
  await boss.work(PURGE_EXPIRED_JOB, { pollingIntervalSeconds }, async () => {
    const sessions = await purgeExpiredSessions(database.db);
    const limits = await database.db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, new Date())).returning();
    log.info({ sessions, rateLimits: limits.length }, 'purged expired sessions and rate-limit counters');
    return { sessions, rateLimits: limits.length };
  });
  if (options.schedule ?? true) await boss.schedule(PURGE_EXPIRED_JOB, '17 * * * *');
  const storage = options.storage ?? options.graphics?.storage;
  if (storage) {
    await registerUploadJobs(boss, storage, log, { pollingIntervalSeconds, schedule: options.schedule ?? true });
  }
  if (options.notices) {
    await registerNoticeJobs(boss, options.notices, log, { pollingIntervalSeconds, schedule: options.schedule ?? true });
  }
  if (options.graphics) {
    await registerGraphicsJobs(boss, options.graphics, log, { pollingIntervalSeconds, schedule: options.schedule ?? true });
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
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
