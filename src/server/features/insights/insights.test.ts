import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudienceInsights, Insights } from '../../../shared/contract/insights';
import { privacyOptOuts } from '../../db/schema';
import { answer, createOwnTalk, speakerWithProfile } from '../../test/graphics-fixtures';
import { createTestApp, endTrial, signInAdmin, type TestContext } from '../../test/harness';

/*
 * The trend across talks and who each talk reached, counted from answers posted through the
 * attendee's endpoint: the exact numbers, that they agree with the talk's own counts, and who may
 * not read them (anonymous, the owner, a speaker without PRO, another speaker's talks).
 */

let t: TestContext;
let adminCookie: string;
let pro: Awaited<ReturnType<typeof speakerWithProfile>>;
let other: Awaited<ReturnType<typeof speakerWithProfile>>;
let lite: Awaited<ReturnType<typeof speakerWithProfile>>;
let free: Awaited<ReturnType<typeof speakerWithProfile>>;
const talk: Record<'big' | 'small' | 'quiet', number> = { big: 0, small: 0, quiet: 0 };
let readOnlyKey: string;

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

/** [rating, role, e-mail domain] per answer: twelve on the big talk (one opted out of data sharing), three on the small one. */
const BIG: [number, string, string][] = [
  [5, 'Head of Sales at Brightline', 'brightline.example'],
  [5, 'Head of Sales', 'brightline.example'],
  [5, 'head of sales', 'brightline.example'],
  [5, 'VP Marketing', 'acme.example'],
  [4, 'VP Marketing', 'acme.example'],
  [4, 'Software Engineer', 'gmail.com'],
  [4, 'Software Engineer', 'gmail.com'],
  [3, 'CEO', 'acme.example'],
  [3, 'Marketing Intern', 'acme.example'],
  [2, 'Speaker', 'gmail.com'],
  [1, 'Engineering Manager', 'brightline.example'],
  // Opted out of data sharing below: counted, and in no breakdown.
  [5, 'Chief Everything', 'hidden.example'],
];
const SMALL: [number, string, string][] = [
  [5, 'Head of Sales', 'brightline.example'],
  [4, 'Geschäftsführerin', 'beispiel.example'],
  [2, 'Software Engineer', 'gmail.com'],
];

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function seed(eventId: number, rows: [number, string, string][], prefix: string) {
  for (const [i, [rating, jobRole, domain]] of rows.entries()) {
    await answer(t.app, eventId, { rating, jobRole, name: `${prefix}${i}`, email: `${prefix}${i}@${domain}`, contact: i % 2 === 0 });
  }
}

