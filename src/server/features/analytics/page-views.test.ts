import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ASSESSMENT_QUESTIONS } from '../../../shared/domain/assessment';
import type { VisitorFunnel } from '../../../shared/contract/analytics';
import { buildApp } from '../../app';
import { analyticsEvents, pageViewCounts } from '../../db/schema';
import { createProfile, createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';
import { wizardSignupBody } from '../../test/free-tier';
import { isBotUserAgent } from './page-views';

// A browser as a person runs it (Chromium on a laptop), and the headers it sends with a page it opens.
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const documentHeaders = { 'user-agent': BROWSER, accept: 'text/html,application/xhtml+xml', 'sec-fetch-dest': 'document' };

let t: TestContext;
let web: FastifyInstance;
let webDist: string;
let owner: string;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp();
  // The app with a built web app, so the single-page app's pages answer (the harness's app has none).
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-page-views-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>SpeakerPro</title></head><body></body></html>');
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), 'export {};');
  web = await buildApp(t.deps, { webDist });
  await web.ready();
  owner = await signInAdmin(web);
});
afterAll(async () => {
  await web.close();
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});
beforeEach(async () => {
  await web.pageViews.flush();
  await t.database.db.delete(pageViewCounts);
  await t.database.db.delete(analyticsEvents);
});

const open = (url: string, headers: Record<string, string> = {}) =>
  web.inject({ method: 'GET', url, headers: { ...documentHeaders, ...headers }, remoteAddress: `10.44.${ip >> 8}.${ip++ & 255}` });
