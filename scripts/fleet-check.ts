// A fleet of real server processes behind a round-robin proxy, on one PostgreSQL database, one S3
// bucket (s3rver) and one SMTP server, all on 127.0.0.1:
//   1. three app processes start (each its own PORT and DATA_DIR) behind a proxy written here;
//   2. an admin session made through the proxy works on every process;
//   3. a logo and a gift uploaded to one process are served byte-identical by the others;
//   4. a 200-recipient campaign is approved, and while it is being sent a fourth process starts,
//      one process is stopped with SIGTERM, another killed with SIGKILL and every PostgreSQL
//      backend of the database is terminated once, while attendees keep answering through the proxy;
//   5. then: every acknowledged (201) answer is a row, every recipient got the message, at most
//      MAIL_DELIVERY_CONCURRENCY got it twice, an unsubscribe link works on every surviving
//      process and every survivor answers /api/health.
// Prints the figures; exits 1 when any count is wrong. Needs PostgreSQL (FLEET_PG_URL, default the
// CI cluster's postgres://postgres:speakerpro-ci@127.0.0.1:5432/postgres); it creates and drops a
// database of its own. Every wait is for a condition, up to a limit from LIMITS
// (src/server/test/limits.ts); the processes, servers, database and folders it makes are stopped and
// removed on every way out (scripts/child-processes.ts). Run: node --import tsx scripts/fleet-check.ts
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import pg from 'pg';
import { MAIL_DELIVERY_CONCURRENCY } from '../src/server/mail/mailer';
import { MINIMAL_PDF, multipartBody, pngImage } from '../src/server/test/uploads';
import { startTestSmtpServer, type TestSmtpServer } from '../src/server/test/smtp';
import { freePort } from '../src/server/test/free-port';
import { LIMITS } from '../src/server/test/limits';
import { cleanUpNow, onCleanUp, spawnTracked, stopTracked, waitFor } from './child-processes';

const ROOT = path.resolve(import.meta.dirname, '..');
const PG_URL_OR_NONE = process.env.FLEET_PG_URL ?? process.env.TEST_DATABASE_URL;
if (!PG_URL_OR_NONE) {
  // Like the PostgreSQL API run: a laptop without a database server skips it, CI always has one.
  console.log('FLEET_PG_URL and TEST_DATABASE_URL are not set: skipping the fleet check (it needs PostgreSQL).');
  process.exit(0);
}
const PG_URL: string = PG_URL_OR_NONE;
const RECIPIENTS = 200;
const SMTP_DELAY_MS = 50;
const MAIL_LEASE_SECONDS = process.env.MAIL_LEASE_SECONDS ?? '10';
/** From the SIGKILL: the killed process's leases run out, then the rest of the campaign is delivered. */
const CAMPAIGN_LIMIT_MS = Number(MAIL_LEASE_SECONDS) * 1000 + 2 * LIMITS.backgroundWorkMs;
/** A safety net only: the sum of the limits of the steps, each of which waits for its own condition. */
const WHOLE_RUN_LIMIT_MS = 2 * LIMITS.serverStartMs + CAMPAIGN_LIMIT_MS + 4 * LIMITS.backgroundWorkMs + 5 * LIMITS.serverStopMs;
const ANSWER_INTERVAL_MS = 120;
const ANSWER_WORKERS = 2;
/** Campaign messages received when each disruption happens. */
const TERMINATE_AT = 15;
const KILL_AT = 60;
const STOP_AT = 90;
/**
 * The SIGKILL comes at least this long after the terminate (a spacing of the scenario, not a limit:
 * longer is fine), so that the two disruptions are apart in the figures. Which doubles the SIGKILL
 * explains is decided from the database (what was claimed at its instant), not from times.
 */
const KILL_GAP_MS = 2_500;
const S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
const admin = { email: 'owner@fleet.speakerpro.test', password: 'fleet-check-owner-password' };

