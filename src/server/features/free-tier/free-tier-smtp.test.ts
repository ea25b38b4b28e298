import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, mailMessages, users } from '../../db/schema';
import { createTestApp, endTrial, type TestContext } from '../../test/harness';
import { answer, createOwnTalk, speakerWithProfile } from '../../test/graphics-fixtures';
import { decodeQr, freePageSlugFromMail, mimeAttachment } from '../../test/free-tier';
import { tellFreeSpeakersOfNewAnswers } from './answer-digest';
import { mailPart, startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';

let smtp: TestSmtpServer;
let t: TestContext;
/** While set, the SMTP server refuses every message for now (a mail outage: 451, retried later). */
let refuseAll = false;

beforeAll(async () => {
  smtp = await startTestSmtpServer({ refuseMessage: () => (refuseAll ? '451 Mailbox temporarily unavailable' : null) });
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://speakerpro.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const wizard = (email: string) => ({
  name: 'Nadia Brooks',
  email,
  phone: '+44 7700 900456',
  contentType: 'podcast',
  contentTitle: 'Stories That Sell',
  giftTitle: 'Story Prompts',
  giftUrl: 'https://nadia.example/prompts',
  speakerFriends: [],
  whatsappInterest: { interested: false },
  agentIntroInterest: { interested: true, timestamp: new Date().toISOString() },
  tier: 'free',
});
const signup = (email: string) => t.app.inject({ method: 'POST', url: '/api/public/free-page-wizard-signups', payload: wizard(email) });

describe('the wizard e-mail through a real SMTP server', () => {
  it("delivers the speaker's QR code as a PNG that decodes to their page, and the page link", async () => {
    const res = await signup('nadia@example.com');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      success: true,
      message:
        'Check your e-mail: we are sending a message to nadia@example.com about your free feedback page and its QR code. If it does not arrive within a few minutes, look in your spam folder.',
    });
    // Queued with the page; the outbox worker delivers it.
    await t.deps.mailer.deliverDue();

    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['nadia@example.com']);
    expect(mail.raw).toContain('Subject: Your SpeakerPro QR code is ready');
    expect(mail.raw).toContain('https://speakerpro.example/feedback/nadia-brooks');
    const attachment = mimeAttachment(mail.raw, 'image/png');
    expect(attachment?.filename).toBe('speakerpro-qr-code.png');
    expect(decodeQr(attachment!.bytes)).toBe('https://speakerpro.example/feedback/nadia-brooks');

    const [row] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, 'nadia@example.com'));
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp', source: 'free-tier-qr' });
  });

  it('keeps the page and its e-mail through a mail outage: the outbox delivers it once the server takes mail again', async () => {
    refuseAll = true;
    const answered = await signup('retry@example.com');
    expect(answered.statusCode).toBe(202);
    await t.deps.mailer.deliverDue();
    refuseAll = false;
    const [waiting] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, 'retry@example.com'));
    expect(waiting).toMatchObject({ status: 'queued', source: 'free-tier-qr' });
    expect(waiting!.error).toMatch(/Mailbox temporarily unavailable/);
    expect(smtp.received.some((m) => m.to.includes('retry@example.com'))).toBe(false);

    // The retry is the outbox's (its next attempt, due now), not a second sign-up: one speaker, one event, one e-mail.
    await t.database.db.update(mailMessages).set({ nextAttemptAt: new Date() }).where(eq(mailMessages.id, waiting!.id));
    await t.deps.mailer.deliverDue();
    const matching = await t.database.db.select().from(users).where(eq(users.email, 'retry@example.com'));
    expect(matching).toHaveLength(1);
    expect(await t.database.db.select().from(events).where(eq(events.speakerUserId, matching[0]!.id))).toHaveLength(1);
    const delivered = smtp.received.filter((m) => m.to.includes('retry@example.com'));
    expect(delivered).toHaveLength(1);
    expect(decodeQr(mimeAttachment(delivered[0]!.raw, 'image/png')!.bytes)).toBe('https://speakerpro.example/feedback/nadia-brooks-2');
  });

  it('tells an address with an account, through the mail server, that someone asked for a page with it', async () => {
    await t.database.db.insert(users).values({
      email: 'has.account@example.com',
      passwordHash: 'not-a-real-hash',
      firstName: 'Hana',
      lastName: 'Count',
      role: 'speaker',
    });
    const res = await signup('has.account@example.com');
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toContain('has.account@example.com');
    await t.deps.mailer.deliverDue();
    const mails = smtp.received.filter((m) => m.to.includes('has.account@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain('Subject: Someone asked for a free QR page with your address at SpeakerPro');
    const text = mailPart(mails[0]!.raw, 'text/plain');
    expect(text).toContain('Hi Hana,');
    expect(text).toContain('https://speakerpro.example/speaker/login');
    expect(text).not.toContain('/feedback/');
    expect(mimeAttachment(mails[0]!.raw, 'image/png')).toBeNull();
  });
});

describe('the single-page sign-up e-mail through a real SMTP server', () => {
  it('e-mails the QR code like the wizard: a PNG that decodes to the page, and the link', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/free-page-signups',
      payload: {
        name: 'Leo Park',
        email: 'Leo.Park@example.com',
        phone: '+44 7700 900123',
        giftTitle: 'Story Prompts',
        giftUrl: 'https://leo.example/prompts',
        contentTypes: ['webinar', 'podcast'],
      },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toMatch(
      /^Check your e-mail: we are sending a message to leo\.park@example\.com about your free feedback page/,
    );
    await t.deps.mailer.deliverDue();
    const mails = smtp.received.filter((m) => m.to.includes('leo.park@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain('https://speakerpro.example/feedback/leo-park');
    const attachment = mimeAttachment(mails[0]!.raw, 'image/png');
    expect(decodeQr(attachment!.bytes)).toBe('https://speakerpro.example/feedback/leo-park');
    const [row] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, 'leo.park@example.com'));
    expect(row).toMatchObject({ status: 'sent', source: 'free-tier-qr' });
  });
});

