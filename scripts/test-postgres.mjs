// Runs the API suite a second time on PostgreSQL when TEST_DATABASE_URL names a server.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: skipping the API tests on PostgreSQL (they ran on PGlite).');
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'run', 'src/server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: 'postgres' },
});
process.exit(result.status ?? 1);
