// The real server through a PostgreSQL outage, on a throwaway cluster of its own (the shared one on
// 5432 serves other tests in parallel and must never be restarted):
//   (a) every backend is terminated once (what an idle reaper or a failover does),
//   (b) PostgreSQL is stopped (`pg_ctl stop -m fast`), stays down 3 s, and starts again.
// Fails (exit 1) if the server process exits, if /api/health ever answers anything but 200, if a
// request gets anything but 200 or 503 DATABASE_UNAVAILABLE, or if /api/ready is not 200 within
// 5 s of PostgreSQL being back. Run: node --import tsx scripts/db-outage-check.ts
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../src/server/test/free-port';
import { findPostgresBin, postgresToolCommand } from '../src/server/test/pg-binaries';

const ROOT = path.resolve(import.meta.dirname, '..');
const POLL_MS = 100;
const DOWN_MS = 3_000;
const READY_LIMIT_MS = 5_000;
const WHOLE_RUN_LIMIT_MS = 55_000;
const EXPECTED_503 = { message: 'The database is unavailable. Please try again in a moment.', code: 'DATABASE_UNAVAILABLE' };

const started = performance.now();
const problems: string[] = [];
let server: ChildProcess | undefined;
let serverOutput = '';
let clusterRunning = false;
/** Set just before the SIGTERM at the end: the one exit of the server that is expected. */
let stopping = false;

function log(line: string) {
  console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);
}

const FOUND_BIN = findPostgresBin();
if (!FOUND_BIN) {
  // Like the PostgreSQL pass of the API tests: a machine without PostgreSQL skips it, CI installs it.
  console.log('db-outage-check: no PostgreSQL binaries under /usr/lib/postgresql/*/bin (apt-get install postgresql): skipped.');
  process.exit(0);
}
const BIN: string = FOUND_BIN;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-outage-'));
const dataDir = path.join(tmp, 'pgdata');

const asRoot = process.getuid?.() === 0;
function pgTool(tool: string, args: string[]) {
  const [command, ...rest] = postgresToolCommand(BIN, tool, args);
  const result = spawnSync(command, rest, { encoding: 'utf8', timeout: 20_000 });
  if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${result.stderr || result.stdout || result.error}`);
}

function startCluster(port: number) {
  pgTool('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(tmp, 'postgres.log'),
    '-w',
    '-t',
    '20',
    '-o',
    `-p ${port} -k ${tmp} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
    'start',
  ]);
  clusterRunning = true;
}

function stopCluster(mode: 'fast' | 'immediate') {
  pgTool('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '20', 'stop']);
  clusterRunning = false;
}

function cleanUp() {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  if (clusterRunning) {
    try {
      stopCluster('immediate');
    } catch (err) {
      console.error(String(err));
    }
  }
  fs.rmSync(tmp, { recursive: true, force: true });
}

interface Sample {
  at: number;
  status: number | 'no answer';
  body?: unknown;
}
const health: Sample[] = [];
const ready: Sample[] = [];
const requests: Sample[] = [];

async function probe(url: string, timeoutMs: number): Promise<Sample> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const body: unknown = await res.json().catch(() => undefined);
    return { at: performance.now(), status: res.status, body };
  } catch {
    return { at: performance.now(), status: 'no answer' };
  }
}

/** The first ready 200 answered after `since`, in ms after it; waits up to the limit and a little. */
async function readyAgainAfter(since: number): Promise<number | undefined> {
  const deadline = since + READY_LIMIT_MS + 2_500;
  while (performance.now() < deadline) {
    const hit = ready.find((s) => s.at > since && s.status === 200);
    if (hit) return hit.at - since;
    await sleep(POLL_MS / 2);
  }
  return undefined;
}

/** "no answer × 195, 503 × 2": each distinct answer once, with how often it came. */
function tally(samples: Sample[], withBody = false): string {
  const counts = new Map<string, number>();
  for (const s of samples) {
    const key = withBody && s.body !== undefined ? `${s.status} ${JSON.stringify(s.body)}` : String(s.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([answer, n]) => `${answer} × ${n}`).join(', ');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms).unref());

