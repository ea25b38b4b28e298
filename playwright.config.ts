import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN } from './e2e/fixtures';
import { LIMITS } from './src/server/test/limits';

// The suite runs against the built server (`npm run build` first) on PGlite, and again on PostgreSQL
// when a server is given.
// E2E_PORT and E2E_WEB_DIST let two runs share a machine (each with its own port and build).
const POSTGRES_E2E = ['feedback-loop.spec.ts'];
// Debian's headless shell of Chromium when it is installed (.ci/run installs it): the same Chromium
// build without the browser's own interface, a third less CPU for the same tests (decision 039).
// Otherwise Debian's full browser; CHROMIUM_PATH names any other binary.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const basePort = Number(process.env.E2E_PORT ?? 5181);
const targets = [{ name: 'pglite', port: basePort }, ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres', port: basePort + 1 }] : [])];

export default defineConfig({
  testDir: 'e2e',
  // Limits sized for a slow machine, from the one table every test suite here uses.
  timeout: LIMITS.browserTestMs,
  expect: { timeout: LIMITS.expectMs },
  // Templates for the specs' own servers; its teardown stops any of them a spec left running.
  globalSetup: './e2e/global-setup.ts',
  // Two spec files at a time (the machine's two cores), each file's tests in order. Every spec works
  // on people, talks and campaigns of its own (random addresses and ids), and the specs that change
  // something shared (mail delivery, the owner's gift) start a server of their own.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  projects: targets.map((t) => ({
    name: t.name,
    use: { baseURL: `http://127.0.0.1:${t.port}` },
    // Every API test already runs on both databases (campaigns and mail included); on PostgreSQL the
    // browser suite keeps the core loop, from sign-up to an answer and its hot lead, to keep CI inside its time.
    ...(t.name === 'postgres' ? { testMatch: POSTGRES_E2E } : {}),
  })),
  webServer: targets.map((t) => ({
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${t.port}/api/health`,
    reuseExistingServer: false,
    timeout: LIMITS.serverStartMs,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: LIMITS.serverStopMs },
    env: {
      E2E_DB: t.name,
      PORT: String(t.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${t.port}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Each test signs in a few times; the limiter itself is covered by the API tests.
      AUTH_RATE_LIMIT_PER_MINUTE: '500',
      LOG_LEVEL: 'warn',
      TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
      SPEAKERPRO_WEB_DIST: process.env.E2E_WEB_DIST ?? '',
    },
  })),
});
