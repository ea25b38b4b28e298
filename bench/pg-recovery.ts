// How long the app takes to serve again after PostgreSQL restarts. On a throwaway cluster of its own
// (initdb/pg_ctl from /usr/lib/postgresql/*/bin, a free port on 127.0.0.1; the shared cluster is
// never touched) one app process runs while the bench does, one cycle at a time:
//   terminate  pg_terminate_backend on every connection of the app's database;
//   fast       `pg_ctl stop -m fast`, DOWN_MS down, start (N cycles, default 3);
//   immediate  `pg_ctl stop -m immediate` (a crash: recovery replays WAL), DOWN_MS down, start.
// /api/health and /api/ready are probed every 100 ms throughout, and a pg client polls `select 1`.
// For each cycle: how long the database was down, the time from it accepting connections again to
// the first /api/ready 200, and how many /api/health probes were not 200 (liveness must not depend
// on the database). Goal: ready < 5000 ms after the database is back. Exits 1 if the server died or
// was not ready within 30 s of the database being back.
// Run: node --import tsx bench/pg-recovery.ts [fast restart cycles, default 3]
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../src/server/test/free-port';
import { findPostgresBin, postgresToolCommand } from '../src/server/test/pg-binaries';

const FAST_CYCLES = Number(process.argv[2] ?? 3);
const PROBE_MS = 100;
const DB_POLL_MS = 20;
const DOWN_MS = 2_000;
const SETTLE_MS = 1_000;
const GOAL_MS = 5_000;
const READY_LIMIT_MS = 30_000;
const WHOLE_RUN_LIMIT_MS = 60_000 + (FAST_CYCLES + 2) * (READY_LIMIT_MS + DOWN_MS + 10_000);
const ROOT = path.resolve(import.meta.dirname, '..');
const APP_DB = 'speakerpro';

const started = performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (line: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);

const FOUND_BIN = findPostgresBin();
if (!FOUND_BIN) {
  console.log('pg-recovery: no PostgreSQL binaries under /usr/lib/postgresql/*/bin (apt-get install postgresql): skipped.');
  process.exit(0);
}
const BIN: string = FOUND_BIN;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-pg-recovery-'));
const dataDir = path.join(tmp, 'pgdata');
const appDataDir = path.join(tmp, 'app');
let dbPort = 0;

const asRoot = process.getuid?.() === 0;
const toolCommand = (tool: string, args: string[]) => postgresToolCommand(BIN, tool, args);
const execFileAsync = promisify(execFile);

/** Runs a PostgreSQL tool without blocking the event loop (the probes keep running meanwhile). */
async function pgTool(tool: string, args: string[]) {
  const [cmd, ...rest] = toolCommand(tool, args);
  try {
    await execFileAsync(cmd!, rest, { timeout: 30_000 });
  } catch (err) {
    const e = err as { stderr?: string; stdout?: string; message: string };
    throw new Error(`${tool} ${args.join(' ')} failed: ${e.stderr || e.stdout || e.message}`, { cause: err });
  }
}

