// N concurrent simulated attendees post feedback to one event for 10 s against the real server
// process, on PGlite (fresh DATA_DIR) and, when DATABASE_URL is set, on PostgreSQL.
// Prints requests/s, latency percentiles and errors. Usage: npx tsx bench/feedback-submit.ts [connections] [seconds]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const connections = Number(process.argv[2] ?? 50);
const duration = Number(process.argv[3] ?? 10);
const root = path.resolve(import.meta.dirname, '..');

async function waitForHealth(base: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

async function runAgainst(label: string, env: Record<string, string>) {
  const port = 5900 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', FEEDBACK_RATE_LIMIT_PER_MINUTE: '1000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(base);
    const signup = await fetch(`${base}/api/speaker/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Bench',
        lastName: 'Speaker',
        email: `bench-${Date.now()}@example.com`,
        password: 'bench-password',
      }),
    });
    const cookie = signup.headers.get('set-cookie')!.split(';')[0]!;
    const event = await (
      await fetch(`${base}/api/speaker-admin/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ eventName: 'Benchmark Summit', talkTitle: 'Benchmark Talk' }),
      })
    ).json();

    let n = 0;
    const result = await autocannon({
      url: `${base}/api/feedback`,
      connections,
      duration,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          // Every request is a different attendee, so each one inserts a row.
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({
              presentationId: event.id,
              rating: 1 + (n % 5),
              testimonial: 'A practical, energising talk with ideas I can use on Monday.',
              firstName: `Attendee${n}`,
              jobRole: 'Head of Sales at Example Ltd',
              workEmail: `attendee${n++}@company${n % 50}.example`,
              contactConsent: true,
              publishConsent: n % 2 === 0,
            }),
          }),
        },
      ],
    });
    const non2xx = result.non2xx;
    console.log(
      `${label.padEnd(10)} ${connections} connections, ${duration} s: ${result.requests.average.toFixed(0)} req/s, ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors}, non-2xx ${non2xx}, ` +
        `total ${result.requests.total}`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-bench-'));
await runAgainst('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
fs.rmSync(dataDir, { recursive: true, force: true });
if (process.env.DATABASE_URL) {
  await runAgainst('PostgreSQL', {
    DATABASE_URL: process.env.DATABASE_URL,
    APP_SECRET: process.env.APP_SECRET ?? 'bench-app-secret-of-at-least-32-chars',
  });
} else console.log('PostgreSQL: skipped (set DATABASE_URL to a database the benchmark may write to)');
