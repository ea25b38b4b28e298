import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_LIST_KEYS } from '../shared/domain/admin-console';
import { answer, createOwnTalk, speakerWithProfile, STANDARD_ANSWERS, waitForBatch } from './test/graphics-fixtures';
import { PUBLIC_CACHE_ROUTES } from './plugins/cache-control';
import { createTestApp, signInAdmin, type TestContext } from './test/harness';
import { LIMITS } from './test/limits';
import { freePageSlugFromMail, wizardSignupBody } from './test/free-tier';

// Attendees' names, e-mail addresses and testimonials must not stay in a browser's disk cache or a
// proxy: every API answer is `no-store` unless its route is on the short list of public assets.
let t: TestContext;
let speaker: { cookie: string; user: { id: number; email: string } };
let adminCookie: string;
let slug: string;
let eventId: number;
let responseId: number;
let graphicToken: string;
let graphicId: number;
let imageUrl: string;
let shareUrl: string;
let batchId: number;
let zipUrl: string;

const CONTACTABLE_EMAIL = 'kim.contact@brightline.example';

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const isNoStore = (value: unknown) =>
  typeof value === 'string' &&
  value
    .split(',')
    .map((d) => d.trim())
    .includes('no-store');

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signInAdmin(t.app);
  speaker = await speakerWithProfile(t.app, t.database);
  slug = (await get('/api/speaker-admin/profile', speaker.cookie)).json().slug;
  eventId = await createOwnTalk(t.app, speaker.cookie);
  const saved = [];
  for (const a of STANDARD_ANSWERS) saved.push(await answer(t.app, eventId, a));
  responseId = saved[0]!.id;
  graphicToken = saved[0]!.graphicToken!;
  graphicId = (await post(`/api/speaker-admin/events/${eventId}/generate-graphics`, speaker.cookie)).json().graphicId;
  imageUrl = (await post(`/api/graphics-approval/${graphicId}/generate`, speaker.cookie)).json().imageUrl;
  shareUrl = (await post(`/api/speaker-admin/graphics/${graphicId}/public-link`, speaker.cookie)).json().shareUrl;
  batchId = (await post(`/api/batch-generate-graphics/${eventId}`, speaker.cookie)).json().batchId;
  zipUrl = (await waitForBatch(t.app, speaker.cookie, batchId)).zipUrl;
  // The attendee's own copy of the graphic is rendered when they ask for it.
  expect((await post(`/api/feedback/${responseId}/graphic`, undefined, { token: graphicToken })).statusCode).toBe(200);
  // Lists and lead files name only attendees who agreed to be contacted (decision 019): one who did.
  const contactable = await post('/api/feedback', undefined, {
    presentationId: eventId,
    rating: 4,
    testimonial: 'Happy to talk more.',
    firstName: 'Kim',
    jobRole: 'Head of Sales',
    workEmail: CONTACTABLE_EMAIL,
    contactConsent: true,
  });
  expect(contactable.statusCode).toBe(201);
}, LIMITS.hookMs);
afterAll(async () => {
  await t.close();
});

