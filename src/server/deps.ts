import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { JobQueue } from './jobs/job-queue';
import type { Mailer } from './mail/mailer';
import type { Storage } from './storage/storage';

/**
 * What every route set is given: the settings, the database, the mailer, the file store and the job
 * queue. Its own module, so route files do not import app.ts (which imports them).
 */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  storage: Storage;
  jobs: JobQueue;
}
