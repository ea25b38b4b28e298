// The real server through a PostgreSQL outage, on a throwaway cluster of its own (the shared one on
// 5432 serves other tests in parallel and must never be restarted):
//   (a) every backend is terminated once (what an idle reaper or a failover does),
//   (b) PostgreSQL is stopped (`pg_ctl stop -m fast`), stays down 3 s, and starts again.
// Fails (exit 1) if the server process exits, if /api/health ever answers anything but 200, if a
// request gets anything but 200 or 503 DATABASE_UNAVAILABLE, or if /api/ready is not 200 again
// by one of the first READY_WITHIN_PROBES probes sent after the backends were terminated and after
// PostgreSQL is back (the pool reconnects on the next query: no back-off, no restart). How long
// that took is printed; every wait is for a condition, up to a limit from LIMITS, so a slow
// machine takes longer but passes. Everything it starts is stopped and removed on every way out
// (scripts/child-processes.ts). Run: node --import tsx scripts/db-outage-check.ts
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../src/server/test/free-port';
import { findPostgresBin, postgresToolCommand } from '../src/server/test/pg-binaries';
import { LIMITS } from '../src/server/test/limits';
import { cleanUpNow, onCleanUp, spawnTracked, stopTracked, waitFor } from './child-processes';

const ROOT = path.resolve(import.meta.dirname, '..');
const POLL_MS = 100;
/** PostgreSQL stays down at least this long (the scenario, not a limit), and until the server was seen answering without it. */
const DOWN_MS = 3_000;
/** /api/ready must be 200 for one of the first this many probes sent after the database is back. */
const READY_WITHIN_PROBES = 3;
/** Probes that must have answered while PostgreSQL was down, before it starts again. */
const PROBES_WHILE_DOWN = 3;
/** A safety net only: the sum of the limits of the steps, each of which waits for its own condition. */
const WHOLE_RUN_LIMIT_MS = 3 * LIMITS.serverStartMs + 5 * LIMITS.backgroundWorkMs + 3 * LIMITS.serverStopMs;
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
onCleanUp(() => fs.rmSync(tmp, { recursive: true, force: true }));
const dataDir = path.join(tmp, 'pgdata');

