import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../shared/contract/catalogue';
import { API_KEY_PREFIX } from '../../shared/contract/api-keys';
import { analyticsEvents, mailMessages, privacyOptOuts, speakerProfiles } from '../db/schema';
import { unsubscribeLinks } from '../mail/unsubscribe';
import { appSecret } from '../secrets';
import { createOwnTalk, speakerWithProfile } from '../test/graphics-fixtures';
import { createTestApp, linkTokenFromMail, signUpSpeaker, type TestContext } from '../test/harness';
import { MINIMAL_PDF, multipartBody } from '../test/uploads';
import { freePageSlugFromMail } from '../test/free-tier';

/*
 * The public routes of attendees, free pages, privacy and the site, at the addresses the catalogue
 * gives them: what the new addresses do, which old addresses keep answering (the specification's
 * calls, links already e-mailed, scripts of pages already served) and say they are old, which
 * are gone, and that no API key opens any of them.
 */

let t: TestContext;
let eventId: number;
beforeAll(async () => {
  t = await createTestApp();
  const speaker = await speakerWithProfile(t.app, t.database, { digitalGiftTitle: 'Checklist', digitalGiftUrl: 'https://gift.example/c' });
  eventId = await createOwnTalk(t.app, speaker.cookie);
});
afterAll(async () => {
  await t.close();
});

