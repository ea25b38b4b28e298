// The raw single-row INSERT rate of a database, for comparing a server's answers/s with what its
// database can take: a table shaped like `responses` (the same columns the server writes, its
// indexes and check), one row per INSERT, from `concurrency` callers at once, for `seconds`.
// PostgreSQL is measured over a pool of its own; PGlite in a process of its own (this module, run
// as a script) on a fresh data directory, so neither shares a CPU-bound event loop with anything.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const TABLE = 'bench_raw_inserts';
const TESTIMONIAL = 'A practical, energising talk with ideas I can use on Monday.';

const CREATE_TABLE = [
  `create table ${TABLE} (
     id serial primary key, event_id integer not null, rating integer not null check (rating between 1 and 5),
     testimonial text not null, attendee_name text not null, attendee_role text not null, attendee_email text not null,
     role_group text not null default '', email_domain text not null default '', business_inquiry text,
     contact_consent_at timestamptz, publish_consent_at timestamptz,
     contact_consent_version text, contact_consent_text text, publish_consent_version text, publish_consent_text text,
     notes text, extra jsonb, access_token_hash text, submitted_at timestamptz not null default now())`,
  `create index on ${TABLE} (event_id)`,
  `create unique index on ${TABLE} (access_token_hash)`,
  `create unique index on ${TABLE} (event_id, lower(attendee_email))`,
];

const INSERT = `insert into ${TABLE} (event_id, rating, testimonial, attendee_name, attendee_role, attendee_email,
    role_group, email_domain, contact_consent_at, publish_consent_at, access_token_hash)
  values ($1, $2, $3, $4, $5, $6, $7, $8, now(), $9::timestamptz, $10)`;

/** The i-th row: a new attendee each time, like the load the server gets. */
function insertValues(i: number): unknown[] {
  return [
    1,
    1 + (i % 5),
    TESTIMONIAL,
    `Attendee${i}`,
    'Head of Sales at Example Ltd',
    `raw-${i}@company${i % 50}.example`,
    'sales',
    `company${i % 50}.example`,
    i % 2 ? null : new Date().toISOString(),
    `raw-token-hash-${i}-${Math.random().toString(36).slice(2)}`,
  ];
}

export interface RawRate {
  perSecond: number;
  inserted: number;
  seconds: number;
}

/** `concurrency` callers, each inserting one row at a time until the time is up. */
async function insertFor(insert: (values: unknown[]) => Promise<unknown>, concurrency: number, seconds: number): Promise<RawRate> {
  let n = 0;
  const t0 = performance.now();
  const deadline = t0 + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) await insert(insertValues(n++));
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  return { perSecond: n / elapsed, inserted: n, seconds: elapsed };
}

/**
 * PostgreSQL at `databaseUrl`: `connections` pooled connections. The table is made and dropped
 * here; `before` and `after` run just before and just after the inserts (CPU samples).
 */
export async function rawInsertRatePostgres(
  databaseUrl: string,
  opts: { seconds: number; connections: number; before?: () => Promise<void>; after?: () => Promise<void> },
): Promise<RawRate> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: opts.connections });
  pool.on('error', () => undefined);
  try {
    await pool.query(`drop table if exists ${TABLE}`);
    for (const statement of CREATE_TABLE) await pool.query(statement);
    await opts.before?.();
    const rate = await insertFor((values) => pool.query(INSERT, values), opts.connections, opts.seconds);
    await opts.after?.();
    const stored = Number((await pool.query<{ n: string }>(`select count(*) as n from ${TABLE}`)).rows[0]!.n);
    if (stored !== rate.inserted) throw new Error(`raw inserts: ${rate.inserted} inserted but ${stored} rows stored`);
    return rate;
  } finally {
    await pool.query(`drop table if exists ${TABLE}`).catch(() => undefined);
    await pool.end();
  }
}

/**
 * PGlite on a fresh data directory in a process of its own. PGlite runs one statement at a time;
 * `concurrency` callers keep its queue full, as a server's concurrent requests do. Also answers the
 * CPU that process used while inserting, in % of one core.
 */
export async function rawInsertRatePglite(opts: {
  seconds: number;
  concurrency: number;
  /** Flags for that process's node, e.g. the V8 flags the server runs PGlite with. */
  nodeFlags?: string[];
}): Promise<RawRate & { cpu: number }> {
  const child = spawn(
    process.execPath,
    [...(opts.nodeFlags ?? []), '--import', 'tsx', import.meta.filename, 'pglite', String(opts.seconds), String(opts.concurrency)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the PGlite raw insert process exited with ${code}: ${out}`);
  return JSON.parse(out.trim().split('\n').at(-1)!) as RawRate & { cpu: number };
}

async function pgliteChild(seconds: number, concurrency: number) {
  const { PGlite } = await import('@electric-sql/pglite');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-bench-raw-'));
  try {
    const db = await PGlite.create({ dataDir: path.join(dir, 'pglite') });
    for (const statement of CREATE_TABLE) await db.exec(statement);
    const cpu0 = process.cpuUsage();
    const rate = await insertFor((values) => db.query(INSERT, values), concurrency, seconds);
    const cpu = process.cpuUsage(cpu0);
    const stored = (await db.query<{ n: number }>(`select count(*)::int as n from ${TABLE}`)).rows[0]!.n;
    if (stored !== rate.inserted) throw new Error(`raw inserts: ${rate.inserted} inserted but ${stored} rows stored`);
    await db.close();
    console.log(JSON.stringify({ ...rate, cpu: ((cpu.user + cpu.system) / 1e6 / rate.seconds) * 100 }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename && process.argv[2] === 'pglite') {
  await pgliteChild(Number(process.argv[3]), Number(process.argv[4]));
}
