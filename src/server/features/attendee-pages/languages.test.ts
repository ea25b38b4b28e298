import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE, translator } from '../../../shared/i18n/catalogue';
import { queryRows } from '../../db/client';
import { mailMessages } from '../../db/schema';
import { englishPhrases, htmlOpening, visibleText } from './page-text';
import { createTestApp, signUpSpeaker, type TestContext } from '../../test/harness';
import { createOwnTalk, speakerWithProfile } from '../../test/graphics-fixtures';

// Every page an attendee reads is in their language: the talk's when the speaker set one, else
// their browser's best match, else English; `?lang=` overrides both, and the answer keeps the
// language it was given in for the thank-you page and the e-mails.
let t: TestContext;
let cookie: string;
let germanTalk: number;
let openTalk: number;
beforeAll(async () => {
  t = await createTestApp();
  const speaker = await speakerWithProfile(t.app, t.database, {
    digitalGiftTitle: 'Checkliste',
    digitalGiftUrl: 'https://speaker.example/checkliste',
    digitalGiftType: 'external_link',
  });
  cookie = speaker.cookie;
  germanTalk = await createOwnTalk(t.app, cookie, { language: 'de' });
  openTalk = await createOwnTalk(t.app, cookie, { talkTitle: 'Open to every language' });
});
afterAll(async () => {
  await t.close();
});

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the talk’s language', () => {
  it('is set on the event form’s API (a supported tag, regional forms read as the language, null for the browser) and returned', async () => {
    const get = async (id: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/speaker-admin/events/${id}`, headers: { cookie } })).json();
    expect((await get(germanTalk)).language).toBe('de');
    expect((await get(openTalk)).language).toBeNull();
    const regional = await createOwnTalk(t.app, cookie, { language: 'pt-BR' });
    expect((await get(regional)).language).toBe('pt');
    const put = (id: number, language: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/speaker-admin/talks/${id}`,
        headers: { cookie },
        payload: { eventName: 'Growth Summit', talkTitle: 'Stories That Sell', eventDate: new Date().toISOString(), language },
      });
    expect((await put(regional, null)).statusCode).toBe(200);
    expect((await get(regional)).language).toBeNull();
    for (const bad of ['xx', 'klingon', 42, 'zh-TW']) {
      const res = await put(regional, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().details?.language ?? res.json().message).toMatch(/language|must be null or one of/);
    }
    expect((await get(regional)).language).toBeNull();
    // Another speaker can neither read nor change it.
    const other = await signUpSpeaker(t.app);
    const peek = await t.app.inject({ method: 'GET', url: `/api/speaker-admin/events/${germanTalk}`, headers: { cookie: other.cookie } });
    expect(peek.statusCode, peek.body).toBe(404);
    const stolen = await t.app.inject({
      method: 'PUT',
      url: `/api/speaker-admin/talks/${germanTalk}`,
      headers: { cookie: other.cookie },
      payload: { eventName: 'Growth Summit', talkTitle: 'Stories That Sell', eventDate: new Date().toISOString(), language: 'fr' },
    });
    expect(stolen.statusCode).toBe(404);
    expect((await get(germanTalk)).language).toBe('de');
  });

  it('writes a German talk’s form entirely in German, whatever the browser asks for', async () => {
    const res = await page(`/feedback/${germanTalk}`, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(htmlOpening(res.body)).toEqual(['de', 'ltr']);
    const text = visibleText(res.body);
    for (const english of englishPhrases('de')) expect(text, english).not.toContain(english);
    expect(text).toContain(CATALOGUE.de['form.heading']);
    expect(text).toContain(CATALOGUE.de['form.submit']);
    // The consents in German: the words the receipt will keep.
    expect(res.body).toContain('name="language" value="de"');
    expect(res.headers.vary).toMatch(/accept-language/i);
  });

  it('without a talk language follows the browser: Arabic right to left, Traditional Chinese passed over, English last', async () => {
    const arabic = await page(`/feedback/${openTalk}`, { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' });
    expect(htmlOpening(arabic.body)).toEqual(['ar', 'rtl']);
    const text = visibleText(arabic.body);
    for (const english of englishPhrases('ar')) expect(text, english).not.toContain(english);
    expect(text).toContain(CATALOGUE.ar['form.heading']);
    expect(htmlOpening((await page(`/feedback/${openTalk}`, { 'accept-language': 'zh-TW,ja;q=0.8' })).body)).toEqual(['ja', 'ltr']);
    expect(htmlOpening((await page(`/feedback/${openTalk}`, { 'accept-language': 'tlh, x-klingon;q=0.4' })).body)).toEqual(['en', 'ltr']);
    expect(htmlOpening((await page(`/feedback/${openTalk}`, { 'accept-language': 'de;q=0, fr' })).body)).toEqual(['fr', 'ltr']);
    expect(htmlOpening((await page(`/feedback/${openTalk}`)).body)).toEqual(['en', 'ltr']);
  });

  it('gives way to ?lang= (the switcher), which the form keeps when it posts; an unknown ?lang= changes nothing', async () => {
    const res = await page(`/feedback/${germanTalk}?lang=he`, { 'accept-language': 'fr' });
    expect(htmlOpening(res.body)).toEqual(['he', 'rtl']);
    expect(res.body).toContain(`<form method="post" action="/feedback/${germanTalk}?lang=he"`);
    expect(res.body).toMatch(/<option value="he" lang="he" selected>/);
    expect(htmlOpening((await page(`/feedback/${germanTalk}?lang=xx`)).body)).toEqual(['de', 'ltr']);
    expect(htmlOpening((await page(`/feedback/${openTalk}?lang=ZH-hans`)).body)).toEqual(['zh-Hans', 'ltr']);
  });
});

describe('an answer in a language', () => {
  const FORM = 'application/x-www-form-urlencoded';
  const answer = (email: string, language: string, extra: Record<string, string> = {}) => ({
    rating: '5',
    testimonial: 'Sehr praktisch.',
    firstName: 'Marcus',
    jobRole: 'Directrice RH',
    workEmail: email,
    contactConsent: 'yes',
    publishConsent: 'yes',
    contactConsentVersion: 'contact-v1',
    publishConsentVersion: 'publish-v2',
    language,
    ...extra,
  });
  const post = (url: string, fields: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': FORM }, payload: new URLSearchParams(fields).toString() });

  it('keeps its language and the consent words it was shown; the thank-you page and the gift e-mail follow it', async () => {
    const email = 'marcus@stahlwerk.example';
    const res = await post(`/feedback/${germanTalk}`, answer(email, 'de'));
    expect(res.statusCode).toBe(303);
    const [row] = await queryRows<{ language: string; contact_consent_text: string; publish_consent_text: string }>(
      t.database.db,
      sql`select language, contact_consent_text, publish_consent_text from responses where attendee_email = ${email}`,
    );
    expect(row!.language).toBe('de');
    expect(row!.contact_consent_text).toBe(CATALOGUE_CONSENT_DE.contact.replace('{speaker}', 'Maya Okafor'));
    expect(row!.publish_consent_text).toBe(CATALOGUE_CONSENT_DE.publish);

    const thanks = await page(res.headers.location as string, { 'accept-language': 'en' });
    expect(htmlOpening(thanks.body)).toEqual(['de', 'ltr']);
    expect(visibleText(thanks.body)).toContain(CATALOGUE.de['thanks.heading']);
    expect(visibleText(thanks.body)).not.toContain('Get Your Gift');

    const [mail] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, email));
    expect(mail!.subject).toBe(translator('de')('giftMail.subject', { speaker: 'Maya', title: 'Checkliste' }));
    expect(mail!.locale).toBe('de');
    expect(mail!.textBody).toContain(translator('de')('giftMail.greeting', { name: 'Marcus' }));
    expect(mail!.textBody).toContain('Marcus');
    expect(mail!.textBody).not.toContain('Hi there');
    expect(mail!.textBody).not.toContain('Thank you for your feedback');
    expect(mail!.htmlBody).toMatch(/<html[^>]*lang="de"/);
  });

  it('an Arabic answer gets an Arabic, right-to-left thank-you page and e-mail', async () => {
    const email = 'yasmin@gulf-hr.example';
    const res = await post(`/feedback/${openTalk}`, answer(email, 'ar', { firstName: 'ياسمين', testimonial: 'محاضرة رائعة ومفيدة جدا' }));
    expect(res.statusCode).toBe(303);
    const thanks = await page(res.headers.location as string);
    expect(htmlOpening(thanks.body)).toEqual(['ar', 'rtl']);
    const [mail] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, email));
    expect(mail!.htmlBody).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ar"/);
    expect(mail!.textBody).toContain('ياسمين');
  });

  it('a refused German post shows the form again in German, the problems in German', async () => {
    const res = await post(`/feedback/${openTalk}`, answer('', 'de', { firstName: '' }));
    expect(res.statusCode).toBe(422);
    expect(htmlOpening(res.body)).toEqual(['de', 'ltr']);
    const text = visibleText(res.body);
    expect(text).not.toContain('is required');
    expect(text).toContain(CATALOGUE.de['field.firstName']);
  });

  it('an unsupported language on the JSON API is refused naming the field, and nothing is stored', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/feedback',
      payload: {
        presentationId: openTalk,
        rating: 5,
        testimonial: 'x',
        firstName: 'A',
        jobRole: 'B',
        workEmail: 'lang@bad.example',
        language: 'tlh',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('language');
    const rows = await queryRows(t.database.db, sql`select 1 from responses where attendee_email = 'lang@bad.example'`);
    expect(rows).toHaveLength(0);
  });
});

