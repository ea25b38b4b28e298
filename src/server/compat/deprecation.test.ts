import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../test/harness';
import { DEPRECATED_ALIASES } from './deprecated-aliases';
import { SUNSET } from './deprecation';

let t: TestContext;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAdmin(t.app);
});
afterAll(async () => t.close());

const addressesSeen = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/deprecated-addresses', headers: { cookie: owner } })).json() as {
    sunset: string;
    addresses: { address: string; successor: string | null; callsLast30Days: number; callsTotal: number; lastCalledAt: string | null }[];
  };

/** Counting happens once the answer has gone, so wait for it rather than for a fixed time. */
async function waitForCount(address: string, calls: number) {
  for (let i = 0; i < 200; i += 1) {
    const row = (await addressesSeen()).addresses.find((a) => a.address === address);
    if (row && row.callsTotal >= calls) return row;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${address} was not counted ${calls} times`);
}

describe('old addresses', () => {
  it('answer with Deprecation, Sunset and a link to the address that replaces them; the canonical one has none', async () => {
    const old = await t.app.inject({ method: 'GET', url: '/api/blog/published' });
    expect(old.statusCode).toBe(200);
    expect(old.headers.deprecation).toMatch(/^@\d+$/);
    expect(old.headers.sunset).toBe(SUNSET.toUTCString());
    expect(old.headers.link).toBe('</api/public/blog-posts>; rel="successor-version"');
    const one = await t.app.inject({ method: 'GET', url: '/api/blog/slug/first-post' });
    expect(one.headers.link).toBe('</api/public/blog-posts/first-post>; rel="successor-version"');
    const canonical = await t.app.inject({ method: 'GET', url: '/api/public/blog-posts' });
    expect(canonical.statusCode).toBe(200);
    expect(canonical.headers.deprecation).toBeUndefined();
    expect(canonical.headers.sunset).toBeUndefined();
  });

  it('are counted per address, and the owner sees the counts with each successor', async () => {
    for (let i = 0; i < 3; i += 1) await t.app.inject({ method: 'GET', url: '/api/blog', headers: { cookie: owner } });
    const row = await waitForCount('GET /api/blog', 3);
    expect(row).toMatchObject({ successor: 'GET /api/admin/blog-posts', callsLast30Days: 3, callsTotal: 3 });
    expect(row.lastCalledAt).not.toBeNull();
    const seen = await addressesSeen();
    expect(seen.sunset).toBe(SUNSET.toISOString());
    // Addresses nobody called are listed too, at zero: the owner can retire those first.
    expect(seen.addresses.find((a) => a.address === 'DELETE /api/blog/:id')).toMatchObject({ callsTotal: 0, lastCalledAt: null });
    // Calls to the canonical address are not counted.
    await t.app.inject({ method: 'GET', url: '/api/public/blog-posts/nothing-here' });
    expect((await addressesSeen()).addresses.some((a) => a.address.includes('blog-posts'))).toBe(false);
  });

  it('the counts are the owner’s: anonymous 401, a speaker 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/deprecated-addresses' })).statusCode).toBe(401);
    const { cookie } = await signUpSpeaker(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/deprecated-addresses', headers: { cookie } })).statusCode).toBe(403);
  });
});

/**
 * Old addresses that were neither the specification's calls nor held outside the product (in mail
 * already sent, images embedded or printed, pages already served, a registered redirect URI):
 * removed rather than kept as aliases (decision 065).
 */
const REMOVED = [
  'GET /api/admin/campaign-drafts/:identifier',
  'POST /api/admin/campaign-drafts/:identifier/approve',
  'POST /api/admin/campaign-drafts/:identifier/reject',
  'POST /api/admin/campaign-drafts/:identifier/regenerate',
  'POST /api/admin/approve-email/:id',
  'POST /api/admin/reject-email/:id',
  'POST /api/admin/welcome-email-approval/:campaignId/approve',
  'GET /api/data-export',
  'GET /api/data-export/:list/csv',
  'GET /api/qualified-leads',
  'GET /api/event-inquiries',
  'GET /api/privacy/opt-outs',
  'GET /api/linkedin-profiles',
  'GET /api/campaigns/:id',
  'PATCH /api/campaign-recipients/:id',
  'POST /api/testimonial-graphics/:id/approve',
  'PATCH /api/email-approval/:emailId',
  'PUT /api/graphics-approval/:graphicId/excerpt',
  'POST /api/graphics-approval/:id/share',
  'DELETE /api/graphics-approval/:id/share',
  'GET /api/graphic-batches/:batchId',
  'POST /api/auth/:provider/test',
  'GET /api/waitlist/me',
  'GET /api/default-gift',
  'GET /api/login',
  'POST /api/privacy/data-request',
  'GET /api/privacy/data-request/:token',
  'GET /api/privacy/data-request/:token/export',
  'POST /api/privacy/data-request/:token/erase',
  'GET /api/privacy/opt-in',
  'POST /api/privacy/opt-in',
  'POST /api/feedback/thank-you',
  'POST /api/feedback/confirm-answer',
  'POST /api/speaker/verify-email',
  'POST /api/speaker/password-reset',
  'POST /api/speaker/password-reset/confirm',
  'POST /api/speaker/claim-account',
  'GET /api/speaker/delete-account/:token',
  'POST /api/speaker/delete-account/confirm',
  'POST /api/speaker/resend-verification',
  'POST /api/speaker/change-password',
  'POST /api/speaker/change-email',
  'POST /api/speaker/sign-out-everywhere',
  'POST /api/speaker/delete-account',
] as const;

/** A concrete URL for a route pattern: each parameter filled in (a `:token.png` keeps its extension). */
const concrete = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '1');

describe('which old addresses are gone', () => {
  it.each(REMOVED.map((address) => address.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string]))(
    '%s %s answers 404 as a route that does not exist, even to the owner',
    async (method, pattern) => {
      const url = concrete(pattern);
      const res = await t.app.inject({
        method,
        url,
        headers: { cookie: owner },
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: `Not found: ${method} ${url}` });
      expect(res.headers.deprecation).toBeUndefined();
    },
  );

  it('are not listed among the old addresses the owner sees, and every kept one is', async () => {
    const listed = (await addressesSeen()).addresses.map((a) => a.address);
    for (const address of REMOVED) expect(listed).not.toContain(address);
    for (const [old] of DEPRECATED_ALIASES) expect(listed).toContain(old);
  });

  it.each(DEPRECATED_ALIASES.map(([old, canonical]) => [old, canonical]))(
    'the kept %s still answers (through %s), saying it is old',
    async (old) => {
      const [method, pattern] = old.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
      const res = await t.app.inject({
        method: method,
        url: concrete(pattern),
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(
        res.statusCode === 404 && (res.json() as { message?: string }).message?.startsWith('Not found: '),
        res.body.slice(0, 200),
      ).not.toBe(true);
      expect(res.headers.deprecation).toMatch(/^@\d+$/);
      expect(res.headers.sunset).toBe(SUNSET.toUTCString());
    },
  );
});
