import { defineConfig } from 'vitest/config';
import { LIMITS } from './src/server/test/limits.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'eslint-rules/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/test/global-setup.ts'],
    // Each API test file boots its own database; two workers match the two cores here.
    pool: 'forks',
    maxWorkers: 2,
    // A worker runs its files one after another in one process instead of starting afresh for each:
    // every file builds its own app, database and servers, so nothing it checks lives in a module,
    // and the app's modules are imported once per worker instead of once per file (about 100 s less
    // for the suite here).
    isolate: false,
    // Such a worker's heap reaches about 3.5 GB by the end of the suite (measured with
    // --logHeapUsage): the files' modules and what they keep stay loaded. Node's default limit here
    // is about 4 GB, which one run exceeded; two workers with 8 GB each fit in this machine's memory.
    execArgv: ['--max-old-space-size=8192'],
    // Limits, not waits (see src/server/test/limits.ts): sized for a slow, busy machine, so a test
    // fails because something is wrong, never because the machine was slow.
    testTimeout: LIMITS.testMs,
    hookTimeout: LIMITS.hookMs,
  },
});
