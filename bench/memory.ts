// What a production server process holds (docs/decisions/067 and 083): the built server
// (dist/server/main.js, with the V8 flags `npm start` gives it) on PGlite (a fresh DATA_DIR) and, when DATABASE_URL or TEST_DATABASE_URL
// names a PostgreSQL server, on a database of its own made there for the run and dropped after it.
// For each: the time and CPU until /api/ready answers (a second start, on the migrated database),
// then RSS, peak RSS, V8's heap and memory outside it (`external`, which holds PGlite's WebAssembly
// memory and Buffers) at ready, idle, after an attendee load (answers posted to the public feedback
// route, each queuing the gift e-mail, with the attendee pages and the talk's public data read in
// between) and idle again; and which of the packages loaded only for rare work (graphics, PDFs,
// Word, e-mail rendering, HTML sanitising, ZIPs) the process has loaded by then.
// Numbers only, nothing asserted. Needs a build: npm run build && npx tsx bench/memory.ts
// BENCH_ANSWERS (default 200) and BENCH_IDLE_S (default 5) change the load and the idle wait;
// BENCH_DATABASES=pglite or =postgres measures one of the two; BENCH_NODE_FLAGS adds flags to the
// server's node (to try V8's settings, e.g. "--max-semi-space-size=1").
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../src/server/test/free-port';
import { cpuTicks, TICKS_PER_S } from './lib/proc-cpu';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'dist/server/main.js');
const hook = path.join(root, 'src/server/test/loaded-modules.mjs');
const ANSWERS = Number(process.env.BENCH_ANSWERS ?? 200);
const IDLE_S = Number(process.env.BENCH_IDLE_S ?? 5);
const CONCURRENCY = 10;
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const NODE_FLAGS = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);

/** Packages a process needs only for rare work; the rest (fastify, drizzle, pg, PGlite...) serve every request. */
const RARE_PACKAGES = [
  'satori',
  '@resvg/resvg-js',
  'fontkit',
  'pdfkit',
  'docx',
  '@react-email/render',
  'react-dom',
  'html-to-text',
  'sanitize-html',
  'qrcode',
  'fflate',
  'image-size',
  'bidi-js',
];

