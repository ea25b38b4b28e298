import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestContext } from './test/harness';

// Sign-in limits count per client address. Which address is the client's depends on TRUST_PROXY:
// if X-Forwarded-For were believed from anyone, an attacker would name a new address on every
// guess and never be limited.
const LIMIT = 10;
let guesses = 0;
const ATTEMPTS = 15;

let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function wrongAdminSignIns(ctx: TestContext, forwardedFor: (i: number) => string | undefined): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < ATTEMPTS; i++) {
    const xff = forwardedFor(i);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/sessions',
      // app.inject connects from 127.0.0.1, like a reverse proxy on the same machine would.
      headers: xff ? { 'x-forwarded-for': xff } : {},
      // A new account name each time: the per-account lockout must not be what stops these.
      payload: { email: `guess-${(guesses += 1)}.${TEST_ADMIN.email}`, password: 'not-the-password' },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

const limited = [...Array<number>(LIMIT).fill(401), ...Array<number>(ATTEMPTS - LIMIT).fill(429)];
const distinctAddresses = (i: number) => `203.0.113.${i + 1}`;

describe('client address behind proxies (TRUST_PROXY)', () => {
  it('in production without TRUST_PROXY, a forged X-Forwarded-For per attempt is limited like one address', async () => {
    t = await createTestApp({ NODE_ENV: 'production', AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    expect(await wrongAdminSignIns(t, distinctAddresses)).toEqual(limited);
  });

  it('in production without TRUST_PROXY, attempts with no forwarded address are limited the same way', async () => {
    t = await createTestApp({ NODE_ENV: 'production', AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    expect(await wrongAdminSignIns(t, () => undefined)).toEqual(limited);
  });

  it('with TRUST_PROXY=1 the proxy-reported address is the client: different addresses, different buckets', async () => {
    t = await createTestApp({ NODE_ENV: 'production', TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    expect(await wrongAdminSignIns(t, distinctAddresses)).toEqual(Array<number>(ATTEMPTS).fill(401));
    // ...and one forwarded address is still limited, so the limiter really counts that address.
    expect(await wrongAdminSignIns(t, () => '198.51.100.7')).toEqual(limited);
  });

  it('with TRUST_PROXY=1 only the hop next to the proxy counts: a client-supplied prefix is ignored', async () => {
    t = await createTestApp({ NODE_ENV: 'production', TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    // The proxy appends the address it saw; whatever the client wrote before it is not believed.
    expect(await wrongAdminSignIns(t, (i) => `${distinctAddresses(i)}, 198.51.100.7`)).toEqual(limited);
  });

  it('with TRUST_PROXY=2 the address two hops out is the client (a CDN in front of a load balancer)', async () => {
    t = await createTestApp({ NODE_ENV: 'production', TRUST_PROXY: '2', AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    expect(await wrongAdminSignIns(t, (i) => `${distinctAddresses(i)}, 10.0.0.2`)).toEqual(Array<number>(ATTEMPTS).fill(401));
    expect(await wrongAdminSignIns(t, (i) => `${distinctAddresses(i)}, 198.51.100.7, 10.0.0.2`)).toEqual(limited);
  });

  it('with TRUST_PROXY as an address list, X-Forwarded-For is believed only from those proxies', async () => {
    t = await createTestApp({ NODE_ENV: 'production', TRUST_PROXY: '127.0.0.0/8', AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    expect(await wrongAdminSignIns(t, distinctAddresses)).toEqual(Array<number>(ATTEMPTS).fill(401));
    await t.close();
    t = await createTestApp({ NODE_ENV: 'production', TRUST_PROXY: '10.0.0.0/8', AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    // The request comes from 127.0.0.1, which is not in the list: its X-Forwarded-For is a forgery.
    expect(await wrongAdminSignIns(t, distinctAddresses)).toEqual(limited);
  });
});
