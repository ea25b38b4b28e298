// The deployable artefact, installed the way production installs it, starts and serves:
//   1. `npm run build` (web + server) in this checkout;
//   2. a new folder gets only package.json, package-lock.json, scripts/start.mjs, drizzle/ and dist/
//      (no sources, no .ts, no tests) and `npm ci --omit=dev` (no build tools, no tsx);
//   3. `npm start` there: /api/health and /api/ready answer 200, the web app's page and one of its
//      hashed assets are served, a testimonial graphic is rendered (fonts, resvg, the render
//      worker) and downloaded as a 1080x1080 PNG; a speaker signs up, sets a gift and creates an
//      event, and an attendee's answer (which renders the gift e-mail) is stored; SIGTERM ends it
//      with exit code 0;
//   4. `npm run backup` of that stopped server's data and `npm run restore` of it into a new
//      DATA_DIR (plain node on the build, decision 089), and `npm start` on the restored copy
//      signs the speaker in and lists her talk.
// Exits 1 on any failure. Waits are for conditions, up to limits from LIMITS; the build, the install
// and `npm start` run in process groups of their own, stopped with everything they started (npm →
// node scripts/start.mjs → node dist/server/main.js) and the folder removed on every way out
// (scripts/child-processes.ts). Run: node --import tsx scripts/production-install-check.ts
import type { ChildProcess, SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../src/server/test/free-port';
import { LIMITS } from '../src/server/test/limits';
import { onCleanUp, spawnTracked, stopTracked, waitFor } from './child-processes';

const ROOT = path.resolve(import.meta.dirname, '..');
const started = performance.now();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-prod-'));
onCleanUp(() => fs.rmSync(work, { recursive: true, force: true }));
let server: ChildProcess | undefined;
let output = '';

function log(line: string) {
  console.log(`[production-install ${((performance.now() - started) / 1000).toFixed(1)}s] ${line}`);
}

function logTotal() {
  console.log(`production install check: total time ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Reports, then exits: the exit handler of scripts/child-processes.ts kills `npm start`'s group and removes the folder. */
function fail(problem: string): never {
  console.error(`production install check FAILED: ${problem}`);
  if (output) console.error(`server output:\n${output.slice(-4000)}`);
  logTotal();
  process.exit(1);
}

/** Runs a command to its end (no limit: a build or an install takes what it takes) in a tracked process group. */
function run(cmd: string, args: string[], options: SpawnOptions): Promise<{ code: number | null; text: string }> {
  const child = spawnTracked(cmd, args, options);
  let text = '';
  child.stdout?.on('data', (d: Buffer) => (text += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (text += d.toString()));
  return new Promise((resolve) => {
    child.once('error', (err) => resolve({ code: null, text: String(err) }));
    child.once('close', (code) => resolve({ code, text }));
  });
}

/** What every command in the install gets: production, the embedded database, nothing else configured. */
const productionEnv = { ...process.env, NODE_ENV: 'production', DATABASE_URL: '', APP_SECRET: '', SMTP_URL: '', S3_BUCKET: '' };

/** The session cookie an answer set, as a Cookie header. */
function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function fetchWithLimit(url: string, init?: RequestInit) {
  return fetch(url, { ...init, signal: AbortSignal.timeout(LIMITS.requestMs) });
}

async function waitForHealth(base: string) {
  try {
    await waitFor(
      'no /api/health 200',
      LIMITS.serverStartMs,
      async () => {
        if (server?.exitCode !== null) fail(`the server exited with ${server?.exitCode} while starting`);
        try {
          return (await fetchWithLimit(`${base}/api/health`)).ok ? true : undefined;
        } catch {
          return undefined; // not listening yet
        }
      },
      250,
    );
  } catch (err) {
    fail((err as Error).message);
  }
}

/** `npm start` in the install, on the embedded database in `dataDir`, as production starts it. */
function startServer(app: string, port: number, dataDir: string) {
  output = '';
  server = spawnTracked('npm', ['start'], {
    cwd: app,
    env: {
      ...productionEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));
}

/** Stops `npm start` as a process manager does (SIGTERM to npm alone: npm and scripts/start.mjs pass it on); fails unless it ends cleanly. */
async function stopServer(): Promise<number> {
  const stopMs = await stopTracked(server!, 'SIGTERM', LIMITS.serverStopMs);
  if (stopMs === undefined) fail(`npm start did not exit within ${LIMITS.serverStopMs / 1000} s of SIGTERM`);
  if (server!.exitCode !== 0) fail(`SIGTERM ended npm start with ${server!.exitCode ?? server!.signalCode}`);
  if (/"level":(50|60)/.test(output)) fail('the server logged an error');
  return stopMs;
}

/** `npm run backup` or `npm run restore` in the install: plain node on dist/server/backup.js, no tsx. */
async function backupCommand(app: string, command: 'backup' | 'restore', folder: string, dataDir: string): Promise<string> {
  const done = await run('npm', ['run', '--silent', command, '--', folder], {
    cwd: app,
    env: { ...productionEnv, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (done.code !== 0) fail(`npm run ${command} exited ${done.code}:\n${done.text}`);
  return done.text.trim();
}

async function main() {
  log('building the web app and the server');
  if ((await run('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' })).code !== 0) fail('npm run build failed');

  const app = path.join(work, 'app');
  fs.mkdirSync(path.join(app, 'scripts'), { recursive: true });
  for (const file of ['package.json', 'package-lock.json', 'scripts/start.mjs'])
    fs.copyFileSync(path.join(ROOT, file), path.join(app, file));
  for (const dir of ['drizzle', 'dist']) fs.cpSync(path.join(ROOT, dir), path.join(app, dir), { recursive: true });
  log('npm ci --omit=dev in a folder holding only the build');
  const install = await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: app,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (install.code !== 0) fail(`npm ci --omit=dev exited ${install.code}:\n${install.text}`);
  for (const tool of ['vite', 'tsx', 'typescript', 'vitest', '@vitejs/plugin-react', 'tailwindcss', 'react-router']) {
    if (fs.existsSync(path.join(app, 'node_modules', tool))) fail(`the production install holds the build or test tool "${tool}"`);
  }

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  startServer(app, port, path.join(work, 'data'));
  await waitForHealth(base);
  log('npm start answers /api/health');

  const ready = await fetchWithLimit(`${base}/api/ready`);
  if (ready.status !== 200) fail(`/api/ready answered ${ready.status}`);
  const page = await fetchWithLimit(`${base}/`);
  const html = await page.text();
  if (page.status !== 200 || !html.includes('<div id="root">')) fail(`/ answered ${page.status} without the app's page`);
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
  if (!asset) fail('the page names no script asset');
  const script = await fetchWithLimit(`${base}${asset}`);
  if (script.status !== 200 || (await script.arrayBuffer()).byteLength === 0) fail(`${asset} answered ${script.status}`);

  const made = await fetchWithLimit(`${base}/api/generate-graphic`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ speakerName: 'Dana Speaker', attendeeName: 'Ada', rating: 5 }),
  });
  if (made.status !== 201) fail(`POST /api/generate-graphic answered ${made.status}: ${await made.text()}`);
  const { url } = (await made.json()) as { url: string };
  const png = Buffer.from(await (await fetchWithLimit(`${base}${url}`)).arrayBuffer());
  const isPng = png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (!isPng || png.readUInt32BE(16) !== 1080 || png.readUInt32BE(20) !== 1080) fail('the testimonial graphic is not a 1080x1080 PNG');
  log(`page, ${asset} and a ${Math.round(png.length / 1024)} KiB testimonial graphic served`);

  // An attendee's answer to a speaker with a gift renders the gift e-mail (React) in the request.
  const json = (cookie?: string) => ({ 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) });
  const signup = await fetchWithLimit(`${base}/api/speaker/signup`, {
    method: 'POST',
    headers: json(),
    body: JSON.stringify({
      firstName: 'Dana',
      lastName: 'Speaker',
      email: 'dana@prod-check.example',
      password: 'prod-check-password-2026',
    }),
  });
  if (signup.status !== 202) fail(`sign-up answered ${signup.status}: ${await signup.text()}`);
  // Sign-up opens no session (its answer is the same for every address): sign in, as the speaker would.
  const signin = await fetchWithLimit(`${base}/api/public/sessions`, {
    method: 'POST',
    headers: json(),
    body: JSON.stringify({ email: 'dana@prod-check.example', password: 'prod-check-password-2026' }),
  });
  if (signin.status !== 200) fail(`sign-in answered ${signin.status}: ${await signin.text()}`);
  const cookie = cookiesOf(signin);
  const calls: [string, string, object][] = [
    [
      'POST',
      '/api/speaker-admin/profile',
      { firstName: 'Dana', lastName: 'Speaker', workEmail: 'dana@prod-check.example', emailProvider: 'gmail' },
    ],
    [
      'PATCH',
      '/api/speaker-admin/profile/digital-gift',
      { digitalGiftTitle: 'Checklist', digitalGiftUrl: 'https://dana.example/checklist' },
    ],
  ];
  for (const [method, url, body] of calls) {
    const res = await fetchWithLimit(`${base}${url}`, { method, headers: json(cookie), body: JSON.stringify(body) });
    if (!res.ok) fail(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  }
  const event = await fetchWithLimit(`${base}/api/speaker-admin/events`, {
    method: 'POST',
    headers: json(cookie),
    body: JSON.stringify({ eventName: 'Summit', talkTitle: 'A Talk' }),
  });
  if (event.status !== 201) fail(`creating an event answered ${event.status}: ${await event.text()}`);
  const { id: presentationId } = (await event.json()) as { id: number };
  const answered = await fetchWithLimit(`${base}/api/feedback`, {
    method: 'POST',
    headers: json(),
    body: JSON.stringify({
      presentationId,
      rating: 5,
      testimonial: 'Great.',
      firstName: 'Ada',
      jobRole: 'CTO',
      workEmail: 'ada@prod-check.example',
    }),
  });
  if (answered.status !== 201) fail(`an attendee's answer answered ${answered.status}: ${await answered.text()}`);
  log('a speaker, an event and an answer with its gift e-mail went through');

  const stopMs = await stopServer();
  log(`stopped cleanly in ${stopMs.toFixed(0)} ms`);

  // Backups work in the production install (decision 089): the stopped server's database and key
  // are backed up, restored into a DATA_DIR of their own, and a server started there signs Dana in.
  const backupDir = path.join(work, 'backup');
  const restored = path.join(work, 'restored');
  log(await backupCommand(app, 'backup', backupDir, path.join(work, 'data')));
  log(await backupCommand(app, 'restore', backupDir, restored));
  startServer(app, port, restored);
  await waitForHealth(base);
  const again = await fetchWithLimit(`${base}/api/public/sessions`, {
    method: 'POST',
    headers: json(),
    body: JSON.stringify({ email: 'dana@prod-check.example', password: 'prod-check-password-2026' }),
  });
  if (again.status !== 200) fail(`signing in on the restored database answered ${again.status}: ${await again.text()}`);
  const listed = await fetchWithLimit(`${base}/api/speaker-admin/talks`, { headers: json(cookiesOf(again)) });
  const talks = JSON.stringify(await listed.json());
  if (listed.status !== 200 || !talks.includes('A Talk'))
    fail(`the restored database does not list Dana's talk: ${listed.status} ${talks.slice(0, 300)}`);
  await stopServer();
  log('npm run backup and npm run restore ran without tsx, and the restored copy serves Dana and her talk: the production install works');
  logTotal();
  process.exit(0);
}

main().catch((err: Error) => fail(err.stack ?? err.message));
