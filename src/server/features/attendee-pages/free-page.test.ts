import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE, translator } from '../../../shared/i18n/catalogue';
import { queryRows } from '../../db/client';
import { mailMessages } from '../../db/schema';
import { englishPhrases, htmlOpening, visibleText } from './page-text';
import { createTestApp, type TestContext } from '../../test/harness';
import { freePageSlugFromMail } from '../../test/free-tier';

// A free-tier speaker's page (/feedback/{slug}) is made by the server like a talk's form: in the
// attendee's language (?lang=, else the browser's, else English: a free page has no talk language),
// working without JavaScript, and its answer is stored by the free page's own service with that
// language, so the thank-you page, the gift and the e-mail follow it.
let t: TestContext;
let slug: string;
let ipCounter = 0;
/** Each post from its own address, so the per-address limit never decides a test by accident. */
const nextIp = () => `10.9.0.${++ipCounter}`;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/public/free-page-signups',
    payload: {
      name: 'Nadia Brooks',
      email: 'nadia.free@example.com',
      phone: '020 7946 0018',
      contentTitle: 'Stories That Sell',
      giftTitle: 'Storytelling Checklist',
      giftUrl: 'nadia.example/checklist',
      accessCode: 'STORY10',
      contentTypes: ['webinar', 'video-podcast'],
    },
  });
  expect(res.statusCode, res.body).toBe(202);
  slug = await freePageSlugFromMail(t.database.db, 'nadia.free@example.com');
});
afterAll(async () => {
  await t.close();
});

const FORM = 'application/x-www-form-urlencoded';
const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': FORM, ...headers },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: nextIp(),
  });
/** Attribute values a reader also meets: placeholders and labels read out. */
const readAttributes = (body: string) => [...body.matchAll(/(?:placeholder|aria-label)="([^"]*)"/g)].map((m) => m[1]!).join(' ');

const answer = (email: string, language: string, extra: Record<string, string> = {}) => ({
  rating: '5',
  testimonial: 'Sehr praktisch, danke!',
  firstName: 'Jonas',
  jobRole: 'Personalleiter',
  workEmail: email,
  contactConsent: 'yes',
  publishConsent: 'yes',
  contactConsentVersion: 'contact-page-v1',
  publishConsentVersion: 'publish-v2',
  language,
  ...extra,
});