const started = performance.now();
const problems: string[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const since = (t: number) => performance.now() - t;
function log(line: string) {
  console.log(`[${(since(started) / 1000).toFixed(1).padStart(5)} s] ${line}`);
}
function check(ok: boolean, problem: string) {
  if (!ok) problems.push(problem);
  return ok;
}

// ----- Resources, released on every way out --------------------------------------------------

interface Backend {
  name: string;
  port: number;
  url: string;
  dataDir: string;
  child?: ChildProcess;
  output: string;
  /** In the proxy's rotation. */
  live: boolean;
  /** Set just before a signal this script sends: that exit is expected. */
  expectedExit: boolean;
  exit?: { code: number | null; signal: NodeJS.Signals | null };
  exited?: Promise<void>;
  /** Between spawn and ready (a crash then is reported by startBackend). */
  starting: boolean;
  startedIn?: number;
}

const backends: Backend[] = [];
let smtp: TestSmtpServer | undefined;
let proxy: http.Server | undefined;

// The app processes are tracked by scripts/child-processes.ts (killed, as process groups, on every
// way out); the rest is registered with onCleanUp where it is made, and undone newest first.

/** From now on a process's exit is the check's doing, not a crash to report. */
function expectEveryExit() {
  for (const b of backends) b.expectedExit = true;
}

async function dropDatabase(name: string) {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: LIMITS.requestMs });
  try {
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
  } catch (err) {
    console.error(`could not drop database ${name}: ${String(err)}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

function tmpDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  onCleanUp(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// ----- The proxy: round robin over live backends, retried elsewhere on connection refused ---------

const proxyStats = { requests: 0, refusedRetried: 0, failed502: 0, noBackend: 0, perBackend: new Map<string, number>() };
let turn = 0;
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

function forwardTo(b: Backend, req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): Promise<'done' | 'refused'> {
  return new Promise((resolve) => {
    const headers: http.OutgoingHttpHeaders = { ...req.headers };
    for (const h of HOP_BY_HOP) delete headers[h];
    headers['content-length'] = String(body.length);
    const client = req.socket.remoteAddress ?? '127.0.0.1';
    headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${String(req.headers['x-forwarded-for'])}, ${client}` : client;
    headers['x-forwarded-proto'] = 'http';
    // A connection of its own per request: nothing pooled survives a backend that went away.
    const upstream = http.request({ host: '127.0.0.1', port: b.port, method: req.method, path: req.url, headers, agent: false });
    upstream.on('response', (answer) => {
      proxyStats.perBackend.set(b.name, (proxyStats.perBackend.get(b.name) ?? 0) + 1);
      const out: http.OutgoingHttpHeaders = { ...answer.headers, 'x-fleet-backend': b.name };
      for (const h of HOP_BY_HOP) if (h !== 'transfer-encoding') delete out[h];
      res.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(res);
      answer.on('error', () => res.destroy());
      answer.on('end', () => resolve('done'));
    });
    upstream.on('error', (err: NodeJS.ErrnoException) => {
      // Refused: the request never reached the backend, so sending it elsewhere cannot double it.
      if (err.code === 'ECONNREFUSED' && !res.headersSent) return resolve('refused');
      if (!res.headersSent) {
        proxyStats.failed502 += 1;
        res.writeHead(502, { 'content-type': 'application/json', 'x-fleet-backend': b.name });
        res.end(JSON.stringify({ message: `proxy: ${b.name} failed: ${err.code ?? err.message}` }));
      } else res.destroy();
      resolve('done');
    });
    upstream.end(body);
  });
}

async function proxyRequest(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
  proxyStats.requests += 1;
  const live = backends.filter((b) => b.live);
  const first = live.length ? turn++ % live.length : 0;
  for (const b of [...live.slice(first), ...live.slice(0, first)]) {
    if ((await forwardTo(b, req, res, body)) === 'done') return;
    b.live = false; // passive health check: out of the rotation until it is ready again
    proxyStats.refusedRetried += 1;
  }
  proxyStats.noBackend += 1;
  res.writeHead(503, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ message: 'proxy: no live backend' }));
}

// ----- App processes ------------------------------------------------------------------------------

let commonEnv: Record<string, string> = {};

/** The lines of a crash that say what happened (the error, PostgreSQL's detail, the app's frame). */
function crashSummary(output: string): string {
  const lines = output.split('\n').map((l) => l.trim());
  const picked = lines.filter((l) => /^(\w*Error:|(cause: )?error:|detail:|at async \w+ \(\/.*\/src\/server\/)/.test(l));
  return (picked.length ? picked.slice(0, 8) : lines.slice(-6)).map((l) => l.slice(0, 200)).join(' | ');
}

function spawnProcess(b: Backend) {
  b.exit = undefined;
  b.output = '';
  const child = spawnTracked(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...commonEnv, PORT: String(b.port), DATA_DIR: b.dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  b.child = child;
  const keep = (d: Buffer) => {
    b.output = (b.output + d.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  b.exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      // The proxy finds out by itself (connection refused), like a load balancer would.
      b.exit = { code, signal };
      if (!b.expectedExit && !b.starting)
        problems.push(`process ${b.name} exited unexpectedly (code ${code}, signal ${signal}): ${crashSummary(b.output)}`);
      resolve();
    }),
  );
}

/**
 * Starts a process and waits for /api/ready. A process that dies while starting is a failure of the
 * check, and is started once more (as a supervisor would) so that the rest still runs and counts.
 */
async function startBackend(name: string): Promise<Backend> {
  const port = await freePort();
  const b: Backend = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    dataDir: tmpDir(`speakerpro-fleet-${name}-`),
    output: '',
    live: false,
    expectedExit: false,
    starting: true,
  };
  backends.push(b);
  const t0 = performance.now();
  for (let attempt = 1; ; attempt++) {
    spawnProcess(b);
    for (;;) {
      if (b.exit) break;
      try {
        if ((await fetch(`${b.url}/api/ready`, { signal: AbortSignal.timeout(LIMITS.requestMs) })).status === 200) break;
      } catch {
        // not listening yet
      }
      if (since(t0) > LIMITS.serverStartMs)
        throw new Error(`process ${name} was not ready within ${LIMITS.serverStartMs / 1000} s: ${crashSummary(b.output)}`);
      await sleep(200);
    }
    if (!b.exit) break;
    const crash = `process ${name} crashed while starting (exit code ${b.exit.code}, attempt ${attempt}): ${crashSummary(b.output)}`;
    problems.push(crash);
    log(crash);
    if (attempt >= 2) throw new Error(`process ${name} could not be started`);
    log(`starting ${name} once more, as a supervisor would`);
  }
  b.starting = false;
  b.startedIn = since(t0);
  b.live = true;
  return b;
}

