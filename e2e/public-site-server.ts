// A server of a spec's own, for what the shared e2e server cannot give: a database seeded before
// start (blog posts), settings of its own (an OAuth provider inside the test) or real SMTP delivery
// to a server inside the test. It runs the build (dist/server/main.js, as production does) on a
// copy of the migrated template database (e2e/database-template.ts), so a hook that starts one
// neither compiles the server's sources nor migrates a database.
//
// Nothing started here outlives the worker that started it: each server is stopped by its spec's
// afterAll, stopped at once when its start fails, and killed when the worker process exits (a hook
// that timed out, a worker torn down after a failure: scripts/child-processes.ts). Each carries SPEAKERPRO_E2E_OWN_SERVER, by
// which the global teardown finds any that still escaped.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import type { Db } from '../src/server/db/client';
import { openDatabase } from '../src/server/db/client';
import { spawnTracked, stopTracked, waitFor } from '../scripts/child-processes';
import { LIMITS } from '../src/server/test/limits';
import { freePort } from '../src/server/test/free-port';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../src/server/test/smtp';
import { copyTemplate, OWN_SERVER_MARKER } from './database-template';
import { E2E_ADMIN } from './fixtures';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_BUILD = path.join(ROOT, 'dist/server/main.js');

export interface OwnServer {
  baseURL: string;
  stop(): Promise<void>;
}

async function waitForHealth(baseURL: string, child: ChildProcess, output: () => string): Promise<void> {
  try {
    await waitFor('own e2e server answering /api/health', LIMITS.serverStartMs, async () => {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`own e2e server exited (${child.exitCode ?? child.signalCode})`);
      try {
        return (await fetch(`${baseURL}/api/health`)).ok ? true : undefined;
      } catch {
        return undefined; // not listening yet
      }
    });
  } catch (err) {
    throw new Error(`${(err as Error).message}: ${output()}`, { cause: err });
  }
}

/**
 * Starts the built server on a free port with a fresh copy of the template database (PostgreSQL
 * for the 'postgres' project), after `seed` has written to it. Call it from a beforeAll hook: it
 * gives that hook the limit for starting a server.
 */
export async function startOwnServer(options: {
  project: string;
  env?: Record<string, string>;
  seed?: (db: Db) => Promise<void>;
}): Promise<OwnServer> {
  test.info().setTimeout(Math.max(test.info().timeout, LIMITS.browserHookMs));
  if (!fs.existsSync(SERVER_BUILD)) throw new Error(`${SERVER_BUILD} is missing: run \`npm run build\` before the browser suite`);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const postgresUrl = options.project === 'postgres' ? process.env.TEST_DATABASE_URL || undefined : undefined;
  const database = await copyTemplate(postgresUrl);

  let child: ChildProcess | undefined;
  try {
    if (options.seed) {
      const db = await openDatabase({ databaseUrl: database.env.DATABASE_URL, dataDir: database.dataDir });
      try {
        await options.seed(db.db);
      } finally {
        await db.close();
      }
    }
    child = spawnTracked(process.execPath, ['--enable-source-maps', SERVER_BUILD], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...database.env,
        [OWN_SERVER_MARKER]: process.env.E2E_RUN_ID ?? 'unknown',
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        AUTH_RATE_LIMIT_PER_MINUTE: '500',
        LOG_LEVEL: 'warn',
        // A database server means a fleet: the server insists on one shared key.
        ...(database.env.DATABASE_URL ? { APP_SECRET: 'e2e-app-secret-shared-by-every-process' } : {}),
        SPEAKERPRO_WEB_DIST: process.env.E2E_WEB_DIST ?? '',
        ...options.env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000);
    });
    await waitForHealth(baseURL, child, () => errors);
  } catch (err) {
    if (child) await stopTracked(child);
    await database.remove();
    throw err;
  }

  const server = child;
  return {
    baseURL,
    async stop() {
      await stopTracked(server);
      await database.remove();
    },
  };
}

export interface OwnServerWithMail extends OwnServer {
  smtp: TestSmtpServer;
  /** The first message to `to` (with this subject, when given), waiting for its delivery. */
  waitForMail(to: string, subject?: string, timeoutMs?: number): Promise<ReceivedMail>;
}

/** An own server that delivers its e-mail to an SMTP server inside the test, to read back what people receive. */
export async function startOwnServerWithMail(project: string): Promise<OwnServerWithMail> {
  const smtp = await startTestSmtpServer();
  let server: OwnServer;
  try {
    server = await startOwnServer({ project, env: { SMTP_URL: smtp.url } });
  } catch (err) {
    await smtp.close();
    throw err;
  }
  return {
    baseURL: server.baseURL,
    smtp,
    async waitForMail(to, subject, timeoutMs = LIMITS.backgroundWorkMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = smtp.received.find((m) => m.to.includes(to) && (subject === undefined || m.raw.includes(`Subject: ${subject}`)));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no e-mail to ${to}${subject ? ` about ${subject}` : ''}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      await server.stop();
      await smtp.close();
    },
  };
}