const asRoot = process.getuid?.() === 0;
function pgTool(tool: string, args: string[]) {
  const [command, ...rest] = postgresToolCommand(BIN, tool, args);
  const result = spawnSync(command, rest, { encoding: 'utf8', timeout: LIMITS.serverStartMs + LIMITS.serverStopMs });
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
    String(Math.ceil(LIMITS.serverStartMs / 1000)),
    '-o',
    `-p ${port} -k ${tmp} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
    'start',
  ]);
  clusterRunning = true;
}

function stopCluster(mode: 'fast' | 'immediate') {
  pgTool('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', String(Math.ceil(LIMITS.serverStopMs / 1000)), 'stop']);
  clusterRunning = false;
}

/** The private cluster, stopped on every way out (synchronously, so also from the exit handler). */
function stopClusterIfRunning() {
  // postmaster.pid also covers a start that pg_ctl gave up waiting for.
  if (!clusterRunning && !fs.existsSync(path.join(dataDir, 'postmaster.pid'))) return;
  try {
    stopCluster('immediate');
  } catch (err) {
    console.error(String(err));
  }
}

interface Sample {
  /** When the probe was sent, and when its answer (or its failure) came. */
  sentAt: number;
  at: number;
  status: number | 'no answer';
  body?: unknown;
}
const health: Sample[] = [];
const ready: Sample[] = [];
const requests: Sample[] = [];

async function probe(url: string): Promise<Sample> {
  const sentAt = performance.now();
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(LIMITS.requestMs) });
    // Every answer carries its own request id; the check compares what the answer says.
    const json: unknown = await res.json().catch(() => undefined);
    const body = json && typeof json === 'object' ? Object.fromEntries(Object.entries(json).filter(([key]) => key !== 'requestId')) : json;
    return { sentAt, at: performance.now(), status: res.status, body };
  } catch {
    return { sentAt, at: performance.now(), status: 'no answer' };
  }
}

interface ReadyAgain {
  /** ms from `since` to the first 200. */
  ms: number;
  /** Which probe sent after `since` it was (1 = the first). */
  probe: number;
}

/** The first /api/ready 200 among the probes sent after `since`; waits for it up to LIMITS.backgroundWorkMs. */
async function readyAgainAfter(since: number): Promise<ReadyAgain | undefined> {
  try {
    return await waitFor(
      '/api/ready 200',
      LIMITS.backgroundWorkMs,
      () => {
        const sent = ready.filter((s) => s.sentAt > since);
        const index = sent.findIndex((s) => s.status === 200);
        return index < 0 ? undefined : { ms: sent[index]!.at - since, probe: index + 1 };
      },
      POLL_MS / 2,
    );
  } catch {
    return undefined;
  }
}

/** Waits until a request (GET /api/blog/published) sent after `since` has its answer. */
async function requestAnsweredAfter(since: number, what: string) {
  await waitFor(`${what}: no request sent after it was answered`, LIMITS.backgroundWorkMs, () =>
    requests.some((s) => s.sentAt > since) ? true : undefined,
  );
}

function describeReady(again: ReadyAgain | undefined): string {
  return again === undefined ? 'NOT again' : `again ${again.ms.toFixed(0)} ms after (probe ${again.probe} sent after it)`;
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
  onCleanUp(stopClusterIfRunning);
  const dbPort = await freePort();
  startCluster(dbPort);
  const databaseUrl = `postgres://postgres@127.0.0.1:${dbPort}/postgres`;
  log(`PostgreSQL (${BIN}) on 127.0.0.1:${dbPort}`);

  const appPort = await freePort();
  const appDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-outage-app-'));
  onCleanUp(() => fs.rmSync(appDataDir, { recursive: true, force: true }));
  server = spawnTracked(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
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

  await waitFor('the server did not answer /api/health 200', LIMITS.serverStartMs, async () => {
    if (server!.exitCode !== null) throw new Error(`the server did not start:\n${serverOutput}`);
    return (await probe(`${base}/api/health`)).status === 200 ? true : undefined;
  });
  log(`server up on ${base} (migrated, listening)`);

  let polling = true;
  const pollers = [
    (async () => {
      while (polling) {
        const [h, r, q] = await Promise.all([probe(`${base}/api/health`), probe(`${base}/api/ready`), probe(`${base}/api/blog/published`)]);
        health.push(h);
        ready.push(r);
        requests.push(q);
        await sleep(POLL_MS);
      }
    })(),
  ];
  // The polls run before anything is cut: a first round has answered.
  await waitFor('no first poll round answered', LIMITS.backgroundWorkMs, () => (requests.length > 0 ? true : undefined));

  // (a) Every backend terminated once.
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const terminated = await admin.query(
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  await admin.end();
  const cutAt = performance.now();
  const afterTerminate = await readyAgainAfter(cutAt);
  log(`(a) ${terminated.rowCount} backends terminated: ready ${describeReady(afterTerminate)}`);
  if (afterTerminate === undefined || afterTerminate.probe > READY_WITHIN_PROBES)
    problems.push(
      `(a) /api/ready was not 200 for any of the first ${READY_WITHIN_PROBES} probes sent after the backends were terminated (${describeReady(afterTerminate)})`,
    );
  // A request sent after readiness came back has its answer before PostgreSQL is stopped.
  await requestAnsweredAfter(cutAt + (afterTerminate?.ms ?? 0), '(a)');

  // (b) A full stop and start.
  stopCluster('fast');
  const downAt = performance.now();
  log('(b) PostgreSQL stopped (fast)');
  // Down for DOWN_MS, and until the server has answered some probes without its database.
  await sleep(DOWN_MS);
  await waitFor(
    `(b) fewer than ${PROBES_WHILE_DOWN} /api/ready and request answers while PostgreSQL was down`,
    LIMITS.backgroundWorkMs,
    () =>
      ready.filter((s) => s.sentAt > downAt).length >= PROBES_WHILE_DOWN &&
      requests.filter((s) => s.sentAt > downAt).length >= PROBES_WHILE_DOWN
        ? true
        : undefined,
  );
  const readyWhileDown = ready.filter((s) => s.sentAt > downAt);
  startCluster(dbPort);
  const backAt = performance.now();
  log(`(b) PostgreSQL back after ${(backAt - downAt).toFixed(0)} ms down`);
  const afterRestart = await readyAgainAfter(backAt);
  log(`(b) ready ${describeReady(afterRestart)}`);
  if (afterRestart === undefined || afterRestart.probe > READY_WITHIN_PROBES)
    problems.push(
      `(b) /api/ready was not 200 for any of the first ${READY_WITHIN_PROBES} probes sent after PostgreSQL was back (${describeReady(afterRestart)})`,
    );
  if (readyWhileDown.some((s) => s.status === 200)) problems.push('(b) /api/ready answered 200 while PostgreSQL was down');
  // The last request is one sent after readiness came back.
  await requestAnsweredAfter(backAt + (afterRestart?.ms ?? 0), '(b)');
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
      `(a) ready ${describeReady(afterTerminate)} every backend was terminated`,
      `(b) ready ${describeReady(afterRestart)} PostgreSQL came back (down ${(backAt - downAt).toFixed(0)} ms; limit: probe ${READY_WITHIN_PROBES})`,
    ].join('\n'),
  );

  if (server.exitCode === null) {
    stopping = true;
    const stopMs = await stopTracked(server, 'SIGTERM', LIMITS.serverStopMs);
    await exited;
    if (stopMs === undefined) problems.push(`the server did not stop within ${LIMITS.serverStopMs / 1000} s of SIGTERM`);
    else if (server.exitCode !== 0) problems.push(`the server exited with ${server.exitCode} on SIGTERM`);
  }
  if (process.env.SHOW_SERVER_OUTPUT) console.log(serverOutput);
}

// On a signal or process.exit, scripts/child-processes.ts kills the server and runs the clean-ups
// registered above (the cluster's immediate stop, the folders).
const watchdog = setTimeout(() => {
  console.error(`db-outage-check: still running after ${WHOLE_RUN_LIMIT_MS / 1000} s, giving up`);
  stopping = true;
  process.exit(1);
}, WHOLE_RUN_LIMIT_MS);
watchdog.unref();

try {
  await main();
} catch (err) {
  problems.push(String(err instanceof Error ? err.message : err));
} finally {
  clearTimeout(watchdog);
  stopping = true;
  await cleanUpNow();
}
log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (problems.length > 0) {
  console.error(`\ndb-outage-check FAILED:\n- ${problems.join('\n- ')}`);
  if (serverOutput) console.error(`\nserver output (last 3000 characters):\n${serverOutput.slice(-3000)}`);
  process.exit(1);
}
console.log('db-outage-check passed');
