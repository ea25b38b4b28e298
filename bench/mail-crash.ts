// Kills the server with SIGKILL in the middle of a 200-recipient campaign, starts it again on the
// same data, and counts what a real SMTP server received: every recipient must have a message, and
// only messages the SMTP server accepted in the instant of the kill may arrive twice (at most the
// delivery concurrency). Prints the figures; exits 1 when a message is lost or too many doubled.
// The restarted server takes the killed one's messages back when their leases run out (no longer
// renewed by anyone; MAIL_LEASE_SECONDS, 10 s here instead of the default 30 s to keep the check
// short): a live lease may belong to another process and is never taken.
//
//   npx tsx bench/mail-crash.ts            (PGlite in a temporary DATA_DIR)
//   RECIPIENTS=500 KILL_AFTER=250 npx tsx bench/mail-crash.ts
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAIL_DELIVERY_CONCURRENCY } from '../src/server/mail/mailer';
import { startTestSmtpServer } from '../src/server/test/smtp';

const RECIPIENTS = Number(process.env.RECIPIENTS ?? 200);
const KILL_AFTER = Number(process.env.KILL_AFTER ?? Math.floor(RECIPIENTS / 3));
const SMTP_DELAY_MS = Number(process.env.SMTP_DELAY_MS ?? 15);
const port = 5400 + Math.floor(Math.random() * 400);
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'owner@crash.speakerpro.test', password: 'crash-test-owner-password' };

// The SMTP server answers each message after a short delay, so deliveries are in flight when the
// process dies; a message whose data arrived before the kill is still accepted (and counted).
const smtp = await startTestSmtpServer({ delayMs: SMTP_DELAY_MS });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-mail-crash-'));
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  PUBLIC_URL: base,
  SMTP_URL: smtp.url,
  MAIL_LEASE_SECONDS: process.env.MAIL_LEASE_SECONDS ?? '10',
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  LOG_LEVEL: 'warn',
  SPEAKERPRO_WEB_DIST: path.join(dataDir, 'no-web'),
};

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function signIn(): Promise<string> {
  const res = await fetch(`${base}/api/admin/login`, {
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

while (smtp.received.length < KILL_AFTER) await new Promise((r) => setTimeout(r, 5));
const exited = new Promise((r) => server.once('exit', r));
server.kill('SIGKILL');
const receivedAtKill = smtp.received.length;
await exited;
await new Promise((r) => setTimeout(r, SMTP_DELAY_MS * 4));
const acceptedDuringKill = smtp.received.length - receivedAtKill;

server = await startServer();
cookie = await signIn();
let status: string;
const deadline = Date.now() + 180_000;
for (;;) {
  const campaign = await api<{ status: string; sent_count: number; failed_count: number }>(cookie, 'GET', `/api/campaigns/${campaignId}`);
  status = campaign.status;
  if (status === 'sent' || Date.now() > deadline) break;
  await new Promise((r) => setTimeout(r, 250));
}
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
await smtp.close();

const perRecipient = new Map<string, number>();
for (const m of smtp.received) for (const to of m.to) perRecipient.set(to.toLowerCase(), (perRecipient.get(to.toLowerCase()) ?? 0) + 1);
const lost = recipients.filter((r) => !perRecipient.has(r.email)).length;
const doubled = [...perRecipient.values()].filter((n) => n > 1).length;

console.log(
  `mail crash check (${RECIPIENTS} recipients, SMTP answering after ${SMTP_DELAY_MS} ms, delivery concurrency ${MAIL_DELIVERY_CONCURRENCY})`,
);
console.log(`  killed with SIGKILL after            ${receivedAtKill} messages received`);
console.log(`  accepted by SMTP as the process died ${acceptedDuringKill}`);
console.log(`  campaign status after restart        ${status}`);
console.log(`  messages received in all             ${smtp.received.length}`);
console.log(`  recipients with a message            ${perRecipient.size} of ${RECIPIENTS}`);
console.log(`  lost                                 ${lost}`);
console.log(`  received twice                       ${doubled} (allowed: at most ${MAIL_DELIVERY_CONCURRENCY})`);
console.log(`  total time                           ${((Date.now() - started) / 1000).toFixed(1)} s`);
fs.rmSync(dataDir, { recursive: true, force: true });
if (lost > 0 || doubled > MAIL_DELIVERY_CONCURRENCY || status !== 'sent') process.exit(1);
