// Kills the server with SIGKILL in the middle of a 200-recipient campaign, starts it again on the
// same data, and counts what a real SMTP server received: every recipient must have a message, and
// only messages the SMTP server accepted in the instant of the kill may arrive twice (at most the
// delivery concurrency). Prints the figures; exits 1 when a message is lost or too many doubled.
// The restarted server takes the killed one's messages back when their leases run out (no longer
// renewed by anyone; MAIL_LEASE_SECONDS, 10 s here instead of the default 30 s to keep the check
// short): a live lease may belong to another process and is never taken.
// Every wait is for a condition, up to a limit from LIMITS (src/server/test/limits.ts): a slow
// machine takes longer, and the figures show it, but passes. The servers, the SMTP server and the
// data folder are stopped and removed on every way out (scripts/child-processes.ts).
//
//   npx tsx bench/mail-crash.ts            (PGlite in a temporary DATA_DIR)
//   RECIPIENTS=500 KILL_AFTER=250 npx tsx bench/mail-crash.ts
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAIL_DELIVERY_CONCURRENCY } from '../src/server/mail/mailer';
import { freePort } from '../src/server/test/free-port';
import { LIMITS } from '../src/server/test/limits';
import { startTestSmtpServer } from '../src/server/test/smtp';
import { cleanUpNow, onCleanUp, spawnTracked, stopTracked, waitFor } from '../scripts/child-processes';

const RECIPIENTS = Number(process.env.RECIPIENTS ?? 200);
const KILL_AFTER = Number(process.env.KILL_AFTER ?? Math.floor(RECIPIENTS / 3));
const SMTP_DELAY_MS = Number(process.env.SMTP_DELAY_MS ?? 15);
const MAIL_LEASE_SECONDS = process.env.MAIL_LEASE_SECONDS ?? '10';
/** After the restart: the dead process's leases run out, then the rest of the campaign is delivered. */
const CAMPAIGN_LIMIT_MS = Number(MAIL_LEASE_SECONDS) * 1000 + 2 * LIMITS.backgroundWorkMs;
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'owner@crash.speakerpro.test', password: 'crash-test-owner-password' };

// The SMTP server answers each message after a short delay, so deliveries are in flight when the
// process dies; a message whose data arrived before the kill is still accepted (and counted).
const smtp = await startTestSmtpServer({ delayMs: SMTP_DELAY_MS });
onCleanUp(() => smtp.close());
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-mail-crash-'));
onCleanUp(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  PUBLIC_URL: base,
  SMTP_URL: smtp.url,
  MAIL_LEASE_SECONDS,
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  LOG_LEVEL: 'warn',
  SPEAKERPRO_WEB_DIST: path.join(dataDir, 'no-web'),
};

async function startServer(): Promise<ChildProcess> {
  const child = spawnTracked(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  await waitFor(
    'server did not answer /api/health',
    LIMITS.serverStartMs,
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        return (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(LIMITS.requestMs) })).ok ? true : undefined;
      } catch {
        return undefined; // not listening yet
      }
    },
    200,
  );
  return child;
}

async function signIn(): Promise<string> {
  const res = await fetch(`${base}/api/admin/sessions`, {
    signal: AbortSignal.timeout(LIMITS.requestMs),
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!res.ok) throw new Error(`admin login: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function api<T>(cookie: string, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    signal: AbortSignal.timeout(LIMITS.requestMs),
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const recipients = Array.from({ length: RECIPIENTS }, (_, i) => ({ name: `Reader ${i + 1}`, email: `reader${i + 1}@crash.example` }));
const started = Date.now();

let server = await startServer();
let cookie = await signIn();
const generated = await api<{ campaign: { id: string } }>(cookie, 'POST', '/api/generate-bulk-emails', {
  recipients,
  campaignType: 'follow_up',
  saveAsDraft: true,
});
const campaignId = generated.campaign.id;
await api(cookie, 'POST', `/api/campaigns/${campaignId}/approve`, {});

await waitFor(
  `fewer than ${KILL_AFTER} messages received`,
  LIMITS.backgroundWorkMs,
  () => (smtp.received.length >= KILL_AFTER ? true : undefined),
  5,
);
const exited = new Promise((r) => server.once('exit', r));
server.kill('SIGKILL');
const receivedAtKill = smtp.received.length;
await exited;
// What the SMTP server got before the process died is accepted after its delay: counted once the
// dead process's connections are closed and nothing waits for its delay any more.
await waitFor('the SMTP server still had the killed process connected', LIMITS.backgroundWorkMs, () => (smtp.idle() ? true : undefined), 5);
const acceptedDuringKill = smtp.received.length - receivedAtKill;

server = await startServer();
cookie = await signIn();
const restartedAt = Date.now();
let status = 'unknown';
try {
  await waitFor(
    'the campaign was not sent',
    CAMPAIGN_LIMIT_MS,
    async () => {
      const campaign = await api<{ status: string; sentCount: number; failedCount: number }>(
        cookie,
        'GET',
        `/api/admin/campaigns/${campaignId}`,
      );
      status = campaign.status;
      return status === 'sent' ? true : undefined;
    },
    250,
  );
} catch (err) {
  console.error(`${(err as Error).message} (status ${status})`);
}
const sentAfterRestartMs = Date.now() - restartedAt;
const stopMs = await stopTracked(server, 'SIGTERM', LIMITS.serverStopMs);
if (stopMs === undefined) console.error(`the server did not stop within ${LIMITS.serverStopMs / 1000} s of SIGTERM`);

const perRecipient = new Map<string, number>();
for (const m of smtp.received) for (const to of m.to) perRecipient.set(to.toLowerCase(), (perRecipient.get(to.toLowerCase()) ?? 0) + 1);
const lost = recipients.filter((r) => !perRecipient.has(r.email)).length;
const doubled = [...perRecipient.values()].filter((n) => n > 1).length;

console.log(
  `mail crash check (${RECIPIENTS} recipients, SMTP answering after ${SMTP_DELAY_MS} ms, delivery concurrency ${MAIL_DELIVERY_CONCURRENCY})`,
);
console.log(`  killed with SIGKILL after            ${receivedAtKill} messages received`);
console.log(`  accepted by SMTP as the process died ${acceptedDuringKill}`);
console.log(
  `  campaign status after restart        ${status} (${(sentAfterRestartMs / 1000).toFixed(1)} s after it, lease ${MAIL_LEASE_SECONDS} s)`,
);
console.log(`  messages received in all             ${smtp.received.length}`);
console.log(`  recipients with a message            ${perRecipient.size} of ${RECIPIENTS}`);
console.log(`  lost                                 ${lost}`);
console.log(`  received twice                       ${doubled} (allowed: at most ${MAIL_DELIVERY_CONCURRENCY})`);
console.log(`  total time                           ${((Date.now() - started) / 1000).toFixed(1)} s`);
await cleanUpNow();
if (lost > 0 || doubled > MAIL_DELIVERY_CONCURRENCY || status !== 'sent' || stopMs === undefined) process.exit(1);
