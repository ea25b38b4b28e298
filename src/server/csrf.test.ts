import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { privacyOptOuts } from './db/schema';
import { unsubscribeLinks } from './mail/unsubscribe';
import { CROSS_ORIGIN_EXEMPT_ROUTES } from './plugins/csrf';
import { appSecret } from './secrets';
import { createTestApp, signUpSpeaker, type TestContext } from './test/harness';

// Every state-changing endpoint the app registers refuses requests sent by pages of other origins.
// The list comes from the routes themselves, so an endpoint added tomorrow is covered the day it
// is added; the checks below make sure the list is the real one.
let t: TestContext;
let speakerCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  speakerCookie = (await signUpSpeaker(t.app)).cookie;
});
afterAll(async () => {
  await t.close();
});

const EVIL = 'https://evil.example';
// Only these may be posted from anywhere; each is authorised by something other than the cookie.
const EXPECTED_EXEMPT = ['POST /api/public/unsubscriptions', 'POST /api/unsubscribe'];

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');
const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const stateChanging = () => t.app.apiRoutes.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));
const guarded = () => stateChanging().filter((r) => !EXPECTED_EXEMPT.includes(key(r)));

async function send(route: { method: string; url: string }, headers: Record<string, string>, body?: { type: string; payload: string }) {
  return t.app.inject({
    method: route.method as 'POST',
    url: concrete(route.url),
    headers: body ? { ...headers, 'content-type': body.type } : headers,
    payload: body ? body.payload : {},
  });
}

const isCsrfRefusal = (res: { statusCode: number; json(): { code?: string } }) => {
  if (res.statusCode !== 403) return false;
  return res.json().code === 'CROSS_ORIGIN_REQUEST';
};

/** Sends `headers` to every route of `routes`; returns the routes whose answer fails `expected`. */
async function walk(
  routes: { method: string; url: string }[],
  headers: Record<string, string>,
  expected: (res: Awaited<ReturnType<typeof send>>) => boolean,
  body?: { type: string; payload: string },
): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes) {
    const res = await send(route, headers, body);
    if (!expected(res)) failures.push(`${key(route)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
  }
  return failures;
}

describe('state-changing endpoints', () => {
  it('are found: the known ones are in the list, added routes included', () => {
    const listed = stateChanging().map(key);
    for (const known of [
      'POST /api/admin/sessions',
      'POST /api/speaker/signup',
      'POST /api/speaker-auth/logout',
      'POST /api/speaker-admin/events/:id/create-thank-you-email',
      'POST /api/speaker/campaigns/:campaignId/approve',
      'PUT /api/speaker-admin/talks/:id',
      'PATCH /api/speaker-admin/profile/digital-gift',
      'DELETE /api/blog/:id',
      'POST /api/speaker-admin/logos',
      'POST /api/unsubscribe',
    ]) {
      expect(listed).toContain(known);
    }
    expect(listed.length).toBeGreaterThanOrEqual(60);
  });

  it('have exactly the expected exemptions', () => {
    expect(CROSS_ORIGIN_EXEMPT_ROUTES.map(key)).toEqual(EXPECTED_EXEMPT);
    for (const exempt of CROSS_ORIGIN_EXEMPT_ROUTES) expect(exempt.reason.length).toBeGreaterThan(20);
  });

  it(`refuse a signed-in speaker's request from ${EVIL} with 403 CROSS_ORIGIN_REQUEST`, async () => {
    expect(await walk(guarded(), { cookie: speakerCookie, origin: EVIL }, isCsrfRefusal)).toEqual([]);
  });

  it('refuse Sec-Fetch-Site: cross-site before any guard (anonymous gets 403, not 401)', async () => {
    expect(await walk(guarded(), { 'sec-fetch-site': 'cross-site' }, isCsrfRefusal)).toEqual([]);
  });

  it('refuse a sibling subdomain (Sec-Fetch-Site: same-site), even with its own origin', async () => {
    const headers = { cookie: speakerCookie, 'sec-fetch-site': 'same-site', origin: 'http://blog.localhost:5000' };
    expect(await walk(guarded(), headers, isCsrfRefusal)).toEqual([]);
  });

  it('refuse Origin: null (sandboxed frames, cross-site redirects)', async () => {
    expect(await walk(guarded(), { cookie: speakerCookie, origin: 'null' }, isCsrfRefusal)).toEqual([]);
  });

  it('refuse a form body a cross-site form could send without preflight (text/plain, urlencoded) with 415', async () => {
    const sameOrigin = { cookie: speakerCookie, origin: t.config.publicUrl, 'sec-fetch-site': 'same-origin' };
    const is415 = (res: { statusCode: number }) => res.statusCode === 415;
    expect(await walk(guarded(), sameOrigin, is415, { type: 'text/plain', payload: '{"eventName":"x"}' })).toEqual([]);
    expect(await walk(guarded(), sameOrigin, is415, { type: 'application/x-www-form-urlencoded', payload: 'eventName=x' })).toEqual([]);
    // No header at all (curl) changes nothing: the body type alone is refused.
    expect(await walk(guarded(), { cookie: speakerCookie }, is415, { type: 'text/plain; charset=utf-8', payload: 'x' })).toEqual([]);
  });

  // Last: these really run the handlers (sign-out included).
  it('let same-origin requests and requests without browser headers through the check', async () => {
    const passes = (res: Awaited<ReturnType<typeof send>>) => !isCsrfRefusal(res);
    const sameOrigin = { cookie: speakerCookie, origin: t.config.publicUrl, 'sec-fetch-site': 'same-origin' };
    expect(await walk(guarded(), sameOrigin, passes)).toEqual([]);
    expect(await walk(guarded(), { cookie: speakerCookie }, passes)).toEqual([]);
  });
});

