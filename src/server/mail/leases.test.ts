// Several app processes share one database and one mail queue. Each test runs two or three
// mailers on the same database (as separate processes would) against a real SMTP server that
// answers slowly, so deliveries are in flight while another mailer starts, closes or polls.
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { mailMessages } from '../db/schema';
import { createTestDatabase } from '../test/harness';
import { LIMITS } from '../test/limits';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp';
import { createMailer, type Mailer, type MailerOptions } from './mailer';

// Long enough that a batch is certainly still in flight while the test acts on the other mailer.
const SMTP_DELAY_MS = 400;

let smtp: TestSmtpServer;
let database: Database;
const mailers: Mailer[] = [];

beforeAll(async () => {
  smtp = await startTestSmtpServer({ delayMs: SMTP_DELAY_MS });
  database = await createTestDatabase();
});

// A started mailer keeps polling: left running, it would claim the next test's messages.
afterEach(async () => {
  await Promise.all(mailers.splice(0).map((m) => m.close()));
});

afterAll(async () => {
  await smtp.close();
  await database.close();
});

function mailer(overrides: Partial<MailerOptions> = {}): Mailer {
  const m = createMailer({
    db: database.db,
    smtpUrl: smtp.url,
    from: 'hello@speakerpro.test',
    concurrency: 4,
    marketingOptOuts: async () => new Set(),
    ...overrides,
  });
  mailers.push(m);
  return m;
}

/** Queues `count` messages to `<prefix>N@example.com` and returns their addresses. */
async function enqueue(prefix: string, count: number): Promise<string[]> {
  const queue = mailer();
  const addresses = Array.from({ length: count }, (_, i) => `${prefix}${i + 1}@example.com`);
  await database.db.transaction(async (tx) => {
    for (const to of addresses)
      await queue.enqueue(tx, { to, subject: 'Hi', text: 'Hi', source: 'campaign', idempotencyKey: `lease-test:${to}` });
  });
  return addresses;
}

const rowsOf = (prefix: string) =>
  database.db
    .select()
    .from(mailMessages)
    .where(like(mailMessages.toAddress, `${prefix}%`));

async function countWith(prefix: string, status: 'sending' | 'sent'): Promise<number> {
  const rows = await rowsOf(prefix);
  return rows.filter((r) => r.status === status).length;
}

/** How many copies the SMTP server accepted for each address. */
function copies(addresses: string[], server = smtp): Record<string, number> {
  const out: Record<string, number> = Object.fromEntries(addresses.map((a) => [a, 0]));
  for (const m of server.received) for (const to of m.to) if (to in out) out[to]! += 1;
  return out;
}

const once = (addresses: string[]) => Object.fromEntries(addresses.map((a) => [a, 1]));

