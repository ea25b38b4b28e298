// Testimonial graphics: the median time of one render, then "Generate All" for a 100-testimonial
// event on a real server (HTTP on 127.0.0.1, PGlite in a temp dir, the pg-boss job as in production)
// while /api/health is polled, with the process's memory before and after.
// Run: NODE_OPTIONS=--expose-gc npx tsx bench/graphics.ts [--in-process]
// (--expose-gc lets it collect before measuring; --in-process renders on the main thread, to compare.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../src/server/app';
import type { AppDeps } from '../src/server/deps';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { startJobQueue } from '../src/server/jobs/queue';
import { graphicsJobs } from '../src/server/features/graphics/jobs';
import { createMailer } from '../src/server/mail/mailer';
import { emailMarketingOptOuts } from '../src/server/domain/consent-rules';
import { createStorage } from '../src/server/storage/storage';
import { inProcessRenderer, setSharedRenderer, sharedRenderer } from '../src/server/graphics/render-pool';
import type { GraphicInput } from '../src/server/graphics/renderer';
import { GRAPHIC_LAYOUTS } from '../src/shared/domain/graphics';

const BATCH_SIZES = [20, 100];
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
const gc = (globalThis as { gc?: () => void }).gc;
function rss(): number {
  gc?.();
  return process.memoryUsage().rss;
}
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

// --- 1. One render -------------------------------------------------------------------------------
const input: GraphicInput = {
  layout: 'classic',
  quote:
    'Maya opened with a story about losing her biggest client and won the room in two minutes. Every section after that gave us something concrete to use.',
  rating: 5,
  attendeeName: 'Priya Shah',
  attendeeDetail: 'Head of Sales at Brightline',
  speakerName: 'Maya Okafor',
  talkTitle: 'Stories That Sell',
  hashtag: 'GrowthSummit2026',
  brandColorPrimary: '#7c3aed',
  brandColorSecondary: '#db2777',
};

async function timeRenders(label: string, render: (i: GraphicInput) => Promise<Buffer>, runs = 30) {
  await render(input);
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await render({ ...input, layout: GRAPHIC_LAYOUTS[i % 3]! });
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(36)} median ${percentile(samples, 50).toFixed(0).padStart(4)} ms   p90 ${percentile(samples, 90).toFixed(0).padStart(4)} ms   (${runs} renders, 3 layouts)`,
  );
}
await timeRenders('one graphic, in process', inProcessRenderer.render);
await timeRenders('one graphic, worker thread', (i) => sharedRenderer().render(i));

// --- 2. Generate All on a real server ------------------------------------------------------------
if (process.argv.includes('--in-process')) setSharedRenderer(inProcessRenderer);
console.log(`rendering for the batch: ${process.argv.includes('--in-process') ? 'main thread' : 'worker thread'}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-bench-graphics-'));
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  PORT: '5199',
  LOG_LEVEL: 'silent',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
});
const database = await openDatabase({ dataDir });
await database.migrate();
const storage = createStorage(database.db, dataDir);
const mailer = createMailer({ db: database.db, storage, from: config.mailFrom, marketingOptOuts: emailMarketingOptOuts });
const jobDeps = { config, database, db: database.db, mailer, storage };
const jobs = await startJobQueue(database, pino({ level: 'silent' }), {
  pollingIntervalSeconds: 0.5,
  schedule: false,
  registrations: graphicsJobs(jobDeps),
});
const deps: AppDeps = { ...jobDeps, jobs };
const app = await buildApp(deps);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

const signup = await fetch(`${base}/api/speaker/signup`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ firstName: 'Bench', lastName: 'Speaker', email: 'bench@example.com', password: 'bench-keynote-stories-2026' }),
});
if (signup.status !== 202) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
// Sign-up opens no session: sign in, as the speaker would.
const signin = await fetch(`${base}/api/public/sessions`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'bench@example.com', password: 'bench-keynote-stories-2026' }),
});
const cookie = signin.headers.get('set-cookie')!.split(';')[0]!;
const api = (url: string, init: RequestInit = {}) =>
  fetch(`${base}${url}`, { ...init, headers: { cookie, 'content-type': 'application/json', ...(init.headers ?? {}) } });

async function eventWith(count: number): Promise<number> {
  const event = await (
    await api('/api/speaker-admin/events', {
      method: 'POST',
      body: JSON.stringify({ eventName: `Bench ${count}`, talkTitle: 'Stories That Sell' }),
    })
  ).json();
  for (let i = 0; i < count; i += 1) {
    await api('/api/feedback', {
      method: 'POST',
      body: JSON.stringify({
        presentationId: event.id,
        rating: 4 + (i % 2),
        testimonial: `Attendee ${i}: practical, funny and full of ideas I can use on Monday. ${'Really useful. '.repeat(i % 12)}`,
        firstName: `Person ${i}`,
        jobRole: 'Head of Sales at Brightline',
        workEmail: `person${i}@example.com`,
        publishConsent: true,
      }),
    });
  }
  return event.id as number;
}

for (const size of BATCH_SIZES) {
  const eventId = await eventWith(size);
  const before = rss();
  const health: number[] = [];
  let done = false;
  const poller = (async () => {
    while (!done) {
      const start = performance.now();
      await fetch(`${base}/api/health`);
      health.push(performance.now() - start);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const started = performance.now();
  const { batchId } = await (await api(`/api/speaker-admin/events/${eventId}/generate-all-graphics`, { method: 'POST' })).json();
  let peak = process.memoryUsage().rss;
  let batch: { status: string; completed: number; failed: number } = { status: 'queued', completed: 0, failed: 0 };
  while (batch.status !== 'done' && batch.status !== 'failed') {
    await new Promise((r) => setTimeout(r, 200));
    batch = await (await api(`/api/speaker-admin/graphic-batches/${batchId}`)).json();
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  const seconds = (performance.now() - started) / 1000;
  done = true;
  await poller;
  const after = rss();
  health.sort((a, b) => a - b);
  console.log(
    `Generate All, ${String(size).padStart(3)} testimonials: ${batch.status} in ${seconds.toFixed(1)} s (${batch.completed} ok, ${batch.failed} failed, ` +
      `${((seconds * 1000) / size).toFixed(0)} ms each incl. job pickup, ZIP, mail)`,
  );
  // The poller waits 20 ms between calls: fewer calls than seconds/20 ms means the server answered late.
  console.log(
    `  /api/health during the batch: ${health.length} calls, p50 ${percentile(health, 50).toFixed(1)} ms, p99 ${percentile(health, 99).toFixed(1)} ms, max ${health.at(-1)!.toFixed(1)} ms`,
  );
  console.log(`  process RSS: before ${mb(before)}, peak ${mb(peak)}, after ${mb(after)}${gc ? ' (after gc)' : ''}`);
}

await jobs.stop();
await app.close();
await sharedRenderer().close();
await mailer.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