let clusterRunning = false;
const startCluster = async () => {
  clusterRunning = true; // from now on the clean-up stops it, even if this start fails half way
  await pgTool('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(tmp, 'postgres.log'),
    '-w',
    '-t',
    '30',
    '-o',
    `-p ${dbPort} -k ${tmp} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
    'start',
  ]);
};
const stopCluster = async (mode: 'fast' | 'immediate') => {
  await pgTool('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '30', 'stop']);
  clusterRunning = false;
};

// ----- Resources, released on every way out -------------------------------------------------------

let server: ChildProcess | undefined;
let serverOutput = '';
let stopping = false;
let serverDied: string | undefined;

function cleanUp() {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  if (clusterRunning) {
    // Synchronous: this also runs from signal handlers and on the way out.
    const [cmd, ...rest] = toolCommand('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', '-t', '20', 'stop']);
    spawnSync(cmd!, rest, { timeout: 25_000 });
    clusterRunning = false;
  }
  fs.rmSync(tmp, { recursive: true, force: true });
}
process.on('exit', () => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
});

// ----- Probes: fired on a fixed 100 ms beat, each with its own timeout, never queued behind another --

interface Sample {
  at: number;
  ok: boolean;
}
const health: Sample[] = [];
const ready: Sample[] = [];
let probing = false;
let inFlight = 0;

async function probe(url: string, into: Sample[]) {
  if (inFlight > 40) return; // a stuck server: do not pile up sockets
  inFlight += 1;
  let ok = false;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(3_000) });
    await res.arrayBuffer();
    ok = res.status === 200;
  } catch {
    // no answer
  } finally {
    inFlight -= 1;
  }
  into.push({ at: performance.now(), ok });
}

async function runProbes(base: string) {
  probing = true;
  let next = performance.now();
  while (probing) {
    void probe(`${base}/api/health`, health);
    void probe(`${base}/api/ready`, ready);
    next += PROBE_MS;
    await sleep(Math.max(0, next - performance.now()));
  }
}

/** Whether a fresh connection to the cluster answers `select 1`. */
async function dbAccepts(): Promise<boolean> {
  const client = new pg.Client({ host: '127.0.0.1', port: dbPort, user: 'postgres', database: 'postgres', connectionTimeoutMillis: 1_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** When the database first answered `select 1` (polled every 20 ms); undefined if not within the limit. */
async function dbBackAt(limitMs = READY_LIMIT_MS): Promise<number | undefined> {
  const deadline = performance.now() + limitMs;
  while (performance.now() < deadline) {
    if (await dbAccepts()) return performance.now();
    await sleep(DB_POLL_MS);
  }
  return undefined;
}

/** When /api/ready first answered 200 after `since`; undefined if not within 30 s of it. */
async function readyAfter(since: number): Promise<number | undefined> {
  const deadline = since + READY_LIMIT_MS;
  while (performance.now() < deadline && !serverDied) {
    const hit = ready.find((s) => s.at > since && s.ok);
    if (hit) return hit.at;
    await sleep(10);
  }
  return undefined;
}

// ----- Cycles -------------------------------------------------------------------------------------

type Kind = 'terminate' | 'fast' | 'immediate';
interface Cycle {
  n: number;
  kind: Kind;
  downMs: number | undefined;
  readyMs: number | undefined;
  healthFailures: number;
  healthProbes: number;
  note: string;
}

async function cycle(n: number, kind: Kind): Promise<Cycle> {
  const t0 = performance.now();
  let back: number | undefined;
  let downMs: number | undefined;
  let note = '';
  if (kind === 'terminate') {
    const admin = new pg.Client({ host: '127.0.0.1', port: dbPort, user: 'postgres', database: 'postgres' });
    await admin.connect();
    const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [APP_DB]);
    await admin.end();
    back = performance.now(); // the database never stopped accepting connections
    downMs = 0;
    note = `${killed.rowCount} connections terminated`;
  } else {
    const downAt = performance.now();
    await stopCluster(kind);
    await sleep(Math.max(0, downAt + DOWN_MS - performance.now()));
    const [, at] = await Promise.all([startCluster(), dbBackAt()]);
    back = at;
    if (back !== undefined) downMs = back - downAt;
  }
  const readyAt = back === undefined ? undefined : await readyAfter(back);
  if (readyAt !== undefined) await sleep(SETTLE_MS);
  const window = health.filter((s) => s.at >= t0);
  const result: Cycle = {
    n,
    kind,
    downMs,
    readyMs: readyAt === undefined || back === undefined ? undefined : readyAt - back,
    healthFailures: window.filter((s) => !s.ok).length,
    healthProbes: window.length,
    note,
  };
  log(
    `cycle ${n} ${kind}: ${note ? `${note}, ` : ''}database ${downMs === undefined ? 'NOT back' : `down ${downMs.toFixed(0)} ms`}, ` +
      `ready ${result.readyMs === undefined ? 'NOT within 30 s' : `${result.readyMs.toFixed(0)} ms after it was back`}, ` +
      `${ready.filter((s) => s.at >= t0 && !s.ok).length} ready probes not 200, ${result.healthFailures}/${result.healthProbes} health probes failed`,
  );
  return result;
}

async function main(): Promise<string[]> {
  const problems: string[] = [];
  fs.mkdirSync(appDataDir);
  if (asRoot) {
    const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
    fs.chownSync(tmp, id('-u'), id('-g'));
  }
  await pgTool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  dbPort = await freePort();
  await startCluster();
  const admin = new pg.Client({ host: '127.0.0.1', port: dbPort, user: 'postgres', database: 'postgres' });
  await admin.connect();
  await admin.query(`create database ${APP_DB}`);
  const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0]!.server_version;
  await admin.end();
  log(`PostgreSQL ${version} (${BIN}) on 127.0.0.1:${dbPort}`);

  const appPort = await freePort();
  const base = `http://127.0.0.1:${appPort}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: `postgres://postgres@127.0.0.1:${dbPort}/${APP_DB}`,
      APP_SECRET: randomBytes(32).toString('hex'),
      // One process, and nothing uploaded: its DATA_DIR may keep the files.
      ALLOW_LOCAL_STORAGE_WITH_POSTGRES: '1',
      DATA_DIR: appDataDir,
      PORT: String(appPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (d: Buffer) => (serverOutput = (serverOutput + d.toString()).slice(-20_000));
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) =>
    server!.on('exit', (code, signal) => {
      if (!stopping) serverDied = `the server exited (code ${code}, signal ${signal})`;
      resolve();
    }),
  );
  for (const t0 = performance.now(); ; await sleep(PROBE_MS)) {
    if (serverDied) throw new Error(`${serverDied} while starting:\n${serverOutput.slice(-3_000)}`);
    try {
      if ((await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(2_000) })).status === 200) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - t0 > 60_000) throw new Error(`the server was not ready within 60 s:\n${serverOutput.slice(-3_000)}`);
  }
  log(`server ready on ${base}`);

  const probes = runProbes(base);
  await sleep(SETTLE_MS);
  const kinds: Kind[] = ['terminate', ...Array.from({ length: FAST_CYCLES }, () => 'fast' as const), 'immediate'];
  const cycles: Cycle[] = [];
  for (const [i, kind] of kinds.entries()) {
    const c = await cycle(i + 1, kind);
    cycles.push(c);
    if (serverDied) break;
    if (c.readyMs === undefined) {
      problems.push(`cycle ${c.n} (${kind}): /api/ready was not 200 within ${READY_LIMIT_MS / 1000} s of the database being back`);
      break;
    }
  }
  probing = false;
  await probes;
  if (serverDied) problems.push(serverDied);

  // The table.
  const cols = ['cycle', 'kind', 'db down for ms', 'app ready after db back ms', 'health failures'];
  const rows = cycles.map((c) => [
    String(c.n),
    c.kind,
    c.kind === 'terminate' ? '0 (terminate)' : c.downMs === undefined ? 'not back' : c.downMs.toFixed(0),
    c.readyMs === undefined ? 'never' : `${c.readyMs.toFixed(0)}${c.readyMs > GOAL_MS ? ' (over goal)' : ''}`,
    `${c.healthFailures} of ${c.healthProbes}`,
  ]);
  const widths = cols.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ');
  console.log(
    `\nPostgreSQL restarts under one app process (probes every ${PROBE_MS} ms, so times are to within ~${PROBE_MS} ms; down ${DOWN_MS} ms per restart, goal ready < ${GOAL_MS} ms)`,
  );
  console.log(line(cols));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of rows) console.log(line(r));
  const times = cycles.flatMap((c) => (c.readyMs === undefined ? [] : [c.readyMs])).sort((a, b) => a - b);
  if (times.length > 0) {
    const median = times.length % 2 ? times[(times.length - 1) / 2]! : (times[times.length / 2 - 1]! + times[times.length / 2]!) / 2;
    const over = times.filter((t) => t > GOAL_MS).length;
    console.log(
      `\napp ready after db back: min ${times[0]!.toFixed(0)} ms, median ${median.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms ` +
        `(${over === 0 ? `all under the ${GOAL_MS} ms goal` : `${over} over the ${GOAL_MS} ms goal`})`,
    );
  }
  const healthFailures = cycles.reduce((sum, c) => sum + c.healthFailures, 0);
  console.log(
    `/api/health: ${healthFailures === 0 ? 'stayed 200 throughout' : `${healthFailures} probes not 200`} (${health.length} probes in all)`,
  );

  if (!serverDied) {
    stopping = true;
    server.kill('SIGTERM');
    const inTime = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
    console.log(`server on SIGTERM: ${inTime ? `exit code ${server.exitCode}` : 'still running after 10 s'}`);
  }
  return problems;
}

const watchdog = setTimeout(() => {
  console.error(`pg-recovery: still running after ${WHOLE_RUN_LIMIT_MS / 1000} s, giving up`);
  cleanUp();
  process.exit(1);
}, WHOLE_RUN_LIMIT_MS);
watchdog.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(1);
  });
}

let problems: string[];
try {
  problems = await main();
} catch (err) {
  problems = [String(err instanceof Error ? err.message : err)];
} finally {
  clearTimeout(watchdog);
  probing = false;
  cleanUp();
}
log('done');
if (problems.length > 0) {
  console.error(`\npg-recovery FAILED:\n- ${problems.join('\n- ')}`);
  if (serverOutput) console.error(`\nserver output (last 3000 characters):\n${serverOutput.slice(-3_000)}`);
  process.exit(1);
}
process.exit(0);
