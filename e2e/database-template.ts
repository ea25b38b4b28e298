// Databases for the servers the browser specs start of their own: migrated once per run (in the
// global setup), then each server gets a copy. A copy takes well under a second; migrating a fresh
// database takes several seconds of CPU, which a beforeAll hook on a busy two-core machine
// cannot afford for every spec that needs a server of its own.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client';

/** Set on every own server's environment; its value is the run's id (see e2e/global-setup.ts). */
export const OWN_SERVER_MARKER = 'SPEAKERPRO_E2E_OWN_SERVER';

/** Where the global setup left the templates; read by the workers, which inherit the runner's environment. */
const PGLITE_TEMPLATE_ENV = 'E2E_PGLITE_TEMPLATE_DIR';
const POSTGRES_TEMPLATE_ENV = 'E2E_POSTGRES_TEMPLATE';

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Migrates an embedded database (and, with `postgresUrl`, a PostgreSQL template database) and
 * records where they are in this process's environment for the workers. Returns what removes them.
 */
export async function createTemplates(postgresUrl: string | undefined): Promise<() => Promise<void>> {
  const templateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-e2e-template-'));
  const embedded = await openDatabase({ dataDir: templateDir });
  try {
    await embedded.migrate();
    // The copies start with 16 MB of shared buffers, as the API tests' databases do (decision 054):
    // PGlite sets up PostgreSQL's default 128 MB in WebAssembly memory on every start, about 0.9 s
    // of CPU for each server a spec starts (measured), and a spec's database holds far less.
    await embedded.sql.executeSql(`alter system set shared_buffers = '16MB'`);
  } finally {
    await embedded.close();
  }
  process.env[PGLITE_TEMPLATE_ENV] = templateDir;

  let templateName: string | undefined;
  if (postgresUrl) {
    templateName = `sp_e2e_template_${randomBytes(4).toString('hex')}`;
    await onServer(postgresUrl, (c) => c.query(`create database ${templateName}`));
    const template = await openDatabase({ databaseUrl: databaseUrl(postgresUrl, templateName), dataDir: templateDir });
    try {
      await template.migrate();
    } finally {
      // Nobody may be connected to a template while PostgreSQL copies it.
      await template.close();
    }
    process.env[POSTGRES_TEMPLATE_ENV] = templateName;
  }

  return async () => {
    fs.rmSync(templateDir, { recursive: true, force: true });
    if (postgresUrl && templateName) {
      const name = templateName;
      await onServer(postgresUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    }
  };
}

export interface DatabaseCopy {
  /** Environment for the server: DATA_DIR, and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  /** The copy's DATA_DIR (files and, on the embedded database, the database itself). */
  dataDir: string;
  remove(): Promise<void>;
}

/** A copy of the migrated template: a new PostgreSQL database when `postgresUrl` is given, else a new DATA_DIR. */
export async function copyTemplate(postgresUrl: string | undefined): Promise<DatabaseCopy> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-e2e-own-'));
  if (postgresUrl) {
    const template = process.env[POSTGRES_TEMPLATE_ENV];
    if (!template) throw new Error(`${POSTGRES_TEMPLATE_ENV} is not set: the browser suite's global setup makes the template`);
    const name = `sp_e2e_own_${randomBytes(4).toString('hex')}`;
    await onServer(postgresUrl, (c) => c.query(`create database ${name} template ${template}`));
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl(postgresUrl, name) },
      dataDir,
      async remove() {
        await onServer(postgresUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const templateDir = process.env[PGLITE_TEMPLATE_ENV];
  if (!templateDir) throw new Error(`${PGLITE_TEMPLATE_ENV} is not set: the browser suite's global setup makes the template`);
  fs.cpSync(path.join(templateDir, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  return {
    env: { DATA_DIR: dataDir },
    dataDir,
    async remove() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
