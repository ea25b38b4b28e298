import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port';
import { LIMITS } from './test/limits';
import { writeMigratedDataDir } from './test/pglite-template';

const root = path.resolve(import.meta.dirname, '../..');

// Every process a test starts and every data directory it makes, so that they are ended and removed
// after the test whatever happened in it (a failed expectation or the test's limit).
const running = new Set<{ child: ChildProcess; exited: Promise<number | null> }>();
const dataDirs = new Set<string>();

function startServer(env: Record<string, string>, command: string[] = [process.execPath, '--import', 'tsx', 'src/server/main.ts']) {
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A group of its own: `npm start` is npm, then node running scripts/start.mjs, then the server;
    // the clean-up ends the whole group, not only npm.
    detached: true,
  });
  let stdout = '';
  let stderr = '';
  // Both pipes are read: a build's output left unread would fill the pipe and stall the process.
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const entry = { child, exited };
  running.add(entry);
  void exited.then(() => running.delete(entry));
  return { child, exited, stderr: () => stderr, output: () => `${stdout}\n${stderr}` };
}

function makeDataDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dataDirs.add(dir);
  return dir;
}

/**
 * A data directory holding the migrated database: for the tests of `npm start`, which check the
 * build and the signals, not the database. The test on a fresh DATA_DIR still creates and migrates
 * one; each start here is about 5 s of CPU less (measured).
 */
async function makeMigratedDataDir(prefix: string): Promise<string> {
  const dir = makeDataDir(prefix);
  await writeMigratedDataDir(dir);
  return dir;
}

async function cleanUp() {
  for (const { child, exited } of running) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // the group has already exited
    }
    await within(exited, LIMITS.serverStopMs, 'a killed server process to exit');
  }
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  dataDirs.clear();
}

afterEach(cleanUp, LIMITS.hookMs);
afterAll(cleanUp, LIMITS.hookMs);

/** The promise's value, or a failure naming what was awaited once `ms` have passed. */
async function within<T>(promise: Promise<T>, ms: number, what: string, details = () => ''): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`waited ${ms} ms for ${what}\n${details()}`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Asks for health until it answers 200; fails at once if the process exits, and after the start limit. */
async function waitForHealth(
  url: string,
  server: { exited: Promise<number | null>; output: () => string },
  timeoutMs = LIMITS.serverStartMs,
) {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code ?? -1));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`the server exited (${exitCode}) before answering health at ${url}\n${server.output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      // not listening yet
    }
    // Pacing between attempts, not a wait for the server: the loop ends as soon as it answers.
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy at ${url} within ${timeoutMs} ms\n${server.output()}`);
}

