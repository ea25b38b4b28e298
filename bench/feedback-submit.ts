// N concurrent simulated attendees post feedback to one event against the real server process, on
// PGlite (fresh DATA_DIR) and, when DATABASE_URL is set, on PostgreSQL; and, in the same run with no
// server running, the raw single-row INSERT rate of that same database (bench/lib/raw-inserts.ts:
// PGlite in a process of its own on a fresh data directory, PostgreSQL over a pool of 10; taken
// before the server starts and after it stops, and averaged), and the ratio of the two. Each answer
// is a new attendee (a new row). The server's CPU (all its threads, in % of one core) is sampled
// from /proc during the measured run, and split by thread: the main thread (HTTP), the worker
// threads (the database worker, where PGlite runs) and the rest.
// Usage: npx tsx bench/feedback-submit.ts [connections, default 50] [seconds, default 10]
// BENCH_GIFT=1 gives the speaker a digital gift first, so that every answer also queues the gift e-mail.
// BENCH_CPU_PROF=<dir> runs the server with --cpu-prof into that directory (one .cpuprofile per thread).
// BENCH_DATABASES=pglite or =postgres measures one of the two.
// On PostgreSQL it also lists every statement the server sent during the measured run (the answer's
// and the background work's), each with its calls per answer and its time from call to answer
// (bench/lib/pg-statement-timings.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../src/server/test/free-port';
import pg from 'pg';
import { cpuTicks, machineTicks, postgresTicks, postmasterOf, threadTicks, TICKS_PER_S } from './lib/proc-cpu';
import { rawInsertRatePglite, rawInsertRatePostgres } from './lib/raw-inserts';
import { waitForHealth } from './lib/wait-for-health';

const connections = Number(process.argv[2] ?? 50);
const duration = Number(process.argv[3] ?? 10);
const WARMUP_S = 2;
const RAW_INSERT_S = 5;
const RAW_CONCURRENCY = 10;
const root = path.resolve(import.meta.dirname, '..');
const cpuProfDir = process.env.BENCH_CPU_PROF;
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const statementHook = path.join(root, 'bench/lib/pg-statement-timings.mjs');
// The V8 flags `npm start` runs PGlite with (scripts/start.mjs), for the server and its raw rate
// alike: both measure the database as production runs it. BENCH_PGLITE_V8_FLAGS overrides them.
const PGLITE_V8_FLAGS = (process.env.BENCH_PGLITE_V8_FLAGS ?? '--liftoff-only').split(' ').filter(Boolean);

interface StatementStats {
  text: string;
  calls: number;
  totalMs: number;
  maxMs: number;
}

/** The server's statement timings so far (bench/lib/pg-statement-timings.mjs), read through SIGUSR2. */
async function statementStats(pid: number, file: string): Promise<Map<string, StatementStats>> {
  fs.rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  const until = Date.now() + 30_000;
  while (!fs.existsSync(file)) {
    if (Date.now() > until) throw new Error('no statement timings from the server');
    await new Promise((r) => setTimeout(r, 20));
  }
  return new Map((JSON.parse(fs.readFileSync(file, 'utf8')) as StatementStats[]).map((s) => [s.text, s]));
}

/** What each statement cost between two readings, most total time first, per answer stored in between. */
function statementTable(before: Map<string, StatementStats>, after: Map<string, StatementStats>, answers: number): string {
  const rows = [...after.values()]
    .map((s) => {
      const b = before.get(s.text);
      return { text: s.text, calls: s.calls - (b?.calls ?? 0), totalMs: s.totalMs - (b?.totalMs ?? 0) };
    })
    .filter((s) => s.calls > 0)
    .sort((a, b) => b.totalMs - a.totalMs);
  const total = rows.reduce((sum, s) => sum + s.totalMs, 0);
  return [
    `${''.padEnd(10)} statements sent during the measured run (${rows.length} kinds), time from call to answer:`,
    ...rows
      .slice(0, 12)
      .map(
        (s) =>
          `${''.padEnd(12)}${(s.calls / answers).toFixed(2).padStart(6)} per answer, mean ${(s.totalMs / s.calls).toFixed(2).padStart(6)} ms, ` +
          `${((s.totalMs / total) * 100).toFixed(0).padStart(3)} % of the time: ${s.text.slice(0, 110)}`,
      ),
  ].join('\n');
}

/** The pid of the PostgreSQL server's main process, when it runs on this machine (its CPU is then sampled too). */
async function postmasterOfDatabase(url: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    return postmasterOf(rows[0]!.pid);
  } finally {
    await client.end();
  }
}

let n = 0;
/** autocannon against POST /api/public/feedback; every request is a different attendee, so each one inserts a row. */
function load(base: string, eventId: number, seconds: number) {
  return autocannon({
    url: `${base}/api/public/feedback`,
    connections,
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
              testimonial: 'A practical, energising talk with ideas I can use on Monday.',
              firstName: `Attendee${i}`,
              jobRole: 'Head of Sales at Example Ltd',
              workEmail: `attendee${i}@company${i % 50}.example`,
              contactConsent: true,
              publishConsent: i % 2 === 0,
            }),
          };
        },
      },
    ],
  });
}

