// What an attendee's phone really downloads to show the feedback form: the built server (a fresh
// PGlite DATA_DIR) with one speaker and one talk, the attendee pages opened in Chromium with a
// phone's viewport and a cold cache, every response's encoded size as the browser received it
// (compression and headers included), the number of requests, and the time until the star rating
// can be tapped. Then the same page again in the same browser context (the warm cache of a second
// visit), and Lighthouse's four category scores for the page with its mobile preset. A number, not
// a pass/fail; the goal is printed next to it.
//
//   npx vite build && npx tsx bench/feedback-page-size.ts [web dist, default dist/web]
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import { waitForHealth } from './lib/wait-for-health';

const GOAL_BYTES = 50 * 1024;
const GOAL_REQUESTS = 6;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// No sandbox (containers), no GPU, and none of the browser's own background traffic in the counts.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.resolve(process.argv[2] ?? path.join(root, 'dist/web'));
if (!fs.existsSync(path.join(webDist, 'index.html'))) {
  console.error(`No built web app in ${webDist} (run npx vite build first)`);
  process.exit(1);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** A speaker with a profile, a gift and one talk: what the attendee page shows. */
async function speakerWithTalk(base: string): Promise<{ eventId: number; qrPath: string }> {
  const json = { 'content-type': 'application/json' };
  const email = `bench-${Date.now()}@example.com`;
  const signup = await fetch(`${base}/api/speaker/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ firstName: 'Nadia', lastName: 'Brooks', email, password: 'bench-keynote-stories-2026' }),
  });
  if (signup.status !== 202) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
  // Sign-up opens no session: sign in, as the speaker would.
  const signin = await fetch(`${base}/api/public/sessions`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: 'bench-keynote-stories-2026' }),
  });
  const cookie = signin.headers.get('set-cookie')!.split(';')[0]!;
  const call = async (method: string, url: string, body: object) => {
    const res = await fetch(`${base}${url}`, { method, headers: { ...json, cookie }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  await call('POST', '/api/speaker-admin/profile', {
    firstName: 'Nadia',
    lastName: 'Brooks',
    workEmail: email,
    emailProvider: 'gmail',
    brandColorPrimary: '#0f766e',
  });
  await call('PATCH', '/api/speaker-admin/profile/digital-gift', {
    digitalGiftTitle: 'Five-Minute Follow-Up Checklist',
    digitalGiftUrl: 'https://speaker.example/checklist',
  });
  const event = (await call('POST', '/api/speaker-admin/events', { eventName: 'Growth Summit', talkTitle: 'Stories That Sell' })) as {
    id: number;
    feedbackUrl: string;
  };
  return { eventId: event.id, qrPath: new URL(event.feedbackUrl).pathname };
}

interface Row {
  url: string;
  type: string;
  status: number;
  encoding: string;
  bytes: number;
  fromCache: boolean;
  /** Finished before the form could be used. */
  beforeUsable: boolean;
}

/**
 * Opens `url` in a new page of `context` and records every response through the DevTools protocol:
 * `Network.loadingFinished.encodedDataLength` is what came over the connection for it (headers and
 * the body as sent, compressed or not); 0 for an answer from the browser's cache.
 */
async function visit(context: BrowserContext, url: string): Promise<{ rows: Row[]; usableMs: number }> {
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const requests = new Map<string, Row>();
  let usable = false;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!requests.has(e.requestId))
      requests.set(e.requestId, {
        url: e.request.url,
        type: e.type ?? 'Other',
        status: 0,
        encoding: '',
        bytes: 0,
        fromCache: false,
        beforeUsable: false,
      });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const row = requests.get(e.requestId);
    if (row) row.fromCache = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const row = requests.get(e.requestId);
    if (!row) return;
    row.status = e.response.status;
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    row.encoding = headers['content-encoding'] ?? '';
    if (e.response.fromDiskCache || e.response.fromPrefetchCache) row.fromCache = true;
  });
  // The status line as received: a revalidated cached file is 304 here and 200 in responseReceived.
  // It may come before the request's other events, so it is kept apart and applied at the end.
  const statusLines = new Map<string, number>();
  cdp.on('Network.responseReceivedExtraInfo', (e) => statusLines.set(e.requestId, e.statusCode));
  cdp.on('Network.loadingFinished', (e) => {
    const row = requests.get(e.requestId);
    if (!row) return;
    row.bytes = e.encodedDataLength;
    row.beforeUsable = !usable;
  });
  await cdp.send('Network.enable');
  await page.goto(url, { waitUntil: 'commit' });
  // The first of the five star radios, in the page's own clock (ms since the navigation started).
  const usableMs = (await page
    .waitForFunction(
      () => {
        const star = document.querySelector<HTMLInputElement>('input[type="radio"][data-field="rating"]');
        return star && !star.disabled && star.getClientRects().length > 0 ? performance.now() : false;
      },
      undefined,
      { polling: 'raf', timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue())) as number;
  usable = true;
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  await page.close();
  for (const [id, status] of statusLines) {
    const row = requests.get(id);
    if (row) row.status = status;
  }
  return { rows: [...requests.values()], usableMs };
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

function printVisit(label: string, base: string, { rows, usableMs }: { rows: Row[]; usableMs: number }) {
  console.log(`\n${label}`);
  console.log(`  ${'path'.padEnd(52)} ${'type'.padEnd(10)} ${'status'.padStart(6)} ${'bytes'.padStart(9)}  encoding`);
  for (const r of rows) {
    const where = r.url.startsWith(base) ? r.url.slice(base.length) : r.url;
    const shown = where.length > 52 ? `${where.slice(0, 49)}...` : where;
    const note = [r.fromCache ? 'from cache' : '', r.beforeUsable ? '' : 'after the form was usable'].filter(Boolean).join(', ');
    console.log(
      `  ${shown.padEnd(52)} ${r.type.padEnd(10)} ${String(r.status).padStart(6)} ${String(r.bytes).padStart(9)}  ${(r.encoding || 'identity').padEnd(8)} ${note}`,
    );
  }
  const sum = (list: Row[]) => list.reduce((n, r) => n + r.bytes, 0);
  const overNetwork = rows.filter((r) => !r.fromCache);
  const untilUsable = overNetwork.filter((r) => r.beforeUsable);
  const uncompressedText = overNetwork.filter(
    (r) => !r.encoding && ['Document', 'Script', 'Stylesheet'].includes(r.type) && r.status === 200,
  ).length;
  console.log(
    `  until the form was usable: ${kib(sum(untilUsable))} in ${untilUsable.length} requests ` +
      `(goal <= ${kib(GOAL_BYTES)}, <= ${GOAL_REQUESTS} requests); form usable after ${usableMs.toFixed(0)} ms`,
  );
  console.log(
    `  whole visit: ${kib(sum(overNetwork))} in ${overNetwork.length} requests over the network, ` +
      `${rows.length - overNetwork.length} answered from the browser's cache; ${uncompressedText} HTML/JS/CSS responses uncompressed`,
  );
}

/** Chromium started by hand with a DevTools port (Lighthouse drives it through that port). */
async function chromiumWithDebugPort(): Promise<{ port: number; close(): Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-lighthouse-'));
  const child = spawn(
    CHROMIUM,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      '--no-first-run',
      '--no-default-browser-check',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const portFile = path.join(profile, 'DevToolsActivePort');
  for (let i = 0; i < 100 && !fs.existsSync(portFile); i++) await new Promise((r) => setTimeout(r, 100));
  if (!fs.existsSync(portFile)) {
    await stop(child);
    throw new Error(`${CHROMIUM} wrote no DevToolsActivePort`);
  }
  const port = Number(fs.readFileSync(portFile, 'utf8').split('\n')[0]);
  return {
    port,
    async close() {
      await stop(child);
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function lighthouseScores(url: string) {
  const browser = await chromiumWithDebugPort();
  try {
    // The default configuration is the mobile one: a phone's screen and a simulated slow 4G network and CPU.
    const result = await lighthouse(url, {
      port: browser.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    const score = (id: string) => {
      const s = categories[id]?.score;
      return s === null || s === undefined ? 'n/a' : String(Math.round(s * 100));
    };
    console.log(
      `\nLighthouse (mobile, simulated throttling) ${new URL(url).pathname}: performance ${score('performance')}, ` +
        `accessibility ${score('accessibility')}, best practices ${score('best-practices')}, SEO ${score('seo')}`,
    );
    for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'total-byte-weight']) {
      const audit = audits[id];
      if (audit) console.log(`  ${audit.title}: ${audit.displayValue ?? ''}`);
    }
    if (result.lhr.runtimeError) console.log(`  runtime error: ${result.lhr.runtimeError.message}`);
  } finally {
    await browser.close();
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-bench-'));
const port = 5900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SPEAKERPRO_WEB_DIST: webDist,
    PUBLIC_URL: base,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForHealth(base);
  const { eventId, qrPath } = await speakerWithTalk(base);
  console.log(`Attendee pages, ${webDist}, Chromium ${PHONE.viewport.width}x${PHONE.viewport.height} phone, no throttling`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    for (const page of [qrPath, `/feedback/${eventId}`]) {
      const context = await browser.newContext(PHONE);
      printVisit(`${page}: first visit (cold cache)`, base, await visit(context, `${base}${page}`));
      printVisit(`${page}: second visit (same browser context)`, base, await visit(context, `${base}${page}`));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  try {
    await lighthouseScores(`${base}${qrPath}`);
  } catch (err) {
    console.log(`\nLighthouse did not run: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  }
} finally {
  await stop(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
