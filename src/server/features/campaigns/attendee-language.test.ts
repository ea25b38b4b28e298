import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events, mailMessages, responses } from '../../db/schema';
import { createProfile, createTestApp, signUpSpeaker, type TestContext } from '../../test/harness';
import { mailHeaders, mailPart as part, startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { recipientLocales } from './recipient-locales';

// A speaker's thank-you goes to attendees who answered in their own language: the words SpeakerPro
// adds around the speaker's text follow that language; the speaker's text stays as approved.

let smtp: TestSmtpServer;
let t: TestContext;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://speakerpro.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const to = (address: string) => smtp.received.filter((m) => m.to.some((a) => a.toLowerCase() === address.toLowerCase()));
const header = (raw: string, name: string) =>
  mailHeaders(raw)
    .split('\r\n')
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();

let slugs = 0;
async function speaker() {
  const s = await signUpSpeaker(t.app);
  await createProfile(t.database, s.user, { slug: `lang-speaker-${(slugs += 1)}` });
  return s;
}

async function talk(userId: number, language: string | null, answers: { name: string; email: string; language?: string }[]) {
  const [event] = await t.database.db
    .insert(events)
    .values({
      speakerUserId: userId,
      eventName: 'Nordic HR Summit',
      talkTitle: 'Stories That Sell',
      eventDate: new Date('2026-03-01T10:00:00Z'),
      language,
      status: 'completed',
    })
    .returning();
  for (const a of answers) {
    await t.database.db.insert(responses).values({
      eventId: event!.id,
      rating: 5,
      testimonial: 'Sehr gut.',
      attendeeName: a.name,
      attendeeRole: 'HR',
      attendeeEmail: a.email,
      contactConsentAt: new Date(),
      ...(a.language ? { language: a.language } : {}),
    });
  }
  return event!;
}

const SPEAKERS_TEXT = 'Hi {{firstName}},\n\nThank you for coming — it was a joy to be in Copenhagen.\n\n{{giftLink}}\n\nMaya';

async function sendThankYou(cookie: string, eventId: number) {
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/speaker-admin/events/${eventId}/create-thank-you-email`,
    headers: { cookie },
  });
  expect(created.statusCode).toBe(201);
  const { emailId } = created.json();
  const edited = await t.app.inject({
    method: 'PATCH',
    url: `/api/speaker-admin/thank-you-emails/${emailId}`,
    headers: { cookie },
    payload: { subject: 'Thank you from Maya', body: SPEAKERS_TEXT },
  });
  expect(edited.statusCode).toBe(200);
  expect((await t.app.inject({ method: 'POST', url: `/api/email-approval/${emailId}/send`, headers: { cookie } })).statusCode).toBe(200);
  await t.deps.mailer.deliverDue();
}

describe("a speaker's thank-you e-mail in each attendee's language", () => {
  it("wraps the speaker's unchanged text in German words for a German answer and Arabic, right to left, for an Arabic one", async () => {
    const s = await speaker();
    const event = await talk(s.user.id, null, [
      { name: 'Jonas Weber', email: 'jonas@weber.example', language: 'de' },
      { name: 'Layla Haddad', email: 'layla@haddad.example', language: 'ar' },
    ]);
    await sendThankYou(s.cookie, event.id);

    const [german] = to('jonas@weber.example');
    const html = part(german!.raw, 'text/html');
    expect(html).toMatch(/<html[^>]*\blang="de"/);
    expect(html).toMatch(/<html[^>]*\bdir="ltr"/);
    expect(html).toMatch(/<a[^>]+href="https:\/\/maya\.example\/checklist\.pdf"[^>]*>[\s\S]*?Ihr Geschenk öffnen/);
    expect(html).toContain('Im Auftrag von Maya Okafor mit SpeakerPro gesendet. Antworten gehen an Maya Okafor.');
    expect(html).toContain('Sie erhalten diese E-Mail, weil Sie SpeakerPro Ihre E-Mail-Adresse gegeben haben.');
    expect(html).toMatch(
      /<a href="https:\/\/speakerpro\.example\/unsubscribe\?email=jonas%40weber\.example&amp;token=[^"]+&amp;lang=de">Abmelden<\/a>/,
    );
    expect(html).not.toMatch(/Open your gift|Sent on behalf of|You are receiving this|>Unsubscribe</);
    // The speaker's words exactly as approved, in both parts.
    expect(html).toContain('Hi Jonas,');
    expect(html).toContain('Thank you for coming — it was a joy to be in Copenhagen.');
    const text = part(german!.raw, 'text/plain');
    expect(text.split('\n\n--\n')[0]).toBe(
      'Hi Jonas,\n\nThank you for coming — it was a joy to be in Copenhagen.\n\nhttps://maya.example/checklist.pdf\n\nMaya',
    );
    expect(text).toMatch(
      /\n\n--\nSie erhalten diese E-Mail, weil Sie SpeakerPro Ihre E-Mail-Adresse gegeben haben\. Abmelden: https:\/\/speakerpro\.example\/unsubscribe\?email=jonas%40weber\.example&token=\S+&lang=de$/,
    );
    expect(header(german!.raw, 'Subject')).toBe('Thank you from Maya');
    // Mail clients' one-click address is the same in every language.
    expect(header(german!.raw, 'List-Unsubscribe')).toMatch(
      /^<https:\/\/speakerpro\.example\/api\/public\/unsubscriptions\?email=jonas%40weber\.example&token=[^&>]+>$/,
    );

    // The outbox keeps the language each message was written in.
    const rows = await t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, 'layla@haddad.example'));
    expect(rows.map((r) => r.locale)).toEqual(['ar']);

    const [arabic] = to('layla@haddad.example');
    const arabicHtml = part(arabic!.raw, 'text/html');
    expect(arabicHtml).toMatch(/<html[^>]*\blang="ar"/);
    expect(arabicHtml).toMatch(/<html[^>]*\bdir="rtl"/);
    expect(arabicHtml).toContain('افتح هديتك');
    expect(arabicHtml).toContain('أُرسلت هذه الرسالة نيابةً عن Maya Okafor عبر SpeakerPro. تصل الردود إلى Maya Okafor.');
    expect(arabicHtml).toMatch(
      /<p dir="rtl"[^>]*>تصلك هذه الرسالة لأنك قدّمت عنوان بريدك الإلكتروني إلى SpeakerPro\. <a href="[^"]+&amp;lang=ar">إلغاء الاشتراك<\/a>/,
    );
    // The speaker wrote English: those lines keep their own direction inside the Arabic e-mail.
    expect(arabicHtml).toMatch(/<p dir="auto"[^>]*>Hi Layla,<\/p>/);
    expect(part(arabic!.raw, 'text/plain')).toContain('Thank you for coming — it was a joy to be in Copenhagen.');
  });

  it("an answer in English stays English even when the talk is in French; the speaker's copy stays English", async () => {
    const s = await speaker();
    const event = await talk(s.user.id, 'fr', [{ name: 'Kim Hale', email: 'kim@hale.example', language: 'en' }]);
    await sendThankYou(s.cookie, event.id);
    const html = part(to('kim@hale.example')[0]!.raw, 'text/html');
    expect(html).toMatch(/<html[^>]*\blang="en"/);
    expect(html).toContain('Open your gift');
    expect(html).toContain('Sent on behalf of Maya Okafor with SpeakerPro. Replies go to Maya Okafor.');
    expect(html).toMatch(
      /<a href="https:\/\/speakerpro\.example\/unsubscribe\?email=kim%40hale\.example&amp;token=[^"&]+">Unsubscribe<\/a>/,
    );
    const copy = to(s.user.email).find((m) => header(m.raw, 'Subject')?.startsWith('Your copy:'));
    expect(part(copy!.raw, 'text/plain')).toContain('This is your copy of the thank-you e-mail');
  });
});

describe('which language a recipient of a speaker campaign reads', () => {
  it("their answer to the talk, else the talk's language, else English; the owner's campaigns are English", async () => {
    const s = await speaker();
    const french = await talk(s.user.id, 'fr', [{ name: 'Ana Sousa', email: 'Ana@Sousa.example', language: 'pt' }]);
    const open = await talk(s.user.id, null, [{ name: 'Ola Nordmann', email: 'ola@nordmann.example', language: 'nb' }]);
    const db = t.database.db;
    expect(
      await recipientLocales(db, { ownerUserId: s.user.id, eventId: french.id }, ['ana@sousa.example', 'nobody@answer.example']),
    ).toEqual(
      new Map([
        ['ana@sousa.example', 'pt'],
        ['nobody@answer.example', 'fr'],
      ]),
    );
    expect(
      await recipientLocales(db, { ownerUserId: s.user.id, eventId: open.id }, ['ola@nordmann.example', 'nobody@answer.example']),
    ).toEqual(
      new Map([
        ['ola@nordmann.example', 'nb'],
        ['nobody@answer.example', 'en'],
      ]),
    );
    // Without a talk: the latest of their answers to any of this speaker's talks.
    const later = await talk(s.user.id, null, [{ name: 'Ana Sousa', email: 'ana@sousa.example', language: 'es' }]);
    expect(later.id).toBeGreaterThan(french.id);
    expect(await recipientLocales(db, { ownerUserId: s.user.id, eventId: null }, ['ana@sousa.example'])).toEqual(
      new Map([['ana@sousa.example', 'es']]),
    );
    expect(await recipientLocales(db, { ownerUserId: null, eventId: null }, ['ana@sousa.example'])).toEqual(
      new Map([['ana@sousa.example', 'en']]),
    );
  });
});
