import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../test/harness';
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
