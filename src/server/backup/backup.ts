import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir, MIGRATIONS_FOLDER } from '../db/client';
import { PROJECT_ROOT } from '../project-root';
import { createLocalObjectStore } from '../storage/local-objects';
import type { ObjectStore } from '../storage/object-store';
import type { S3StorageConfig } from '../storage/s3-config';
import { createS3ObjectStore } from '../storage/s3-objects';

/**
 * Backups of a deployment (decision 084): the database (PGlite's data folder as PGlite dumps it,
 * or `pg_dump --format=custom` of a PostgreSQL database), every stored file with its content type,
 * and manifest.json, which says when and from what the backup was made (app version, migration
 * level), how many rows each table held and each file's SHA-256. A restore checks the backup
 * against its manifest before it changes anything, and the restored database against the counts
 * after.
 */

/** What to back up or restore into: the same settings the server runs with. */
export interface Deployment {
  databaseUrl?: string;
  dataDir: string;
  s3?: S3StorageConfig;
}

/** A refusal or failure to report in one line, with a non-zero exit (the CLIs in scripts/). */
export class BackupError extends Error {}

const MANIFEST = 'manifest.json';
const PGLITE_FILE = 'database.tar.gz';
const PG_DUMP_FILE = 'database.pgdump';
const FILES_FOLDER = 'files';
const APP_SECRET_FILE = 'app-secret';
/** The schemas the app's data lives in: its tables, drizzle's migration record and the job queue. */
const APP_SCHEMAS = ['public', 'drizzle', 'pgboss'];

interface StoredObject {
  key: string;
  bytes: number;
  sha256: string;
  contentType: string;
}

export interface Manifest {
  format: 1;
  createdAt: string;
  appVersion: string;
  database: { kind: 'pglite' | 'postgres'; file: string; bytes: number; sha256: string; serverVersion: string };
  /** Migrations applied to the database: how many, and the newest one's journal time and name. */
  migrations: MigrationLevel;
  /** Rows per table (`schema.table`), the job queue's included. */
  counts: Record<string, number>;
  files: { store: 'local' | 's3'; objects: StoredObject[] };
  /** DATA_DIR/app-secret, which signs links and seals tokens when APP_SECRET is unset (embedded database). */
  appSecret?: { file: string; sha256: string };
}

interface MigrationLevel {
  applied: number;
  lastCreatedAt: number;
  lastTag: string | null;
}

type Rows = (text: string) => Promise<Record<string, unknown>[]>;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function appVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}

function journal(): { when: number; tag: string }[] {
  return (
    JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { when: number; tag: string }[] }
  ).entries;
}

/** The newest migration this code knows. */
export function codeMigrationLevel(): MigrationLevel {
  const entries = journal();
  const last = entries.at(-1);
  return { applied: entries.length, lastCreatedAt: last?.when ?? 0, lastTag: last?.tag ?? null };
}

async function migrationLevel(rows: Rows): Promise<MigrationLevel> {
  const [exists] = await rows(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!exists?.present) return { applied: 0, lastCreatedAt: 0, lastTag: null };
  const [level] = await rows(
    `select count(*)::int as applied, coalesce(max(created_at), 0)::text as last from drizzle.__drizzle_migrations`,
  );
  const lastCreatedAt = Number(level!.last);
  return {
    applied: Number(level!.applied),
    lastCreatedAt,
    lastTag: journal().find((entry) => entry.when === lastCreatedAt)?.tag ?? null,
  };
}