describe('a JSON request from the app itself', () => {
  it('creates an event, with the Origin Chromium sends', async () => {
    const speaker = await signUpSpeaker(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/speaker-admin/events',
      headers: { cookie: speaker.cookie, origin: 'http://localhost:5000', 'sec-fetch-site': 'same-origin' },
      payload: { eventName: 'Leadership Summit', talkTitle: 'Hybrid Teams' },
    });
    // No profile yet is the route's own answer; what matters is that the request reached it.
    expect(isCsrfRefusal(res)).toBe(false);
    expect(res.statusCode).not.toBe(415);
  });

  it('is refused when the same JSON comes from another origin, and nothing is written', async () => {
    const speaker = await signUpSpeaker(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/speaker-auth/logout',
      headers: { cookie: speaker.cookie, origin: EVIL },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CROSS_ORIGIN_REQUEST' });
    // The session survived: the refused sign-out did not run.
    const user = await t.app.inject({ method: 'GET', url: '/api/speaker-auth/user', headers: { cookie: speaker.cookie } });
    expect(user.statusCode).toBe(200);
  });

  it('a percent-encoded path is checked like the plain one', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/%61pi/speaker-auth/logout', headers: { cookie: speakerCookie, origin: EVIL } });
    expect(res.statusCode).not.toBe(200);
    expect(res.statusCode === 403 || res.statusCode === 404).toBe(true);
  });
});

describe('one-click unsubscribe (RFC 8058), the exemption', () => {
  it("is accepted form-encoded from a mail provider's server, whatever Origin it sends", async () => {
    const email = 'one-click@example.com';
    const { oneClickUrl } = unsubscribeLinks(t.config.publicUrl, appSecret(t.config), email);
    for (const headers of [{}, { origin: 'https://mail.example', 'sec-fetch-site': 'cross-site' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: oneClickUrl.replace(t.config.publicUrl, ''),
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(200);
    }
    const rows = await t.database.db.select().from(privacyOptOuts);
    expect(rows.find((r) => r.email === email)).toMatchObject({ emailMarketing: true });
  });

  it('is accepted at the address in messages sent before /api/public/unsubscriptions, which says it is old', async () => {
    const email = 'old-one-click@example.com';
    const { oneClickUrl } = unsubscribeLinks(t.config.publicUrl, appSecret(t.config), email);
    expect(oneClickUrl).toContain('/api/public/unsubscriptions?');
    const res = await t.app.inject({
      method: 'POST',
      url: oneClickUrl.replace(t.config.publicUrl, '').replace('/api/public/unsubscriptions', '/api/unsubscribe'),
      headers: { origin: 'https://mail.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.deprecation).toBeDefined();
    const rows = await t.database.db.select().from(privacyOptOuts);
    expect(rows.find((r) => r.email === email)).toMatchObject({ emailMarketing: true });
  });

  it('is accepted as multipart/form-data too (the type RFC 8058 recommends)', async () => {
    const email = 'multipart-one-click@example.com';
    const { oneClickUrl } = unsubscribeLinks(t.config.publicUrl, appSecret(t.config), email);
    const boundary = '----speakerpro-test';
    const res = await t.app.inject({
      method: 'POST',
      url: oneClickUrl.replace(t.config.publicUrl, ''),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db.select().from(privacyOptOuts);
    expect(rows.find((r) => r.email === email)).toMatchObject({ emailMarketing: true });
  });

  it('still needs its signature', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/unsubscribe?email=victim@example.com&token=forged-token-forged-token-forged',
      headers: { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('npm run dev (pages from Vite on 127.0.0.1:5173, /api proxied with the Origin unchanged)', () => {
  let dev: TestContext | undefined;
  afterEach(async () => {
    await dev?.close();
    dev = undefined;
  });

  it('in development, a loopback page origin passes; other sites and sibling sites do not', async () => {
    dev = await createTestApp({ NODE_ENV: 'development' });
    const logout = (headers: Record<string, string>) => dev!.app.inject({ method: 'POST', url: '/api/speaker-auth/logout', headers });
    for (const origin of ['http://127.0.0.1:5173', 'http://localhost:5173', 'http://127.0.0.1:5000']) {
      expect((await logout({ origin, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    }
    expect(isCsrfRefusal(await logout({ origin: EVIL }))).toBe(true);
    expect(isCsrfRefusal(await logout({ origin: 'https://127.0.0.1:5173' }))).toBe(true);
    expect(isCsrfRefusal(await logout({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-site' }))).toBe(true);
  });

  it('outside development, only PUBLIC_URL is the origin', async () => {
    dev = await createTestApp({ NODE_ENV: 'production' });
    const res = await dev.app.inject({ method: 'POST', url: '/api/speaker-auth/logout', headers: { origin: 'http://127.0.0.1:5173' } });
    expect(isCsrfRefusal(res)).toBe(true);
  });
});
