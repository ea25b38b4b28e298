import type { SqlExecutor } from '../db/client';

/**
 * The oldest job-queue schema the current pg-boss migrates by itself. Databases first set up by
 * SpeakerPro's earlier releases carry pg-boss 10's schema (version 24), which pg-boss 12 refuses to
 * start on.
 */
export const OLDEST_MIGRATABLE_QUEUE_SCHEMA = 25;
const RETIRED_SUFFIX = '_retired';

export interface CarriedJob {
  name: string;
  data: unknown;
  startAfter: Date;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function schemaVersion(sql: SqlExecutor, schema: string): Promise<number | undefined> {
  const { rows } = await sql.executeSql('select to_regclass($1) is not null as present', [`${ident(schema)}.version`]);
  if (!rows[0]?.present) return undefined;
  const version = await sql.executeSql(`select max(version)::int as version from ${ident(schema)}.version`);
  return version.rows[0]?.version ?? undefined;
}

/**
 * Moves a job-queue schema too old for the current pg-boss out of its way (renamed, not dropped)
 * so pg-boss can create its own. Jobs that were waiting or running in it are handed over by
 * `carryRetiredJobs` once the new queue runs; the retired schema is dropped only after that, so a
 * crash in between loses nothing (the next start finds it again). Call it under the start-up lock.
 */
export async function retireLegacyQueueSchema(sql: SqlExecutor, schema: string): Promise<boolean> {
  const version = await schemaVersion(sql, schema);
  if (version === undefined || version >= OLDEST_MIGRATABLE_QUEUE_SCHEMA) return false;
  await sql.executeSql(`alter schema ${ident(schema)} rename to ${ident(schema + RETIRED_SUFFIX)}`);
  return true;
}

/**
 * The jobs a retired schema still owed (created, retry or active; pg-boss's own internal jobs
 * excluded): `send` re-creates each in the new queue, then the retired schema is dropped.
 */
export async function carryRetiredJobs(sql: SqlExecutor, schema: string, send: (job: CarriedJob) => Promise<void>): Promise<CarriedJob[]> {
  const retired = schema + RETIRED_SUFFIX;
  const { rows: present } = await sql.executeSql('select count(*)::int as n from pg_namespace where nspname = $1', [retired]);
  if (!present[0]?.n) return [];
  const { rows } = await sql.executeSql(
    `select name, data, start_after as "startAfter" from ${ident(retired)}.job
      where state in ('created', 'retry', 'active') and name not like '\\_\\_pgboss\\_\\_%'
      order by created_on`,
  );
  const jobs = rows.map((r) => ({ name: String(r.name), data: r.data, startAfter: new Date(r.startAfter) }));
  for (const job of jobs) await send(job);
  await sql.executeSql(`drop schema ${ident(retired)} cascade`);
  return jobs;
}