interface Dump {
  modules: string[];
  memory: NodeJS.MemoryUsage;
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

function procStatus(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** Packages (by name) among the URLs a process loaded. */
function packagesOf(urls: string[]): Set<string> {
  const names = new Set<string>();
  for (const url of urls) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
    if (match) names.add(match[1]!);
  }
  return names;
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 120_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

class Server {
  readonly dumpFile = path.join(os.tmpdir(), `speakerpro-memory-${randomBytes(4).toString('hex')}.json`);
  child!: ChildProcess;
  exited!: Promise<unknown>;
  base = '';

  constructor(private readonly env: Record<string, string>) {}

  /** Starts the process and resolves once /api/ready answers 200, with the wall time and CPU it took. */
  async start(): Promise<{ ms: number; cpuS: number }> {
    const port = await freePort();
    this.base = `http://127.0.0.1:${port}`;
    const t0 = performance.now();
    // The V8 flag `npm start` gives a process on the embedded database (scripts/start.mjs).
    const startFlags = this.env.DATABASE_URL ? [] : ['--liftoff-only'];
    this.child = spawn(process.execPath, [...startFlags, ...NODE_FLAGS, '--expose-gc', '--import', hook, server], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PUBLIC_URL: this.base,
        ...this.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        MODULE_LOG_FILE: this.dumpFile,
        FEEDBACK_RATE_LIMIT_PER_MINUTE: '1000000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.exited = new Promise((r) => this.child.once('exit', r));
    await waitFor('the server to be ready', async () => {
      if (this.child.exitCode !== null) throw new Error(`the server exited with ${this.child.exitCode}`);
      try {
        return (await fetch(`${this.base}/api/ready`)).ok ? true : undefined;
      } catch {
        return undefined;
      }
    });
    return { ms: performance.now() - t0, cpuS: (cpuTicks(this.child.pid!) ?? 0) / TICKS_PER_S };
  }

  /** The process's memory (after a full garbage collection) and the modules it has loaded. */
  async sample(): Promise<Dump & { rss: number; peak: number }> {
    fs.rmSync(this.dumpFile, { force: true });
    this.child.kill('SIGUSR2');
    const dump = await waitFor('the memory report', () =>
      fs.existsSync(this.dumpFile) ? (JSON.parse(fs.readFileSync(this.dumpFile, 'utf8')) as Dump) : undefined,
    );
    return { ...dump, ...procStatus(this.child.pid!) };
  }

  async stop() {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGTERM');
    await this.exited;
    fs.rmSync(this.dumpFile, { force: true });
  }

  async call(method: string, url: string, body?: object, cookie?: string) {
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res;
  }
}

/** A speaker with a gift and one talk, then ANSWERS attendees' answers (each queues the gift e-mail) and page reads. */
async function attendeeLoad(s: Server) {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const password = `Bench ${randomBytes(9).toString('base64')} memory`;
  await s.call('POST', '/api/public/accounts', { firstName: 'Nadia', lastName: 'Brooks', email, password });
  // Sign-up opens no session: sign in with the new account's password.
  const signin = await s.call('POST', '/api/public/sessions', { email, password });
  const cookie = signin.headers.get('set-cookie')!.split(';')[0]!;
  await s.call(
    'POST',
    '/api/speaker-admin/profile',
    { firstName: 'Nadia', lastName: 'Brooks', workEmail: email, emailProvider: 'gmail' },
    cookie,
  );
  await s.call(
    'PATCH',
    '/api/speaker-admin/profile/digital-gift',
    { digitalGiftTitle: 'Five-Minute Follow-Up Checklist', digitalGiftUrl: 'https://speaker.example/checklist' },
    cookie,
  );
  const talk = (await (
    await s.call('POST', '/api/speaker-admin/talks', { eventName: 'Growth Summit', talkTitle: 'Stories That Sell' }, cookie)
  ).json()) as { id: number; feedbackUrl: string };
  const pages = [new URL(talk.feedbackUrl).pathname, `/feedback/${talk.id}`, `/api/public/talks/${talk.id}`];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < ANSWERS; i = next++) {
      await (await s.call('GET', pages[i % pages.length]!)).arrayBuffer();
      await s.call('POST', '/api/public/feedback', {
        presentationId: talk.id,
        rating: 1 + (i % 5),
        testimonial: 'A practical, energising talk with ideas I can use on Monday.',
        firstName: `Attendee${i}`,
        jobRole: 'Head of Sales at Example Ltd',
        workEmail: `attendee${i}@company${i % 50}.example`,
        contactConsent: true,
        publishConsent: i % 2 === 0,
      });
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return (performance.now() - t0) / 1000;
}

function line(label: string, d: Dump & { rss: number; peak: number }) {
  const m = d.memory;
  const rare = RARE_PACKAGES.filter((name) => packagesOf(d.modules).has(name));
  console.log(
    `  ${label.padEnd(24)} RSS ${mb(d.rss).padStart(7)}  peak ${mb(d.peak).padStart(7)}  heap used ${mb(m.heapUsed).padStart(6)} of ${mb(m.heapTotal).padStart(6)}` +
      `  external ${mb(m.external).padStart(6)} (array buffers ${mb(m.arrayBuffers)})  modules ${d.modules.length}` +
      `\n  ${''.padEnd(24)} rare-work packages loaded: ${rare.length ? rare.join(', ') : 'none'}`,
  );
}

async function measure(label: string, env: Record<string, string>) {
  // The first start makes and migrates the database; the one measured starts on it, as every later start does.
  const first = new Server(env);
  const firstStart = await first.start();
  await first.stop();
  const s = new Server(env);
  try {
    const start = await s.start();
    console.log(
      `${label}: ready in ${start.ms.toFixed(0)} ms (${start.cpuS.toFixed(1)} s of CPU); first start on a new database ${firstStart.ms.toFixed(0)} ms (${firstStart.cpuS.toFixed(1)} s of CPU)`,
    );
    line('at ready', await s.sample());
    await new Promise((r) => setTimeout(r, IDLE_S * 1000));
    line(`idle ${IDLE_S} s`, await s.sample());
    const seconds = await attendeeLoad(s);
    line(`after ${ANSWERS} answers`, await s.sample());
    console.log(`  ${''.padEnd(24)} (${ANSWERS} answers and ${ANSWERS} page reads from ${CONCURRENCY} clients in ${seconds.toFixed(1)} s)`);
    await new Promise((r) => setTimeout(r, IDLE_S * 1000));
    line(`idle ${IDLE_S} s after load`, await s.sample());
  } finally {
    await s.stop();
  }
}

if (!fs.existsSync(server)) throw new Error('no build: run `npm run build` first');
console.log(`Built server, Node ${process.version}, ${os.availableParallelism()} cores; memory after a full garbage collection`);
if (NODE_FLAGS.length) console.log(`Server's node flags: ${NODE_FLAGS.join(' ')}`);
if (DATABASES.includes('pglite')) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-memory-'));
  try {
    await measure('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const baseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!DATABASES.includes('postgres')) {
  // not asked for
} else if (baseUrl) {
  const name = `sp_bench_memory_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const pgDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-memory-'));
  try {
    await measure('PostgreSQL', {
      DATABASE_URL: url.toString(),
      DATA_DIR: pgDataDir,
      APP_SECRET: process.env.APP_SECRET ?? 'bench-app-secret-of-at-least-32-chars',
      // One process measured on its own: its DATA_DIR may keep the files.
      ALLOW_LOCAL_STORAGE_WITH_POSTGRES: '1',
    });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(pgDataDir, { recursive: true, force: true });
  }
} else console.log('PostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL to a server where the benchmark may create a database)');
