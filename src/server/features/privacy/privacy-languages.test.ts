import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../../shared/i18n/catalogue';
import { mailMessages, privacyOptOuts } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/harness';
import { mailPart, startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';

// The privacy forms send the language of the page they were on; the answer and every e-mail the
// request causes are written in it, and the e-mail's link opens the page in it again.

const PUBLIC_URL = 'https://speakerpro.example';
const none = { email_marketing: false, social_media: false, testimonials: false, data_sharing: false };
const de = translator('de');

let smtp: TestSmtpServer;
let t: TestContext;
let ipCounter = 0;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.44.0.${(ipCounter++ % 250) + 1}` });

/** The message the SMTP server received for `to` from `source`, with its stored subject. */
async function deliveredMail(to: string, source: string) {
  await t.deps.mailer.deliverDue();
  const [row] = await t.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.toAddress, to), eq(mailMessages.source, source)));
  const received = smtp.received.filter((m) => m.to.includes(to));
  expect(row, `a ${source} e-mail to ${to}`).toBeDefined();
  expect(received).toHaveLength(1);
  return { subject: row!.subject, text: mailPart(received[0]!.raw, 'text/plain'), html: mailPart(received[0]!.raw, 'text/html') };
}

/** The language and direction the HTML part's <html> element declares. */
function htmlTag(html: string) {
  const tag = /<html\b[^>]*>/.exec(html)?.[0] ?? '';
  return { lang: /\slang="([^"]*)"/.exec(tag)?.[1], dir: /\sdir="([^"]*)"/.exec(tag)?.[1] };
}

describe('a data request in the page’s language', () => {
  it('e-mails the link in German, its page opening in German, when asked from a German page', async () => {
    const email = 'lotte.brandt@example.de';
    const res = await post('/api/public/data-requests', { email, language: 'de' });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(de('privacy.dataForm.sent', { hours: 24 }));

    const mail = await deliveredMail(email, 'data-request');
    expect(mail.subject).toBe('Ihre Daten bei SpeakerPro: herunterladen oder löschen');
    expect(mail.text).toContain('Hallo,');
    expect(mail.text).toContain('Öffnen Sie diesen Link innerhalb von 24 Stunden:');
    expect(mail.text).toContain('Ihr SpeakerPro-Team');
    expect(mail.text).toMatch(/https:\/\/speakerpro\.example\/privacy\/request\?token=[A-Za-z0-9_-]+&lang=de\n/);
    expect(htmlTag(mail.html)).toEqual({ lang: 'de', dir: 'ltr' });
    expect(mail.html).toContain('Meine Daten ansehen');
    expect(mail.html).not.toContain('Open this link');
  });

  it('writes the e-mail right to left in Arabic', async () => {
    const email = 'amira.haddad@example.com';
    expect((await post('/api/public/data-requests', { email, language: 'ar' })).statusCode).toBe(202);
    const mail = await deliveredMail(email, 'data-request');
    expect(mail.subject).toBe(translator('ar')('privacy.requestMail.subject'));
    expect(htmlTag(mail.html)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(mail.text).toContain('&lang=ar');
  });

  it('is English without a language, as before', async () => {
    const email = 'no.language@example.com';
    expect((await post('/api/public/data-requests', { email })).statusCode).toBe(202);
    const mail = await deliveredMail(email, 'data-request');
    expect(mail.subject).toBe('Your SpeakerPro data: download or erase it');
    expect(htmlTag(mail.html)).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('refuses a language it does not have, naming the field, and sends nothing', async () => {
    const email = 'klingon@example.com';
    const res = await post('/api/public/data-requests', { email, language: 'xx' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual([expect.objectContaining({ field: 'language' })]);
    await t.deps.mailer.deliverDue();
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(0);
  });
});

describe('opting back in from a page in another language', () => {
  it('e-mails the opt-in link in German and answers in German', async () => {
    const email = 'jonas.weber@example.de';
    expect(
      (await post('/api/public/opt-outs', { email, optOutCategories: { ...none, email_marketing: true }, language: 'de' })).statusCode,
    ).toBe(200);
    // The same address with the box left unticked: the link that opts back in goes to the address.
    const res = await post('/api/public/opt-outs', { email, optOutCategories: none, language: 'de' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Ihre Datenschutzeinstellungen wurden aktualisiert. Um E-Mail-Marketing wieder zuzustimmen, öffnen Sie den Link, den wir an ' +
        `${email} gesendet haben (er funktioniert einmal, 24 Stunden lang). Bis dahin bleibt Ihr Widerspruch gegen E-Mail-Marketing bestehen.`,
    );

    const mail = await deliveredMail(email, 'privacy-opt-in');
    expect(mail.subject).toBe('Bestätigen Sie Ihre erneute Zustimmung bei SpeakerPro');
    expect(mail.text).toContain('Um E-Mail-Marketing wieder zuzustimmen, öffnen Sie diesen Link und bestätigen Sie');
    expect(htmlTag(mail.html)).toEqual({ lang: 'de', dir: 'ltr' });
    const token = /\/privacy\/opt-in\?token=([A-Za-z0-9_-]+)&lang=de\n/.exec(mail.text)?.[1];
    expect(token, mail.text).toBeDefined();

    // Following the link from the German page answers in German and opts back in.
    const followed = await post('/api/public/opt-ins', { token, language: 'de' });
    expect(followed.statusCode).toBe(200);
    expect(followed.json().message).toBe('Sie haben wieder zugestimmt.');
    const [row] = await t.database.db
      .select()
      .from(privacyOptOuts)
      .where(eq(sql`lower(${privacyOptOuts.email})`, email));
    expect(row!.emailMarketing).toBe(false);
  });

  it('refuses an unsupported language on the opt-out and the opt-in, naming the field', async () => {
    const optOut = await post('/api/public/opt-outs', { email: 'xx@example.com', optOutCategories: none, language: 'xx' });
    expect(optOut.statusCode).toBe(400);
    expect(optOut.json().details.fields).toEqual([expect.objectContaining({ field: 'language' })]);
    const optIn = await post('/api/public/opt-ins', { token: 'a'.repeat(43), language: 'tlh' });
    expect(optIn.statusCode).toBe(400);
    expect(optIn.json().details.fields).toEqual([expect.objectContaining({ field: 'language' })]);
  });
});