async function main() {
  if (asRoot)
    fs.chownSync(
      tmp,
      Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout),
      Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout),
    );
  pgTool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const dbPort = await freePort();
  startCluster(dbPort);
  const databaseUrl = `postgres://postgres@127.0.0.1:${dbPort}/postgres`;
  log(`PostgreSQL (${BIN}) on 127.0.0.1:${dbPort}`);

  const appPort = await freePort();
  const appDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-outage-app-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      APP_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: appDataDir,
      PORT: String(appPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${appPort}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d: Buffer) => (serverOutput += d.toString()));
  server.stderr!.on('data', (d: Buffer) => (serverOutput += d.toString()));
  const exited = new Promise<void>((resolve) =>
    server!.on('exit', (code, signal) => {
      if (!stopping) problems.push(`the server exited (code ${code}, signal ${signal})`);
      resolve();
    }),
  );
  const base = `http://127.0.0.1:${appPort}`;

  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server did not start:\n${serverOutput}`);
    if ((await probe(`${base}/api/health`, 1_000)).status === 200) break;
    if (performance.now() - started > 30_000) throw new Error(`the server did not answer /api/health within 30 s:\n${serverOutput}`);
    await sleep(POLL_MS);
  }
  log(`server up on ${base} (migrated, listening)`);

  let polling = true;
  const pollers = [
    (async () => {
      while (polling) {
        const [h, r, q] = await Promise.all([
          probe(`${base}/api/health`, 2_000),
          probe(`${base}/api/ready`, 3_000),
          probe(`${base}/api/blog/published`, 7_000),
        ]);
        health.push(h);
        ready.push(r);
        requests.push(q);
        await sleep(POLL_MS);
      }
    })(),
  ];
  await sleep(500);

  // (a) Every backend terminated once.
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const terminated = await admin.query(
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  await admin.end();
  const cutAt = performance.now();
  const afterTerminate = await readyAgainAfter(cutAt);
  log(
    `(a) ${terminated.rowCount} backends terminated: ready ${afterTerminate === undefined ? 'NOT' : `again ${afterTerminate.toFixed(0)} ms`} after`,
  );
  if (afterTerminate === undefined || afterTerminate > READY_LIMIT_MS)
    problems.push('(a) /api/ready was not 200 within 5 s of the backends being terminated');
  await sleep(1_000);

  // (b) A full stop and start.
  stopCluster('fast');
  const downAt = performance.now();
  log('(b) PostgreSQL stopped (fast)');
  await sleep(DOWN_MS);
  const readyWhileDown = ready.filter((s) => s.at > downAt + 500 && s.at < performance.now());
  startCluster(dbPort);
  const backAt = performance.now();
  log(`(b) PostgreSQL back after ${(backAt - downAt).toFixed(0)} ms down`);
  const afterRestart = await readyAgainAfter(backAt);
  if (afterRestart === undefined || afterRestart > READY_LIMIT_MS)
    problems.push('(b) /api/ready was not 200 within 5 s of PostgreSQL being back');
  if (readyWhileDown.some((s) => s.status === 200)) problems.push('(b) /api/ready answered 200 while PostgreSQL was down');
  await sleep(1_000);
  polling = false;
  await Promise.all(pollers);

  const badHealth = health.filter((s) => s.status !== 200);
  if (badHealth.length > 0) problems.push(`/api/health answered ${tally(badHealth)} (${badHealth.length} of ${health.length} polls)`);
  const badRequests = requests.filter(
    (s) => s.status !== 200 && !(s.status === 503 && JSON.stringify(s.body) === JSON.stringify(EXPECTED_503)),
  );
  if (badRequests.length > 0) problems.push(`requests answered ${tally(badRequests, true)}`);
  const lastRequest = requests.at(-1);
  if (lastRequest?.status !== 200) problems.push(`the last request after the restart answered ${lastRequest?.status}`);

  const count = (samples: Sample[], status: number) => samples.filter((s) => s.status === status).length;
  console.log(
    [
      '',
      `/api/health: ${health.length} polls, ${count(health, 200)} × 200`,
      `/api/ready: ${ready.length} polls, ${count(ready, 200)} × 200, ${count(ready, 503)} × 503`,
      `GET /api/blog/published: ${requests.length} requests, ${count(requests, 200)} × 200, ${count(requests, 503)} × 503 DATABASE_UNAVAILABLE`,
      `(a) ready again ${afterTerminate?.toFixed(0) ?? '—'} ms after every backend was terminated`,
      `(b) ready again ${afterRestart?.toFixed(0) ?? '—'} ms after PostgreSQL came back (down ${DOWN_MS} ms, limit ${READY_LIMIT_MS} ms)`,
    ].join('\n'),
  );

  if (server.exitCode === null) {
    stopping = true;
    server.kill('SIGTERM');
    const stoppedInTime = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
    if (!stoppedInTime) problems.push('the server did not stop within 10 s of SIGTERM');
    else if (server.exitCode !== 0) problems.push(`the server exited with ${server.exitCode} on SIGTERM`);
  }
  fs.rmSync(appDataDir, { recursive: true, force: true });
  if (process.env.SHOW_SERVER_OUTPUT) console.log(serverOutput);
}

const watchdog = setTimeout(() => {
  console.error(`db-outage-check: still running after ${WHOLE_RUN_LIMIT_MS / 1000} s, giving up`);
  cleanUp();
  process.exit(1);
}, WHOLE_RUN_LIMIT_MS);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(1);
  });
}

try {
  await main();
} catch (err) {
  problems.push(String(err instanceof Error ? err.message : err));
} finally {
  clearTimeout(watchdog);
  cleanUp();
}
log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (problems.length > 0) {
  console.error(`\ndb-outage-check FAILED:\n- ${problems.join('\n- ')}`);
  if (serverOutput) console.error(`\nserver output (last 3000 characters):\n${serverOutput.slice(-3000)}`);
  process.exit(1);
}
console.log('db-outage-check passed');
