// Attendee answers per second through a round-robin proxy in front of 1, 2 and 3 app processes on
// one PostgreSQL database, and the raw single-row INSERT rate of that same database in the same run.
// Each answer is a new attendee (a new row); after each load run the 201 answers are looked up in
// `responses` (lost answers must be 0). CPU used by the app processes, by PostgreSQL (the bench
// database's backends and the cluster's background processes) and by this process (proxy and
// autocannon) is sampled from /proc during each run, to show where the limit is.
// Needs PostgreSQL: FLEET_PG_URL ?? TEST_DATABASE_URL ?? DATABASE_URL (creates and drops a database of
// its own). Exits 1 if an answer is lost or a request failed.
// Run: node --import tsx bench/fleet-throughput.ts [seconds per run, default 10] [connections, default 50]
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../src/server/test/free-port';
import { cpuTicks, machineTicks, TICKS_PER_S } from './lib/proc-cpu';
import { rawInsertRatePostgres } from './lib/raw-inserts';

const PG_URL = process.env.FLEET_PG_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!PG_URL) {
  console.log('FLEET_PG_URL, TEST_DATABASE_URL and DATABASE_URL are not set: skipping the fleet throughput bench (it needs PostgreSQL).');
  process.exit(0);
}
const DURATION_S = Number(process.argv[2] ?? 10);
const CONNECTIONS = Number(process.argv[3] ?? 50);
const WARMUP_S = 2;
const RAW_INSERT_S = 5;
const RAW_POOL = 10;
const PROCESSES = 3;
const WHOLE_RUN_LIMIT_MS = 60_000 + PROCESSES * (DURATION_S + 15) * 1_000;
const ROOT = path.resolve(import.meta.dirname, '..');
const TESTIMONIAL = 'A practical, energising talk with ideas I can use on Monday.';

const started = performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (line: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);

// ----- Resources, released on every way out -------------------------------------------------------

interface App {
  name: string;
  port: number;
  child: ChildProcess;
  output: string;
  exited: Promise<void>;
}
const apps: App[] = [];
const tmpDirs: string[] = [];
let proxy: http.Server | undefined;
let dbName: string | undefined;
let db: pg.Pool | undefined;

function killChildren() {
  for (const a of apps) if (a.child.exitCode === null && a.child.signalCode === null) a.child.kill('SIGKILL');
}
process.on('exit', killChildren);

async function cleanUp() {
  killChildren();
  await Promise.all(apps.map((a) => Promise.race([a.exited, sleep(5_000)])));
  if (proxy) {
    proxy.closeAllConnections();
    await new Promise((r) => proxy!.close(r));
  }
  await db?.end().catch(() => undefined);
  if (dbName) {
    const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 5_000 });
    try {
      await admin.connect();
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [dbName]);
      await admin.query(`drop database if exists ${dbName} with (force)`);
    } catch (err) {
      console.error(`could not drop database ${dbName}: ${String(err)}`);
    } finally {
      await admin.end().catch(() => undefined);
    }
  }
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
}

// ----- The proxy: round robin over the first `active` apps, keep-alive connections to each ---------

let active = 1;
let turn = 0;
const upstreamAgent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

function proxyRequest(req: http.IncomingMessage, res: http.ServerResponse) {
  const app = apps[turn++ % active]!;
  const headers: http.OutgoingHttpHeaders = {
    ...req.headers,
    'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1',
    'x-forwarded-proto': 'http',
  };
  for (const h of HOP_BY_HOP) delete headers[h];
  const upstream = http.request(
    { host: '127.0.0.1', port: app.port, method: req.method, path: req.url, headers, agent: upstreamAgent },
    (answer) => {
      const out: http.OutgoingHttpHeaders = { ...answer.headers };
      for (const h of HOP_BY_HOP) delete out[h];
      res.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    },
  );
  upstream.on('error', (err: NodeJS.ErrnoException) => {
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: `proxy: ${app.name} failed: ${err.code ?? err.message}` }));
  });
  req.pipe(upstream);
}

// ----- App processes ------------------------------------------------------------------------------