async function tableCounts(rows: Rows): Promise<Record<string, number>> {
  const tables = await rows(
    `select schemaname, tablename from pg_tables where schemaname in (${APP_SCHEMAS.map((s) => `'${s}'`).join(', ')}) order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schemaname, tablename } of tables) {
    const [row] = await rows(`select count(*)::int as n from "${String(schemaname)}"."${String(tablename)}"`);
    counts[`${String(schemaname)}.${String(tablename)}`] = Number(row!.n);
  }
  return counts;
}

/** Tables of the app's schemas in a database: none means it is safe to restore into. */
async function hasAppTables(rows: Rows): Promise<boolean> {
  const [row] = await rows(`select count(*)::int as n from pg_tables where schemaname in (${APP_SCHEMAS.map((s) => `'${s}'`).join(', ')})`);
  return Number(row!.n) > 0;
}

function objectStoreOf(target: Deployment): { store: ObjectStore; kind: 'local' | 's3' } {
  return target.s3
    ? { store: createS3ObjectStore(target.s3), kind: 's3' }
    : { store: createLocalObjectStore(path.join(target.dataDir, 'uploads')), kind: 'local' };
}

function pgliteFolder(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

function isEmptyFolder(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

/**
 * PGlite on this thread, on a DATA_DIR no server holds (the lock refuses one that is running);
 * with `replaceWith`, its database folder is first replaced by that dump.
 */
async function withStoppedPglite<T>(dataDir: string, fn: (client: PGlite) => Promise<T>, replaceWith?: Blob): Promise<T> {
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (err) {
    throw new BackupError(`${(err as Error).message} The embedded database is backed up and restored with the server stopped.`);
  }
  try {
    if (replaceWith) fs.rmSync(pgliteFolder(dataDir), { recursive: true, force: true });
    const loadDataDir = replaceWith;
    const client = await PGlite.create({ dataDir: pgliteFolder(dataDir), loadDataDir });
    try {
      return await fn(client);
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

const pgliteRows =
  (client: PGlite): Rows =>
  async (text) =>
    (await client.query<Record<string, unknown>>(text)).rows;

async function withPostgres<T>(databaseUrl: string, fn: (rows: Rows) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (err) {
    throw new BackupError(`Cannot connect to DATABASE_URL: ${(err as Error).message}`);
  }
  try {
    return await fn(async (text) => (await client.query(text)).rows as Record<string, unknown>[]);
  } finally {
    await client.end();
  }
}

/**
 * pg_dump and pg_restore refuse a server newer than themselves: the tools of the server's major
 * version from Debian's packages (/usr/lib/postgresql/<major>/bin), else the newest ones there,
 * else those on PATH. PG_BIN_DIR names another folder.
 */
function postgresTool(tool: 'pg_dump' | 'pg_restore', serverMajor: number): string {
  if (process.env.PG_BIN_DIR) return path.join(process.env.PG_BIN_DIR, tool);
  const base = '/usr/lib/postgresql';
  const majors = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .map(Number)
        .filter((v) => v >= serverMajor && fs.existsSync(path.join(base, String(v), 'bin', tool)))
        .sort((a, b) => a - b)
    : [];
  return majors.length > 0 ? path.join(base, String(majors[0]), 'bin', tool) : tool;
}

/** The URL without its password, which goes to the tool in PGPASSWORD so it never shows in a process list. */
function toolConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', (err) =>
      reject(new BackupError(`Cannot run ${command} (${err.message}): install PostgreSQL's client tools, or set PG_BIN_DIR`)),
    );
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${path.basename(command)} exited ${code}: ${stderr.trim().split('\n').slice(-3).join(' ')}`)),
    );
  });
}

async function serverMajor(rows: Rows): Promise<{ major: number; version: string }> {
  const [row] = await rows(`select current_setting('server_version_num')::int as num, current_setting('server_version') as version`);
  return { major: Math.floor(Number(row!.num) / 10000), version: String(row!.version) };
}

/** Writes a backup of `source` into `dir`, which must be empty or not exist yet; returns its manifest. */
export async function createBackup(source: Deployment, dir: string): Promise<Manifest> {
  if (!isEmptyFolder(dir)) throw new BackupError(`${dir} is not empty: back up into a new folder`);
  if (!source.databaseUrl && isEmptyFolder(pgliteFolder(source.dataDir)))
    throw new BackupError(`There is no database in ${pgliteFolder(source.dataDir)}`);
  fs.mkdirSync(dir, { recursive: true });
  const createdAt = new Date().toISOString();
  let database: Manifest['database'];
  let migrations: MigrationLevel;
  let counts: Record<string, number>;
  let mimeTypes: Map<string, string>;
  const storagePaths = async (rows: Rows) =>
    new Map((await rows(`select storage_path, mime_type from files`)).map((r) => [String(r.storage_path), String(r.mime_type)]));

  if (source.databaseUrl) {
    const { url, env } = toolConnection(source.databaseUrl);
    const file = path.join(dir, PG_DUMP_FILE);
    let server: { major: number; version: string };
    // The app keeps running: the counts and pg_dump read one snapshot, exported by this
    // transaction and held until the dump is written, so the manifest describes the dump exactly.
    ({ migrations, counts, mimeTypes, server } = await withPostgres(source.databaseUrl, async (rows) => {
      await rows('begin isolation level repeatable read read only');
      const [snapshot] = await rows('select pg_export_snapshot() as id');
      const read = {
        migrations: await migrationLevel(rows),
        counts: await tableCounts(rows),
        mimeTypes: await storagePaths(rows),
        server: await serverMajor(rows),
      };
      await runTool(
        postgresTool('pg_dump', read.server.major),
        ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${String(snapshot!.id)}`, `--file=${file}`, `--dbname=${url}`],
        env,
      );
      await rows('commit');
      return read;
    }));
    const bytes = fs.readFileSync(file);
    database = { kind: 'postgres', file: PG_DUMP_FILE, bytes: bytes.length, sha256: sha256(bytes), serverVersion: server.version };
  } else {
    const dumped = await withStoppedPglite(source.dataDir, async (client) => {
      const rows = pgliteRows(client);
      return {
        migrations: await migrationLevel(rows),
        counts: await tableCounts(rows),
        mimeTypes: await storagePaths(rows),
        server: await serverMajor(rows),
        dump: Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()),
      };
    });
    ({ migrations, counts, mimeTypes } = dumped);
    fs.writeFileSync(path.join(dir, PGLITE_FILE), dumped.dump);
    database = {
      kind: 'pglite',
      file: PGLITE_FILE,
      bytes: dumped.dump.length,
      sha256: sha256(dumped.dump),
      serverVersion: `PGlite ${dumped.server.version}`,
    };
  }

  const { store, kind } = objectStoreOf(source);
  const objects: StoredObject[] = [];
  for (const key of await store.list()) {
    const opened = await store.open(key);
    if (!opened) continue; // deleted between the listing and now
    const bytes = await buffer(opened.stream);
    const target = path.join(dir, FILES_FOLDER, key);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, bytes);
    objects.push({
      key,
      bytes: bytes.length,
      sha256: sha256(bytes),
      contentType: opened.contentType ?? mimeTypes.get(key) ?? 'application/octet-stream',
    });
  }

  let appSecret: Manifest['appSecret'];
  const secretFile = path.join(source.dataDir, APP_SECRET_FILE);
  if (!source.databaseUrl && fs.existsSync(secretFile)) {
    const bytes = fs.readFileSync(secretFile);
    fs.writeFileSync(path.join(dir, APP_SECRET_FILE), bytes, { mode: 0o600 });
    appSecret = { file: APP_SECRET_FILE, sha256: sha256(bytes) };
  }

  const manifest: Manifest = {
    format: 1,
    createdAt,
    appVersion: appVersion(),
    database,
    migrations,
    counts,
    files: { store: kind, objects },
    ...(appSecret ? { appSecret } : {}),
  };
  fs.writeFileSync(path.join(dir, MANIFEST), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

/** The backup's manifest, once every file it names is there with its checksum. */
export function readBackup(dir: string): Manifest {
  const manifestFile = path.join(dir, MANIFEST);
  if (!fs.existsSync(manifestFile)) throw new BackupError(`${dir} holds no ${MANIFEST}: it is not a backup made by npm run backup`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  if (manifest.format !== 1) throw new BackupError(`${manifestFile} has format ${String(manifest.format)}; this version reads format 1`);
  const check = (file: string, expected: string) => {
    const absolute = path.join(dir, file);
    if (!fs.existsSync(absolute)) throw new BackupError(`The backup lacks ${file}, which its manifest lists`);
    if (sha256(fs.readFileSync(absolute)) !== expected)
      throw new BackupError(`${file} in the backup does not match its checksum: the backup is damaged`);
  };
  check(manifest.database.file, manifest.database.sha256);
  for (const object of manifest.files.objects) check(path.join(FILES_FOLDER, object.key), object.sha256);
  if (manifest.appSecret) check(manifest.appSecret.file, manifest.appSecret.sha256);
  return manifest;
}

function differingCounts(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const tables = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...tables]
    .filter((t) => expected[t] !== actual[t])
    .map((t) => `${t}: ${actual[t] ?? 'missing'} rows, ${expected[t] ?? 'none'} in the backup`);
}

/**
 * Restores the backup in `dir` into `target`. Refuses, before changing anything, a damaged
 * backup, one made by newer code (a migration this code does not know), one of the other kind of
 * database, and a target that holds data unless `force`. With `force`, what the target held is
 * replaced: the app's schemas or PGlite's folder, and every stored file.
 */
export async function restoreBackup(target: Deployment, dir: string, options: { force: boolean }): Promise<Manifest> {
  const manifest = readBackup(dir);
  const code = codeMigrationLevel();
  if (manifest.migrations.lastCreatedAt > code.lastCreatedAt || manifest.migrations.applied > code.applied) {
    throw new BackupError(
      `The backup's database is at migration ${manifest.migrations.lastTag ?? manifest.migrations.applied}, newer than this code's ${code.lastTag ?? code.applied}: restore it with the version that made it (${manifest.appVersion}) or newer`,
    );
  }
  const wantKind = target.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== wantKind) {
    throw new BackupError(
      `The backup holds ${manifest.database.kind === 'pglite' ? 'an embedded (PGlite) database' : 'a PostgreSQL database'}, and ${target.databaseUrl ? 'DATABASE_URL names a PostgreSQL server' : 'DATABASE_URL is unset (embedded database)'}: restore it with the same kind of database`,
    );
  }
  const { store } = objectStoreOf(target);
  const existingKeys = await store.list();
  const refuse = (what: string) => {
    throw new BackupError(`${what} already holds data: restore into an empty one, or add --force to replace what it holds`);
  };

  if (target.databaseUrl) {
    const databaseUrl = target.databaseUrl;
    const server = await withPostgres(databaseUrl, async (rows) => {
      if (!options.force && (await hasAppTables(rows))) refuse('The database at DATABASE_URL');
      if (!options.force && existingKeys.length > 0)
        refuse(target.s3 ? `The bucket ${target.s3.bucket}` : path.join(target.dataDir, 'uploads'));
      // What a newer version or a later migration added is no part of the backup: the schemas go
      // whole, so the database holds the backup's objects and nothing else.
      for (const schema of APP_SCHEMAS) await rows(`drop schema if exists "${schema}" cascade`);
      await rows(`create schema public`);
      return serverMajor(rows);
    });
    const { url, env } = toolConnection(databaseUrl);
    await runTool(
      postgresTool('pg_restore', server.major),
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        `--dbname=${url}`,
        path.join(dir, manifest.database.file),
      ],
      env,
    );
    const counts = await withPostgres(databaseUrl, tableCounts);
    const differing = differingCounts(manifest.counts, counts);
    if (differing.length > 0) throw new BackupError(`The restored database differs from the backup's counts: ${differing.join('; ')}`);
  } else {
    const folder = pgliteFolder(target.dataDir);
    if (!options.force && !isEmptyFolder(folder)) refuse(folder);
    if (!options.force && existingKeys.length > 0)
      refuse(target.s3 ? `The bucket ${target.s3.bucket}` : path.join(target.dataDir, 'uploads'));
    const secretFile = path.join(target.dataDir, APP_SECRET_FILE);
    if (!options.force && manifest.appSecret && fs.existsSync(secretFile)) refuse(secretFile);
    fs.mkdirSync(target.dataDir, { recursive: true });
    const dump = new Blob([fs.readFileSync(path.join(dir, manifest.database.file))]);
    const counts = await withStoppedPglite(target.dataDir, (client) => tableCounts(pgliteRows(client)), dump);
    const differing = differingCounts(manifest.counts, counts);
    if (differing.length > 0) throw new BackupError(`The restored database differs from the backup's counts: ${differing.join('; ')}`);
    if (manifest.appSecret) fs.writeFileSync(secretFile, fs.readFileSync(path.join(dir, manifest.appSecret.file)), { mode: 0o600 });
  }

  await store.delete(existingKeys);
  for (const object of manifest.files.objects) {
    await store.put(object.key, fs.readFileSync(path.join(dir, FILES_FOLDER, object.key)), object.contentType);
  }
  return manifest;
}
