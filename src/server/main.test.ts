import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from './test/free-port';

const root = path.resolve(import.meta.dirname, '../..');

function startServer(env: Record<string, string>, command: string[] = [process.execPath, '--import', 'tsx', 'src/server/main.ts']) {
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

async function waitForHealth(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

describe('the server process', () => {
  it('stops at start-up with one line naming a bad variable', async () => {
    const { exited, stderr } = startServer({ PORT: 'not-a-port', DATA_DIR: os.tmpdir() });
    expect(await exited).toBe(1);
    const lines = stderr().trim().split('\n');
    expect(lines).toEqual(['Invalid configuration: PORT must be a whole number between 1 and 65535 (got "not-a-port")']);
  });

  it('refuses to start on a database server without APP_SECRET, naming it in one line', async () => {
    const { exited, stderr } = startServer({ DATABASE_URL: 'postgres://u:p@127.0.0.1:1/none', APP_SECRET: '', DATA_DIR: os.tmpdir() });
    expect(await exited).toBe(1);
    const lines = stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: APP_SECRET must be set when DATABASE_URL is set/);
  });

  it('starts on a fresh DATA_DIR, answers health, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-main-'));
    // A free port from the system: a fixed range can hit one fetch refuses to call (6000, 6666, ...).
    const port = await freePort();
    const { child, exited, stderr } = startServer({ PORT: String(port), DATA_DIR: dataDir });
    try {
      const res = await waitForHealth(`http://127.0.0.1:${port}/api/health`);
      expect(await res.json()).toEqual({ status: 'ok' });
      expect(fs.existsSync(path.join(dataDir, 'speakerpro.pid'))).toBe(true);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      // The database was closed: its lock is released and nothing was logged as an error.
      expect(fs.existsSync(path.join(dataDir, 'speakerpro.pid'))).toBe(false);
      expect(stderr()).not.toMatch(/error/i);
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('`npm start` builds and serves the pages, and passes SIGTERM on to the server', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-npm-start-'));
    // A free port from the system: a fixed range can hit one fetch refuses to call (6000, 6666, ...).
    const port = await freePort();
    const { child, exited } = startServer({ PORT: String(port), DATA_DIR: dataDir }, ['npm', 'start']);
    try {
      await waitForHealth(`http://127.0.0.1:${port}/api/health`, 120_000);
      const page = await fetch(`http://127.0.0.1:${port}/speaker/signup`);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(await page.text()).toContain('<div id="root">');
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      // The server itself closed its database, so it got the signal too.
      await new Promise((r) => setTimeout(r, 500));
      expect(fs.existsSync(path.join(dataDir, 'speakerpro.pid'))).toBe(false);
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('`npm start` serves the build it finds and never rebuilds it, even when sources are newer', async () => {
    const index = path.join(root, 'dist/web/index.html');
    if (!fs.existsSync(index)) return; // the test above builds it when there is none
    const builtAt = fs.statSync(index).mtimeMs;
    const source = path.join(root, 'src/web/main.tsx');
    const now = new Date();
    fs.utimesSync(source, now, now);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-npm-start-'));
    // A free port from the system: a fixed range can hit one fetch refuses to call (6000, 6666, ...).
    const port = await freePort();
    const { child, exited } = startServer({ PORT: String(port), DATA_DIR: dataDir }, ['npm', 'start']);
    try {
      await waitForHealth(`http://127.0.0.1:${port}/api/health`, 60_000);
      expect(fs.statSync(index).mtimeMs).toBe(builtAt);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