async function startApp(name: string, env: Record<string, string>): Promise<App> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `speakerpro-bench-fleet-${name}-`));
  tmpDirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const app: App = { name, port, child, output: '', exited: new Promise((r) => child.once('exit', () => r())) };
  const keep = (d: Buffer) => (app.output = (app.output + d.toString()).slice(-5_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  apps.push(app);
  const t0 = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app ${name} exited while starting (code ${child.exitCode}):\n${app.output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`, { signal: AbortSignal.timeout(2_000) })).status === 200) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - t0 > 60_000) throw new Error(`app ${name} was not ready within 60 s:\n${app.output}`);
    await sleep(200);
  }
  log(`app ${name} ready on :${port} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return app;
}

async function postJson(url: string, body: unknown, cookie?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`POST ${url}: ${res.status} ${text.slice(0, 300)}`);
  return {
    json: JSON.parse(text) as Record<string, unknown>,
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
}

// ----- CPU accounting from /proc ------------------------------------------------------------------

/** Every process named postgres on this machine, with its CPU ticks. */
function postgresTicks(): Map<number, number> {
  const out = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    const ticks = cpuTicks(Number(entry));
    if (ticks !== undefined) out.set(Number(entry), ticks);
  }
  return out;
}

/** The PostgreSQL processes that work for this bench: its database's backends and the background ones. */
async function benchPostgresPids(pool: pg.Pool, name: string): Promise<number[]> {
  const rows = await pool.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = $1 or backend_type <> 'client backend'`,
    [name],
  );
  return rows.rows.map((r) => r.pid);
}

/** Transactions committed in the bench database so far. */
async function commits(pool: pg.Pool) {
  return Number(
    (await pool.query<{ n: string }>('select xact_commit as n from pg_stat_database where datname = current_database()')).rows[0]!.n,
  );
}

interface CpuSample {
  wall: number;
  machine: ReturnType<typeof machineTicks>;
  commits: number;
  app: number;
  postgres: Map<number, number>;
  pgPids: Set<number>;
  self: NodeJS.CpuUsage;
}

async function sampleCpu(pool: pg.Pool, name: string): Promise<CpuSample> {
  return {
    wall: performance.now(),
    machine: machineTicks(),
    commits: await commits(pool),
    app: apps.reduce((sum, a) => sum + (cpuTicks(a.child.pid!) ?? 0), 0),
    postgres: postgresTicks(),
    pgPids: new Set(await benchPostgresPids(pool, name)),
    self: process.cpuUsage(),
  };
}

/** CPU used between two samples, as a percentage of one core (2 cores = 200 %). */
function cpuBetween(a: CpuSample, b: CpuSample) {
  const wallS = (b.wall - a.wall) / 1000;
  let pgTicks = 0;
  for (const pid of new Set([...a.pgPids, ...b.pgPids])) {
    const after = b.postgres.get(pid);
    if (after !== undefined) pgTicks += after - (a.postgres.get(pid) ?? 0); // started during the run: all of it
  }
  const self = process.cpuUsage(a.self);
  const pct = (ticks: number) => (ticks / TICKS_PER_S / wallS) * 100;
  return {
    machine: pct(b.machine.busy - a.machine.busy),
    steal: pct(b.machine.steal - a.machine.steal),
    commits: b.commits - a.commits,
    app: pct(b.app - a.app),
    postgres: pct(pgTicks),
    self: ((self.user + self.system) / 1e6 / wallS) * 100,
  };
}

// ----- Load runs ----------------------------------------------------------------------------------

interface RunResult {
  processes: number;
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  updated: number;
  lost: number;
  acknowledged: number;
  rows: number;
  cpu: ReturnType<typeof cpuBetween>;
}

/** autocannon through the proxy; every request is a new attendee whose e-mail starts with `prefix`. */
async function load(proxyUrl: string, eventId: number, prefix: string, seconds: number) {
  let n = 0;
  const acknowledged: number[] = [];
  let updated = 0;
  const result = await autocannon({
    url: `${proxyUrl}/api/public/feedback`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => {
          const i = n++;
          return {
            ...req,
            body: JSON.stringify({
              presentationId: eventId,
              rating: 1 + (i % 5),
              testimonial: TESTIMONIAL,
              firstName: `Attendee${i}`,
              jobRole: 'Head of Sales at Example Ltd',
              workEmail: `${prefix}-${i}@company${i % 50}.example`,
              contactConsent: true,
              publishConsent: i % 2 === 0,
            }),
          };
        },
        onResponse: (status, body) => {
          if (status !== 201) return;
          const answer = JSON.parse(body) as { id: number; updated: boolean };
          acknowledged.push(answer.id);
          if (answer.updated) updated += 1;
        },
      },
    ],
  });
  return { result, acknowledged, updated };
}

async function measure(processes: number, proxyUrl: string, eventId: number, pool: pg.Pool, name: string): Promise<RunResult> {
  active = processes;
  const prefix = `p${processes}-${randomBytes(3).toString('hex')}`;
  const before = await sampleCpu(pool, name);
  const { result, acknowledged, updated } = await load(proxyUrl, eventId, prefix, DURATION_S);
  const after = await sampleCpu(pool, name);
  const stored = await pool.query<{ n: string }>('select count(*) as n from responses where id = any($1::int[]) and event_id = $2', [
    acknowledged,
    eventId,
  ]);
  const rows = await pool.query<{ n: string }>('select count(*) as n from responses where event_id = $1 and attendee_email like $2', [
    eventId,
    `${prefix}-%`,
  ]);
  const r: RunResult = {
    processes,
    perSecond: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    updated,
    acknowledged: acknowledged.length,
    lost: acknowledged.length - Number(stored.rows[0]!.n),
    rows: Number(rows.rows[0]!.n),
    cpu: cpuBetween(before, after),
  };
  log(
    `${processes} process(es): ${r.perSecond.toFixed(0)} answers/s, ${r.acknowledged} acknowledged, ${r.rows} rows with this run's e-mails ` +
      `(in flight at the end may add a few), ${r.updated} updates, ${r.non2xx} non-2xx, ${r.errors} errors (${r.timeouts} timeouts), ` +
      `~${(r.cpu.commits / Math.max(1, r.acknowledged)).toFixed(2)} database transactions per answer`,
  );
  return r;
}

