import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('admin endpoints', () => {
  it('are found: the known ones are in the list', () => {
    const listed = adminRoutes().map((r) => `${r.method} ${r.url}`);
    for (const known of [
      'GET /api/waitlist',
      'GET /api/assessment',
      'GET /api/qualified-leads',
      'GET /api/campaign-feedback',
      'GET /api/analytics/dashboard',
      'GET /api/admin/mail-messages',
      'POST /api/admin/mail-messages/:id/retry',
    ]) {
      expect(listed).toContain(known);
    }
    expect(listed.length).toBeGreaterThanOrEqual(20);
  });

  it('every /api/admin/ path is admin-only, except signing in', () => {
    const open = t.app.apiRoutes.filter((r) => r.url.startsWith('/api/admin/') && !r.admin).map((r) => `${r.method} ${r.url}`);
    expect(open).toEqual(['POST /api/admin/login']);
  });

  it.each([
    ['anonymous', 401],
    ['a speaker', 403],
  ] as const)('answer %s with %i, and change nothing', async (who, status) => {
    const failures: string[] = [];
    for (const route of adminRoutes()) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: who === 'anonymous' ? {} : { cookie: speakerCookie },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
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
