import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSESSMENT_QUESTIONS } from '../../shared/domain/assessment';
import { createTestApp, signInAdmin, type TestContext } from '../test/harness';

// The canonical routes answer and take camelCase only; the old paths keep the snake_case names
// their callers were built against, converted at the edge.
let t: TestContext;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
const snakeKeys = (value: object) => Object.keys(value).filter((k) => k.includes('_'));

describe('analytics', () => {
  it('the canonical track call takes camelCase; the old one snake_case, and names its own fields when refusing', async () => {
    expect(
      (await call('POST', '/api/public/analytics-events', { eventType: 'card_click', pagePath: '/old-shapes', elementLabel: 'Card' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await call('POST', '/api/analytics/track', { event_type: 'card_click', page_path: '/old-shapes', element_label: 'Card' }))
        .statusCode,
    ).toBe(201);
    const refused = await call('POST', '/api/analytics/track', { page_path: '/old-shapes' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields[0].field).toBe('event_type');
    const canonicalRefused = await call('POST', '/api/public/analytics-events', { pagePath: '/old-shapes' });
    expect(canonicalRefused.json().details.fields[0].field).toBe('eventType');
  });

  it('the dashboard counts both, camelCase at its address and snake_case at the old one', async () => {
    const now = (await call('GET', '/api/admin/analytics/dashboard', undefined, admin)).json();
    expect(now.summary).toEqual({ totalEvents: 2, pageViews: 0, buttonClicks: 0, cardClicks: 2 });
    expect(now.analytics).toEqual([{ elementLabel: 'Card', eventType: 'card_click', pagePath: '/old-shapes', count: 2 }]);
    const old = (await call('GET', '/api/analytics/dashboard', undefined, admin)).json();
    expect(old.summary).toEqual({ total_events: 2, page_views: 0, button_clicks: 0, card_clicks: 2 });
    expect(old.analytics).toEqual([{ element_label: 'Card', event_type: 'card_click', page_path: '/old-shapes', count: 2 }]);
  });
});

describe('engagement segments', () => {
  it('camelCase at /api/admin/, snake_case at the old path, the same people', async () => {
    const now = (await call('GET', '/api/admin/speaker-engagement/segments', undefined, admin)).json();
    expect(Object.keys(now).sort()).toEqual(['hotLead', 'newWaitlist', 'optedOutLeftOut', 'qualifiedProspect']);
    expect(snakeKeys(now.optedOutLeftOut)).toEqual([]);
    const old = (await call('GET', '/api/speaker-engagement/segments', undefined, admin)).json();
    expect(old).toEqual({
      hot_lead: now.hotLead,
      qualified_prospect: now.qualifiedProspect,
      new_waitlist: now.newWaitlist,
      opted_out_left_out: {
        hot_lead: now.optedOutLeftOut.hotLead,
        qualified_prospect: now.optedOutLeftOut.qualifiedProspect,
        new_waitlist: now.optedOutLeftOut.newWaitlist,
      },
    });
  });
});

describe('assessments', () => {
  it('createdAt at the canonical paths, created_at at the old ones', async () => {
    const answers = Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, q.options.at(-1)!.value]));
    const now = await call('POST', '/api/public/assessments', { email: 'shapes@example.com', answers });
    expect(now.statusCode).toBe(201);
    expect(now.json().createdAt).toEqual(expect.any(String));
    expect(snakeKeys(now.json())).toEqual([]);
    const old = await call('POST', '/api/assessment', { email: 'shapes-old@example.com', answers });
    expect(old.statusCode).toBe(201);
    expect(old.json().created_at).toEqual(expect.any(String));
    expect(old.json().createdAt).toBeUndefined();

    const list = (await call('GET', '/api/admin/assessments', undefined, admin)).json() as Record<string, unknown>[];
    expect(list.every((a) => typeof a.createdAt === 'string' && !('created_at' in a))).toBe(true);
    const oldList = (await call('GET', '/api/assessment', undefined, admin)).json() as Record<string, unknown>[];
    expect(oldList.every((a) => typeof a.created_at === 'string' && !('createdAt' in a))).toBe(true);
    expect(oldList).toHaveLength(list.length);
  });
});

describe("a free page's answer", () => {
  const answer = { speakerSlug: 'no-such-free-page', rating: 5, testimonial: 'Useful.' };
  it('takes firstName and workEmail at its address and attendeeName and attendeeEmail at the old one, each naming its own fields', async () => {
    const canonical = await call('POST', '/api/public/free-tier-feedback', { ...answer, firstName: 'Ann' });
    expect(canonical.statusCode).toBe(400);
    expect(canonical.json().details.fields.map((f: { field: string }) => f.field)).toContain('workEmail');
    const old = await call('POST', '/api/free-tier-feedback', { ...answer, attendeeName: 'Ann' });
    expect(old.statusCode).toBe(400);
    expect(old.json().details.fields.map((f: { field: string }) => f.field)).toContain('attendeeEmail');
    // Complete answers reach the same handler (here: a page that does not exist).
    const both = [
      await call('POST', '/api/public/free-tier-feedback', { ...answer, firstName: 'Ann', workEmail: 'ann@example.com' }),
      await call('POST', '/api/free-tier-feedback', { ...answer, attendeeName: 'Ann', attendeeEmail: 'ann@example.com' }),
    ];
    expect(both.map((r) => [r.statusCode, r.json().message])).toEqual([
      [404, both[0]!.json().message],
      [404, both[0]!.json().message],
    ]);
  });
});