describe('after the answer', () => {
  const FORM = 'application/x-www-form-urlencoded';
  const post = (url: string, fields: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': FORM }, payload: new URLSearchParams(fields).toString() });
  const answer = (email: string, rating: string) => ({
    rating,
    testimonial: 'Gut.',
    firstName: 'Jonas',
    jobRole: 'HR',
    workEmail: email,
    language: 'de',
  });

  it('the closing page after the gift thanks on the speaker’s behalf in the answer’s language', async () => {
    const res = await post(`/feedback/${germanTalk}`, answer('jonas@done.example', '5'));
    const thanks = await page(res.headers.location as string);
    const done = /href="(\/magic\?talk=\d+&amp;lang=de)"/.exec(thanks.body)?.[1]?.replace('&amp;', '&');
    expect(done).toBeDefined();
    const closing = await page(done!, { 'accept-language': 'en' });
    expect(closing.statusCode).toBe(200);
    expect(htmlOpening(closing.body)).toEqual(['de', 'ltr']);
    expect(visibleText(closing.body)).toContain(translator('de')('done.heading', { speaker: 'Maya Okafor' }));
  });

  it('a changed answer is confirmed from a German e-mail on a German page, once', async () => {
    const email = 'jonas@confirm.example';
    expect((await post(`/feedback/${germanTalk}`, answer(email, '5'))).statusCode).toBe(303);
    const pending = await post(`/feedback/${germanTalk}`, answer(email, '2'));
    expect(pending.statusCode).toBe(303);
    // The kept answer's own thank-you page, in the answer's language whatever the browser says.
    const thanksPage = pending.headers.location as string;
    const waiting = await page(thanksPage, { 'accept-language': 'en' });
    expect(htmlOpening(waiting.body)).toEqual(['de', 'ltr']);
    expect(visibleText(waiting.body)).toContain(translator('de')('thanks.pending', { email }));
    for (const english of englishPhrases('de')) expect(visibleText(waiting.body)).not.toContain(english);
    const [mail] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.source, 'answer-confirm'));
    expect(mail!.subject).toBe(translator('de')('confirmMail.subject', { title: 'Stories That Sell' }));
    expect(mail!.locale).toBe('de');
    const link = new URL(/https?:\/\/\S+\/confirm-answer\?token=\S+/.exec(mail!.textBody)![0]);

    // Opening the link (a mail scanner may) changes nothing; the page is German whatever the browser says.
    const opened = await page(`${link.pathname}${link.search}`, { 'accept-language': 'fr' });
    expect(htmlOpening(opened.body)).toEqual(['de', 'ltr']);
    expect(visibleText(opened.body)).toContain(CATALOGUE.de['confirm.button']);
    const rating = async () =>
      (await queryRows<{ rating: number }>(t.database.db, sql`select rating from responses where attendee_email = ${email}`))[0]!.rating;
    expect(await rating()).toBe(5);

    const confirm = () => post('/confirm-answer', { token: link.searchParams.get('token')!, lang: 'de' });
    const done = await confirm();
    expect(done.statusCode).toBe(200);
    expect(visibleText(done.body)).toContain(CATALOGUE.de['confirm.doneHeading']);
    expect(await rating()).toBe(2);
    // Its thank-you page no longer asks to open the e-mail.
    const confirmed = visibleText((await page(thanksPage)).body);
    expect(confirmed).toContain(CATALOGUE.de['thanks.pendingConfirmed']);
    expect(confirmed).not.toContain(translator('de')('thanks.pending', { email }));
    const again = await confirm();
    expect(again.statusCode).toBe(400);
    expect(visibleText(again.body)).toContain(CATALOGUE.de['confirm.invalid']);
    // Another site cannot post it for the attendee.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/confirm-answer',
      headers: { 'content-type': FORM, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: `token=${link.searchParams.get('token')}`,
    });
    expect(forged.statusCode).toBe(403);
  });
});