describe('mail leases across processes', () => {
  it('a process that starts while another delivers never takes over its live deliveries', async () => {
    const addresses = await enqueue('live', 12);
    const a = mailer();
    const draining = a.deliverDue();
    // A has claimed its first batch and is waiting for the SMTP server to answer.
    await expect.poll(() => countWith('live', 'sending'), { timeout: LIMITS.backgroundWorkMs, interval: 10 }).toBe(4);
    // Two more processes start (a rolling restart): neither may take back A's live leases.
    const b = mailer();
    b.start({ intervalMs: 50 });
    const c = mailer();
    c.start({ intervalMs: 50 });
    await draining;
    await expect.poll(() => countWith('live', 'sent'), { timeout: LIMITS.backgroundWorkMs }).toBe(12);
    expect(copies(addresses)).toEqual(once(addresses));
  });

  it('a process that shuts down mid-batch finishes what it holds and leaves the rest to another', async () => {
    // The server answers A's batch only once A is closing, however long the test takes to get there.
    const gated = await startTestSmtpServer({ hold: true });
    try {
      const addresses = await enqueue('closing', 12);
      const a = mailer({ smtpUrl: gated.url });
      const report = a.deliverDue();
      await expect.poll(() => countWith('closing', 'sending'), { timeout: LIMITS.backgroundWorkMs, interval: 10 }).toBe(4);
      await expect.poll(() => gated.held(), { timeout: LIMITS.backgroundWorkMs, interval: 10 }).toBe(4);
      const heldByA = (await rowsOf('closing')).filter((r) => r.status === 'sending').map((r) => r.id);
      // SIGTERM: A closes while its batch is in flight, and B starts at the same moment.
      const closing = a.close();
      const b = mailer({ smtpUrl: gated.url });
      b.start({ intervalMs: 50 });
      gated.release();
      await closing;
      // A delivered what it held and claimed nothing more once closing.
      const done = await report;
      expect(done.sent).toBe(4);
      const held = await database.db.select().from(mailMessages).where(inArray(mailMessages.id, heldByA));
      expect(held.map((r) => r.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
      await expect.poll(() => countWith('closing', 'sent'), { timeout: LIMITS.backgroundWorkMs }).toBe(12);
      expect(copies(addresses, gated)).toEqual(once(addresses));
    } finally {
      await gated.close();
    }
  });

  it('takes back leases whose holder died (expired) but not leases that are still running', async () => {
    const addresses = await enqueue('crashed', 3);
    const [dead1, dead2, alive] = (await rowsOf('crashed')).sort((x, y) => x.id - y.id);
    // As a killed process leaves them: claimed, their lease ran out a moment ago.
    await database.db
      .update(mailMessages)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: sql`now() - interval '1 second'` })
      .where(inArray(mailMessages.id, [dead1!.id, dead2!.id]));
    // Held by a live process whose lease still runs for a minute (it renews it while it delivers).
    await database.db
      .update(mailMessages)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: sql`now() + interval '1 minute'` })
      .where(eq(mailMessages.id, alive!.id));
    const b = mailer();
    b.start({ intervalMs: 50 });
    await expect.poll(() => countWith('crashed', 'sent'), { timeout: LIMITS.backgroundWorkMs }).toBe(2);
    await b.deliverDue();
    const [still] = await database.db.select().from(mailMessages).where(eq(mailMessages.id, alive!.id));
    expect(still).toMatchObject({ status: 'sending', attempts: 1 });
    expect(copies(addresses)).toEqual({ [dead1!.toAddress]: 1, [dead2!.toAddress]: 1, [alive!.toAddress]: 0 });
    // Leave nothing claimed behind for the other tests.
    await database.db
      .update(mailMessages)
      .set({ status: 'failed', nextAttemptAt: null })
      .where(and(eq(mailMessages.id, alive!.id), eq(mailMessages.status, 'sending')));
  });

  it('renews its leases while a delivery takes longer than the lease, so nobody takes them over', async () => {
    // The server holds its answers until A's leases were renewed past a whole lease after the
    // claim: by then, without renewal, B would have taken every message over. The hold is ended by
    // that condition, not by a delay, and the lease (renewed every third of it) leaves a busy
    // machine seconds, not milliseconds, for each renewal.
    const leaseMs = 3_000;
    const slow = await startTestSmtpServer({ hold: true });
    try {
      const addresses = await enqueue('slow', 4);
      const a = mailer({ smtpUrl: slow.url, leaseMs });
      const b = mailer({ smtpUrl: slow.url });
      const draining = a.deliverDue();
      await expect.poll(() => countWith('slow', 'sending'), { timeout: LIMITS.backgroundWorkMs, interval: 10 }).toBe(4);
      const leaseEnd = async () => Math.min(...(await rowsOf('slow')).map((r) => r.nextAttemptAt!.getTime()));
      const claimedUntil = await leaseEnd();
      b.start({ intervalMs: 50 });
      await expect
        .poll(async () => (await leaseEnd()) - claimedUntil, { timeout: LIMITS.backgroundWorkMs, interval: 50 })
        .toBeGreaterThan(leaseMs);
      await expect.poll(() => slow.held(), { timeout: LIMITS.backgroundWorkMs }).toBe(4);
      slow.release();
      expect(await draining).toMatchObject({ sent: 4 });
      const perAddress = Object.fromEntries(addresses.map((to) => [to, slow.received.filter((m) => m.to.includes(to)).length]));
      expect(perAddress).toEqual(once(addresses));
      expect((await rowsOf('slow')).map((r) => r.attempts)).toEqual([1, 1, 1, 1]);
    } finally {
      await slow.close();
    }
  });

  it('a worker that lost its lease abandons the delivery and leaves the row to the new holder', async () => {
    // A server that never answers: the delivery can only end by A giving it up.
    const slow = await startTestSmtpServer({ hold: true });
    try {
      await enqueue('lost', 1);
      const a = mailer({ smtpUrl: slow.url, leaseMs: 300 });
      const draining = a.deliverDue();
      await expect.poll(() => countWith('lost', 'sending'), { timeout: LIMITS.backgroundWorkMs, interval: 10 }).toBe(1);
      // As if A had been cut off from the database past its lease and B had claimed the message.
      const [row] = await rowsOf('lost');
      await database.db
        .update(mailMessages)
        .set({ attempts: row!.attempts + 1, nextAttemptAt: sql`now() + interval '1 minute'` })
        .where(eq(mailMessages.id, row!.id));
      // A's next renewal finds the lease gone: it aborts the SMTP transaction (the server would
      // never have answered) and records nothing over B's claim.
      expect(await draining).toEqual({ sent: 0, outbox: 0, failed: 0, skipped: 0, retrying: 0 });
      expect(slow.received).toEqual([]);
      const [after] = await rowsOf('lost');
      expect(after).toMatchObject({ status: 'sending', attempts: row!.attempts + 1, error: null });
      await database.db.update(mailMessages).set({ status: 'failed', nextAttemptAt: null }).where(eq(mailMessages.id, row!.id));
    } finally {
      await slow.close();
    }
  });

  it('a worker whose send completes after its lease was taken over records nothing over the new claim', async () => {
    // The server answers only once the takeover is in the database, however long that takes.
    const gated = await startTestSmtpServer({ hold: true });
    try {
      await enqueue('fenced', 1);
      // The default lease: no renewal runs during this send, so A learns of the takeover only
      // when it records the outcome. The attempt number it claimed with no longer matches.
      const a = mailer({ smtpUrl: gated.url });
      const draining = a.deliverDue();
      await expect.poll(() => countWith('fenced', 'sending'), { timeout: LIMITS.backgroundWorkMs, interval: 10 }).toBe(1);
      const [row] = await rowsOf('fenced');
      await database.db
        .update(mailMessages)
        .set({ attempts: row!.attempts + 1, nextAttemptAt: sql`now() + interval '1 minute'` })
        .where(eq(mailMessages.id, row!.id));
      // A's message is at the server, waiting for its answer: the send completes now.
      await expect.poll(() => gated.held(), { timeout: LIMITS.backgroundWorkMs, interval: 10 }).toBe(1);
      gated.release();
      expect(await draining).toEqual({ sent: 0, outbox: 0, failed: 0, skipped: 0, retrying: 0 });
      const [after] = await rowsOf('fenced');
      expect(after).toMatchObject({ status: 'sending', attempts: row!.attempts + 1, sentAt: null });
      await database.db.update(mailMessages).set({ status: 'failed', nextAttemptAt: null }).where(eq(mailMessages.id, row!.id));
    } finally {
      await gated.close();
    }
  });
});
