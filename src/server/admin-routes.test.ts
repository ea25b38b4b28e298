import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createBillingPortalSession, createCheckoutSession } from '../shared/contract/billing';
import { DEPRECATED_ADAPTERS, DEPRECATED_ALIASES } from './compat/deprecated-aliases';
import { OUTSIDE_ROUTE_SETS, ROUTE_SETS, registerRouteSetGuards } from './http/route-sets';
import { requireAdmin } from './plugins/auth';
import { createTestApp, signInAdmin, signUpSpeaker, type TestContext } from './test/harness';

// One test over every admin endpoint the app registers: anonymous → 401, a speaker → 403. The list
// comes from the routes themselves (those guarded by requireAdmin), so a new admin endpoint is
// covered the day it is added; the checks below make sure the list is the real one.
let t: TestContext;
let speakerCookie: string;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  speakerCookie = (await signUpSpeaker(t.app)).cookie;
  adminCookie = await signInAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');
const adminRoutes = () => t.app.apiRoutes.filter((r) => r.admin);
/** Calls a listed route with its parameters filled in and, where it takes one, an empty body. */
const call = (route: { method: string; url: string }, headers: Record<string, string>) =>
  t.app.inject({
    method: route.method as 'GET',
    url: concrete(route.url),
    headers,
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });

