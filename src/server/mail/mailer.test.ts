import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { mailMessages } from '../db/schema';
import { createTestDatabase } from '../test/harness';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp';
import { createMailer, type SettledMessage } from './mailer';

// These messages are not marketing mail: no one has opted out of anything here.
const noOptOuts = async () => new Set<string>();

let smtp: TestSmtpServer;
let database: Database;

beforeAll(async () => {
  smtp = await startTestSmtpServer({ refuse: (address) => (address.startsWith('bounce@') ? '550 No such user' : null) });
  database = await createTestDatabase();
});

afterAll(async () => {
  await smtp.close();
  await database.close();
});

describe('mailer', () => {
  it('delivers through a real SMTP server and records the message as sent', async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl: smtp.url,
      from: 'SpeakerPro <hello@speakerpro.test>',
      marketingOptOuts: noOptOuts,
    });
    const result = await mailer.send({
      to: 'attendee@example.com',
      cc: 'speaker@example.com',
      subject: 'Thank you for coming',
      text: 'It was great to see you at the keynote.',
      html: '<p>It was great to see you at the keynote.</p>',
      source: 'test',
    });
    await mailer.close();
    expect(result.status).toBe('sent');
    const mail = smtp.received.at(-1)!;
    expect(mail.from).toBe('hello@speakerpro.test');
    expect(mail.to.sort()).toEqual(['attendee@example.com', 'speaker@example.com']);
    expect(mail.raw).toContain('Subject: Thank you for coming');
    expect(mail.raw).toContain('It was great to see you at the keynote.');
    const rows = await database.db.select().from(mailMessages);
    expect(rows.find((r) => r.id === result.id)).toMatchObject({ status: 'sent', transport: 'smtp', toAddress: 'attendee@example.com' });
  });

  it('with a return path, bounces go there and the copy (Cc) is still delivered', async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl: smtp.url,
      from: 'SpeakerPro <hello@speakerpro.test>',
      returnPath: 'bounces@speakerpro.test',
      marketingOptOuts: noOptOuts,
    });
    const result = await mailer.send({
      to: 'lead@example.com',
      cc: 'owner@example.com',
      subject: 'Copy',
      text: 'Both of you.',
      source: 'test',
    });
    await mailer.close();
    expect(result.status).toBe('sent');
    const mail = smtp.received.at(-1)!;
    expect(mail.from).toBe('bounces@speakerpro.test');
    expect(mail.to.sort()).toEqual(['lead@example.com', 'owner@example.com']);
  });

  it('a send of a message another worker is delivering waits for that delivery and reports it, not "queued"', async () => {
    const held = await startTestSmtpServer({ hold: true });
    const options = { db: database.db, smtpUrl: held.url, from: 'hello@speakerpro.test', marketingOptOuts: noOptOuts };
    const other = createMailer(options);
    const mailer = createMailer(options);
    const mail = { to: 'raced@example.com', subject: 'Your QR code', text: 'Here it is.', source: 'test', idempotencyKey: 'race-1' };
    await other.enqueue(database.db, mail);
    const otherRun = other.deliverDue();
    // The other worker holds the message in the SMTP transaction.
    await expect
      .poll(async () => (await database.db.select().from(mailMessages).where(eq(mailMessages.idempotencyKey, 'race-1')))[0]?.status)
      .toBe('sending');
    const sent = mailer.send(mail);
    held.release();
    expect((await sent).status).toBe('sent');
    await otherRun;
    await Promise.all([other.close(), mailer.close()]);
    await held.close();
    expect(held.received.filter((m) => m.to.includes('raced@example.com'))).toHaveLength(1);
  });

  it('records why the SMTP server refused a message', async () => {
    const mailer = createMailer({ db: database.db, smtpUrl: smtp.url, from: 'hello@speakerpro.test', marketingOptOuts: noOptOuts });
    const result = await mailer.send({ to: 'bounce@example.com', subject: 'Hi', text: 'x', source: 'test' });
    await mailer.close();
    expect(result.status).toBe('failed');
    const rows = await database.db.select().from(mailMessages);
    const row = rows.find((r) => r.id === result.id)!;
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/No such user/);
  });

  it('keeps the message in the outbox when no SMTP is configured', async () => {
    const before = smtp.received.length;
    const mailer = createMailer({ db: database.db, from: 'hello@speakerpro.test', marketingOptOuts: noOptOuts });
    expect(mailer.transport).toBe('outbox');
    const result = await mailer.send({ to: 'someone@example.com', subject: 'Outbox', text: 'Kept here', source: 'test' });
    expect(result.status).toBe('outbox');
    const rows = await database.db.select().from(mailMessages);
    expect(rows.find((r) => r.id === result.id)).toMatchObject({ transport: 'outbox', subject: 'Outbox', textBody: 'Kept here' });
    expect(smtp.received.length).toBe(before);
  });
});

describe('settle listeners', () => {
  it('are told each outcome in the order added, the outbox as sent and an opt-out as skipped', async () => {
    const heard: string[] = [];
    const mailer = createMailer({
      db: database.db,
      smtpUrl: smtp.url,
      from: 'hello@speakerpro.test',
      marketingOptOuts: async (_db, addresses) => new Set(addresses.filter((a) => a.startsWith('quiet@'))),
    });
    mailer.onSettled(async (_tx, m: SettledMessage) => void heard.push(`first ${m.id} ${m.outcome}`));
    mailer.onSettled(async (_tx, m: SettledMessage) => void heard.push(`second ${m.id} ${m.outcome}`));
    const sent = await mailer.send({ to: 'hooked@example.com', subject: 'Hi', text: 'x', source: 'test' });
    const refused = await mailer.send({ to: 'bounce@example.com', subject: 'Hi', text: 'x', source: 'test' });
    const skipped = await mailer.send({ to: 'quiet@example.com', subject: 'News', text: 'x', source: 'test', marketing: true });
    await mailer.close();
    const outbox = createMailer({ db: database.db, from: 'hello@speakerpro.test', marketingOptOuts: noOptOuts });
    outbox.onSettled(async (_tx, m) => void heard.push(`outbox ${m.id} ${m.outcome}`));
    const kept = await outbox.send({ to: 'kept@example.com', subject: 'Hi', text: 'x', source: 'test' });
    expect(heard).toEqual([
      `first ${sent.id} sent`,
      `second ${sent.id} sent`,
      `first ${refused.id} failed`,
      `second ${refused.id} failed`,
      `first ${skipped.id} skipped`,
      `second ${skipped.id} skipped`,
      `outbox ${kept.id} sent`,
    ]);
  });

  it('run in the transaction that records the outcome: one that throws leaves the message undelivered', async () => {
    const mailer = createMailer({ db: database.db, from: 'hello@speakerpro.test', marketingOptOuts: noOptOuts });
    mailer.onSettled(async (tx, m) => {
      await tx.update(mailMessages).set({ subject: 'Changed by the listener' }).where(eq(mailMessages.id, m.id));
      throw new Error('bookkeeping failed');
    });
    const { id } = await mailer.enqueue(database.db, { to: 'undone@example.com', subject: 'Hi', text: 'x', source: 'test' });
    await expect(mailer.deliverDue()).rejects.toThrow('bookkeeping failed');
    await mailer.close();
    const [row] = await database.db.select().from(mailMessages).where(eq(mailMessages.id, id));
    expect(row).toMatchObject({ status: 'sending', subject: 'Hi' });
  });
});