async function grantPro(userId: number) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/speakers/${userId}/plan`,
    headers: { cookie: adminCookie },
    payload: { plan: 'pro', reason: 'Insights test' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signInAdmin(t.app);
  [pro, other, lite, free] = [
    await speakerWithProfile(t.app, t.database),
    await speakerWithProfile(t.app, t.database),
    await speakerWithProfile(t.app, t.database),
    await speakerWithProfile(t.app, t.database),
  ];
  talk.small = await createOwnTalk(t.app, pro.cookie, { eventName: 'Sales Kick-off', eventDate: daysAgo(60) });
  talk.big = await createOwnTalk(t.app, pro.cookie, { eventName: 'Growth Summit', eventDate: daysAgo(150), expectedAudienceSize: 40 });
  talk.quiet = await createOwnTalk(t.app, pro.cookie, { eventName: 'Leaders Forum', talkTitle: 'Quiet Talk', eventDate: daysAgo(10) });
  await t.database.db.insert(privacyOptOuts).values({ email: 'big11@hidden.example', dataSharing: true });
  await seed(talk.big, BIG, 'big');
  await seed(talk.small, SMALL, 'small');
  // Another speaker's talk and answers: never in the first speaker's numbers.
  const theirs = await createOwnTalk(t.app, other.cookie, { eventName: 'Their Summit', eventDate: daysAgo(30) });
  await seed(theirs, [[1, 'CEO', 'theirs.example']], 'theirs');
  readOnlyKey = (
    await t.app.inject({
      method: 'POST',
      url: '/api/speaker-admin/api-keys',
      headers: { cookie: pro.cookie },
      payload: { name: 'Dashboard', access: 'read' },
    })
  ).json().key;
  await grantPro(pro.user.id);
  await grantPro(other.user.id);
  await endTrial(t.database, free.user.id);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/speaker-admin/insights', () => {
  it("gives each of the speaker's talks, oldest first, its answers, average from 10 answers, response rate, hot-lead share and ratings", async () => {
    const res = await get('/api/speaker-admin/insights', { cookie: pro.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const { talks } = res.json() as Insights;
    expect(talks.map((x) => x.id)).toEqual([talk.big, talk.small, talk.quiet]);
    expect(talks[0]).toMatchObject({
      title: 'Stories That Sell',
      eventName: 'Growth Summit',
      responses: 12,
      // (5·5 + 3·4 + 2·3 + 2 + 1) / 12 = 46 / 12
      average: 3.8,
      responseRate: 30,
      // 8 of 12 rated 4-5 stars
      hotLeadShare: 67,
      distribution: [1, 1, 2, 3, 5],
    });
    expect(talks[0]!.date.slice(0, 10)).toBe(daysAgo(150));
    // Under 10 answers there is no average; without an expected audience no response rate.
    expect(talks[1]).toMatchObject({ responses: 3, average: null, responseRate: null, hotLeadShare: 67, distribution: [0, 1, 0, 1, 1] });
    expect(talks[2]).toMatchObject({ title: 'Quiet Talk', responses: 0, average: null, hotLeadShare: null, distribution: [0, 0, 0, 0, 0] });
  });

  it("agrees with the talk's own counts", async () => {
    const { talks } = (await get('/api/speaker-admin/insights', { cookie: pro.cookie })).json() as Insights;
    for (const x of talks) {
      const own = (await get(`/api/speaker-admin/talks/${x.id}`, { cookie: pro.cookie })).json();
      expect(x.responses).toBe(own.responseCount);
      expect(x.responseRate).toBe(own.responseRate);
      expect(x.distribution[3] + x.distribution[4]).toBe(own.hotLeadCount);
      if (x.average !== null) expect(x.average).toBe(own.averageRating);
    }
  });

  it('is read with a read-only API key of a PRO account', async () => {
    const res = await get('/api/speaker-admin/insights', { authorization: `Bearer ${readOnlyKey}` });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Insights).talks).toHaveLength(3);
  });

  it("holds only the caller's own talks", async () => {
    const { talks } = (await get('/api/speaker-admin/insights', { cookie: other.cookie })).json() as Insights;
    expect(talks.map((x) => x.eventName)).toEqual(['Their Summit']);
  });

  it.each(['/api/speaker-admin/insights', '/api/speaker-admin/insights/audiences'])('%s is refused to anyone without PRO', async (url) => {
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, { cookie: adminCookie })).statusCode).toBe(403);
    for (const speaker of [lite, free]) {
      const res = await get(url, { cookie: speaker.cookie });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'PLAN_REQUIRED', details: { plan: 'pro', feature: 'insights' } });
    }
  });
});

describe('GET /api/speaker-admin/insights/audiences', () => {
  it('counts seniority, the top roles and companies per talk, leaving out the answer that opted out of data sharing', async () => {
    const res = await get('/api/speaker-admin/insights/audiences', { cookie: pro.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json() as AudienceInsights;
    // Head of Sales: 3 + 1 answers, in the form typed most; Software Engineer 3; VP Marketing 2; then by name.
    expect(data.roles).toEqual(['Head of Sales', 'Software Engineer', 'VP Marketing', 'CEO', 'Engineering Manager', 'Geschäftsführerin']);
    expect(data.companies).toEqual([
      { company: 'brightline', domain: 'brightline.example' },
      { company: 'acme', domain: 'acme.example' },
      { company: 'beispiel', domain: 'beispiel.example' },
    ]);
    const [big, small, quiet] = data.talks;
    expect(big).toMatchObject({ id: talk.big, responses: 12, described: 11, otherRoles: 2, otherCompanies: 0 });
    expect(Object.fromEntries(big!.seniority.map((s) => [s.level, s.count]))).toEqual({
      c_level: 1,
      vp: 2,
      director: 3,
      manager: 1,
      individual: 2,
      student: 1,
      other: 1,
    });
    expect(big!.roles).toEqual([
      { role: 'Head of Sales', count: 3 },
      { role: 'Software Engineer', count: 2 },
      { role: 'VP Marketing', count: 2 },
      { role: 'CEO', count: 1 },
      { role: 'Engineering Manager', count: 1 },
      { role: 'Geschäftsführerin', count: 0 },
    ]);
    expect(big!.companies).toEqual([
      { domain: 'brightline.example', count: 4 },
      { domain: 'acme.example', count: 4 },
      { domain: 'beispiel.example', count: 0 },
    ]);
    expect(small).toMatchObject({ responses: 3, described: 3, otherRoles: 0 });
    expect(small!.seniority.filter((s) => s.count > 0)).toEqual([
      { level: 'c_level', count: 1 },
      { level: 'director', count: 1 },
      { level: 'individual', count: 1 },
    ]);
    expect(quiet).toMatchObject({ responses: 0, described: 0, otherRoles: 0, otherCompanies: 0 });
    // Nothing from the answer that opted out, and nothing of the other speaker's.
    expect(res.body).not.toContain('Chief Everything');
    expect(res.body).not.toContain('hidden');
    expect(res.body).not.toContain('theirs');
  });
});

describe('GET /api/speaker-admin/talks/:id/ratings', () => {
  it("gives the talk's rating bars and its average from 10 answers, on every plan the talk page is open to", async () => {
    expect((await get(`/api/speaker-admin/talks/${talk.big}/ratings`, { cookie: pro.cookie })).json()).toEqual({
      responses: 12,
      average: 3.8,
      distribution: [1, 1, 2, 3, 5],
    });
    expect((await get(`/api/speaker-admin/talks/${talk.small}/ratings`, { cookie: pro.cookie })).json()).toEqual({
      responses: 3,
      average: null,
      distribution: [0, 1, 0, 1, 1],
    });
    const theirs = await createOwnTalk(t.app, lite.cookie, { eventName: 'Lite Summit' });
    await endTrial(t.database, lite.user.id);
    await seed(theirs, [[4, 'CEO', 'lite.example']], 'lite');
    const res = await get(`/api/speaker-admin/talks/${theirs}/ratings`, { cookie: lite.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ responses: 1, average: null, distribution: [0, 0, 0, 1, 0] });
  });

  it("is a 404 for another speaker's talk, and refused to anyone not signed in as a speaker", async () => {
    const url = `/api/speaker-admin/talks/${talk.big}/ratings`;
    expect((await get(url, { cookie: other.cookie })).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, { cookie: adminCookie })).statusCode).toBe(403);
    expect((await get('/api/speaker-admin/talks/abc/ratings', { cookie: pro.cookie })).statusCode).toBe(400);
  });
});
