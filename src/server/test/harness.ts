import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import type { AppDeps } from '../deps';
import { loadConfig, type Config } from '../config';
import { wrapPglite, wrapPgliteWorker, wrapPool, type Database } from '../db/client';
import { openPgliteWorker } from '../db/pglite-remote';
import { pgliteTemplate, TarBlob } from './pglite-template';
import pino from 'pino';
import { createAppMailer, featureJobs, type JobDeps } from '../compose';
import type { GraphicRenderer } from '../graphics/render-pool';
import { jobQueueOnFirstSend, startJobQueue, type RunningJobQueue } from '../jobs/queue';
import { createStorage } from '../storage/storage';
import { and, desc, eq, sql } from 'drizzle-orm';
import { mailMessages, speakerPlans, speakerProfiles } from '../db/schema';
import { ensureAdmin } from '../features/auth/service';

export const TEST_ADMIN = { email: 'owner@speakerpro.test', password: 'correct-horse-battery' };

/** Where each PostgreSQL test database is, so a second app can connect to it as another process would. */
const databaseUrls = new WeakMap<Database, string>();

/**
 * A name for a PostgreSQL database a test makes: this run's prefix, so the run's last sweep finds
 * it if the test could not drop it, and leaves other runs' databases alone.
 */
export const testDatabaseName = (kind = '') => `${inject('postgresTestPrefix') ?? 'sp_test_'}${kind}${randomBytes(6).toString('hex')}`;

/**
 * A fresh, migrated database: PGlite by default, PostgreSQL when the suite runs with TEST_DB=postgres.
 * PGlite runs on this thread (tests may dump and load its data directory), or in the database
 * worker as the server runs it: with `pgliteWorker`, or for every test with TEST_PGLITE_WORKER=1.
 */
export async function createTestDatabase(options: { pgliteWorker?: boolean } = {}): Promise<Database> {
  const template = inject('postgresTemplate');
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (template && baseUrl) {
    const name = testDatabaseName();
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    // Every user of this database (the app, pg-boss, the mailer) goes through this one pool, and
    // its close() returns only once each connection is closed, so nothing is left for the forced
    // drop below to terminate.
    const database = wrapPool(new pg.Pool({ connectionString: url.toString(), max: 5 }));
    databaseUrls.set(database, url.toString());
    const close = database.close;
    database.close = async () => {
      await close();
      await dropTestDatabase(baseUrl, name);
    };
    return database;
  }
  const dump = await pgliteTemplate();
  if (options.pgliteWorker || process.env.TEST_PGLITE_WORKER === '1')
    return wrapPgliteWorker(await openPgliteWorker({ loadDataDir: new Uint8Array(dump) }));
  const client = await PGlite.create({ loadDataDir: new TarBlob(dump) });
  return wrapPglite(client);
}

/** Drops a test database; a second try covers a server busy with other files' drops and creates. */
async function dropTestDatabase(baseUrl: string, name: string) {
  for (let attempt = 1; ; attempt += 1) {
    const cleanup = new pg.Client({ connectionString: baseUrl });
    cleanup.on('error', () => undefined);
    try {
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      return;
    } catch (err) {
      if (attempt >= 3) throw err;
      await new Promise((r) => setTimeout(r, 200 * attempt));
    } finally {
      await cleanup.end().catch(() => undefined);
    }
  }
}

export interface TestContext {
  app: FastifyInstance;
  deps: AppDeps;
  database: Database;
  config: Config;
  /** The app's job queue, started now if no job was sent yet (to look inside pg-boss). */
  jobQueue(): Promise<RunningJobQueue>;
  close(): Promise<void>;
}

/**
 * `options.logger`: the app's logger options (tests that read the log lines); silent without it.
 * `options.renderer`: what the graphics jobs render with (a test's failing renderer).
 * `options.pgliteWorker`: PGlite in the database worker, as the server runs it (see createTestDatabase).
 * `options.database`: an open database of the test's own instead of a fresh one (the app's close() closes it).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { logger?: FastifyServerOptions['logger']; renderer?: GraphicRenderer; pgliteWorker?: boolean; database?: Database } = {},
): Promise<TestContext> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), `speakerpro-test-${randomBytes(4).toString('hex')}`),
    PUBLIC_URL: 'http://localhost:5000',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ...env,
  });
  const database = options.database ?? (await createTestDatabase({ pgliteWorker: options.pgliteWorker }));
  if (config.admin) await ensureAdmin(database.db, config.admin);
  // S3_* in `env` put the uploads in a bucket (see storage/s3-test-server.ts); local disk otherwise.
  const storage = createStorage(database.db, config.dataDir, config.s3);
  const mailer = createAppMailer(config, database.db, storage);
  const jobDeps: JobDeps = { config, database, db: database.db, mailer, storage };
  // The production queue and workers (pg-boss on this database), started by the first job a test sends.
  const jobs = jobQueueOnFirstSend(() =>
    startJobQueue(database, pino({ level: 'silent' }), {
      pollingIntervalSeconds: 0.5,
      schedule: false,
      storage,
      registrations: featureJobs({ ...jobDeps, renderer: options.renderer }),
    }),
  );
  const deps: AppDeps = { ...jobDeps, jobs };
  const app = await buildApp(deps, { webDist: path.join(os.tmpdir(), 'speakerpro-no-web'), logger: options.logger });
  await app.ready();
  return {
    app,
    deps,
    database,
    config,
    jobQueue: jobs.running,
    async close() {
      await app.close();
      await jobs.stop();
      await mailer.close();
      await database.close();
    },
  };
}

/**
 * A second app on the test app's database, as another process would run it: on PostgreSQL with a
 * connection pool, mailer and file store of its own (nothing in memory shared with the first); on
 * PGlite, which one process holds, on the same instance. Close it before the first app.
 */
