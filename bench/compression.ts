// Bytes on the wire for a big JSON answer of the API (the OpenAPI document, and the owner's visitor
// funnel over a year) with and without Accept-Encoding (decision 081). Starts the app on an
// in-memory PGlite and reads the raw answers over a real connection.
// Run: npx tsx bench/compression.ts
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import pino from 'pino';
import { buildApp } from '../src/server/app';
import type { AppDeps } from '../src/server/deps';
import { loadConfig } from '../src/server/config';
import { wrapPglite } from '../src/server/db/client';
import { createMailer } from '../src/server/mail/mailer';
import { featureJobs } from '../src/server/compose';
import { jobQueueOnFirstSend, startJobQueue } from '../src/server/jobs/queue';
import { emailMarketingOptOuts } from '../src/server/domain/consent-rules';
import { createStorage } from '../src/server/storage/storage';
import { ensureAdmin } from '../src/server/features/auth/service';

const ADMIN = { email: 'owner@bench.example', password: 'bench-owner-password' };
const database = wrapPglite(new PGlite());
await database.migrate();
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: '/tmp/speakerpro-bench',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});
const storage = createStorage(database.db, config.dataDir);
const mailer = createMailer({ db: database.db, storage, from: config.mailFrom, marketingOptOuts: emailMarketingOptOuts });
const jobDeps = { config, database, db: database.db, storage, mailer };
const jobs = jobQueueOnFirstSend(() =>
  startJobQueue(database, pino({ level: 'silent' }), { schedule: false, registrations: featureJobs(jobDeps) }),
);
const app = await buildApp({ ...jobDeps, jobs } satisfies AppDeps);
if (config.admin) await ensureAdmin(database.db, config.admin);
const signIn = await app.inject({ method: 'POST', url: '/api/admin/sessions', payload: ADMIN });
const owner = `sp_session=${signIn.cookies.find((c) => c.name === 'sp_session')!.value}`;
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

/** Header and body bytes as they crossed the socket (Node's client does not decompress). */
function fetchRaw(path: string, headers: Record<string, string>): Promise<{ headerBytes: number; bodyBytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers }, (res) => {
      let bodyBytes = 0;
      res.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
      res.on('end', () => {
        const headerBytes = res.rawHeaders.reduce((n, h) => n + Buffer.byteLength(h), 0) + res.rawHeaders.length * 2;
        resolve({ headerBytes, bodyBytes, encoding: String(res.headers['content-encoding'] ?? 'none') });
      });
    });
    req.on('error', reject);
  });
}

const rows: Record<string, string | number>[] = [];
for (const [label, path, cookie] of [
  ['OpenAPI document', '/api/docs/json', undefined],
  ['visitor funnel, 365 days', '/api/admin/visitor-funnel?days=365', owner],
] as const) {
  for (const acceptEncoding of [undefined, 'gzip', 'br, gzip']) {
    const headers: Record<string, string> = {
      ...(cookie ? { cookie } : {}),
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    };
    const started = performance.now();
    const r = await fetchRaw(path, headers);
    rows.push({
      answer: label,
      'Accept-Encoding': acceptEncoding ?? '(none)',
      'Content-Encoding': r.encoding,
      'body bytes': r.bodyBytes,
      'header bytes': r.headerBytes,
      ms: Math.round(performance.now() - started),
    });
  }
}
console.table(rows);
await app.close();
await jobs.stop();
await database.close();
