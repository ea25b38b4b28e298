// A server of the public-site and free-tier specs' own, for what the shared e2e server cannot give:
// a database seeded before start (blog posts; the admin writes them in another issue) and real
// SMTP delivery to a server inside the test (the QR e-mail). Same code, same build, fresh data.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Db } from '../src/server/db/client';
import { E2E_ADMIN } from './fixtures';
import { freePort } from '../src/server/test/free-port';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../src/server/test/smtp';

export interface OwnServer {
  baseURL: string;
  stop(): Promise<void>;
}

async function waitForHealth(baseURL: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`own e2e server exited (${child.exitCode}): ${stderr()}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`own e2e server did not become healthy: ${stderr()}`);
}

/**
 * Starts `src/server/main.ts` on a free port with a fresh database (PGlite, or a new PostgreSQL
 * database for the 'postgres' project), after `seed` has written to it.
 */
export async function startOwnServer(options: {
  project: string;
  env?: Record<string, string>;
  seed?: (db: Db) => Promise<void>;
}): Promise<OwnServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dbEnv: Record<string, string> = {};
  let cleanup: () => Promise<void>;

  const baseDbUrl = process.env.TEST_DATABASE_URL;
  if (options.project === 'postgres' && baseDbUrl) {
    const name = `sp_e2e_own_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseDbUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(baseDbUrl);
    url.pathname = `/${name}`;
    dbEnv.DATABASE_URL = url.toString();
    dbEnv.APP_SECRET = 'e2e-app-secret-shared-by-every-process';
    cleanup = async () => {
      const c = new pg.Client({ connectionString: baseDbUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-e2e-own-'));
    dbEnv.DATA_DIR = dataDir;
    cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const dataDir = dbEnv.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-e2e-own-files-'));
  if (options.seed) {
    const database = await openDatabase({ databaseUrl: dbEnv.DATABASE_URL, dataDir });
    try {
      await database.migrate();
      await options.seed(database.db);
    } finally {
      await database.close();
    }
  }

  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      ...dbEnv,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      AUTH_RATE_LIMIT_PER_MINUTE: '500',
      LOG_LEVEL: 'warn',
      SPEAKERPRO_WEB_DIST: process.env.E2E_WEB_DIST ?? '',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  try {
    await waitForHealth(baseURL, child, () => errors);
  } catch (err) {
    child.kill('SIGKILL');
    await cleanup();
    throw err;
  }

  return {
    baseURL,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await cleanup();
      if (!dbEnv.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface OwnServerWithMail extends OwnServer {
  smtp: TestSmtpServer;
  /** The first message to `to` (with this subject, when given), waiting for delivery up to `timeoutMs`. */
  waitForMail(to: string, subject?: string, timeoutMs?: number): Promise<ReceivedMail>;
}

/** An own server that delivers its e-mail to an SMTP server inside the test, to read back what people receive. */
export async function startOwnServerWithMail(project: string): Promise<OwnServerWithMail> {
  const smtp = await startTestSmtpServer();
  const server = await startOwnServer({ project, env: { SMTP_URL: smtp.url } });
  return {
    baseURL: server.baseURL,
    smtp,
    async waitForMail(to, subject, timeoutMs = 10_000) {
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