/** Waits until the file is gone (the server removes it as it closes the database), up to the stop limit. */
async function waitForRemoval(file: string) {
  const deadline = Date.now() + LIMITS.serverStopMs;
  while (fs.existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`${file} was still there ${LIMITS.serverStopMs} ms after the server stopped`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the server process', () => {
  it('stops at start-up with one line naming a bad variable', { timeout: LIMITS.longTestMs }, async () => {
    const { exited, stderr } = startServer({ PORT: 'not-a-port', DATA_DIR: os.tmpdir() });
    expect(await within(exited, LIMITS.serverStartMs, 'the server to refuse its configuration and exit', stderr)).toBe(1);
    const lines = stderr().trim().split('\n');
    expect(lines).toEqual(['Invalid configuration: PORT must be a whole number between 1 and 65535 (got "not-a-port")']);
  });

  it('refuses to start on a database server without APP_SECRET, naming it in one line', { timeout: LIMITS.longTestMs }, async () => {
    const { exited, stderr } = startServer({ DATABASE_URL: 'postgres://u:p@127.0.0.1:1/none', APP_SECRET: '', DATA_DIR: os.tmpdir() });
    expect(await within(exited, LIMITS.serverStartMs, 'the server to refuse its configuration and exit', stderr)).toBe(1);
    const lines = stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: APP_SECRET must be set when DATABASE_URL is set/);
  });

  it(
    'refuses to start in production on a database server with files on local disk, naming the fix',
    { timeout: LIMITS.longTestMs },
    async () => {
      const { exited, stderr } = startServer({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://u:p@127.0.0.1:1/none',
        APP_SECRET: 'a-secret-of-at-least-32-characters!!',
        S3_BUCKET: '',
        ALLOW_LOCAL_STORAGE_WITH_POSTGRES: '',
        DATA_DIR: os.tmpdir(),
      });
      expect(await within(exited, LIMITS.serverStartMs, 'the server to refuse its configuration and exit', stderr)).toBe(1);
      const lines = stderr().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^Invalid configuration: S3_BUCKET must be set in production when DATABASE_URL is set .*ALLOW_LOCAL_STORAGE_WITH_POSTGRES=1/,
      );
    },
  );

  it('starts on a fresh DATA_DIR, answers health, and shuts down cleanly on SIGTERM', { timeout: LIMITS.longTestMs }, async () => {
    const dataDir = makeDataDir('speakerpro-main-');
    // A free port from the system: a fixed range can hit one fetch refuses to call (6000, 6666, ...).
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
    const res = await waitForHealth(`http://127.0.0.1:${port}/api/health`, server);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(fs.existsSync(path.join(dataDir, 'speakerpro.pid'))).toBe(true);
    server.child.kill('SIGTERM');
    expect(await within(server.exited, LIMITS.serverStopMs, 'the server to exit after SIGTERM', server.output)).toBe(0);
    // The database was closed: its lock is released and nothing was logged as an error.
    expect(fs.existsSync(path.join(dataDir, 'speakerpro.pid'))).toBe(false);
    expect(server.stderr()).not.toMatch(/error/i);
  });

  it(
    'is ready without having loaded any package that only rare work needs (graphics, PDFs, Word, e-mail rendering, uploads, SMTP)',
    { timeout: LIMITS.longTestMs },
    async () => {
      const dataDir = await makeMigratedDataDir('speakerpro-modules-');
      const port = await freePort();
      const report = path.join(dataDir, 'loaded-modules.json');
      const server = startServer({ PORT: String(port), DATA_DIR: dataDir, MODULE_LOG_FILE: report }, [
        process.execPath,
        '--import',
        'tsx',
        '--import',
        './src/server/test/loaded-modules.mjs',
        'src/server/main.ts',
      ]);
      await waitForHealth(`http://127.0.0.1:${port}/api/ready`, server);
      server.child.kill('SIGUSR2');
      const deadline = Date.now() + LIMITS.backgroundWorkMs;
      while (!fs.existsSync(report)) {
        if (Date.now() > deadline) throw new Error(`no module report from the server\n${server.output()}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      const { modules } = JSON.parse(fs.readFileSync(report, 'utf8')) as { modules: string[] };
      const packages = new Set(modules.flatMap((url) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1] ?? []));
      // The report sees the packages every request needs...
      expect(packages).toContain('fastify');
      expect(packages).toContain('pg-boss');
      // ...and none of those loaded when their work first comes.
      const rare = [
        'satori',
        '@resvg/resvg-js',
        'fontkit',
        'pdfkit',
        'docx',
        '@react-email/render',
        'react',
        'react-dom',
        'sanitize-html',
        'qrcode',
        'fflate',
        'file-type',
        // Metrics and tracing, off unless METRICS_TOKEN / OTEL_EXPORTER_OTLP_ENDPOINT are set (decision 082).
        // (@opentelemetry/api itself is loaded by pg-boss, whose spans are no-ops without a tracer provider.)
        'prom-client',
        '@opentelemetry/sdk-trace',
        '@opentelemetry/exporter-trace-otlp-http',
        '@opentelemetry/instrumentation-http',
      ];
      expect(rare.filter((name) => packages.has(name))).toEqual([]);
      // nodemailer's address parser is used to check senders; its transports wait for the first SMTP delivery.
      expect(modules.filter((url) => /\/node_modules\/nodemailer\/lib\/(nodemailer|smtp-transport)/.test(url))).toEqual([]);
      server.child.kill('SIGTERM');
      expect(await within(server.exited, LIMITS.serverStopMs, 'the server to exit after SIGTERM', server.output)).toBe(0);
    },
  );

  it(
    '`npm start` builds and serves the pages, and passes SIGTERM on to the server',
    { timeout: LIMITS.buildMs + LIMITS.longTestMs },
    async () => {
      const dataDir = await makeMigratedDataDir('speakerpro-npm-start-');
      // A free port from the system: a fixed range can hit one fetch refuses to call (6000, 6666, ...).
      const port = await freePort();
      const server = startServer({ PORT: String(port), DATA_DIR: dataDir }, ['npm', 'start']);
      // On a checkout without a build (as in CI), `npm start` builds before it starts the server.
      await waitForHealth(`http://127.0.0.1:${port}/api/health`, server, LIMITS.buildMs + LIMITS.serverStartMs);
      const page = await fetch(`http://127.0.0.1:${port}/speaker/signup`);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(await page.text()).toContain('<div id="root">');
      server.child.kill('SIGTERM');
      expect(await within(server.exited, LIMITS.serverStopMs, '`npm start` to exit after SIGTERM', server.output)).toBe(0);
      // The server itself closed its database, so it got the signal too.
      await waitForRemoval(path.join(dataDir, 'speakerpro.pid'));
      expect(fs.existsSync(path.join(dataDir, 'speakerpro.pid'))).toBe(false);
    },
  );

  it(
    '`npm start` serves the build it finds and never rebuilds it, even when sources are newer, in less than 512 MB on the embedded database',
    { timeout: LIMITS.longTestMs },
    async () => {
      const index = path.join(root, 'dist/web/index.html');
      if (!fs.existsSync(index)) return; // the test above builds it when there is none
      const builtAt = fs.statSync(index).mtimeMs;
      const source = path.join(root, 'src/web/main.tsx');
      const now = new Date();
      fs.utimesSync(source, now, now);
      const dataDir = await makeMigratedDataDir('speakerpro-npm-start-');
      // A free port from the system: a fixed range can hit one fetch refuses to call (6000, 6666, ...).
      const port = await freePort();
      const server = startServer({ PORT: String(port), DATA_DIR: dataDir }, ['npm', 'start']);
      await waitForHealth(`http://127.0.0.1:${port}/api/ready`, server);
      expect(fs.statSync(index).mtimeMs).toBe(builtAt);
      // On the embedded database the server runs PGlite's WebAssembly without V8's optimising
      // compiler, whose compile of one PGlite function alone took about 600 MB a few seconds after
      // each start (decision 083): its peak so far, the start included, fits a 512 MB container.
      const serverPid = Number(fs.readFileSync(path.join(dataDir, 'speakerpro.pid'), 'utf8'));
      expect(fs.readFileSync(`/proc/${serverPid}/cmdline`, 'utf8').split('\0')).toContain('--liftoff-only');
      const peakKb = Number(/^VmHWM:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${serverPid}/status`, 'utf8'))![1]);
      expect(peakKb / 1024).toBeLessThan(512);
      server.child.kill('SIGTERM');
      expect(await within(server.exited, LIMITS.serverStopMs, '`npm start` to exit after SIGTERM', server.output)).toBe(0);
    },
  );
});
