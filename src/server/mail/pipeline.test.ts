import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../db/client';
import { campaignRecipients, campaigns, files, mailMessages } from '../db/schema';
import { createStorage } from '../storage/storage';
import { createTestDatabase } from '../test/harness';
import { LIMITS } from '../test/limits';
import { mailHeaders, startTestSmtpServer, type TestSmtpServer } from '../test/smtp';
import { mirrorOutcomeOnCampaign } from '../features/campaigns/delivery';
import { emailMarketingOptOuts } from '../domain/consent-rules';
import { createMailer, type MailerOptions } from './mailer';
import { unsubscribeToken } from './unsubscribe';

let smtp: TestSmtpServer;
let database: Database;
const secret = randomBytes(32);

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  database = await createTestDatabase();
});

afterAll(async () => {
  await smtp.close();
  await database.close();
});

function mailerFor(overrides: Partial<MailerOptions> = {}) {
  const storage = createStorage(database.db, path.join(os.tmpdir(), `speakerpro-mail-${randomBytes(4).toString('hex')}`));
  // Wired as the app wires it (compose.ts): the privacy rules' opt-outs and the campaign counts.
  const mailer = createMailer({
    db: database.db,
    storage,
    smtpUrl: smtp.url,
    from: 'SpeakerPro <hello@speakerpro.test>',
    publicUrl: 'https://speakerpro.example',
    secret,
    marketingOptOuts: emailMarketingOptOuts,
    ...overrides,
  });
  mailer.onSettled(mirrorOutcomeOnCampaign);
  return mailer;
}

const receivedBy = (address: string) => smtp.received.filter((m) => m.to.some((to) => to.toLowerCase() === address.toLowerCase()));

async function rowOf(id: number) {
  const [row] = await database.db.select().from(mailMessages).where(eq(mailMessages.id, id));
  return row!;
}