describe('referral invitations through a real SMTP server', () => {
  it('delivers one fixed invitation per address, with nothing the sender typed, and never a second', async () => {
    const lure = 'URGENT verify your payroll at https://evil.example';
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/referrals',
        payload: { referrerName: lure, speakerFriends: [{ email: 'colleague@example.com' }] },
        remoteAddress: '10.4.4.4',
      });
    expect((await ask()).json()).toEqual({ success: true, emailsSent: 1, skipped: 0 });
    await t.deps.mailer.deliverDue();
    const received = smtp.received.filter((m) => m.to.includes('colleague@example.com'));
    expect(received).toHaveLength(1);
    expect(received[0]!.raw).toContain("Subject: You're invited to try SpeakerPro");
    expect(received[0]!.raw).toContain('https://speakerpro.example/free-qr-landing');
    expect(received[0]!.raw).not.toMatch(/URGENT|payroll|evil\.example/);
    // The friend never gave us the address: the footer says who asked, not that they gave it.
    const text = mailPart(received[0]!.raw, 'text/plain');
    expect(text).toContain('You are receiving this one invitation because a speaker who uses SpeakerPro asked us to send it to you.');
    expect(text).not.toContain('you gave your e-mail');

    expect((await ask()).json()).toEqual({ success: true, emailsSent: 0, skipped: 1 });
    await t.deps.mailer.deliverDue();
    expect(smtp.received.filter((m) => m.to.includes('colleague@example.com'))).toHaveLength(1);
    expect(await t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, 'colleague@example.com'))).toEqual([
      expect.objectContaining({ status: 'sent', idempotencyKey: 'referral:colleague@example.com' }),
    ]);
  });
});

describe("the free speaker's hourly note of new answers", () => {
  it('tells a free speaker how many answered since the last note, names no attendee, and never twice', async () => {
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/public/free-page-signups',
      payload: {
        name: 'Fern Free',
        email: 'fern.free@example.com',
        phone: '+44 7700 900777',
        giftTitle: 'Notes',
        giftUrl: 'https://fern.example/notes',
        contentTypes: ['podcast'],
      },
    });
    expect(page.statusCode).toBe(202);
    const slug = await freePageSlugFromMail(t.database.db, 'fern.free@example.com');
    const answer = (email: string, rating: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/free-tier-feedback',
        payload: {
          speakerName: 'Fern Free',
          speakerSlug: slug,
          attendeeName: 'Ann',
          attendeeEmail: email,
          rating,
          testimonial: 'Clear and useful.',
          jobRole: 'Producer',
        },
      });
    expect((await answer('ann.one@example.com', 5)).statusCode).toBe(201);
    expect((await answer('ann.two@example.com', 4)).statusCode).toBe(201);

    const deps = { db: t.database.db, mailer: t.deps.mailer, publicUrl: 'https://speakerpro.example' };
    expect(await tellFreeSpeakersOfNewAnswers(deps)).toBe(1);
    expect(await tellFreeSpeakersOfNewAnswers(deps)).toBe(0);
    await t.deps.mailer.deliverDue();
    const notes = smtp.received.filter((m) => m.to.includes('fern.free@example.com') && m.raw.includes('new answer'));
    expect(notes).toHaveLength(1);
    const text = notes[0]!.raw.replace(/=\r\n/g, '');
    expect(text).toContain('Subject: 2 new answers on your SpeakerPro feedback page');
    expect(text).toContain('average rating 4.5 out of 5');
    expect(text).toContain(`https://speakerpro.example/feedback/${slug}`);
    expect(text).not.toContain('ann.one@example.com');

    expect((await answer('ann.three@example.com', 3)).statusCode).toBe(201);
    expect(await tellFreeSpeakersOfNewAnswers(deps)).toBe(1);
    await t.deps.mailer.deliverDue();
    const later = smtp.received.filter((m) => m.to.includes('fern.free@example.com') && m.raw.includes('new answer'));
    expect(later).toHaveLength(2);
    expect(later[1]!.raw).toContain('Subject: 1 new answer on your SpeakerPro feedback page');
  });

  it('tells a speaker whose Lite trial ended to sign in to read them, not to create a password they already have', async () => {
    const speaker = await speakerWithProfile(t.app, t.database);
    const talk = await createOwnTalk(t.app, speaker.cookie);
    await endTrial(t.database, speaker.user.id);
    await answer(t.app, talk, { rating: 5, name: 'Ravi', email: 'ravi@brightline.example' });

    const deps = { db: t.database.db, mailer: t.deps.mailer, publicUrl: 'https://speakerpro.example' };
    expect(await tellFreeSpeakersOfNewAnswers(deps)).toBeGreaterThanOrEqual(1);
    await t.deps.mailer.deliverDue();
    const note = smtp.received.find((m) => m.to.includes(speaker.user.email) && m.raw.includes('new answer'));
    expect(note).toBeDefined();
    const text = mailPart(note!.raw, 'text/plain');
    expect(text).toContain('1 person answered');
    expect(text).toContain('sign in with this e-mail address: https://speakerpro.example/speaker/login');
    expect(text).not.toContain('create your password');
  });
});