/** The signal, then its exit within LIMITS.serverStopMs (ms it took), or undefined and SIGKILL to its group. */
async function stopBackend(b: Backend, signal: 'SIGTERM' | 'SIGKILL'): Promise<number | undefined> {
  if (!b.child || b.exit) return 0;
  b.expectedExit = true;
  const ms = await stopTracked(b.child, signal, LIMITS.serverStopMs);
  await b.exited;
  return ms;
}

/** "message × count" for each distinct warning or error a process logged (pino JSON or plain lines). */
function logDigest(output: string): string {
  const counts = new Map<string, number>();
  for (const line of output.split('\n')) {
    if (!line.trim()) continue;
    let key: string;
    try {
      const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
      key = `${entry.msg ?? ''}${entry.err?.message ? `: ${entry.err.message}` : ''}`;
    } catch {
      if (!/error|warn|fail/i.test(line)) continue;
      key = line.trim();
    }
    key = key.slice(0, 140);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts.size ? [...counts].map(([k, n]) => `${k} × ${n}`).join('; ') : 'nothing';
}

// ----- HTTP helpers -------------------------------------------------------------------------------

interface Answer {
  status: number;
  body: any;
  backend: string | null;
  cookies: string[];
  bytes: Buffer;
}

async function call(
  base: string,
  method: string,
  url: string,
  options: { cookie?: string; json?: unknown; body?: Buffer | string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.cookie) headers.cookie = options.cookie;
  let body: Buffer | string | undefined = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const res = await fetch(`${base}${url}`, {
    method,
    headers,
    body: typeof body === 'string' || body === undefined ? body : new Uint8Array(body),
    signal: AbortSignal.timeout(LIMITS.requestMs),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    parsed = undefined;
  }
  return { status: res.status, body: parsed, backend: res.headers.get('x-fleet-backend'), cookies: res.headers.getSetCookie(), bytes };
}

function expectStatus(a: Answer, status: number, what: string): Answer {
  if (a.status !== status) throw new Error(`${what}: ${a.status} ${a.bytes.toString('utf8').slice(0, 500)}`);
  return a;
}

const cookieOf = (a: Answer) => a.cookies.map((c) => c.split(';')[0]).join('; ');

// ----- The check ----------------------------------------------------------------------------------

const figures: string[] = [];
function figure(label: string, value: string) {
  figures.push(`  ${label.padEnd(46)} ${value}`);
}

async function main() {
  // 1. Infrastructure: S3, SMTP, a database, the proxy, three processes.
  const bucket = `speakerpro-fleet-${randomBytes(4).toString('hex')}`;
  const s3Dir = tmpDir('speakerpro-fleet-s3-');
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: bucket }] });
  const s3Port = (await s3.run()).port;
  onCleanUp(() => s3.close().catch(() => undefined));
  smtp = await startTestSmtpServer({ delayMs: SMTP_DELAY_MS });
  const smtpServer = smtp;
  onCleanUp(() => smtpServer.close().catch(() => undefined));
  // When each message was accepted, to tell which disruption a second copy comes from.
  const receivedAt: number[] = [];
  const received = smtp.received;
  const push = received.push.bind(received);
  received.push = (...items) => {
    for (let i = 0; i < items.length; i++) receivedAt.push(performance.now());
    return push(...items);
  };

  const adminDb = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: LIMITS.requestMs });
  try {
    await adminDb.connect();
  } catch (err) {
    throw new Error(`PostgreSQL is not reachable at ${PG_URL.replace(/:[^:@/]*@/, ':***@')} (set FLEET_PG_URL): ${String(err)}`, {
      cause: err,
    });
  }
  const name = `sp_fleet_${randomBytes(5).toString('hex')}`;
  await adminDb.query(`create database ${name}`);
  onCleanUp(() => dropDatabase(name));
  await adminDb.end();
  const dbUrl = new URL(PG_URL);
  dbUrl.pathname = `/${name}`;
  const databaseUrl = dbUrl.toString();
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  db.on('error', () => undefined);
  onCleanUp(() => db.end().catch(() => undefined));

  proxy = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => void proxyRequest(req, res, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => proxy!.listen(0, '127.0.0.1', resolve));
  const proxyServer = proxy;
  onCleanUp(async () => {
    proxyServer.closeAllConnections();
    await new Promise((r) => proxyServer.close(r));
  });
  const publicUrl = `http://127.0.0.1:${(proxy.address() as net.AddressInfo).port}`;

  commonEnv = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    APP_SECRET: randomBytes(32).toString('hex'),
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_REGION: 'us-east-1',
    ...S3_CREDENTIALS,
    AWS_EC2_METADATA_DISABLED: 'true',
    SMTP_URL: smtp.url,
    // The killed process's messages are taken over when their leases run out: 10 s instead of the
    // default 30 s keeps the check short, and is still three renewals a process that lives must miss.
    MAIL_LEASE_SECONDS,
    PUBLIC_URL: publicUrl,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '127.0.0.1',
    SPEAKERPRO_WEB_DIST: path.join(s3Dir, 'no-web-build'),
  };
  log(`S3 (s3rver) on :${s3Port}, SMTP ${smtp.url} (${SMTP_DELAY_MS} ms a message), database ${name}, proxy ${publicUrl}`);

  const tStart = performance.now();
  // All three at once on the empty database, as a first deployment of several replicas does.
  // FLEET_STAGGERED_START=1 starts A alone first (it creates the schema, the admin and the job
  // queues), then B and C: for looking at the rest of the check while start-up races are open.
  const staggered = process.env.FLEET_STAGGERED_START === '1';
  const alone = staggered ? await startBackend('A') : undefined;
  const [A, B, C] = await Promise.all([alone ?? startBackend('A'), startBackend('B'), startBackend('C')]);
  if (!A || !B || !C) throw new Error('unreachable');
  const startupMs = since(tStart);
  log(
    `A, B, C ready (${staggered ? 'A first, then B and C' : 'started together'}) in ${backends.map((b) => seconds(b.startedIn ?? 0)).join(', ')}`,
  );
  figure(`three processes ready (${staggered ? 'A first' : 'started together'})`, seconds(startupMs));

  // 2. Sessions: signed in through the proxy, the cookie works on every process.
  const login = expectStatus(await call(publicUrl, 'POST', '/api/admin/sessions', { json: admin }), 200, 'admin sign-in through the proxy');
  const adminCookie = cookieOf(login);
  const sessionAnswers: { via: string; status: number }[] = [];
  for (let i = 0; i < 6; i++) {
    const a = await call(publicUrl, 'GET', i % 2 ? '/api/campaigns' : '/api/speaker-auth/user', { cookie: adminCookie });
    sessionAnswers.push({ via: `proxy→${a.backend}`, status: a.status });
  }
  for (const b of [A, B, C]) {
    for (const url of ['/api/speaker-auth/user', '/api/campaigns']) {
      const a = await call(b.url, 'GET', url, { cookie: adminCookie });
      sessionAnswers.push({ via: `${b.name} direct`, status: a.status });
    }
  }
  const sessionOk = sessionAnswers.filter((s) => s.status === 200).length;
  const proxiedTo = new Set(sessionAnswers.filter((s) => s.via.startsWith('proxy')).map((s) => s.via));
  check(
    sessionOk === sessionAnswers.length,
    `admin session: ${sessionAnswers
      .filter((s) => s.status !== 200)
      .map((s) => `${s.via} ${s.status}`)
      .join(', ')}`,
  );
  check(proxiedTo.size === 3, `the proxy spread the session requests over ${proxiedTo.size} processes, not 3`);
  figure(
    'admin session (signed in via proxy→' + login.backend + ')',
    `${sessionOk}/${sessionAnswers.length} × 200 (${[...proxiedTo].sort().join(', ')}, each process direct)`,
  );

  // 3. Files: uploaded to A, served by B and C.
  const speakerEmail = `speaker-${randomBytes(3).toString('hex')}@fleet.speakerpro.test`;
  expectStatus(
    await call(A.url, 'POST', '/api/speaker/signup', {
      json: { firstName: 'Fleet', lastName: 'Speaker', email: speakerEmail, password: 'fleet-speaker-password-42' },
    }),
    202,
    'speaker sign-up on A',
  );
  // Sign-up opens no session (its answer is the same for every address): the speaker signs in.
  const signin = expectStatus(
    await call(A.url, 'POST', '/api/public/sessions', { json: { email: speakerEmail, password: 'fleet-speaker-password-42' } }),
    200,
    'speaker sign-in on A',
  );
  const speakerCookie = cookieOf(signin);
  const logo = pngImage(480, 480);
  const gift = Buffer.concat([MINIMAL_PDF, Buffer.from(`% fleet ${randomBytes(16).toString('hex')}\n`)]);
  const uploads: { what: string; url: string; field: string; filename: string; type: string; bytes: Buffer }[] = [
    { what: 'logo', url: '/api/speaker-admin/upload-logo', field: 'logo', filename: 'fleet-logo.png', type: 'image/png', bytes: logo },
    {
      what: 'gift',
      url: '/api/speaker-admin/upload-digital-gift',
      field: 'digitalGift',
      filename: 'fleet-gift.pdf',
      type: 'application/pdf',
      bytes: gift,
    },
  ];
  const fileResults: string[] = [];
  for (const u of uploads) {
    const { payload, headers } = multipartBody([{ field: u.field, filename: u.filename, contentType: u.type, content: u.bytes }]);
    const up = expectStatus(
      await call(A.url, 'POST', u.url, { cookie: speakerCookie, body: payload, headers }),
      200,
      `${u.what} upload on A (unconfirmed address)`,
    );
    const fileUrl = String(up.body.logoUrl ?? up.body.fileUrl);
    for (const b of [B, C]) {
      const down = await call(b.url, 'GET', fileUrl);
      const same = down.status === 200 && down.bytes.equals(u.bytes);
      check(
        same,
        `${u.what} uploaded on A, downloaded from ${b.name}: ${down.status}, ${down.bytes.length} bytes (uploaded ${u.bytes.length})`,
      );
      fileResults.push(`${u.what}@${b.name} ${same ? 'identical' : 'DIFFERENT'}`);
    }
  }
  const objects = fs
    .readdirSync(s3Dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('._S3rver_object')).length;
  figure('files uploaded on A, served by B and C', `${fileResults.join(', ')} (${objects} files in s3rver's folder)`);

  // An event for the attendees who keep answering during the campaign.
  const event = expectStatus(
    await call(publicUrl, 'POST', '/api/speaker-admin/events', {
      cookie: speakerCookie,
      json: { eventName: 'Fleet Summit', talkTitle: 'Fleet Talk' },
    }),
    201,
    'event',
  );
  const eventId = Number(event.body.id);

  // 4. The campaign, as bench/mail-crash.ts builds it: the owner's bulk campaign to 200 addresses.
  const recipients = Array.from({ length: RECIPIENTS }, (_, i) => ({ name: `Reader ${i + 1}`, email: `reader${i + 1}@fleet.example` }));
  const recipientSet = new Set(recipients.map((r) => r.email));
  const campaignMail = () => smtp!.received.filter((m) => m.to.some((t) => recipientSet.has(t.toLowerCase())));
  const generated = expectStatus(
    await call(publicUrl, 'POST', '/api/generate-bulk-emails', {
      cookie: adminCookie,
      json: { recipients, campaignType: 'follow_up', saveAsDraft: true },
    }),
    200,
    'campaign draft',
  );
  const campaignId = String(generated.body.campaign.id);

  // Attendees answer through the proxy from now until the campaign is finished.
  const answers = { sent: 0, acknowledged: [] as number[], statuses: new Map<string, number>() };
  let answering = true;
  let answerNo = 0;
  const answerWorkers = Array.from({ length: ANSWER_WORKERS }, async () => {
    while (answering) {
      const n = ++answerNo;
      answers.sent += 1;
      let key: string;
      try {
        const a = await call(publicUrl, 'POST', '/api/feedback', {
          json: {
            presentationId: eventId,
            rating: 1 + (n % 5),
            testimonial: 'A practical, energising talk with ideas I can use on Monday.',
            firstName: `Attendee${n}`,
            jobRole: 'Head of Sales at Example Ltd',
            workEmail: `attendee${n}@company${n % 50}.example`,
            contactConsent: true,
            publishConsent: n % 2 === 0,
          },
        });
        if (a.status === 201) answers.acknowledged.push(Number(a.body.id));
        key = a.status === 201 ? '201' : `${a.status} ${a.body?.code ?? a.bytes.toString('utf8').slice(0, 80)}`;
      } catch (err) {
        key = `no answer (${(err as Error).name})`;
      }
      answers.statuses.set(key, (answers.statuses.get(key) ?? 0) + 1);
      await sleep(ANSWER_INTERVAL_MS);
    }
  });
  // Answers are flowing before the approval.
  await waitFor('no attendee answer came back', LIMITS.backgroundWorkMs, () => (answers.statuses.size > 0 ? true : undefined));

  const approve = expectStatus(
    await call(publicUrl, 'POST', `/api/campaigns/${campaignId}/approve`, { cookie: adminCookie, json: {} }),
    200,
    'campaign approval',
  );
  const tApprove = performance.now();
  const approver = backends.find((b) => b.name === approve.backend);
  if (!approver) throw new Error(`the approval came back from ${approve.backend}`);
  log(`campaign ${campaignId} approved through the proxy on ${approver.name}: ${approve.body.message}`);

  // The fourth process starts now and joins the rotation once ready.
  const startingD = startBackend('D');
  startingD.catch(() => undefined);

  const waitForMail = (n: number) =>
    waitFor(
      `fewer than ${n} campaign messages received`,
      LIMITS.backgroundWorkMs,
      () => {
        const count = campaignMail().length;
        return count >= n ? count : undefined;
      },
      5,
    );

  // Every PostgreSQL backend of the fleet's database, once (except the one of the connection that
  // terminates them, which then reads which of the campaign's messages are claimed: 'sending').
  const atTerminate = await waitForMail(TERMINATE_AT);
  const killer = new pg.Client({ connectionString: databaseUrl });
  await killer.connect();
  let killerEnded = false;
  const endKiller = async () => {
    if (killerEnded) return;
    killerEnded = true;
    await killer.end().catch(() => undefined);
  };
  onCleanUp(endKiller);
  const claimed = () =>
    killer
      .query<{ email: string }>(
        `select lower(r.email) as email from campaign_recipients r join campaigns c on c.id = r.campaign_id
           join mail_messages m on m.id = r.mail_message_id where c.public_id = $1 and m.status = 'sending'`,
        [campaignId],
      )
      .then((r) => new Set(r.rows.map((row) => row.email)));
  const terminatedIndex = smtp.received.length;
  const tTerminate = performance.now();
  const terminated = await killer.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  const claimedAtTerminate = await claimed();
  log(`${terminated.rowCount} PostgreSQL backends terminated after ${atTerminate} campaign messages`);
  figure(
    'PostgreSQL backends terminated',
    `${terminated.rowCount} (after ${atTerminate} campaign messages, message #${terminatedIndex} of all)`,
  );

  // SIGKILL the process the approval ran on (it started delivering at once), once the messages
  // claimed at the terminate are settled (sent, or given back when their lease ran out): a message
  // claimed at both instants is one the terminate left hanging, and a second copy of it is not the
  // SIGKILL's. The process is frozen (SIGSTOP) for the instant it takes to read which messages are
  // claimed right then: only those can reach SMTP twice because of the kill.
  await waitForMail(KILL_AT);
  while (since(tTerminate) < KILL_GAP_MS) await sleep(10);
  await waitFor(
    'messages claimed at the terminate were still claimed',
    Number(MAIL_LEASE_SECONDS) * 1000 + LIMITS.backgroundWorkMs,
    async () => {
      const now = await claimed();
      return [...claimedAtTerminate].some((email) => now.has(email)) ? undefined : true;
    },
    50,
  );
  approver.child!.kill('SIGSTOP');
  const atKill = campaignMail().length;
  const killedIndex = smtp.received.length;
  const tKill = performance.now();
  const claimedAtKill = await claimed();
  await stopBackend(approver, 'SIGKILL');
  await endKiller();
  const acceptedAsDied = smtp.received.length - killedIndex;
  log(
    `${approver.name} killed (SIGKILL) after ${atKill} campaign messages, ${claimedAtKill.size} claimed by some process then; ${acceptedAsDied} more accepted until it was gone`,
  );

  // SIGTERM one of the other two first processes.
  const stopped = [A, B, C].find((b) => b !== approver)!;
  const atStop = await waitForMail(STOP_AT);
  const stopMs = await stopBackend(stopped, 'SIGTERM');
  check(stopMs !== undefined, `${stopped.name} did not exit within ${LIMITS.serverStopMs / 1000} s of SIGTERM`);
  check(stopped.exit?.code === 0, `${stopped.name} exited with code ${stopped.exit?.code} (signal ${stopped.exit?.signal}) on SIGTERM`);
  log(
    `${stopped.name} stopped (SIGTERM) after ${atStop} campaign messages: exit ${stopped.exit?.code} in ${stopMs === undefined ? '—' : `${stopMs.toFixed(0)} ms`}`,
  );

  // Messages put back in the queue by an error (e.g. the terminated connections) while being sent.
  const requeued = await db
    .query<{ to_address: string; status: string; attempts: number; error: string }>(
      `select m.to_address, m.status, m.attempts, m.error from mail_messages m join campaign_recipients r on r.mail_message_id = m.id
         join campaigns c on c.id = r.campaign_id where c.public_id = $1 and m.error is not null order by m.id`,
      [campaignId],
    )
    .then((r) => r.rows)
    .catch((err: unknown) => [{ to_address: '?', status: '?', attempts: 0, error: `could not look: ${String(err)}` }]);

  const D = await startingD;
  log(`D ready ${seconds(D.startedIn ?? 0)} after it was started`);

  // 5. Wait for the campaign: every message of it 'sent'.
  let statuses: Record<string, number> = {};
  let finishedAt: number | undefined;
  const campaignDeadline = tKill + CAMPAIGN_LIMIT_MS;
  while (performance.now() < campaignDeadline) {
    try {
      const rows = await db.query<{ status: string; n: string }>(
        `select m.status, count(*) as n from campaign_recipients r join campaigns c on c.id = r.campaign_id
           left join mail_messages m on m.id = r.mail_message_id where c.public_id = $1 group by m.status`,
        [campaignId],
      );
      statuses = Object.fromEntries(rows.rows.map((r) => [r.status ?? 'no message', Number(r.n)]));
      if (statuses.sent === RECIPIENTS) {
        finishedAt = performance.now();
        break;
      }
    } catch {
      // the pool reconnects
    }
    await sleep(500);
  }
  answering = false;
  await Promise.all(answerWorkers);
  const campaignStatus = await call(publicUrl, 'GET', `/api/admin/campaigns/${campaignId}`, { cookie: adminCookie });
  check(finishedAt !== undefined, `the campaign did not finish in time: messages ${JSON.stringify(statuses)}`);
  check(campaignStatus.body?.status === 'sent', `campaign status ${campaignStatus.status} ${JSON.stringify(campaignStatus.body?.status)}`);
  log(`campaign ${finishedAt ? `finished ${seconds(finishedAt - tApprove)} after approval` : 'NOT finished'}: ${JSON.stringify(statuses)}`);

  // Answers: every acknowledged one is a row.
  const stored = await db.query<{ n: string }>('select count(*) as n from responses where id = any($1::int[])', [answers.acknowledged]);
  const storedCount = Number(stored.rows[0]!.n);
  const distinctAcks = new Set(answers.acknowledged).size;
  check(
    storedCount === distinctAcks && distinctAcks === answers.acknowledged.length,
    `answers: ${answers.acknowledged.length} acknowledged (${distinctAcks} distinct ids), ${storedCount} stored`,
  );
  check(answers.acknowledged.length > 0, 'no answer was acknowledged');

  // Mail: everyone once, at most the delivery concurrency twice.
  const copies = new Map<string, number[]>();
  smtp.received.forEach((m, index) => {
    for (const to of m.to) {
      const key = to.toLowerCase();
      if (recipientSet.has(key)) copies.set(key, [...(copies.get(key) ?? []), index]);
    }
  });
  const once = [...copies.values()].filter((c) => c.length === 1).length;
  const twice = [...copies.entries()].filter(([, c]) => c.length === 2);
  const more = [...copies.values()].filter((c) => c.length > 2).length;
  const missing = recipients.filter((r) => !copies.has(r.email)).map((r) => r.email);
  check(missing.length === 0, `${missing.length} recipients got nothing: ${missing.slice(0, 10).join(', ')}`);
  check(more === 0, `${more} recipients got the message three times or more`);
  check(
    twice.length <= MAIL_DELIVERY_CONCURRENCY,
    `${twice.length} recipients got two copies (at most ${MAIL_DELIVERY_CONCURRENCY} allowed)`,
  );
  const doubledDetail: string[] = [];
  for (const [email, idx] of twice) {
    const row = await db.query<{ attempts: number }>(
      `select m.attempts from mail_messages m join campaign_recipients r on r.mail_message_id = m.id join campaigns c on c.id = r.campaign_id
        where c.public_id = $1 and lower(r.email) = $2`,
      [campaignId, email],
    );
    const firstAt = receivedAt[idx[0]!]!;
    const fromKill = firstAt - tKill;
    // The message was claimed at the SIGKILL (its first copy sent, not yet recorded), not left
    // hanging by the terminate.
    const byKill = claimedAtKill.has(email) && !claimedAtTerminate.has(email);
    const detail =
      `${email}: copies #${idx.join(' and #')} of all received, first one ${(fromKill / 1000).toFixed(2)} s from the SIGKILL and ` +
      `${((firstAt - tTerminate) / 1000).toFixed(2)} s from the terminate, second ${((receivedAt[idx[1]!]! - firstAt) / 1000).toFixed(1)} s later; ${row.rows[0]?.attempts ?? '?'} claims`;
    doubledDetail.push(`${detail}${byKill ? ', claimed at the SIGKILL' : ' (NOT claimed at the SIGKILL)'}`);
    check(byKill, `a second copy not explained by the SIGKILL: ${detail}`);
  }

  // Unsubscribe: one message's link works on every surviving process.
  const sample = smtp.received.find((m) => m.to.includes('reader1@fleet.example')) ?? campaignMail()[0];
  const unfolded = (sample?.raw ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const link = /^List-Unsubscribe:\s*<([^>]+)>/im.exec(unfolded)?.[1];
  const unsubscribeResults: string[] = [];
  const survivors = backends.filter((b) => !b.exit);
  if (
    check(
      link !== undefined && link.startsWith(`${publicUrl}/api/public/unsubscriptions?`),
      `no List-Unsubscribe link to ${publicUrl}/api/public/unsubscriptions in the message: ${unfolded.slice(0, 600)}`,
    )
  ) {
    const target = new URL(link!);
    for (const b of survivors) {
      const a = await call(b.url, 'POST', `${target.pathname}${target.search}`, {
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const ok = a.status === 200 && a.body?.email === target.searchParams.get('email');
      check(ok, `unsubscribe link on ${b.name}: ${a.status} ${a.bytes.toString('utf8').slice(0, 200)}`);
      unsubscribeResults.push(`${b.name} ${a.status}`);
    }
    const optOut = await db.query('select 1 from privacy_opt_outs where lower(email) = $1 and email_marketing', [
      target.searchParams.get('email'),
    ]);
    check(optOut.rowCount === 1, 'the unsubscribe left no opt-out row');
  }

  // Health of the survivors.
  const healthResults: string[] = [];
  for (const b of survivors) {
    const h = await call(b.url, 'GET', '/api/health').catch(() => undefined);
    const r = await call(b.url, 'GET', '/api/ready').catch(() => undefined);
    check(
      h?.status === 200 && r?.status === 200,
      `${b.name}: /api/health ${h?.status ?? 'no answer'}, /api/ready ${r?.status ?? 'no answer'}`,
    );
    healthResults.push(`${b.name} ${h?.status ?? '—'}/${r?.status ?? '—'}`);
  }

  // The survivors stop cleanly.
  const stopResults: string[] = [];
  for (const b of survivors) {
    const ms = await stopBackend(b, 'SIGTERM');
    check(
      ms !== undefined && b.exit?.code === 0,
      `${b.name} on SIGTERM at the end: exit ${b.exit?.code ?? 'none'} (${ms === undefined ? `not within ${LIMITS.serverStopMs / 1000} s` : seconds(ms)})`,
    );
    stopResults.push(`${b.name} ${b.exit?.code ?? '—'}`);
  }

  const statusTally = [...answers.statuses]
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} × ${n}`)
    .join(', ');
  figure('attendee answers sent through the proxy', `${answers.sent} (${statusTally})`);
  figure('answers acknowledged (201) / stored', `${answers.acknowledged.length} / ${storedCount}`);
  figure(
    `campaign of ${RECIPIENTS}`,
    `approved on ${approver.name}; status ${campaignStatus.body?.status}; messages ${JSON.stringify(statuses)}`,
  );
  figure(
    `SIGKILL ${approver.name}`,
    `after ${atKill} campaign messages (message #${killedIndex} of all); ${claimedAtKill.size} claimed then; ${acceptedAsDied} accepted by SMTP until it was gone`,
  );
  figure(
    `SIGTERM ${stopped.name}`,
    `after ${atStop} campaign messages; exit ${stopped.exit?.code} in ${stopMs === undefined ? '—' : `${stopMs.toFixed(0)} ms`}`,
  );
  figure('fourth process D', `started at approval, ready in ${seconds(D.startedIn ?? 0)}`);
  figure(
    'campaign sent',
    finishedAt ? `${seconds(finishedAt - tApprove)} after approval, ${seconds(finishedAt - tKill)} after the SIGKILL` : 'NOT finished',
  );
  figure('messages received (campaign / all)', `${campaignMail().length} / ${smtp.received.length}`);
  figure(
    'recipients once / twice / more / missing',
    `${once} / ${twice.length} / ${more} / ${missing.length} (twice allowed: ${MAIL_DELIVERY_CONCURRENCY})`,
  );
  for (const d of doubledDetail) figure('  received twice', d);
  figure(
    'campaign messages with an error, after SIGTERM',
    requeued.length
      ? requeued.map((r) => `${r.to_address} ${r.status} (${r.attempts} claims): ${r.error.slice(0, 80)}`).join('; ')
      : 'none',
  );
  figure('unsubscribe link accepted', unsubscribeResults.join(', ') || '—');
  figure('survivors /api/health / /api/ready', healthResults.join(', '));
  figure('survivors exit code on SIGTERM', stopResults.join(', '));
  for (const b of backends) figure(`server log of ${b.name} (warn and above)`, logDigest(b.output));
  figure(
    'proxy',
    `${proxyStats.requests} requests (${[...proxyStats.perBackend]
      .sort()
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}); ` +
      `${proxyStats.refusedRetried} refused and retried elsewhere, ${proxyStats.failed502} × 502, ${proxyStats.noBackend} with no backend`,
  );
}

// SIGINT/SIGTERM/SIGHUP: scripts/child-processes.ts kills the processes and runs the clean-ups.
const watchdog = setTimeout(() => {
  console.error(`fleet-check: still running after ${WHOLE_RUN_LIMIT_MS / 1000} s, giving up`);
  expectEveryExit();
  void cleanUpNow().finally(() => process.exit(1));
}, WHOLE_RUN_LIMIT_MS);
watchdog.unref();

try {
  await main();
} catch (err) {
  problems.push(String(err instanceof Error ? err.message : err));
} finally {
  clearTimeout(watchdog);
  expectEveryExit();
  await cleanUpNow();
}

console.log(
  `\nfleet check (${RECIPIENTS} recipients, SMTP answering after ${SMTP_DELAY_MS} ms, delivery concurrency ${MAIL_DELIVERY_CONCURRENCY})`,
);
console.log(figures.join('\n'));
console.log(`  ${'total time'.padEnd(46)} ${seconds(since(started))}`);
if (process.env.SHOW_SERVER_OUTPUT) for (const b of backends) console.log(`\n--- ${b.name} output ---\n${b.output}`);
if (problems.length > 0) {
  console.error(`\nfleet-check FAILED:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('fleet-check passed');
process.exit(0);