export async function createSecondApp(t: TestContext): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const url = databaseUrls.get(t.database);
  const database = url ? wrapPool(new pg.Pool({ connectionString: url, max: 3 })) : t.database;
  const storage = createStorage(database.db, t.config.dataDir, t.config.s3);
  const mailer = createAppMailer(t.config, database.db, storage);
  const app = await buildApp(
    { ...t.deps, database, db: database.db, storage, mailer },
    { webDist: path.join(os.tmpdir(), 'speakerpro-no-web') },
  );
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await mailer.close();
      if (url) await database.close();
    },
  };
}

/** The session cookie from a response, ready to send back as a Cookie header. */
export function sessionCookie(res: { cookies: { name: string; value: string }[] }): string {
  const c = res.cookies.find((x) => x.name === 'sp_session');
  if (!c) throw new Error('response set no session cookie');
  return `sp_session=${c.value}`;
}

let counter = 0;
export async function signUpSpeaker(
  app: FastifyInstance,
  overrides: Partial<Record<'firstName' | 'lastName' | 'email' | 'password', string>> = {},
) {
  counter += 1;
  const body = {
    firstName: 'Maya',
    lastName: 'Okafor',
    email: `maya${counter}.${randomBytes(3).toString('hex')}@example.com`,
    password: 'keynote-2026',
    ...overrides,
  };
  const res = await app.inject({ method: 'POST', url: '/api/speaker/signup', payload: body });
  if (res.statusCode !== 202) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  // Sign-up opens no session (its answer is the same for every address): sign in, as the speaker would.
  const login = await app.inject({ method: 'POST', url: '/api/public/sessions', payload: { email: body.email, password: body.password } });
  if (login.statusCode !== 200) throw new Error(`sign-in after signup failed: ${login.statusCode} ${login.body}`);
  return { cookie: sessionCookie(login), user: login.json().user as { id: number; email: string }, body };
}

/** The single-use link token in the newest e-mail to `to` that carries a link to `page` (e.g. '/verify-email'). */
export async function linkTokenFromMail(database: Database, to: string, page: string): Promise<string> {
  const rows = await database.db
    .select({ text: mailMessages.textBody })
    .from(mailMessages)
    .where(eq(sql`lower(${mailMessages.toAddress})`, to.toLowerCase()))
    .orderBy(desc(mailMessages.id));
  for (const row of rows) {
    const match = new RegExp(`${page}\\?token=([A-Za-z0-9_-]+)`).exec(row.text);
    if (match) return match[1]!;
  }
  throw new Error(`no e-mail to ${to} with a ${page} link`);
}

/** Follows the verification link e-mailed to the address, as its owner would. */
export async function confirmEmail(ctx: { app: FastifyInstance; database: Database }, email: string): Promise<void> {
  const token = await linkTokenFromMail(ctx.database, email, '/verify-email');
  const res = await ctx.app.inject({ method: 'POST', url: '/api/public/email-verifications', payload: { token } });
  if (res.statusCode !== 200) throw new Error(`verify-email failed: ${res.statusCode} ${res.body}`);
}

export async function signInAdmin(app: FastifyInstance) {
  const res = await app.inject({ method: 'POST', url: '/api/admin/sessions', payload: TEST_ADMIN });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  return sessionCookie(res);
}

/** A completed speaker profile for `user`, written straight to the database (tests of other features). */
export async function createProfile(
  database: Database,
  user: { id: number; email: string },
  overrides: Partial<typeof speakerProfiles.$inferInsert> = {},
) {
  const [row] = await database.db
    .insert(speakerProfiles)
    .values({
      userId: user.id,
      slug: 'maya-okafor',
      firstName: 'Maya',
      lastName: 'Okafor',
      workEmail: user.email,
      isOnboardingComplete: true,
      hasExperiencedSpeakerPro: true,
      digitalGiftTitle: 'Hybrid Team Checklist',
      digitalGiftUrl: 'https://maya.example/checklist.pdf',
      digitalGiftAccessCode: 'TEAM25',
      ...overrides,
    })
    .returning();
  return row!;
}

/** The speaker's Lite trial ran out a moment ago: the account is on Free, with everything it made kept. */
export async function endTrial(database: Database, userId: number) {
  await database.db
    .update(speakerPlans)
    .set({ trialEndsAt: new Date(Date.now() - 1000) })
    .where(and(eq(speakerPlans.userId, userId), eq(speakerPlans.status, 'trial')));
}