describe('times in the talk’s time zone', () => {
  it('a lead file writes times as ISO 8601 with the offset of the talk’s zone, else the speaker’s, else UTC', async () => {
    const talk = await createOwnTalk(t.app, cookie, { timeZone: 'Europe/Copenhagen' });
    const bad = await createOwnTalk(t.app, cookie, { timeZone: 'Mars/Olympus' }).catch((err: Error) => err.message);
    expect(bad).toMatch(/400.*timeZone/s);
    const email = 'tz@stahlwerk.example';
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/feedback/${talk}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            rating: '5',
            testimonial: 'Gut.',
            firstName: 'Tove',
            jobRole: 'HR',
            workEmail: email,
            contactConsent: 'yes',
            contactConsentVersion: 'contact-v1',
            language: 'da',
          }).toString(),
        })
      ).statusCode,
    ).toBe(303);
    await t.database.db.execute(
      sql`update responses set submitted_at = '2026-01-15T12:00:00Z', contact_consent_at = '2026-07-15T12:00:00Z' where attendee_email = ${email}`,
    );
    const csv = async () =>
      (await t.app.inject({ method: 'POST', url: `/api/speaker-admin/events/${talk}/download-all-leads`, headers: { cookie } })).body;
    expect(await csv()).toContain('2026-01-15T13:00:00+01:00');
    expect(await csv()).toContain('2026-07-15T14:00:00+02:00');
    const event = (await t.app.inject({ method: 'GET', url: `/api/speaker-admin/events/${talk}`, headers: { cookie } })).json();
    expect(event).toMatchObject({ timeZone: 'Europe/Copenhagen', effectiveTimeZone: 'Europe/Copenhagen' });
    // Without its own zone the talk follows the speaker's.
    await t.database.db.execute(sql`update events set time_zone = null where id = ${talk}`);
    await t.database.db.execute(
      sql`update speaker_profiles p set time_zone = 'America/New_York' from events e where e.id = ${talk} and p.user_id = e.speaker_user_id`,
    );
    expect(await csv()).toContain('2026-01-15T07:00:00-05:00');
  });
});

const CATALOGUE_CONSENT_DE = await import('../../../shared/i18n/consents/de').then((m) => ({
  contact: m.default['contact-v1'],
  publish: m.default['publish-v2'],
}));