/** RAW_POOL connections each inserting one row at a time into a table shaped like `responses`. */
async function rawInsertRate(databaseUrl: string, pool: pg.Pool, name: string) {
  let before: CpuSample | undefined;
  let after: CpuSample | undefined;
  const rate = await rawInsertRatePostgres(databaseUrl, {
    seconds: RAW_INSERT_S,
    connections: RAW_POOL,
    before: async () => void (before = await sampleCpu(pool, name)),
    after: async () => void (after = await sampleCpu(pool, name)),
  });
  return { ...rate, cpu: cpuBetween(before!, after!) };
}

// ----- The bench ----------------------------------------------------------------------------------

async function main() {
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  const name = `bench_fleet_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${name}`);
  dbName = name;
  const serverVersion = (await admin.query<{ server_version: string }>('show server_version')).rows[0]!.server_version;
  await admin.end();
  const dbUrl = new URL(PG_URL!);
  dbUrl.pathname = `/${name}`;
  const databaseUrl = dbUrl.toString();
  db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  db.on('error', () => undefined);

  proxy = http.createServer(proxyRequest);
  proxy.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => proxy!.listen(0, '127.0.0.1', resolve));
  const proxyUrl = `http://127.0.0.1:${(proxy.address() as net.AddressInfo).port}`;
  log(`PostgreSQL ${serverVersion}, database ${name}, proxy ${proxyUrl}`);

  const env = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    APP_SECRET: randomBytes(32).toString('hex'),
    // Attendees' answers only: nothing is uploaded, so no bucket is needed for the processes to agree.
    ALLOW_LOCAL_STORAGE_WITH_POSTGRES: '1',
    PUBLIC_URL: proxyUrl,
    LOG_LEVEL: 'error',
    FEEDBACK_RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000', // the most the config accepts
  };
  // One after the other: each takes the start-up lock (migrations, job queue) in turn anyway.
  for (let i = 0; i < PROCESSES; i++) await startApp(String.fromCharCode(65 + i), env);

  const base = `http://127.0.0.1:${apps[0]!.port}`;
  const signup = await postJson(`${base}/api/public/accounts`, {
    firstName: 'Bench',
    lastName: 'Speaker',
    email: `bench-${randomBytes(4).toString('hex')}@fleet.speakerpro.test`,
    password: `fleet-bench-${randomBytes(6).toString('hex')}`,
  });
  const event = await postJson(
    `${base}/api/speaker-admin/talks`,
    { eventName: 'Fleet Throughput Summit', talkTitle: 'Throughput Talk' },
    signup.cookie,
  );
  const eventId = Number(event.json.id);

  // Warm every process up (JIT, pools) so that each measured run starts equal.
  active = PROCESSES;
  const warm = await load(proxyUrl, eventId, 'warm', WARMUP_S);
  log(`warm-up on all ${PROCESSES}: ${warm.acknowledged.length} answers in ${WARMUP_S} s, ${warm.result.errors} errors`);

  const results: RunResult[] = [];
  for (let n = 1; n <= PROCESSES; n++) {
    results.push(await measure(n, proxyUrl, eventId, db, name));
    await sleep(500);
  }

  // The apps stop (SIGTERM) before the raw rate is taken, so that only the bench writes.
  for (const a of apps) a.child.kill('SIGTERM');
  await Promise.all(apps.map((a) => Promise.race([a.exited, sleep(10_000)])));
  const raw = await rawInsertRate(databaseUrl, db, name);

  const cores = os.availableParallelism();
  const cols = [
    'processes',
    'answers/s',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'errors',
    'lost',
    'app CPU %',
    'postgres CPU %',
    'proxy+load CPU %',
    'machine CPU %',
  ];
  const rows = results.map((r) =>
    [
      r.processes,
      r.perSecond.toFixed(0),
      r.p50,
      r.p99,
      r.non2xx,
      r.timeouts ? `${r.errors} (${r.timeouts} t/o)` : r.errors,
      r.lost,
      r.cpu.app.toFixed(0),
      r.cpu.postgres.toFixed(0),
      r.cpu.self.toFixed(0),
      `${r.cpu.machine.toFixed(0)} (${Math.max(0, r.cpu.machine - r.cpu.app - r.cpu.postgres - r.cpu.self).toFixed(0)} other${r.cpu.steal >= 1 ? `, ${r.cpu.steal.toFixed(0)} stolen` : ''})`,
    ].map(String),
  );
  const widths = cols.map((c, i) => Math.max(c.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i]!)).join(' | ');
  console.log(
    `\nPOST /api/public/feedback through the proxy: ${CONNECTIONS} connections, ${DURATION_S} s per run; CPU in % of one core (${cores} cores = ${cores * 100} %);`,
  );
  console.log('machine = every process on this machine; "other" = all but the apps, the bench\'s PostgreSQL processes and this process');
  console.log(line(cols));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of rows) console.log(line(row));
  const busiest = Math.max(...results.map((r) => r.cpu.machine - r.cpu.app - r.cpu.postgres - r.cpu.self));
  if (busiest > 25)
    console.log(
      `note: other work used up to ${busiest.toFixed(0)} % of a core during the runs: the figures are lower than on a quiet machine`,
    );
  console.log(
    `\nraw INSERT rate, same database: ${raw.perSecond.toFixed(0)} inserts/s (${raw.inserted} single-row inserts in ${RAW_INSERT_S} s ` +
      `over ${RAW_POOL} connections); postgres CPU ${raw.cpu.postgres.toFixed(0)} %, bench process CPU ${raw.cpu.self.toFixed(0)} %, ` +
      `machine CPU ${raw.cpu.machine.toFixed(0)} %`,
  );

  const problems: string[] = [];
  for (const r of results) {
    if (r.lost !== 0) problems.push(`${r.processes} process(es): ${r.lost} acknowledged answers are not in the database`);
    if (r.errors !== 0 || r.non2xx !== 0) problems.push(`${r.processes} process(es): ${r.errors} errors, ${r.non2xx} non-2xx`);
    if (r.updated !== 0) problems.push(`${r.processes} process(es): ${r.updated} answers updated an earlier one instead of adding a row`);
    if (r.acknowledged === 0) problems.push(`${r.processes} process(es): no answer acknowledged`);
  }
  for (const a of apps)
    if (a.child.exitCode !== 0 && a.child.exitCode !== null)
      problems.push(`app ${a.name} exited with ${a.child.exitCode}: ${a.output.slice(-500)}`);
  return problems;
}

const watchdog = setTimeout(() => {
  console.error(`fleet-throughput: still running after ${WHOLE_RUN_LIMIT_MS / 1000} s, giving up`);
  void Promise.race([cleanUp(), sleep(8_000)]).finally(() => process.exit(1));
}, WHOLE_RUN_LIMIT_MS);
watchdog.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void Promise.race([cleanUp(), sleep(8_000)]).finally(() => process.exit(1)));
}

let problems: string[];
try {
  problems = await main();
} catch (err) {
  problems = [String(err instanceof Error ? err.message : err)];
} finally {
  clearTimeout(watchdog);
  await cleanUp();
}
log('done');
if (problems.length > 0) {
  console.error(`\nfleet-throughput FAILED:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
process.exit(0);