let ip = 0;
const nextIp = () => `10.77.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;
const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers, remoteAddress: nextIp() });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers, remoteAddress: nextIp() });
const fieldsOf = (res: { json(): unknown }) =>
  ((res.json() as { details?: { fields?: { field: string }[] } }).details?.fields ?? []).map((f) => f.field);
const isOld = (res: { headers: Record<string, unknown> }) => res.headers.deprecation !== undefined;
/** No route at all: what a removed old address answers (not a refusal, not a missing record). */
const expectGone = (res: { statusCode: number; json(): { message?: string } }, start: string) => {
  expect(res.statusCode).toBe(404);
  expect(res.json().message ?? '').toContain(`Not found: ${start}`);
};

const PUBLIC_IDS = [
  'trackAnalyticsEvent',
  'submitFeedback',
  'getThankYouPage',
  'confirmAnswer',
  'createFreePageSignup',
  'createFreePageWizardSignup',
  'getSpeakerData',
  'getSpeakerPageQrCode',
  'submitFreePageAnswer',
  'uploadGiftFile',
  'sendReferrals',
  'requestPersonData',
  'getDataRequest',
  'downloadPersonData',
  'erasePersonData',
  'recordOptOut',
  'getOptInLink',
  'followOptInLink',
  'joinWaitlist',
  'getMailSender',
  'getPublicSetting',
  'getDefaultGiftOffer',
  'createLinkedinProfile',
  'getSiteQrCode',
  'createInquiry',
  'createUnsubscription',
  'getSpeakerByName',
  'getPublicTestimonials',
];

describe('the catalogue', () => {
  it('declares every public operation of these pages under /api/public/, none with a verb segment', () => {
    for (const id of PUBLIC_IDS) {
      const op = OPERATIONS.find((o) => o.id === id);
      expect(op, id).toBeDefined();
      expect(op!.path, id).toMatch(/^\/api\/public\//);
    }
  });

  it('the addresses renamed without a reason to keep them are gone (404)', async () => {
    for (const [method, url] of [
      ['POST', '/api/public/feedback/confirm-answer'],
      ['POST', '/api/public/feedback/thank-you'],
      ['POST', '/api/public/free-tier/signup'],
      ['POST', '/api/public/free-tier/wizard-signup'],
      ['POST', '/api/public/free-tier/send-referrals'],
      ['POST', '/api/public/upload-file'],
      ['POST', '/api/public/unsubscribe'],
      ['POST', '/api/public/privacy/data-request'],
      ['GET', '/api/public/privacy/data-request/abc'],
      ['GET', '/api/public/privacy/data-request/abc/export'],
      ['POST', '/api/public/privacy/data-request/abc/erase'],
      ['GET', '/api/public/privacy/opt-in?token=x'],
      ['POST', '/api/public/privacy/opt-in'],
      ['POST', '/api/public/privacy/opt-out'],
    ] as const) {
      const res = method === 'GET' ? await get(url) : await post(url, {});
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('no API key opens them: a keyed request is refused with API_KEY_NOT_ALLOWED and does nothing', async () => {
    const key = `${API_KEY_PREFIX}${'a'.repeat(43)}`;
    const auth = { authorization: `Bearer ${key}` };
    const before = await t.database.db.select().from(analyticsEvents);
    const tracked = await post('/api/public/analytics-events', { eventType: 'page_view', pagePath: '/keyed' }, auth);
    expect(tracked.statusCode).toBe(403);
    expect(tracked.json().code).toBe('API_KEY_NOT_ALLOWED');
    expect(await t.database.db.select().from(analyticsEvents)).toHaveLength(before.length);
    const read = await get('/api/public/mail-sender', auth);
    expect(read.statusCode).toBe(403);
    expect(read.json().code).toBe('API_KEY_NOT_ALLOWED');
  });
});

describe('analytics events', () => {
  it('are counted at /api/public/analytics-events and at the address in attendee pages already served, which says it is old', async () => {
    const counted = async (pagePath: string) =>
      (await t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.pagePath, pagePath))).length;
    const res = await post('/api/public/analytics-events', { eventType: 'qr_scan', pagePath: '/qr/new' });
    expect(res.statusCode).toBe(201);
    expect(isOld(res)).toBe(false);
    expect(await counted('/qr/new')).toBe(1);

    const served = await post('/api/public/analytics/track', { eventType: 'qr_scan', pagePath: '/qr/served' });
    expect(served.statusCode).toBe(201);
    expect(isOld(served)).toBe(true);
    expect(served.headers.link).toBe('</api/public/analytics-events>; rel="successor-version"');
    expect(await counted('/qr/served')).toBe(1);

    const spec = await post('/api/analytics/track', { event_type: 'qr_scan', page_path: '/qr/spec' });
    expect(spec.statusCode).toBe(201);
    expect(isOld(spec)).toBe(true);
    expect(await counted('/qr/spec')).toBe(1);
  });

  it('bad input is a 400 naming the field', async () => {
    const res = await post('/api/public/analytics-events', { eventType: 'page_view', pagePath: 'no-slash' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toContain('pagePath');
  });
});

describe('an answer’s thank-you page and confirmation', () => {
  it('the thank-you page answers at /api/public/thank-you-pages; the old address is gone', async () => {
    const saved = await post('/api/public/feedback', {
      presentationId: eventId,
      rating: 5,
      testimonial: 'Clear and practical.',
      firstName: 'Ines',
      jobRole: 'COO',
      workEmail: 'ines@thanks.example',
    });
    expect(saved.statusCode).toBe(201);
    const { id, thankYouKey } = saved.json();
    const page = await post('/api/public/thank-you-pages', { answer: id, key: thankYouKey });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ responseId: id, presentationId: eventId, gift: { title: 'Checklist' } });
    expect(isOld(page)).toBe(false);
    expectGone(await post('/api/feedback/thank-you', { answer: id, key: thankYouKey }), 'POST /api/feedback/thank-you');
    const bad = await post('/api/public/thank-you-pages', { answer: id });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toContain('key');
  });

  it('a confirmation takes the e-mailed token at /api/public/answer-confirmations (the old address is gone); bad tokens are 400', async () => {
    const first = {
      presentationId: eventId,
      rating: 4,
      testimonial: 'Good.',
      firstName: 'Jon',
      jobRole: 'CTO',
      workEmail: 'jon@confirm.example',
    };
    expect((await post('/api/public/feedback', first)).statusCode).toBe(201);
    // The same address again from another browser: kept until the e-mailed link confirms it.
    const changed = await post('/api/public/feedback', { ...first, rating: 5, testimonial: 'Even better on reflection.' });
    expect(changed.statusCode).toBe(202);
    const token = await linkTokenFromMail(t.database, 'jon@confirm.example', '/confirm-answer');
    const confirmed = await post('/api/public/answer-confirmations', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ presentationId: eventId });

    const badToken = await post('/api/public/answer-confirmations', { token: 'not-a-token' });
    expect(badToken.statusCode).toBe(400);
    expectGone(await post('/api/feedback/confirm-answer', { token }), 'POST /api/feedback/confirm-answer');
    const missing = await post('/api/public/answer-confirmations', {});
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toContain('token');
  });
});

describe('free pages', () => {
  const single = (email: string) => ({
    name: 'Lea Park',
    email,
    phone: '020 7946 0018',
    contentTitle: '',
    giftTitle: 'Prep Guide',
    giftUrl: 'lea.example/guide',
    accessCode: '',
    contentTypes: ['podcast'],
  });

  it('a signup at /api/public/free-page-signups makes the page; the specification’s address still does, and says it is old', async () => {
    const res = await post('/api/public/free-page-signups', single('lea.new@free.example'));
    expect(res.statusCode).toBe(202);
    const slug = await freePageSlugFromMail(t.database.db, 'lea.new@free.example');
    const [profile] = await t.database.db.select().from(speakerProfiles).where(eq(speakerProfiles.slug, slug));
    expect(profile!.workEmail).toBe('lea.new@free.example');
    expect((await get(`/api/public/speaker-data/${slug}`)).json()).toMatchObject({ giftTitle: 'Prep Guide' });

    const old = await post('/api/free-tier/signup', single('lea.old@free.example'));
    expect(old.statusCode).toBe(202);
    expect(isOld(old)).toBe(true);
    expect(old.headers.link).toBe('</api/public/free-page-signups>; rel="successor-version"');

    const bad = await post('/api/public/free-page-signups', { ...single('lea.bad@free.example'), contentTypes: [] });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toContain('contentTypes');
  });

  it('referrals at /api/public/referrals queue one invitation per address; the old address answers too', async () => {
    const res = await post('/api/public/referrals', { speakerFriends: [{ email: 'pal.one@ref.example' }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, emailsSent: 1, skipped: 0 });
    const invitations = async () => t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, 'pal.one@ref.example'));
    expect(await invitations()).toHaveLength(1);
    const old = await post('/api/free-tier/send-referrals', { speakerFriends: [{ email: 'pal.one@ref.example' }] });
    expect(old.statusCode).toBe(200);
    expect(isOld(old)).toBe(true);
    expect(old.json()).toEqual({ success: true, emailsSent: 0, skipped: 1 });
    expect(await invitations()).toHaveLength(1);
    const bad = await post('/api/public/referrals', { speakerFriends: [] });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toContain('speakerFriends');
  });

  it('a gift file goes up at /api/public/files (and at the specification’s /api/upload-file)', async () => {
    const send = (url: string) => {
      const { payload, headers } = multipartBody([
        { field: 'type', content: 'gift' },
        { field: 'file', filename: 'guide.pdf', contentType: 'application/pdf', content: MINIMAL_PDF },
      ]);
      return t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() });
    };
    const res = await send('/api/public/files');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fileName: 'guide.pdf', fileUrl: expect.stringMatching(/^\/api\/public\/files\//) });
    const old = await send('/api/upload-file');
    expect(old.statusCode).toBe(200);
    expect(isOld(old)).toBe(true);
    const empty = await post('/api/public/files', {});
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);
  });
});

describe('privacy', () => {
  it('opt-outs and the e-mailed opt-in link at /api/public/opt-outs and /api/public/opt-ins; the specification’s old opt-out answers, the old opt-in is gone', async () => {
    const email = 'quinn@privacy.example';
    const out = await post('/api/public/opt-outs', { email, optOutCategories: { email_marketing: true } });
    expect(out.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(privacyOptOuts).where(eq(privacyOptOuts.email, email));
    expect(row).toMatchObject({ emailMarketing: true });

    // Withdrawing the opt-out is confirmed by the e-mailed link.
    const back = await post('/api/privacy/opt-out', { email, optOutCategories: { email_marketing: false } });
    expect(back.statusCode).toBe(200);
    expect(isOld(back)).toBe(true);
    const token = await linkTokenFromMail(t.database, email, '/privacy/opt-in');
    const shown = await get(`/api/public/opt-ins?token=${token}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ email, categories: ['email_marketing'] });
    expectGone(await get(`/api/privacy/opt-in?token=${token}`), 'GET /api/privacy/opt-in');
    expectGone(await post('/api/privacy/opt-in', { token }), 'POST /api/privacy/opt-in');
    const followed = await post('/api/public/opt-ins', { token });
    expect(followed.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(privacyOptOuts).where(eq(privacyOptOuts.email, email));
    expect(after).toMatchObject({ emailMarketing: false });

    const bad = await post('/api/public/opt-outs', { email: 'not-an-address', optOutCategories: {} });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toContain('email');
    const badToken = await get('/api/public/opt-ins?token=short');
    expect(badToken.statusCode).toBe(400);
    expect(fieldsOf(badToken)).toContain('token');
  });

  it('a data request is asked, read, downloaded and erased under /api/public/data-requests; the old addresses are gone (the e-mail links the web page)', async () => {
    const email = 'rhea@data.example';
    const asked = await post('/api/public/data-requests', { email });
    expect(asked.statusCode).toBe(202);
    const token = await linkTokenFromMail(t.database, email, '/privacy/request');
    const view = await get(`/api/public/data-requests/${token}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ email });
    const zip = await get(`/api/public/data-requests/${token}/data.zip`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');

    expectGone(await post('/api/privacy/data-request', { email }), 'POST /api/privacy/data-request');
    expectGone(await get(`/api/privacy/data-request/${token}`), 'GET /api/privacy/data-request/');
    expectGone(await get(`/api/privacy/data-request/${token}/export`), 'GET /api/privacy/data-request/');
    expectGone(await post(`/api/privacy/data-request/${token}/erase`), 'POST /api/privacy/data-request/');

    const erased = await post(`/api/public/data-requests/${token}/erasure`);
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toMatchObject({ hasAccount: false });
    const again = await post(`/api/public/data-requests/${token}/erasure`);
    expect(again.statusCode).toBe(410);

    const bad = await post('/api/public/data-requests', { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toContain('email');
  });

  it('an unsubscribe link’s address and token stop marketing mail at /api/public/unsubscriptions, which new e-mails name', async () => {
    const email = 'sol@unsub.example';
    const { oneClickUrl } = unsubscribeLinks(t.config.publicUrl, appSecret(t.config), email);
    const query = oneClickUrl.split('?')[1]!;
    expect(oneClickUrl.startsWith(`${t.config.publicUrl}/api/public/unsubscriptions?`)).toBe(true);
    const res = await post(`/api/public/unsubscriptions?${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email });
    const [row] = await t.database.db.select().from(privacyOptOuts).where(eq(privacyOptOuts.email, email));
    expect(row).toMatchObject({ emailMarketing: true });

    const forged = await post(`/api/public/unsubscriptions?email=${encodeURIComponent(email)}&token=forged`);
    expect(forged.statusCode).toBe(400);
    expect(fieldsOf(forged)).toContain('token');
    const noEmail = await post('/api/public/unsubscriptions', { token: 'x' });
    expect(noEmail.statusCode).toBe(400);
    expect(fieldsOf(noEmail)).toContain('email');
  });
});

describe('site and speaker reads (catalogued at the same addresses)', () => {
  it('answer as before, and a speaker’s session changes nothing about them', async () => {
    const speaker = await signUpSpeaker(t.app);
    const sender = await get('/api/public/mail-sender', { cookie: speaker.cookie });
    expect(sender.statusCode).toBe(200);
    expect(sender.json()).toHaveProperty('address');
    const qr = await get('/api/public/site-qr.png');
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/png');
    expect((await get('/api/public/default-gift')).json()).toEqual({ available: false, gift: null });
    expect((await get('/api/public/settings/speakerpro_logo')).json()).toEqual({ key: 'speakerpro_logo', value: null });
    expect((await get('/api/public/settings/secret_key')).statusCode).toBe(404);
    expect((await get('/api/public/speakers/by-name/nobody-here')).statusCode).toBe(404);
  });
});
