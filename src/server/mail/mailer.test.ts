import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { mailMessages } from '../db/schema';
import { createTestDatabase } from '../test/harness';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp';
import { createMailer } from './mailer';

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
    const mailer = createMailer({ db: database.db, smtpUrl: smtp.url, from: 'SpeakerPro <hello@speakerpro.test>' });
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

  it('records why the SMTP server refused a message', async () => {
    const mailer = createMailer({ db: database.db, smtpUrl: smtp.url, from: 'hello@speakerpro.test' });
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
    const mailer = createMailer({ db: database.db, from: 'hello@speakerpro.test' });
    expect(mailer.transport).toBe('outbox');
    const result = await mailer.send({ to: 'someone@example.com', subject: 'Outbox', text: 'Kept here', source: 'test' });
    expect(result.status).toBe('outbox');
    const rows = await database.db.select().from(mailMessages);
    expect(rows.find((r) => r.id === result.id)).toMatchObject({ transport: 'outbox', subject: 'Outbox', textBody: 'Kept here' });
    expect(smtp.received.length).toBe(before);
  });
});
