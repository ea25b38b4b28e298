// How long anything a test waits for may take before the test calls it a failure: one table for the
// unit and API tests (Vitest), the browser suite (Playwright) and the checks in scripts/.
//
// These are limits, not waits: every test waits for a condition (a health answer, a row, a message,
// an element) and goes on the moment it holds, so a generous limit costs nothing on a fast machine
// and only decides how long a real failure takes to be reported. They are sized for a machine about
// three times slower than the 2-core CI machine on a quiet day (one such machine, busy with other
// work, was measured 1.6 times slower), so that a test fails because something is wrong, never
// because the machine was slow.
//
// TEST_TIME_SCALE (a number, default 1) multiplies every limit for a machine slower still.

const scale = (() => {
  const raw = process.env.TEST_TIME_SCALE;
  if (raw === undefined || raw === '') return 1;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 1 || value > 20) throw new Error(`TEST_TIME_SCALE must be a number from 1 to 20 (got "${raw}")`);
  return value;
})();

const ms = (value: number) => Math.round(value * scale);

export const LIMITS = {
  /** A server process a test starts (tsx or the build, fresh database) until /api/health answers 200. */
  serverStartMs: ms(180_000),
  /** A server process after SIGTERM until it has exited (it closes its database and job queue). */
  serverStopMs: ms(30_000),
  /** A production build (`npm run build`: the pages and the server's bundle), as `npm start` makes on a checkout without one. */
  buildMs: ms(180_000),
  /** One Vitest test, unless it states a longer limit from this table. */
  testMs: ms(60_000),
  /** A Vitest hook (beforeAll/afterAll: an app on a fresh database, servers inside the test). */
  hookMs: ms(120_000),
  /** A test that starts server processes of its own or walks many requests. */
  longTestMs: ms(240_000),
  /** One Playwright test, unless it states a longer limit from this table. */
  browserTestMs: ms(90_000),
  /** A browser test that walks a long flow (several pages, renders, e-mails). */
  longBrowserTestMs: ms(240_000),
  /** A Playwright hook that starts a server of its own (see e2e/public-site-server.ts). */
  browserHookMs: ms(300_000),
  /** One expectation in the browser (an element to appear, a URL to change), by default. */
  expectMs: ms(20_000),
  /** One HTTP request a check sends to a server of its own (scripts/, bench/), until its whole answer. */
  requestMs: ms(30_000),
  /** Something done in the background that the page or the test then sees: a render, an e-mail, a job. */
  backgroundWorkMs: ms(60_000),
} as const;