describe('the free page, read', () => {
  it('is German for a German browser: every word, the speaker’s own words as typed, the language kept in the form', async () => {
    const res = await page(`/feedback/${slug}`, { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.vary).toMatch(/accept-language/i);
    expect(htmlOpening(res.body)).toEqual(['de', 'ltr']);
    const text = visibleText(res.body);
    for (const english of englishPhrases('de')) expect(text, english).not.toContain(english);
    expect(readAttributes(res.body)).not.toMatch(/What did you take away|Where this is used/);
    const de = translator('de');
    expect(text).toContain(de('freePage.heading'));
    expect(text).toContain(de('form.intro', { speaker: 'Nadia Brooks' }));
    expect(text).toContain('Storytelling Checklist');
    expect(text).toContain('Stories That Sell');
    expect(text).toContain(de('freePage.contentType', { type: 'videoPodcast' }));
    expect(text).toContain(CATALOGUE.de['form.submit']);
    // The free page's own consent (to be contacted by the speaker), in German.
    expect(text).toContain('Ich bin damit einverstanden, dass Nadia Brooks mich kontaktiert');
    expect(res.body).toContain('name="contactConsentVersion" value="contact-page-v1"');
    expect(res.body).toContain('name="language" value="de"');
    expect(res.body).toContain(`<form method="post" action="/feedback/${slug}"`);
    // A visible switcher with German chosen.
    expect(res.body).toMatch(/<option value="de" lang="de" selected>/);
  });

  it('is Arabic, right to left, with ?lang=ar whatever the browser asks for; the form posts back keeping it', async () => {
    const res = await page(`/feedback/${slug}?lang=ar`, { 'accept-language': 'de' });
    expect(res.statusCode).toBe(200);
    expect(htmlOpening(res.body)).toEqual(['ar', 'rtl']);
    const text = visibleText(res.body);
    for (const english of englishPhrases('ar')) expect(text, english).not.toContain(english);
    for (const english of englishPhrases('de')) expect(text, english).not.toContain(english);
    expect(text).toContain(CATALOGUE.ar['freePage.heading']);
    expect(text).not.toMatch(/Webinar|Video podcast/);
    expect(res.body).toContain(`<form method="post" action="/feedback/${slug}?lang=ar"`);
    expect(res.body).toMatch(/<option value="ar" lang="ar" selected>/);
  });

  it('without a language asked for, is English; a slug in capitals is the same page', async () => {
    const res = await page(`/feedback/${slug.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(htmlOpening(res.body)).toEqual(['en', 'ltr']);
    expect(visibleText(res.body)).toContain('How was it?');
  });

  it('an unknown slug is a translated 404 page; /feedback/campaign still goes on to the web app', async () => {
    const res = await page('/feedback/nobody-here', { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(htmlOpening(res.body)).toEqual(['fr', 'ltr']);
    expect(visibleText(res.body)).toContain(CATALOGUE.fr['freePage.notFoundTitle']);
    expect(visibleText(res.body)).not.toContain('Speaker not found');
    // No web build in the API tests: the fallback's JSON 404 shows the page did not take it.
    const campaign = await page('/feedback/campaign');
    expect(campaign.statusCode).toBe(404);
    expect(campaign.headers['content-type']).toMatch(/json/);
  });
});

describe('an answer on the free page, posted as a plain form', () => {
  const responseRow = async (email: string) =>
    (
      await queryRows<{ event_id: number; rating: number; attendee_name: string; language: string; contact_consent_text: string | null }>(
        t.database.db,
        sql`select event_id, rating, attendee_name, language, contact_consent_text from responses where attendee_email = ${email}`,
      )
    )[0];

  it('is stored in its language with the German consent words, and thanked in German with the gift', async () => {
    const email = 'jonas@stahlwerk.example';
    const res = await post(`/feedback/${slug}`, answer(email, 'de'));
    expect(res.statusCode, res.body).toBe(303);
    const row = await responseRow(email);
    expect(row).toMatchObject({ rating: 5, attendee_name: 'Jonas', language: 'de' });
    expect(row!.contact_consent_text).toBe('Ich bin damit einverstanden, dass Nadia Brooks mich kontaktiert');
    const speakerData = (await page(`/api/public/speaker-data/${slug}`)).json();
    expect(row!.event_id).toBe(speakerData.presentationId);

    const location = res.headers.location as string;
    expect(location).toMatch(new RegExp(`^/thank-you/${speakerData.presentationId}\\?answer=\\d+&key=`));
    const thanks = await page(location, { 'accept-language': 'en' });
    expect(thanks.statusCode).toBe(200);
    expect(htmlOpening(thanks.body)).toEqual(['de', 'ltr']);
    const text = visibleText(thanks.body);
    expect(text).toContain(CATALOGUE.de['thanks.heading']);
    expect(text).toContain(translator('de')('thanks.sentTo', { speaker: 'Nadia Brooks' }));
    expect(text).toContain(CATALOGUE.de['gift.label']);
    expect(text).toContain('Storytelling Checklist');
    expect(text).toContain('STORY10');
    expect(thanks.body).toContain('href="https://nadia.example/checklist"');
    expect(text).toContain(CATALOGUE.de['gift.get']);

    // The gift e-mail is German too.
    const [mail] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, email));
    expect(mail!.subject).toBe(translator('de')('giftMail.subject', { speaker: 'Nadia', title: 'Storytelling Checklist' }));
    expect(mail!.htmlBody).toMatch(/<html[^>]*lang="de"/);
  });

  it('a bad field is refused beside the field in the form’s language, keeping everything typed, and nothing is stored', async () => {
    const email = 'broken-address';
    const res = await post(`/feedback/${slug}?lang=de`, answer(email, 'de', { jobRole: '', testimonial: 'Mein Text bleibt & steht' }));
    expect(res.statusCode).toBe(422);
    expect(htmlOpening(res.body)).toEqual(['de', 'ltr']);
    const de = translator('de');
    const text = visibleText(res.body);
    expect(text).toContain(de('problem.email', { field: de('field.workEmail') }));
    expect(text).toContain(de('problem.required', { field: de('field.jobRole') }));
    expect(text).not.toMatch(/is required|valid e-mail/);
    expect(res.body).toMatch(/<p class="error" id="workEmail-error" data-error-for="workEmail">[^<]+<\/p>/);
    expect(res.body).toContain('aria-invalid="true" aria-describedby="workEmail-error"');
    // What was typed is still there.
    expect(res.body).toContain('value="broken-address"');
    expect(res.body).toContain('value="Jonas"');
    expect(res.body).toContain('>Mein Text bleibt &amp; steht</textarea>');
    expect(res.body).toMatch(/<input type="radio" name="rating" value="5" required data-field="rating" checked>/);
    expect(res.body).toMatch(/id="contactConsent" name="contactConsent" value="yes" checked/);
    expect(res.body).toContain(`action="/feedback/${slug}?lang=de"`);
    expect(await responseRow(email)).toBeUndefined();
  });

  it('a post from another site is refused as the talk form refuses it, and nothing is stored', async () => {
    const email = 'forged@evil.example';
    const res = await post(`/feedback/${slug}`, answer(email, 'de'), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(await responseRow(email)).toBeUndefined();
    // Nor is the post stored for an address that has no free page.
    const unknown = await post('/feedback/nobody-here', answer('lost@example.com', 'de'));
    expect(unknown.statusCode).toBe(404);
    expect(visibleText(unknown.body)).toContain(CATALOGUE.de['freePage.notFoundTitle']);
    expect(await responseRow('lost@example.com')).toBeUndefined();
  });

  it('the JSON API takes the language too, and still refuses an unsupported one naming the field', async () => {
    const base = {
      speakerSlug: slug,
      firstName: 'Ana',
      workEmail: 'ana@lisboa.example',
      rating: 4,
      testimonial: 'Muito bom.',
      jobRole: 'RH',
      contactConsentVersion: 'contact-page-v1',
      publishConsentVersion: 'publish-v2',
    };
    const bad = await t.app.inject({ method: 'POST', url: '/api/public/free-tier-feedback', payload: { ...base, language: 'tlh' } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('language');
    const good = await t.app.inject({ method: 'POST', url: '/api/public/free-tier-feedback', payload: { ...base, language: 'pt' } });
    expect(good.statusCode, good.body).toBe(201);
    expect((await responseRow('ana@lisboa.example'))!.language).toBe('pt');
  });
});
