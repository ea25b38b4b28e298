import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../../db/schema';
import { createTestApp, signUpSpeaker, type TestContext } from '../../test/harness';
import { mailText, startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';

/*
 * Changing the account's address tells the address given up, with a link that gives it back
 * (7 days, once) and signs every device out: whoever changed it, if not the owner, loses the account.
 */

let smtp: TestSmtpServer;
let t: TestContext;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://speakerpro.example' });
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });

const UNDO_SUBJECT = 'The e-mail address of your SpeakerPro account has changed';

/** The mails the SMTP server received for `to` with `subject`, as text. */
async function received(to: string, subject: string) {
  await t.deps.mailer.deliverDue();
  return smtp.received.filter((m) => m.to.includes(to) && m.raw.includes(`Subject: ${subject}`)).map((m) => mailText(m.raw));
}

const tokenIn = (text: string, page: string) => new RegExp(`${page}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1];

/** Moves the account of `cookie` to `newEmail` through the link sent there; the undo link's token, as the old address received it. */
async function moveAddress(speaker: { cookie: string; body: { email: string; password: string } }, newEmail: string) {
  const asked = await call('PUT', '/api/account/email', speaker.cookie, { newEmail, currentPassword: speaker.body.password });
  expect(asked.statusCode, asked.body).toBe(202);
  const [confirmMail] = await received(newEmail, 'Confirm your new e-mail address for SpeakerPro');
  const confirmed = await call('POST', '/api/public/email-verifications', undefined, { token: tokenIn(confirmMail!, '/verify-email') });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const told = (await received(speaker.body.email, UNDO_SUBJECT)).at(-1);
  expect(told, `the old address ${speaker.body.email} was told`).toBeDefined();
  expect(told).toContain(`The e-mail address of your SpeakerPro account is now ${newEmail}.`);
  expect(told).toContain('https://speakerpro.example/undo-email-change?token=');
  return tokenIn(told!, '/undo-email-change')!;
}

const emailOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.email;
const sessionCount = async (id: number) => (await t.database.db.select().from(sessions).where(eq(sessions.userId, id))).length;

describe('undoing a change of e-mail address', () => {
  it('tells the old address; its link gives the address back, signs every device out, and works once', async () => {
    const speaker = await signUpSpeaker(t.app);
    const oldEmail = speaker.body.email;
    const newEmail = `taken.over.${Date.now()}@example.com`;
    const token = await moveAddress(speaker, newEmail);
    expect(await emailOf(speaker.user.id)).toBe(newEmail);
    // The new address gets no such mail: only the address given up can take the account back.
    expect(await received(newEmail, UNDO_SUBJECT)).toHaveLength(0);

    const undone = await call('POST', '/api/public/email-restorations', undefined, { token });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ email: oldEmail });
    expect(await emailOf(speaker.user.id)).toBe(oldEmail);
    expect(await sessionCount(speaker.user.id)).toBe(0);
    expect((await call('GET', '/api/account/user', speaker.cookie)).statusCode).toBe(401);

    const again = await call('POST', '/api/public/email-restorations', undefined, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
  });

  it('after two changes in a row, the first address can still take the account back', async () => {
    const speaker = await signUpSpeaker(t.app);
    const first = await moveAddress(speaker, `hop.one.${Date.now()}@example.com`);
    const between = await emailOf(speaker.user.id);
    await moveAddress({ ...speaker, body: { ...speaker.body, email: between } }, `hop.two.${Date.now()}@example.com`);
    expect((await call('POST', '/api/public/email-restorations', undefined, { token: first })).statusCode).toBe(200);
    expect(await emailOf(speaker.user.id)).toBe(speaker.body.email);
  });

  it('stops working after 7 days', async () => {
    const speaker = await signUpSpeaker(t.app);
    const newEmail = `late.${Date.now()}@example.com`;
    const token = await moveAddress(speaker, newEmail);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 7 * 24 * 3600_000 + 60_000 });
    const late = await call('POST', '/api/public/email-restorations', undefined, { token });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('INVALID_TOKEN');
    expect(await emailOf(speaker.user.id)).toBe(newEmail);
  });

  it('refuses a malformed token with a 400 naming the field', async () => {
    const res = await call('POST', '/api/public/email-restorations', undefined, { token: 'not a token!' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].field).toBe('token');
  });
});
