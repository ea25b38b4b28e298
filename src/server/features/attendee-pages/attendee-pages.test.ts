import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestContext } from '../../test/harness';
import { createOwnTalk, speakerWithProfile } from '../../test/graphics-fixtures';
import { readAttendeeScript } from '../../pages/script-assets';

// The attendee's pages are HTML from the server: the form shows and works with no script at all,
// posts to its own page, and thanks the attendee with the gift on a page of its own.
let t: TestContext;
let eventId: number;
let slug: string;
beforeAll(async () => {
  t = await createTestApp();
  const speaker = await speakerWithProfile(t.app, t.database, {
    brandColorPrimary: '#0f766e',
    digitalGiftTitle: 'Five-Minute Follow-Up Checklist',
    digitalGiftUrl: 'https://speaker.example/checklist',
    digitalGiftAccessCode: 'STAGE25',
    digitalGiftType: 'external_link',
  });
  eventId = await createOwnTalk(t.app, speaker.cookie);
  const [row] = await queryRows<{ slug: string }>(t.database.db, sql`select slug from speaker_profiles where user_id = ${speaker.user.id}`);
  slug = row!.slug;
});
afterAll(async () => {
  await t.close();
});

const FORM = 'application/x-www-form-urlencoded';
const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': FORM, ...headers }, payload: new URLSearchParams(fields).toString() });
const validAnswer = (email: string) => ({
  rating: '5',
  testimonial: 'Practical & <b>funny</b>.',
  firstName: 'Priya',
  jobRole: 'Head of Sales',
  workEmail: email,
  businessInquiry: '',
  contactConsent: 'yes',
  contactConsentVersion: 'contact-v1',
  publishConsentVersion: 'publish-v1',
});
const storedAnswer = async (email: string) =>
  (
    await queryRows<{ rating: number; testimonial: string; attendee_name: string; contact_consent_version: string | null }>(
      t.database.db,
      sql`select rating, testimonial, attendee_name, contact_consent_version from responses where attendee_email = ${email}`,
    )
  )[0];

