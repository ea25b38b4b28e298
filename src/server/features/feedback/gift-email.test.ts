import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/harness';
import { mailPart, startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { createOwnTalk, speakerWithProfile } from '../../test/graphics-fixtures';

// The gift setup page promises that attendees receive the gift by e-mail after answering.
let smtp: TestSmtpServer;
let t: TestContext;
let withGift: number;
let withoutGift: number;
let speakerEmail: string;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'SpeakerPro <no-reply@speakerpro.test>' });
  const speaker = await speakerWithProfile(t.app, t.database, {
    brandColorPrimary: '#0f766e',
    digitalGiftTitle: 'Five-Minute Follow-Up Checklist',
    digitalGiftDescription: 'The one-page checklist from the talk.',
    digitalGiftUrl: 'https://speaker.example/checklist',
    digitalGiftAccessCode: 'STAGE25',
    digitalGiftType: 'external_link',
  });
  speakerEmail = speaker.user.email;
  withGift = await createOwnTalk(t.app, speaker.cookie, { talkTitle: 'Stories That Sell' });
  const giftless = await speakerWithProfile(t.app, t.database, {
    digitalGiftTitle: null,
    digitalGiftUrl: null,
    digitalGiftAccessCode: null,
  });
  withoutGift = await createOwnTalk(t.app, giftless.cookie);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const submit = (presentationId: number, email: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    payload: { presentationId, rating: 4, testimonial: 'Useful.', firstName: 'Ada', jobRole: 'CTO', workEmail: email, ...extra },
  });

function header(raw: string, name: string): string | undefined {
  return new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ');
}

describe('the gift e-mail', () => {
  it('one e-mail to the attendee with the gift link and access code, from the speaker’s name, HTML and text, without contact consent', async () => {
    const res = await submit(withGift, 'ada@attendee.example', { contactConsent: false });
    expect(res.statusCode).toBe(201);
    await t.deps.mailer.deliverDue();

    const received = smtp.received.filter((m) => m.to.includes('ada@attendee.example'));
    expect(received).toHaveLength(1);
    const raw = received[0]!.raw;
    expect(header(raw, 'From')).toBe('Maya Okafor via SpeakerPro <no-reply@speakerpro.test>');
    expect(header(raw, 'Reply-To')).toBe(speakerEmail);
    expect(header(raw, 'Subject')).toBe('Your gift from Maya: Five-Minute Follow-Up Checklist');
    expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(raw).toMatch(/Content-Type: text\/plain/i);
    expect(raw).toMatch(/Content-Type: text\/html/i);

    const [row] = await t.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.idempotencyKey, `gift:${res.json().id}`));
    expect(row).toMatchObject({ status: 'sent', marketing: false, source: 'attendee-gift' });
    for (const body of [row!.textBody, row!.htmlBody!]) {
      expect(body).toContain('https://speaker.example/checklist');
      expect(body).toContain('STAGE25');
      expect(body).toContain(`/thank-you/${withGift}?answer=${res.json().id}&`);
    }
    expect(row!.htmlBody).toContain('#0f766e');
    // No unsubscribe footer: it is not marketing.
    expect(row!.textBody).not.toMatch(/unsubscribe/i);
  });

  it('greets each attendee by the first name they typed, in any script, even one that matches their address', async () => {
    const names = [
      ['Marcus', 'marcus@attendee.example', 'Hi Marcus,'],
      ['Дмитрий', 'dmitriy@attendee.example', 'Hi Дмитрий,'],
      ['ياسمين', 'yasmin@attendee.example', 'Hi ياسمين,'],
      ['王芳', 'wang.fang@attendee.example', 'Hi 王芳,'],
      ["  Siobhán  O'Neil ", 'siobhan@attendee.example', "Hi Siobhán O'Neil,"],
      // An address typed into the name field is no name.
      ['zed@attendee.example', 'zed@attendee.example', 'Hi there,'],
    ] as const;
    for (const [firstName, email] of names) expect((await submit(withGift, email, { firstName })).statusCode).toBe(201);
    await t.deps.mailer.deliverDue();
    for (const [, email, greeting] of names) {
      const received = smtp.received.filter((m) => m.to.includes(email));
      expect(received, email).toHaveLength(1);
      const text = mailPart(received[0]!.raw, 'text/plain');
      const html = mailPart(received[0]!.raw, 'text/html');
      expect(text).toContain(greeting);
      expect(html).toContain(greeting.replace("'", '&#x27;'));
      if (greeting !== 'Hi there,') expect(text).not.toContain('Hi there,');
    }
  });

  it('never twice for one answer (a correction from the same browser sends nothing new); none when the speaker has no gift', async () => {
    const first = await submit(withGift, 'bo@attendee.example');
    await submit(withGift, 'bo@attendee.example', { rating: 5, answerToken: first.json().answerToken });
    expect((await submit(withoutGift, 'cy@attendee.example')).statusCode).toBe(201);
    await t.deps.mailer.deliverDue();
    expect(smtp.received.filter((m) => m.to.includes('bo@attendee.example'))).toHaveLength(1);
    expect(smtp.received.filter((m) => m.to.includes('cy@attendee.example'))).toHaveLength(0);
  });
});