describe('mail pipeline', () => {
  it('sends a message once per idempotency key, however often it is queued or delivered', async () => {
    const mailer = mailerFor();
    const mail = { to: 'once@example.com', subject: 'Once', text: 'Only one copy', source: 'test', idempotencyKey: 'test:once' };
    const first = await mailer.enqueue(database.db, mail);
    const second = await mailer.enqueue(database.db, mail);
    expect(second).toEqual({ id: first.id, created: false });
    await mailer.deliverDue();
    await mailer.deliverDue();
    const again = await mailer.send(mail);
    expect(again).toMatchObject({ id: first.id, status: 'sent' });
    expect(receivedBy('once@example.com')).toHaveLength(1);
    expect(mailHeaders(receivedBy('once@example.com')[0]!.raw)).toContain(
      `Message-ID: <${(await rowOf(first.id)).messageId}@speakerpro.example>`,
    );
    await mailer.close();
  });

  it('writes nothing when the transaction that caused the message rolls back', async () => {
    const mailer = mailerFor();
    await expect(
      database.db.transaction(async (tx) => {
        await mailer.enqueue(tx, {
          to: 'rollback@example.com',
          subject: 'Never',
          text: 'x',
          source: 'test',
          attachments: [{ filename: 'a.txt', content: 'abc', contentType: 'text/plain' }],
        });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    const rows = await database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, 'rollback@example.com'));
    expect(rows).toHaveLength(0);
    await mailer.deliverDue();
    expect(receivedBy('rollback@example.com')).toHaveLength(0);
    await mailer.close();
  });

  it('keeps queued attachments as files and delivers them from the queue', async () => {
    const mailer = mailerFor();
    const { id } = await mailer.enqueue(database.db, {
      to: 'attach@example.com',
      subject: 'With a CSV',
      text: 'Attached.',
      source: 'test',
      attachments: [{ filename: 'leads.csv', content: 'name,email\nAda,ada@example.com\n', contentType: 'text/csv' }],
    });
    const row = await rowOf(id);
    expect(row.status).toBe('queued');
    const [file] = await database.db.select().from(files).where(eq(files.id, row.attachments![0]!.fileId));
    expect(file).toMatchObject({ kind: 'mail-attachment', originalName: 'leads.csv' });
    const report = await mailer.deliverDue();
    expect(report.sent).toBeGreaterThanOrEqual(1);
    const [mail] = receivedBy('attach@example.com');
    expect(mail!.raw).toContain('filename=leads.csv');
    expect(mail!.raw).toContain(Buffer.from('name,email\nAda,ada@example.com\n').toString('base64').slice(0, 20));
    expect((await rowOf(id)).status).toBe('sent');
    await mailer.close();
  });

  it('retries a transient failure with backoff and records why it finally failed', async () => {
    // Nothing listens on this port: every attempt is a connection error.
    const closed = await startTestSmtpServer();
    const deadUrl = closed.url;
    await closed.close();
    const mailer = mailerFor({ smtpUrl: deadUrl, maxAttempts: 3, retryBaseMs: 0 });
    const first = await mailer.send({ to: 'retry@example.com', subject: 'Retry', text: 'x', source: 'test' });
    expect(first.status).toBe('queued');
    expect(first.error).toMatch(/ECONNREFUSED|connect/i);
    const queued = await rowOf(first.id);
    expect(queued).toMatchObject({ status: 'queued', attempts: 1 });
    expect(queued.nextAttemptAt).not.toBeNull();
    await mailer.deliverDue();
    const failed = await rowOf(first.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3 });
    expect(failed.error).toMatch(/ECONNREFUSED|connect/i);
    await mailer.close();
  });

  it('gives a message a random Message-ID when it is queued, and sends every retry with that same id', async () => {
    const attempts: string[] = [];
    const flaky = await startTestSmtpServer({
      refuseMessage: (raw) => {
        attempts.push(raw);
        return attempts.length === 1 ? '451 Try again later' : null;
      },
    });
    const mailer = mailerFor({ smtpUrl: flaky.url, retryBaseMs: 0 });
    const mail = { to: 'same.id@example.com', subject: 'Same id', text: 'x', source: 'test' };
    const first = await mailer.send(mail);
    expect(first.status).toBe('queued');
    await mailer.deliverDue();
    const row = await rowOf(first.id);
    expect(row.status).toBe('sent');
    // Random, not the row id: ids handed out again after a restore must not repeat a Message-ID.
    expect(row.messageId).toMatch(/^speakerpro-[0-9a-f]{32}$/);
    const ids = attempts.map((raw) => /^Message-ID: (.+)$/m.exec(mailHeaders(raw))?.[1]?.trim());
    expect(ids).toEqual([`<${row.messageId}@speakerpro.example>`, `<${row.messageId}@speakerpro.example>`]);
    const other = await rowOf((await mailer.send(mail)).id);
    expect(other.messageId).not.toBe(row.messageId);
    await mailer.close();
    await flaky.close();
  });

  it('waits before retrying: a message is not due again until its backoff ends', async () => {
    const closed = await startTestSmtpServer();
    await closed.close();
    const mailer = mailerFor({ smtpUrl: closed.url, retryBaseMs: 60_000 });
    const first = await mailer.send({ to: 'later@example.com', subject: 'Later', text: 'x', source: 'test' });
    await mailer.deliverDue();
    const row = await rowOf(first.id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 50_000);
    await mailer.close();
  });

  it('adds the unsubscribe link and one-click headers to marketing mail and skips opted-out addresses', async () => {
    const mailer = mailerFor();
    const sent = await mailer.send({
      to: 'Reader@Example.com',
      subject: 'News',
      text: 'Hello',
      html: '<p>Hello</p>',
      source: 'test',
      marketing: true,
    });
    expect(sent.status).toBe('sent');
    const [mail] = receivedBy('Reader@Example.com');
    const token = unsubscribeToken(secret, 'reader@example.com');
    const unfolded = mail!.raw.replace(/=\r\n/g, '').replace(/\r\n\s+/g, ' ');
    expect(unfolded).toContain(
      `List-Unsubscribe: <https://speakerpro.example/api/public/unsubscriptions?email=reader%40example.com&token=${token}>`,
    );
    expect(unfolded).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const body = unfolded.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(body).toContain(`Unsubscribe: https://speakerpro.example/unsubscribe?email=reader%40example.com&token=${token}`);

    await queryRows(database.db, sql`insert into privacy_opt_outs (email, email_marketing) values ('quiet@example.com', true)`);
    const skipped = await mailer.send({ to: 'QUIET@example.com', subject: 'News', text: 'Hello', source: 'test', marketing: true });
    expect(skipped.status).toBe('skipped');
    expect(receivedBy('QUIET@example.com')).toHaveLength(0);
    // Transactional mail (not marketing) still reaches them.
    const receipt = await mailer.send({ to: 'quiet@example.com', subject: 'Your QR code', text: 'x', source: 'test' });
    expect(receipt.status).toBe('sent');
    await mailer.close();
  });

  it('takes back messages a dead process had claimed once their lease has run out', async () => {
    const mailer = mailerFor();
    const { id } = await mailer.enqueue(database.db, { to: 'orphan@example.com', subject: 'Orphan', text: 'x', source: 'test' });
    // As a process that died mid-delivery leaves it: claimed, lease still running. Its holder may
    // be alive and delivering (leases.test.ts), so nobody may take it yet.
    await database.db
      .update(mailMessages)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: sql`now() + interval '1 minute'` })
      .where(eq(mailMessages.id, id));
    await mailer.deliverDue();
    expect((await rowOf(id)).status).toBe('sending');
    // The dead process renewed nothing: the lease runs out, and a worker that starts takes it back.
    await database.db
      .update(mailMessages)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(mailMessages.id, id));
    const restarted = mailerFor();
    try {
      restarted.start({ intervalMs: 50 });
      await expect.poll(async () => (await rowOf(id)).status, { timeout: LIMITS.backgroundWorkMs }).toBe('sent');
      expect(await rowOf(id)).toMatchObject({ attempts: 2 });
      expect(receivedBy('orphan@example.com')).toHaveLength(1);
    } finally {
      // A started worker left running would deliver the next tests' messages behind their backs.
      await restarted.close();
      await mailer.close();
    }
  });

  it('keeps the message in the outbox when no SMTP is configured', async () => {
    const mailer = mailerFor({ smtpUrl: undefined });
    expect(mailer.transport).toBe('outbox');
    const result = await mailer.send({ to: 'laptop@example.com', subject: 'Outbox', text: 'Kept', source: 'test' });
    expect(result.status).toBe('outbox');
    expect(await rowOf(result.id)).toMatchObject({ status: 'outbox', transport: 'outbox', textBody: 'Kept' });
    expect(receivedBy('laptop@example.com')).toHaveLength(0);
    await mailer.close();
  });

  it("mirrors each message's outcome on its campaign: counts, skipped opt-outs, sent when none is left", async () => {
    const mailer = mailerFor();
    const [campaign] = await database.db
      .insert(campaigns)
      .values({
        publicId: randomBytes(8).toString('hex'),
        kind: 'bulk',
        campaignType: 'custom',
        subject: 'Hi',
        textTemplate: 'Hi',
        status: 'sending',
        recipientCount: 3,
      })
      .returning();
    await queryRows(
      database.db,
      sql`insert into privacy_opt_outs (email, email_marketing) values ('gone@example.com', true) on conflict do nothing`,
    );
    await database.db.transaction(async (tx) => {
      for (const email of ['c1@example.com', 'c2@example.com', 'gone@example.com']) {
        const { id } = await mailer.enqueue(tx, {
          to: email,
          subject: 'Hi',
          text: 'Hi',
          source: 'campaign',
          marketing: true,
          idempotencyKey: `campaign:${campaign!.id}:${email}`,
        });
        await tx.insert(campaignRecipients).values({ campaignId: campaign!.id, name: email, email, status: 'queued', mailMessageId: id });
      }
    });
    await mailer.deliverDue();
    const [after] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign!.id));
    expect(after).toMatchObject({ status: 'sent', sentCount: 2, skippedCount: 1, failedCount: 0 });
    expect(after!.sentAt).not.toBeNull();
    const recipients = await database.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, campaign!.id));
    expect(recipients.map((r) => [r.email, r.status]).sort()).toEqual([
      ['c1@example.com', 'sent'],
      ['c2@example.com', 'sent'],
      ['gone@example.com', 'skipped'],
    ]);
    expect(receivedBy('gone@example.com')).toHaveLength(0);
    await mailer.close();
  });

  it('counts every outcome when many messages of one campaign settle at the same time', async () => {
    const mailer = mailerFor({ concurrency: 8 });
    const [campaign] = await database.db
      .insert(campaigns)
      .values({
        publicId: randomBytes(8).toString('hex'),
        kind: 'bulk',
        campaignType: 'custom',
        subject: 'Hi',
        textTemplate: 'Hi',
        status: 'sending',
        recipientCount: 24,
      })
      .returning();
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < 24; i += 1) {
        const email = `many${i}@example.com`;
        const { id } = await mailer.enqueue(tx, {
          to: email,
          subject: 'Hi',
          text: 'Hi',
          source: 'campaign',
          idempotencyKey: `campaign:${campaign!.id}:${email}`,
        });
        await tx.insert(campaignRecipients).values({ campaignId: campaign!.id, name: email, email, status: 'queued', mailMessageId: id });
      }
    });
    await mailer.deliverDue();
    const [after] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign!.id));
    expect(after).toMatchObject({ status: 'sent', sentCount: 24, failedCount: 0, skippedCount: 0 });
    await mailer.close();
  });
});