const funnel = async (query = '') => {
  const res = await web.inject({ method: 'GET', url: `/api/admin/visitor-funnel${query}`, headers: { cookie: owner } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<VisitorFunnel>();
};
const storedRows = async () => {
  await web.pageViews.flush();
  return t.database.db.select().from(pageViewCounts);
};
const today = () => new Date().toISOString().slice(0, 10);

describe('page views counted by the server', () => {
  it('counts a page a browser opens, with the referring site and the campaign tags, and nothing about the visitor', async () => {
    const res = await open('/?utm_source=LinkedIn&utm_medium=Social&utm_campaign=Launch%20Week', {
      referer: 'https://www.linkedin.com/feed/update/123',
    });
    expect(res.statusCode).toBe(200);
    await open('/waitlist', { referer: 'http://localhost:5000/' });
    await open('/waitlist');
    expect(await storedRows()).toEqual(
      expect.arrayContaining([
        {
          day: today(),
          path: '/',
          referrerHost: 'www.linkedin.com',
          utmSource: 'linkedin',
          utmMedium: 'social',
          utmCampaign: 'Launch Week',
          views: 1,
        },
        // A link from our own pages is no referral; the two views of /waitlist are one row of 2.
        { day: today(), path: '/waitlist', referrerHost: '', utmSource: '', utmMedium: '', utmCampaign: '', views: 2 },
      ]),
    );
    expect(await storedRows()).toHaveLength(2);
  });

  it('counts a reload the server answers 304 Not Modified', async () => {
    const first = await open('/waitlist');
    const reload = await open('/waitlist', { 'if-modified-since': String(first.headers['last-modified']), 'cache-control': 'max-age=0' });
    expect(reload.statusCode).toBe(304);
    expect(await storedRows()).toEqual([expect.objectContaining({ path: '/waitlist', views: 2 })]);
  });

  it('counts the pages the server makes itself (the pricing page)', async () => {
    expect((await open('/pricing')).statusCode).toBe(200);
    expect(await storedRows()).toEqual([expect.objectContaining({ path: '/pricing', views: 1 })]);
  });

  it.each([
    ['a search crawler', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
    ['a link preview', { 'user-agent': 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)' }],
    ['curl', { 'user-agent': 'curl/8.5.0' }],
    ['a headless browser', { 'user-agent': BROWSER.replace('Chrome/', 'HeadlessChrome/') }],
    ['no user agent', { 'user-agent': '' }],
    ['a frame', { 'sec-fetch-dest': 'iframe' }],
    ['a prefetch', { 'sec-purpose': 'prefetch' }],
  ])('leaves out %s', async (_name, headers) => {
    expect((await open('/', headers)).statusCode).toBe(200);
    expect(await storedRows()).toEqual([]);
  });

  it('leaves out what is no page: scripts, API answers, unknown paths, HEAD', async () => {
    expect((await open('/assets/app-1a2b3c.js')).statusCode).toBe(200);
    expect((await open('/api/public/plans')).statusCode).toBe(200);
    expect((await open('/no-such-page')).statusCode).toBe(404);
    await web.inject({ method: 'HEAD', url: '/', headers: documentHeaders });
    expect(await storedRows()).toEqual([]);
  });

  it("leaves out the signed-in owner's own pages, and still counts a signed-in speaker's", async () => {
    await open('/admin', { cookie: owner });
    await open('/', { cookie: owner });
    const speaker = await signUpSpeaker(web);
    await open('/speaker/dashboard', { cookie: speaker.cookie });
    expect(await storedRows()).toEqual([expect.objectContaining({ path: '/speaker/dashboard', views: 1 })]);
  });

  it('a page view posted to the public endpoints, old or new, answers as before and changes no figure', async () => {
    await open('/');
    const before = await funnel();
    const dashboardBefore = (await web.inject({ method: 'GET', url: '/api/admin/analytics/dashboard', headers: { cookie: owner } })).json();
    for (const [url, payload] of [
      ['/api/public/analytics/track', { eventType: 'page_view', pagePath: '/' }],
      ['/api/public/analytics-events', { eventType: 'page_view', pagePath: '/' }],
      ['/api/analytics/track', { event_type: 'page_view', page_path: '/' }],
    ] as const) {
      const res = await web.inject({ method: 'POST', url, payload, remoteAddress: '10.45.0.1', headers: { 'user-agent': BROWSER } });
      expect(res.statusCode, url).toBe(201);
    }
    expect(await funnel()).toEqual(before);
    expect(before.conversion.landingVisits).toBe(1);
    const dashboardAfter = (await web.inject({ method: 'GET', url: '/api/admin/analytics/dashboard', headers: { cookie: owner } })).json();
    expect(dashboardAfter).toEqual(dashboardBefore);
    expect(dashboardAfter.summary.pageViews).toBe(1);
    expect(await t.database.db.select().from(analyticsEvents)).toEqual([]);
  });

  it('recognises bots by user agent and lets browsers through', () => {
    expect(isBotUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1')).toBe(
      false,
    );
    expect(isBotUserAgent(BROWSER)).toBe(false);
    expect(isBotUserAgent('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)')).toBe(true);
    expect(isBotUserAgent('facebookexternalhit/1.1')).toBe(true);
    expect(isBotUserAgent('python-requests/2.31')).toBe(true);
    expect(isBotUserAgent(undefined)).toBe(true);
  });
});

describe('GET /api/admin/visitor-funnel', () => {
  const call = (headers: Record<string, string>, query = '') =>
    web.inject({ method: 'GET', url: `/api/admin/visitor-funnel${query}`, headers });

  it('is the owner’s alone: refused to anonymous callers, speakers and API keys', async () => {
    expect((await call({})).statusCode).toBe(401);
    const speaker = await signUpSpeaker(web);
    const asSpeaker = await call({ cookie: speaker.cookie });
    expect(asSpeaker.statusCode).toBe(403);
    await createProfile(t.database, speaker.user, { slug: 'funnel-key-speaker' });
    const key = await web.inject({
      method: 'POST',
      url: '/api/speaker-admin/api-keys',
      headers: { cookie: speaker.cookie },
      payload: { name: 'Zapier', access: 'read' },
    });
    expect(key.statusCode, key.body).toBe(201);
    const asKey = await call({ authorization: `Bearer ${key.json().key}` });
    expect([401, 403]).toContain(asKey.statusCode);
    expect(asKey.body).not.toContain('visitsByDay');
  });

  it.each([['?days=3'], ['?days=366'], ['?days=ten'], ['?days=7.5']])('answers %s with 400 naming days', async (query) => {
    const res = await call({ cookie: owner }, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain('days');
  });

  it('gives visits per day, referrers, campaigns, pages and the conversion from the landing page to what people made', async () => {
    await open('/', { referer: 'https://news.ycombinator.com/item?id=1' });
    await open('/', { referer: 'https://news.ycombinator.com/' });
    await open('/?utm_source=newsletter&utm_medium=email&utm_campaign=november');
    await open('/blog');
    // Views from before the range are not counted.
    await t.database.db.insert(pageViewCounts).values({ day: '2020-01-01', path: '/', views: 50 });

    let n = 0;
    const post = (url: string, payload: object) => web.inject({ method: 'POST', url, payload, remoteAddress: `10.46.0.${++n}` });
    expect((await post('/api/public/waitlist', { name: 'Ada Place', email: 'ada.funnel@example.com', heardAbout: null })).statusCode).toBe(
      201,
    );
    expect((await post('/api/public/waitlist', { name: 'Ben Place', email: 'ben.funnel@example.com', heardAbout: null })).statusCode).toBe(
      201,
    );
    const answers = Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, q.options.at(-1)!.value]));
    expect((await post('/api/public/assessments', { email: 'cara.funnel@example.com', answers })).statusCode).toBe(201);
    expect((await post('/api/public/event-inquiries', { name: 'Dee Organiser', eventType: 'Keynote' })).statusCode).toBe(201);
    const freePage = await post(
      '/api/public/free-page-wizard-signups',
      wizardSignupBody({ email: 'eve.funnel@example.com', speakerFriends: [] }),
    );
    expect(freePage.statusCode, freePage.body).toBe(202);
    const before = await funnel();
    await signUpSpeaker(web);

    const report = await funnel('?days=7');
    expect(report.from).toBe(new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10));
    expect(report.to).toBe(today());
    expect(report.visitsByDay).toHaveLength(7);
    expect(report.visitsByDay.at(-1)).toEqual({ day: today(), views: 4 });
    expect(report.visitsByDay.slice(0, -1).every((d) => d.views === 0)).toBe(true);
    // Most views first, then by name: no referrer ('') before the site.
    expect(report.referrers).toEqual([
      { host: '', views: 2 },
      { host: 'news.ycombinator.com', views: 2 },
    ]);
    expect(report.campaigns).toEqual([{ source: 'newsletter', medium: 'email', campaign: 'november', views: 1 }]);
    expect(report.pages).toEqual([
      { path: '/', views: 3 },
      { path: '/blog', views: 1 },
    ]);
    expect(report.conversion).toEqual({
      landingVisits: 3,
      waitlistEntries: 2,
      freePages: 1,
      assessments: 1,
      inquiries: 1,
      speakerAccounts: before.conversion.speakerAccounts + 1,
    });
  });
});
