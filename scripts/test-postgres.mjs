// Runs the API suite a second time on PostgreSQL when TEST_DATABASE_URL names a server: every server
// test file that opens the test database (through the harness or TEST_DB). Files that never touch
// it (the process start-up test, the renderer, pure functions) ran once already and are left out.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: skipping the API tests on PostgreSQL (they ran on PGlite).');
  process.exit(0);
}

const USES_TEST_DATABASE = /createTestApp|test\/harness|TEST_DB/;
// Files that test PGlite itself: they open PGlite whatever the suite's database is.
const PGLITE_ONLY = new Set(['src/server/db/pglite-worker.test.ts']);
const files = fs
  .readdirSync('src/server', { recursive: true })
  .map((f) => path.join('src/server', String(f)))
  .filter((f) => f.endsWith('.test.ts') && !PGLITE_ONLY.has(f) && USES_TEST_DATABASE.test(fs.readFileSync(f, 'utf8')))
  .sort();
console.log(`${files.length} server test files open the test database: running them on PostgreSQL.`);
// Through the same wrapper as the PGlite pass (scripts/vitest-run.mjs).
const result = spawnSync(process.execPath, ['scripts/vitest-run.mjs', ...files], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: 'postgres' },
});
process.exit(result.status ?? 1);
