// Starts the real server for the Playwright suite on a database of its own: a fresh PGlite data
// directory, or a fresh PostgreSQL database when E2E_DB=postgres.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

if (process.env.E2E_DB === 'postgres') {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('E2E_DB=postgres needs TEST_DATABASE_URL');
  const name = 'sp_e2e';
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  // A database server means a fleet: the server insists on one shared key.
  process.env.APP_SECRET ??= 'e2e-app-secret-shared-by-every-process';
} else {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-e2e-'));
}

await import('../src/server/main');