describe('admin endpoints', () => {
  it('are found: the known ones are in the list', () => {
    const listed = adminRoutes().map((r) => `${r.method} ${r.url}`);
    for (const known of [
      'GET /api/waitlist',
      'GET /api/assessment',
      'GET /api/admin/qualified-leads',
      'GET /api/campaign-feedback',
      'GET /api/analytics/dashboard',
      'GET /api/admin/mail-messages',
      'POST /api/admin/mail-messages/:id/attempts',
    ]) {
      expect(listed).toContain(known);
    }
    expect(listed.length).toBeGreaterThanOrEqual(20);
  });

  it('every /api/admin/ path is admin-only, except signing in', () => {
    const open = t.app.apiRoutes.filter((r) => r.url.startsWith('/api/admin/') && !r.admin).map((r) => `${r.method} ${r.url}`);
    expect(open).toEqual(['POST /api/admin/sessions']);
  });

  it('live under /api/admin/ unless they are a deprecated old path', () => {
    const outside = adminRoutes()
      .filter((r) => !r.url.startsWith('/api/admin/') && !r.deprecated)
      .map((r) => `${r.method} ${r.url}`);
    expect(outside).toEqual([]);
  });

  it.each([
    ['anonymous', 401],
    ['a speaker', 403],
  ] as const)('answer %s with %i, and change nothing', async (who, status) => {
    const failures: string[] = [];
    for (const route of adminRoutes()) {
      const res = await call(route, who === 'anonymous' ? {} : { cookie: speakerCookie });
      if (res.statusCode !== status) failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('let the admin through (no 401/403) on the same list', async () => {
    const failures: string[] = [];
    for (const route of adminRoutes().filter((r) => r.method === 'GET')) {
      const res = await t.app.inject({ method: 'GET', url: concrete(route.url), headers: { cookie: adminCookie } });
      if (res.statusCode === 401 || res.statusCode === 403) failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('route sets', () => {
  it('hold every operation that is not an old path: a few prefixes, each with one guard', () => {
    const prefixes: readonly string[] = [...ROUTE_SETS.map((s) => s.prefix), ...OUTSIDE_ROUTE_SETS.prefixes];
    const probes: readonly string[] = OUTSIDE_ROUTE_SETS.probes;
    const outside = t.app.apiRoutes
      .filter((r) => !r.deprecated && !probes.includes(`${r.method} ${r.url}`) && !prefixes.some((p) => r.url.startsWith(p)))
      .map((r) => `${r.method} ${r.url}`);
    expect(outside).toEqual([]);
    expect(prefixes.length).toBeLessThanOrEqual(5);
    // And each set is used: no prefix is listed for nothing.
    for (const prefix of prefixes)
      expect(
        t.app.apiRoutes.some((r) => !r.deprecated && r.url.startsWith(prefix)),
        prefix,
      ).toBe(true);
  });

  it('every /api/account/ path asks an anonymous caller to sign in, and lets a speaker and the owner through (paying only a speaker)', async () => {
    // A speaker of its own: signing out everywhere (walked last) ends their sessions. The owner is
    // not signed out everywhere here, which would end the session the other tests use.
    const speaker = (await signUpSpeaker(t.app)).cookie;
    const owner = adminCookie;
    const signsOut = (route: { method: string; url: string }) => route.method === 'DELETE' && route.url === '/api/account/sessions';
    // Paying is for a speaker's plan; the owner is on none and is refused (403).
    const paysForAPlan = (route: { method: string; url: string }) =>
      [createCheckoutSession, createBillingPortalSession].some((op) => op.method === route.method && op.path === route.url);
    const accountRoutes = t.app.apiRoutes
      .filter((r) => r.url.startsWith('/api/account/'))
      .sort((a, b) => Number(signsOut(a)) - Number(signsOut(b)));
    expect(accountRoutes.length).toBeGreaterThanOrEqual(6);
    const failures: string[] = [];
    for (const route of accountRoutes) {
      for (const [headers, refused] of [
        [{}, true],
        [{ cookie: speaker }, false],
        ...(signsOut(route) ? [] : ([[{ cookie: owner }, false]] as const)),
      ] as const) {
        const res = await call(route, headers);
        const status = res.statusCode;
        const ownerRefused = 'cookie' in headers && headers.cookie === owner && paysForAPlan(route);
        if (ownerRefused ? status !== 403 : refused ? status !== 401 : status === 401 || status === 403) {
          failures.push(`${route.method} ${route.url} → ${status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('every /api/public/ path answers without a session: never 401 or 403 for want of one', async () => {
    const failures: string[] = [];
    const publicRoutes = t.app.apiRoutes.filter((r) => r.url.startsWith('/api/public/') && r.method === 'GET');
    expect(publicRoutes.length).toBeGreaterThanOrEqual(10);
    for (const route of publicRoutes) {
      const res = await t.app.inject({ method: 'GET', url: concrete(route.url) });
      if (res.statusCode === 401 || res.statusCode === 403) failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('every /api/speaker-admin/ path asks an anonymous caller to sign in and refuses the owner', async () => {
    const failures: string[] = [];
    const speakerRoutes = t.app.apiRoutes.filter((r) => r.url.startsWith('/api/speaker-admin/'));
    expect(speakerRoutes.length).toBeGreaterThanOrEqual(40);
    for (const route of speakerRoutes) {
      for (const [headers, status] of [
        [{}, 401],
        [{ cookie: adminCookie }, 403],
      ] as const) {
        const res = await call(route, headers);
        if (res.statusCode !== status) failures.push(`${route.method} ${route.url} → ${res.statusCode} (expected ${status})`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('each old path answers through its canonical route, guard included, and is marked deprecated', async () => {
    const listed = new Map(t.app.apiRoutes.map((r) => [`${r.method} ${r.url}`, r]));
    for (const [old, canonical] of DEPRECATED_ALIASES) {
      expect(listed.get(old)?.deprecated, old).toBe(true);
      expect(listed.get(canonical)?.deprecated, canonical).toBe(false);
      expect(listed.get(old)?.admin, old).toBe(listed.get(canonical)?.admin);
    }
    // A speaker reads the same list at the old and the new address.
    const oldList = await t.app.inject({ method: 'GET', url: '/api/presentations', headers: { cookie: speakerCookie } });
    const newList = await t.app.inject({ method: 'GET', url: '/api/speaker-admin/talk-pages', headers: { cookie: speakerCookie } });
    expect(oldList.statusCode).toBe(200);
    expect(newList.json()).toEqual(oldList.json());
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/presentations' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('the OpenAPI document marks the old paths deprecated and only them', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { deprecated?: boolean }>>;
    };
    const deprecated = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.deprecated)
        .map(([m, _op]) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(deprecated.sort()).toEqual([...DEPRECATED_ALIASES.map(([old]) => old), ...DEPRECATED_ADAPTERS].sort());
  });

  it('a route under a prefix that names the prefix guard itself stops the start', async () => {
    const app = Fastify();
    registerRouteSetGuards(app);
    expect(() => app.get('/api/admin/thing', { onRequest: requireAdmin }, async () => ({}))).toThrow(/guard its prefix already applies/);
    await app.close();
  });
});