/** The server's answers/s under load, then (server stopped) the raw insert rate of its database. */
async function runAgainst(
  label: string,
  env: Record<string, string>,
  rawRate: () => Promise<{ perSecond: number; note: string; cpu?: number; databaseCpu?: number }>,
  timeStatements = false,
  v8Flags: string[] = [],
  /** The CPU ticks of the database server so far, when it runs on this machine (PostgreSQL). */
  databaseTicks: () => number | undefined = () => undefined,
) {
  // The raw rate is taken before the server starts and after it stops, and the two averaged: other
  // work on the machine comes and goes, and would otherwise weigh on one side of the ratio only.
  const rawBefore = await rawRate();
  const port = await freePort();
  const statementFile = path.join(os.tmpdir(), `speakerpro-statements-${port}.json`);
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    [
      ...v8Flags,
      ...(cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : []),
      ...(timeStatements ? ['--import', statementHook] : []),
      '--import',
      'tsx',
      'src/server/main.ts',
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        FEEDBACK_RATE_LIMIT_PER_MINUTE: '1000000',
        STATEMENT_LOG_FILE: statementFile,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise((r) => server.once('exit', r));
  let line: string;
  try {
    await waitForHealth(base);
    const speaker = { email: `bench-${Date.now()}@example.com`, password: 'bench-keynote-stories-2026' };
    const signup = await fetch(`${base}/api/public/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Bench', lastName: 'Speaker', ...speaker }),
    });
    if (signup.status !== 202) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
    // Sign-up opens no session: sign in, as the speaker would.
    const signin = await fetch(`${base}/api/public/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(speaker),
    });
    if (!signin.ok) throw new Error(`signin: ${signin.status} ${await signin.text()}`);
    const cookie = signin.headers.get('set-cookie')!.split(';')[0]!;
    const event = (await (
      await fetch(`${base}/api/speaker-admin/talks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ eventName: 'Benchmark Summit', talkTitle: 'Benchmark Talk' }),
      })
    ).json()) as { id: number };
    if (process.env.BENCH_GIFT) {
      const profile = await fetch(`${base}/api/speaker-admin/profile`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ firstName: 'Bench', lastName: 'Speaker', workEmail: 'bench@example.com', emailProvider: 'other' }),
      });
      if (!profile.ok) throw new Error(`saving the profile: ${profile.status} ${await profile.text()}`);
      const gift = await fetch(`${base}/api/speaker-admin/profile/digital-gift`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ digitalGiftTitle: 'The slides', digitalGiftUrl: 'https://gifts.example/slides' }),
      });
      if (!gift.ok) throw new Error(`setting the gift: ${gift.status} ${await gift.text()}`);
    }

    // Warm-up (JIT, pools), so that the measured run sees the server as it runs for hours.
    await load(base, event.id, WARMUP_S);
    const cpu0 = cpuTicks(server.pid!) ?? 0;
    const threads0 = threadTicks(server.pid!);
    const machine0 = machineTicks();
    const database0 = databaseTicks();
    const statements0 = timeStatements ? await statementStats(server.pid!, statementFile) : undefined;
    const t0 = performance.now();
    const result = await load(base, event.id, duration);
    const wall = (performance.now() - t0) / 1000;
    const statements = statements0 && statementTable(statements0, await statementStats(server.pid!, statementFile), result['2xx']);
    const serverCpu = (((cpuTicks(server.pid!) ?? 0) - cpu0) / TICKS_PER_S / wall) * 100;
    // Where the server's CPU went: its main thread (HTTP), its worker threads (the database), the
    // rest (V8's compiler and garbage-collector helpers, the thread pool).
    const byThread = new Map<string, number>();
    for (const [name, ticks] of threadTicks(server.pid!)) {
      const kind = name === 'MainThread' || name === 'WorkerThread' ? name : 'other';
      byThread.set(kind, (byThread.get(kind) ?? 0) + ((ticks - (threads0.get(name) ?? 0)) / TICKS_PER_S / wall) * 100);
    }
    const kinds: [string, string][] = [
      ['MainThread', 'main thread'],
      ['WorkerThread', 'worker threads'],
      ['other', 'V8 and libuv helpers'],
    ];
    const threadsLine = kinds.map(([kind, label]) => `${label} ${(byThread.get(kind) ?? 0).toFixed(0)} %`).join(', ');
    const machineCpu = ((machineTicks().busy - machine0.busy) / TICKS_PER_S / wall) * 100;
    const database1 = databaseTicks();
    const databaseCpu =
      database0 !== undefined && database1 !== undefined ? ((database1 - database0) / TICKS_PER_S / wall) * 100 : undefined;
    const answers = result['2xx'] / result.duration;
    line =
      `${label.padEnd(10)} server${process.env.BENCH_GIFT ? ' (speaker with a gift)' : ''}: ${answers.toFixed(0)} answers/s (${connections} connections, ${duration} s), ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}, ` +
      `total ${result['2xx']}; server CPU ${serverCpu.toFixed(0)} % (${threadsLine}), machine CPU ${machineCpu.toFixed(0)} % ` +
      `(${os.availableParallelism()} cores = ${os.availableParallelism() * 100} %)` +
      (databaseCpu !== undefined ? `, PostgreSQL's processes ${databaseCpu.toFixed(0)} %` : '');
    if (statements) line += `\n${statements}`;
    server.kill('SIGTERM');
    await exited;
    const rawAfter = await rawRate();
    const raw = {
      perSecond: (rawBefore.perSecond + rawAfter.perSecond) / 2,
      cpu: rawBefore.cpu && rawAfter.cpu ? (rawBefore.cpu + rawAfter.cpu) / 2 : undefined,
      databaseCpu:
        rawBefore.databaseCpu !== undefined && rawAfter.databaseCpu !== undefined
          ? (rawBefore.databaseCpu + rawAfter.databaseCpu) / 2
          : undefined,
    };
    line +=
      `\n${''.padEnd(10)} raw INSERT rate, same database, same run: ${raw.perSecond.toFixed(0)} inserts/s, the mean of ` +
      `${rawBefore.perSecond.toFixed(0)} before the server and ${rawAfter.perSecond.toFixed(0)} after it (${rawAfter.note})` +
      `\n${''.padEnd(10)} server / raw: ${((answers / raw.perSecond) * 100).toFixed(0)} %`;
    // Per CPU-second of the process doing the work: what is left of the ratio when other work on
    // the machine slows the two measurements unequally.
    if (raw.cpu)
      line +=
        `; per CPU-second: server ${((answers / serverCpu) * 100).toFixed(0)} answers, raw ${((raw.perSecond / raw.cpu) * 100).toFixed(0)} inserts, ` +
        `ratio ${((answers / serverCpu / (raw.perSecond / raw.cpu)) * 100).toFixed(0)} %`;
    // Where an answer's CPU goes, against what one raw insert costs the same database: the server
    // is one of the two limits only when the database does not spend the machine first.
    if (databaseCpu !== undefined && raw.databaseCpu !== undefined) {
      const msPer = (cpu: number, perSecond: number) => ((cpu / 100 / perSecond) * 1000).toFixed(2);
      line +=
        `\n${''.padEnd(10)} CPU per answer: server ${msPer(serverCpu, answers)} ms, PostgreSQL ${msPer(databaseCpu, answers)} ms; ` +
        `per raw insert: PostgreSQL ${msPer(raw.databaseCpu, raw.perSecond)} ms (PostgreSQL ${raw.databaseCpu.toFixed(0)} % during the raw inserts; ` +
        `its processes serve whoever else uses that server too)`;
    }
  } finally {
    server.kill('SIGTERM');
    await exited;
    fs.rmSync(statementFile, { force: true });
  }
  console.log(line);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-bench-'));
try {
  if (DATABASES.includes('pglite'))
    await runAgainst(
      'PGlite',
      { DATA_DIR: dataDir, DATABASE_URL: '' },
      async () => {
        const raw = await rawInsertRatePglite({ seconds: RAW_INSERT_S, concurrency: RAW_CONCURRENCY, nodeFlags: PGLITE_V8_FLAGS });
        return {
          perSecond: raw.perSecond,
          cpu: raw.cpu,
          note:
            `PGlite in its own process on a fresh data directory, single-row inserts for ${RAW_INSERT_S} s from ${RAW_CONCURRENCY} callers` +
            (PGLITE_V8_FLAGS.length ? `, node ${PGLITE_V8_FLAGS.join(' ')} as the server` : ''),
        };
      },
      false,
      PGLITE_V8_FLAGS,
    );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
const databaseUrl = process.env.DATABASE_URL;
if (!DATABASES.includes('postgres')) {
  // not asked for
} else if (databaseUrl) {
  const postmaster = await postmasterOfDatabase(databaseUrl);
  await runAgainst(
    'PostgreSQL',
    { DATABASE_URL: databaseUrl, APP_SECRET: process.env.APP_SECRET ?? 'bench-app-secret-of-at-least-32-chars' },
    async () => {
      let ticks0: number | undefined;
      let t0 = 0;
      let databaseCpu: number | undefined;
      const raw = await rawInsertRatePostgres(databaseUrl, {
        seconds: RAW_INSERT_S,
        connections: RAW_CONCURRENCY,
        before: async () => {
          ticks0 = postmaster === undefined ? undefined : postgresTicks(postmaster);
          t0 = performance.now();
        },
        after: async () => {
          const ticks1 = postmaster === undefined ? undefined : postgresTicks(postmaster);
          if (ticks0 !== undefined && ticks1 !== undefined)
            databaseCpu = ((ticks1 - ticks0) / TICKS_PER_S / ((performance.now() - t0) / 1000)) * 100;
        },
      });
      return {
        perSecond: raw.perSecond,
        databaseCpu,
        note: `single-row inserts for ${RAW_INSERT_S} s over ${RAW_CONCURRENCY} connections`,
      };
    },
    true,
    [],
    () => (postmaster === undefined ? undefined : postgresTicks(postmaster)),
  );
} else console.log('PostgreSQL: skipped (set DATABASE_URL to a database the benchmark may write to)');
