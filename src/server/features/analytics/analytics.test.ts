import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, pageViewCounts } from '../../db/schema';
import { createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';

let t: TestContext;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signInAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

const track = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/analytics/track', payload: payload as object });
const dashboard = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/analytics/dashboard', headers: cookie ? { cookie } : {} });

describe('POST /api/analytics/track', () => {
  it('stores an event from an anonymous visitor', async () => {
    const res = await track({ event_type: 'button_click', page_path: '/waitlist', element_id: 'join', element_label: 'Join the waitlist' });
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db.select().from(analyticsEvents);
    expect(rows).toContainEqual(
      expect.objectContaining({ eventType: 'button_click', pagePath: '/waitlist', elementId: 'join', elementLabel: 'Join the waitlist' }),
    );
  });

  it.each([
    [{ page_path: '/' }, 'event_type'],
    [{ event_type: 'page_view' }, 'page_path'],
    [{ event_type: 'Page View!', page_path: '/' }, 'event_type'],
    [{ event_type: 'page_view', page_path: 'no-slash' }, 'page_path'],
    [{ event_type: 'page_view', page_path: '/', element_label: 'x'.repeat(201) }, 'element_label'],
  ])('rejects %j with 400 naming %s, storing nothing', async (payload, field) => {
    const before = await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(analyticsEvents);
    const res = await track(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain(field);
    const after = await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(analyticsEvents);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe('GET /api/analytics/dashboard', () => {
  it('is refused to anonymous callers (401) and to speakers (403)', async () => {
    expect((await dashboard()).statusCode).toBe(401);
    const { cookie } = await signUpSpeaker(t.app);
    const res = await dashboard(cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('summarises the last 30 days for the admin, ignoring older events: page views as the server counted them, clicks as posted', async () => {
    await t.database.db.delete(analyticsEvents);
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await t.database.db.insert(pageViewCounts).values([
      { day: day(0), path: '/', views: 2 },
      { day: day(1), path: '/', referrerHost: 'www.linkedin.com', views: 1 },
      { day: day(2), path: '/blog', views: 1 },
      { day: day(31), path: '/old', views: 9 },
    ]);
    // A posted page view is answered and not counted (decision 080).
    expect((await track({ event_type: 'page_view', page_path: '/' })).statusCode).toBe(201);
    await track({ event_type: 'button_click', page_path: '/', element_label: 'Join' });
    await track({ event_type: 'card_click', page_path: '/', element_label: 'Hire a speaker' });
    await track({ event_type: 'card_click', page_path: '/', element_label: 'Hire a speaker' });
    await t.database.db.insert(analyticsEvents).values({
      eventType: 'page_view',
      pagePath: '/old',
      createdAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000),
    });

    const res = await dashboard(adminCookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.summary).toEqual({ total_events: 7, page_views: 4, button_clicks: 1, card_clicks: 2 });
    expect(body.analytics[0]).toEqual({ element_label: null, event_type: 'page_view', page_path: '/', count: 3 });
    expect(body.analytics).toContainEqual({ element_label: 'Hire a speaker', event_type: 'card_click', page_path: '/', count: 2 });
    expect(body.analytics.find((r: { page_path: string }) => r.page_path === '/old')).toBeUndefined();
  });
});

describe("the owner's own traffic and the test page", () => {
  const track = (payload: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/analytics/track',
      payload,
      remoteAddress: '10.77.0.1',
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const countFor = async (path: string) => (await t.database.db.select().from(analyticsEvents)).filter((e) => e.pagePath === path).length;

  it('a visitor cannot send test-page events; the owner can; the owner browsing elsewhere is not counted', async () => {
    const owner = await signInAdmin(t.app);
    const refused = await track({ event_type: 'page_view', page_path: '/analytics-test' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only the signed-in owner can send test events.');
    expect(await countFor('/analytics-test')).toBe(0);
    expect((await track({ event_type: 'page_view', page_path: '/analytics-test' }, owner)).statusCode).toBe(201);
    expect(await countFor('/analytics-test')).toBe(1);

    expect((await track({ event_type: 'button_click', page_path: '/owner-browsing-here' }, owner)).statusCode).toBe(201);
    expect(await countFor('/owner-browsing-here')).toBe(0);
    expect((await track({ event_type: 'button_click', page_path: '/owner-browsing-here' })).statusCode).toBe(201);
    expect(await countFor('/owner-browsing-here')).toBe(1);
  });
});