describe('answers carrying personal data are never stored by a cache', () => {
  it('all responses (attendees’ names, e-mails, testimonials)', async () => {
    const res = await get('/api/speaker-admin/all-responses', speaker.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(CONTACTABLE_EMAIL);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the hot-leads CSV export', async () => {
    const res = await post(`/api/speaker-admin/events/${eventId}/download-hot-leads`, speaker.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(CONTACTABLE_EMAIL);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the signed-in user', async () => {
    const res = await get('/api/speaker-auth/user', speaker.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(speaker.user.email);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('testimonial graphics (an attendee’s words and name): the private, shared, attendee and ZIP copies', async () => {
    const urls: [string, string | undefined][] = [
      [imageUrl, speaker.cookie],
      [`${imageUrl}&download=1`, speaker.cookie],
      // The share link's page and the PNG it shows.
      [new URL(shareUrl).pathname, undefined],
      [`/api/public/graphics/shared/${new URL(shareUrl).pathname.split('/').pop()}.png`, undefined],
      [`/api/feedback/${responseId}/graphic.png?token=${graphicToken}`, undefined],
      [zipUrl, speaker.cookie],
    ];
    for (const [url, cookie] of urls) {
      const res = await get(url, cookie);
      expect(res.statusCode, url).toBe(200);
      expect(isNoStore(res.headers['cache-control']), `${url}: ${res.headers['cache-control']}`).toBe(true);
    }
  });

  it('an admin CSV export', async () => {
    const res = await get(`/api/admin/data-export/${EXPORT_LIST_KEYS[0]}/csv`, adminCookie);
    expect(res.statusCode).toBe(200);
    expect(isNoStore(res.headers['cache-control'])).toBe(true);
  });

  it('errors and unknown API paths', async () => {
    for (const url of ['/api/speaker-admin/all-responses', '/api/no-such-endpoint', `/api/speaker-data/no-such-speaker/qr.png`]) {
      const res = await get(url);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('public assets keep their own caching', () => {
  it('QR codes of public addresses', async () => {
    // The free QR wizard makes a public speaker page, whose QR code anyone may cache.
    const wizard = await post('/api/free-tier-signup', undefined, wizardSignupBody());
    expect(wizard.statusCode, wizard.body).toBeLessThan(300);
    const pageSlug = await freePageSlugFromMail(t.database.db, wizardSignupBody().email);
    for (const url of ['/api/site-qr.png', `/api/speaker-data/${pageSlug}/qr.png`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
    }
    const qr = await get(`/api/speaker-admin/talks/${eventId}/qr.png`, speaker.cookie);
    expect(qr.headers['cache-control']).toBe('private, max-age=300');
  });

  it('the allow-list names only routes that exist, each with its reason', () => {
    const registered = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`);
    for (const route of PUBLIC_CACHE_ROUTES) {
      expect(registered).toContain(`${route.method} ${route.url}`);
      expect(route.reason.length).toBeGreaterThan(20);
    }
  });
});

describe('every GET endpoint', () => {
  // Each route is tried with this speaker's ids for every path parameter, so most answer 200.
  const candidates = () => {
    const ids = [eventId, graphicId, responseId, batchId, 1].map(String);
    const named: Record<string, string[]> = {
      slug: [slug],
      token: [
        new URL(shareUrl).pathname
          .split('/')
          .pop()!
          .replace(/\.png$/, ''),
      ],
      list: [EXPORT_LIST_KEYS[0]],
    };
    return (url: string): string[] => {
      const params = [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
      if (params.length === 0) return [url];
      return ids.map((id) => url.replace(/:([A-Za-z]+)/g, (_, name: string) => named[name]?.[0] ?? id));
    };
  };

  // Walks every route with a signed-in cookie: some 30 s on a busy 2-core machine.
  it.each([['a signed-in speaker'], ['the admin']])(
    'answering 2xx to %s is no-store or on the public allow-list',
    { timeout: LIMITS.longTestMs },
    async (who) => {
      const cookie = who === 'the admin' ? adminCookie : speaker.cookie;
      const expand = candidates();
      const allowed = new Map(PUBLIC_CACHE_ROUTES.map((r) => [`${r.method} ${r.url}`, r.cacheControl]));
      const failures: string[] = [];
      const answered = new Set<string>();
      // An event stream never ends, so inject never answers: its headers are checked on a real
      // connection (features/talks/presenter/live.test.ts).
      for (const route of t.app.apiRoutes.filter((r) => r.method === 'GET' && !r.eventStream)) {
        const key = `${route.method} ${route.url}`;
        for (const url of expand(route.url)) {
          const res = await get(url, cookie);
          if (res.statusCode < 200 || res.statusCode >= 300) continue;
          answered.add(key);
          const header = res.headers['cache-control'];
          if (!isNoStore(header) && allowed.get(key) !== header) failures.push(`${key} (${url}) → ${String(header)}`);
        }
      }
      expect(failures).toEqual([]);
      // The walk reached the data: these answered 2xx, so their headers were checked above.
      const expected =
        who === 'the admin'
          ? [
              'GET /api/admin/data-export',
              'GET /api/admin/data-export/:list/csv',
              'GET /api/admin/mail-messages',
              'GET /api/graphics/:id/image.png',
            ]
          : [
              'GET /api/speaker-admin/all-responses',
              'GET /api/speaker-admin/events/:id/responses',
              'GET /api/graphics/:id/image.png',
              'GET /api/graphic-batches/:batchId/graphics.zip',
              'GET /api/graphics/shared/:token.png',
              'GET /api/speaker-admin/talks/:id/qr.png',
            ];
      for (const key of expected) expect([...answered]).toContain(key);
    },
  );
});
