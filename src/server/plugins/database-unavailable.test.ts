import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { AppDeps } from '../deps';
import { loadConfig } from '../config';
import { isDatabaseUnavailableError, wrapPool } from '../db/client';
import { createAppMailer } from '../compose';
import { jobQueueOnFirstSend } from '../jobs/queue';
import { createStorage } from '../storage/storage';
import type { FastifyInstance } from 'fastify';
import { DATABASE_UNAVAILABLE } from './error-handler';

function pgError(code: string, message = 'x') {
  return Object.assign(new Error(message), { code, severity: 'FATAL' });
}

describe('isDatabaseUnavailableError', () => {
  it.each([
    ['57P01 admin_shutdown (pg_terminate_backend, fast shutdown)', pgError('57P01', 'terminating connection due to administrator command')],
    ['57P02 crash_shutdown', pgError('57P02')],
    ['57P03 cannot_connect_now (starting up)', pgError('57P03', 'the database system is starting up')],
    ['08006 connection_failure', pgError('08006')],
    ['ECONNREFUSED', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['ECONNRESET', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['a connection that ended under a query', new Error('Connection terminated unexpectedly')],
    ['the same, wrapped by drizzle', new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly'))],
    ['refused on every address', new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })], '')],
  ])('%s is one', (_, err) => {
    expect(isDatabaseUnavailableError(err)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['a missing table', pgError('42P01')],
    ['a wrapped syntax error', new DrizzleQueryError('selec 1', [], pgError('42601'))],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error at all', 'ECONNREFUSED'],
  ])('%s is not', (_, err) => {
    expect(isDatabaseUnavailableError(err)).toBe(false);
  });
});

/** A port on which nothing listens: connecting to it is refused, as with a stopped PostgreSQL. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a request while PostgreSQL is down', () => {
  let app: FastifyInstance;
  let deps: AppDeps;
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: path.join(os.tmpdir(), `speakerpro-test-${randomBytes(4).toString('hex')}`),
      PUBLIC_URL: 'http://localhost:5000',
    });
    const database = wrapPool(
      new pg.Pool({ connectionString: `postgres://postgres:x@127.0.0.1:${await closedPort()}/speakerpro`, max: 2 }),
      {
        onError: () => undefined,
      },
    );
    const storage = createStorage(database.db, config.dataDir);
    const mailer = createAppMailer(config, database.db, storage);
    // Never started: no request here sends a job (and the database is out of reach).
    const jobs = jobQueueOnFirstSend(() => Promise.reject(new Error('no job queue in this test')));
    deps = { config, database, db: database.db, mailer, storage, jobs };
    app = await buildApp(deps, { webDist: path.join(os.tmpdir(), 'speakerpro-no-web') });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await deps.mailer.close();
    await deps.database.close();
  });

  it('gets 503 DATABASE_UNAVAILABLE, not an internal error', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/blog/published' },
      { method: 'GET' as const, url: '/api/speaker-auth/user', headers: { cookie: 'sp_session=not-a-real-session' } },
      { method: 'POST' as const, url: '/api/speaker/login-email', payload: { email: 'maya@example.com', password: 'keynote-2026' } },
    ]) {
      const res = await app.inject(request);
      expect({ url: request.url, status: res.statusCode, body: res.json() }).toEqual({
        url: request.url,
        status: 503,
        body: { ...DATABASE_UNAVAILABLE, requestId: res.headers['x-request-id'] },
      });
      expect(res.headers['retry-after']).toBe('1');
    }
  });

  it('is still alive (health 200) and says it is not ready (503)', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
  });
});