describe('GET /qr/:speakerSlug/:eventId and /feedback/:id', () => {
  it('are HTML with the talk, the speaker, the colours and a form that posts to the page itself', async () => {
    for (const url of [`/qr/${slug}/${eventId}`, `/feedback/${eventId}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      // The form's post keeps the page's origin (the default no-referrer sends `Origin: null`, refused as cross-site).
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.body).toContain('<h1>Stories That Sell</h1>');
      expect(res.body).toContain('Maya Okafor');
      expect(res.body).toContain('#GrowthSummit2026');
      expect(res.body).toContain('background-color:#0f766e');
      expect(res.body).toContain(`<form method="post" action="${url}"`);
      for (const n of [1, 2, 3, 4, 5]) expect(res.body).toContain(`<input type="radio" name="rating" value="${n}"`);
      for (const name of ['testimonial', 'firstName', 'jobRole', 'workEmail', 'businessInquiry', 'contactConsent', 'publishConsent'])
        expect(res.body).toContain(`name="${name}"`);
      expect(res.body).toContain('I&#39;m happy for Maya Okafor to contact me about this talk');
      // Without a web build there is no script to link, and the page needs none (its messages are data).
      expect(res.body).not.toMatch(/<script(?![^>]*type="application\/json")/);
    }
  });

  it('the slug in a QR address is decoration; an unknown talk is the app’s not-found wording with 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/qr/old-name/${eventId}` })).statusCode).toBe(200);
    for (const url of ['/feedback/999999', `/qr/${slug}/999999`, `/qr/${slug}/abc`, '/feedback/0']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Talk not found');
      expect(res.body).toContain('This feedback link does not match any talk.');
    }
  });

  it('/feedback/campaign is not a talk: it goes on to the web app; a slug is a free page, none for a speaker without one', async () => {
    // No web build in the API tests: the fallback's JSON 404 shows the page did not take it.
    const campaign = await t.app.inject({ method: 'GET', url: '/feedback/campaign' });
    expect(campaign.statusCode).toBe(404);
    expect(campaign.headers['content-type']).toMatch(/json/);
    const res = await t.app.inject({ method: 'GET', url: `/feedback/${slug}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>Speaker not found</h1>');
  });

  it('escapes what speakers and attendees typed', async () => {
    const speaker = await speakerWithProfile(t.app, t.database, { firstName: '<script>alert(1)</script>' });
    const id = await createOwnTalk(t.app, speaker.cookie, { talkTitle: 'A "quoted" <talk>' });
    const res = await t.app.inject({ method: 'GET', url: `/feedback/${id}` });
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).toContain('<h1>A &quot;quoted&quot; &lt;talk&gt;</h1>');
  });
});

describe('POST to the page (the form without JavaScript)', () => {
  it('stores the answer with the consent receipt and sends the browser to its thank-you page (303)', async () => {
    const email = 'priya@nojs.example';
    const res = await post(`/qr/${slug}/${eventId}`, validAnswer(email));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(new RegExp(`^/thank-you/${eventId}\\?answer=\\d+&key=[A-Za-z0-9_%-]+$`));
    expect(await storedAnswer(email)).toEqual({
      rating: 5,
      testimonial: 'Practical & <b>funny</b>.',
      attendee_name: 'Priya',
      contact_consent_version: 'contact-v1',
    });

    const thanks = await t.app.inject({ method: 'GET', url: res.headers.location as string });
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain('<h1>Thank you!</h1>');
    expect(thanks.body).toContain('Your feedback has been sent to Maya Okafor.');
    expect(thanks.body).toContain('Five-Minute Follow-Up Checklist');
    expect(thanks.body).toContain('STAGE25');
    expect(thanks.body).toMatch(/<a class="button large" href="https:\/\/speaker.example\/checklist"[^>]*>Get Your Gift<\/a>/);
  });

  it('refused input: the form again (422) with the typed words kept and a message next to each field', async () => {
    const res = await post(`/feedback/${eventId}`, {
      rating: '',
      testimonial: 'x'.repeat(2001),
      firstName: '',
      jobRole: 'CTO <Tailspin>',
      workEmail: 'not-an-address',
      contactConsent: 'yes',
    });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Rating is required');
    expect(res.body).toContain('Your testimonial must be at most 2000 characters');
    expect(res.body).toContain('First name is required');
    expect(res.body).toContain('Work email must be a valid e-mail address');
    expect(res.body).toContain('2001 of 2000 characters: please shorten it by 1.');
    expect(res.body).toContain('value="CTO &lt;Tailspin&gt;"');
    expect(res.body).toContain('value="not-an-address"');
    expect(res.body).toMatch(/id="contactConsent" name="contactConsent" value="yes" checked/);
    expect(res.body).toMatch(/id="firstName"[^>]*aria-invalid="true"[^>]*aria-describedby="firstName-error"/);
    expect(await storedAnswer('not-an-address')).toBeUndefined();
  });

  it('a second answer with the same address waits for the e-mailed link; its own thank-you page says so with the gift, after a reload too', async () => {
    const email = 'twice@nojs.example';
    const first = await post(`/feedback/${eventId}`, validAnswer(email));
    expect(first.statusCode).toBe(303);
    const res = await post(`/feedback/${eventId}`, { ...validAnswer(email), rating: '1', testimonial: 'Changed.' });
    // The same page the script goes to: a reload there sends nothing twice.
    expect(res.statusCode).toBe(303);
    const location = res.headers.location as string;
    expect(location).toMatch(new RegExp(`^/thank-you/${eventId}\\?pending=\\d+&key=[A-Za-z0-9_%-]+$`));
    for (let visit = 0; visit < 2; visit += 1) {
      const thanks = await t.app.inject({ method: 'GET', url: location });
      expect(thanks.statusCode).toBe(200);
      expect(thanks.body).toContain('<h1>Thank you!</h1>');
      expect(thanks.body).toContain(`To confirm this answer, open the link we have e-mailed to ${email}. It works for 7 days.`);
      // Whoever typed the address learns nothing about what that address did before.
      expect(thanks.body).not.toMatch(/already answered|first answer/i);
      expect(thanks.body).toContain('Five-Minute Follow-Up Checklist');
      expect(thanks.body).toContain('STAGE25');
    }
    expect(await storedAnswer(email)).toMatchObject({ rating: 5 });
    const mails = await queryRows(
      t.database.db,
      sql`select 1 from mail_messages where source = 'answer-confirm' and to_address = ${email}`,
    );
    expect(mails).toHaveLength(1);

    // Its key opens that page only: not the first answer's page (whose gift e-mail link and graphic are another person's).
    const firstAnswerId = /answer=(\d+)/.exec(first.headers.location as string)![1];
    const borrowed = location.replace(/pending=\d+/, `answer=${firstAnswerId}`);
    for (const url of [
      borrowed,
      location.replace(/key=[^&]+/, 'key=not-the-key'),
      location.replace(`/thank-you/${eventId}`, '/thank-you/999999'),
    ]) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(404);
      expect(page.body).not.toContain(email);
    }

    // Past the link's 7 days the page says the first answer stands.
    await t.database.db.execute(
      sql`update pending_answers set expires_at = now() - interval '1 minute' where response_id in (select id from responses where attendee_email = ${email})`,
    );
    const late = await t.app.inject({ method: 'GET', url: location });
    expect(late.body).toContain(`The link we e-mailed to ${email} to confirm your new answer has expired, so your first answer stands.`);
  });

  it('the same browser corrects its answer at once: the answer token comes back in an HttpOnly cookie', async () => {
    const email = 'again@nojs.example';
    const first = await post(`/feedback/${eventId}`, validAnswer(email));
    expect(first.statusCode).toBe(303);
    const cookie = first.cookies.find((c) => c.name === `sp_answer_${eventId}`);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const again = await post(
      `/qr/${slug}/${eventId}`,
      { ...validAnswer(email), rating: '3', testimonial: 'On reflection: good.' },
      { cookie: `${cookie!.name}=${cookie!.value}` },
    );
    expect(again.statusCode).toBe(303);
    expect(await storedAnswer(email)).toMatchObject({ rating: 3, testimonial: 'On reflection: good.' });
  });

  it('an unknown talk is 404; another site’s post is refused; the API still refuses form bodies', async () => {
    expect((await post('/feedback/999999', validAnswer('x@nojs.example'))).statusCode).toBe(404);
    const foreign = await post(`/feedback/${eventId}`, validAnswer('foreign@nojs.example'), { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['content-type']).toMatch(/^text\/html/);
    expect(await storedAnswer('foreign@nojs.example')).toBeUndefined();
    const sameSite = await post(`/feedback/${eventId}`, validAnswer('sibling@nojs.example'), { 'sec-fetch-site': 'same-site' });
    expect(sameSite.statusCode).toBe(403);
    const api = await post('/api/public/feedback', { ...validAnswer('api@nojs.example'), presentationId: String(eventId) });
    expect(api.statusCode).toBe(415);
  });
});

describe('GET /thank-you/:presentationId', () => {
  it('with a wrong key or another talk’s id: the link does not work (404), and no gift', async () => {
    const res = await post(`/feedback/${eventId}`, validAnswer('keys@nojs.example'));
    const location = res.headers.location as string;
    for (const url of [location.replace(/key=[^&]+/, 'key=not-the-key'), location.replace(`/thank-you/${eventId}`, '/thank-you/999999')]) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('This thank-you link does not work. Open it from your e-mail again.');
      expect(page.body).not.toContain('STAGE25');
    }
  });

  it('without a key it says the link is incomplete and where the whole one is, in the talk’s or the browser’s language (400)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/thank-you/${eventId}` });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/<html lang="en" dir="ltr">/);
    expect(res.body).toContain('<h1>Thank you!</h1>');
    expect(res.body).toContain('This thank-you link is incomplete, so it cannot show your answer.');
    expect(res.body).not.toContain('STAGE25');

    const speaker = await speakerWithProfile(t.app, t.database);
    const germanTalk = await createOwnTalk(t.app, speaker.cookie, { language: 'de' });
    const german = await t.app.inject({ method: 'GET', url: `/thank-you/${germanTalk}`, headers: { 'accept-language': 'en' } });
    expect(german.statusCode).toBe(400);
    expect(german.body).toMatch(/<html lang="de" dir="ltr">/);
    expect(german.body).toContain('Dieser Link zur Dankesseite ist unvollständig');
    const arabic = await t.app.inject({ method: 'GET', url: '/thank-you/999999', headers: { 'accept-language': 'ar' } });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.body).toMatch(/<html lang="ar" dir="rtl">/);
  });
});

describe('readAttendeeScript', () => {
  it('reads the script and its imports from the build manifest; none without a build', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attendee-manifest-'));
    expect(readAttendeeScript(dir)).toBeNull();
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(
      path.join(dir, '.vite/manifest.json'),
      JSON.stringify({
        'attendee/main.ts': { file: 'assets/attendee-abc.js', isEntry: true, imports: ['_a.js'] },
        '_a.js': { file: 'assets/a-1.js', imports: ['_b.js'] },
        '_b.js': { file: 'assets/b-2.js', imports: ['_a.js'] },
      }),
    );
    expect(readAttendeeScript(dir)).toEqual({ src: '/assets/attendee-abc.js', preload: ['/assets/a-1.js', '/assets/b-2.js'] });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
