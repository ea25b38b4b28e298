// The shared server of the browser suite (playwright.config.ts starts one per database): the build
// in dist/server, as production runs it, on a database of its own: a fresh PGlite data directory,
// or a fresh PostgreSQL database when E2E_DB=postgres. Plain JavaScript on Node, so nothing is
// compiled while the suite waits for the server to answer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const build = path.join(root, 'dist/server/main.js');
if (!fs.existsSync(build)) {
  console.error(`${build} is missing: run \`npm run build\` before the browser suite.`);
  process.exit(1);
}

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

await import(build);
