import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, mailMessages } from '../../db/schema';
import { daysFromNow } from '../../test/dates';
import { createProfile, createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';

const TALK_DAY = daysFromNow(-10);

let t: TestContext;
let owner: Awaited<ReturnType<typeof signUpSpeaker>>;
let other: Awaited<ReturnType<typeof signUpSpeaker>>;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpSpeaker(t.app, { firstName: 'Maya', lastName: 'Okafor' });
  other = await signUpSpeaker(t.app, { firstName: 'Other', lastName: 'Speaker' });
  adminCookie = await signInAdmin(t.app);
  await createProfile(t.database, owner.user);
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function createOwnTalk(body: object = {}, cookie = owner.cookie) {
  const res = await call('POST', '/api/speaker-admin/events', cookie, {
    eventName: 'Future of Work Summit',
    talkTitle: 'Leading Hybrid Teams',
    venue: 'ExCeL London',
    hashtag: '#FOW26',
    eventDate: TALK_DAY,
    expectedAudienceSize: 200,
    ...body,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const feedback = (presentationId: number, body: object = {}) =>
  call('POST', '/api/feedback', undefined, {
    presentationId,
    rating: 5,
    testimonial: 'Practical and inspiring.',
    firstName: 'Priya',
    jobRole: 'Head of People at Brightline',
    workEmail: 'priya@brightline.co.uk',
    contactConsent: true,
    publishConsent: true,
    ...body,
  });

describe('events', () => {
  it('creates an event with its public feedback URL and zero counts', async () => {
    const event = await createOwnTalk();
    expect(event).toMatchObject({
      eventName: 'Future of Work Summit',
      talkTitle: 'Leading Hybrid Teams',
      status: 'upcoming',
      expectedAudienceSize: 200,
      responseCount: 0,
      hotLeadCount: 0,
      testimonialCount: 0,
      averageRating: null,
      responseRate: 0,
      feedbackUrl: `http://localhost:5000/qr/maya-okafor/${event.id}`,
    });
    expect(event.eventDate).toBe(`${TALK_DAY}T00:00:00.000Z`);
    const list = (await call('GET', '/api/speaker-admin/events', owner.cookie)).json();
    expect(list.map((e: { id: number }) => e.id)).toContain(event.id);
  });

  it('updates an event', async () => {
    const event = await createOwnTalk();
    const res = await call('PUT', `/api/speaker-admin/talks/${event.id}`, owner.cookie, {
      eventName: 'Renamed Summit',
      talkTitle: 'Leading Hybrid Teams, Revised',
      eventDate: daysFromNow(-20),
      status: 'completed',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      eventName: 'Renamed Summit',
      status: 'completed',
      talkTitle: 'Leading Hybrid Teams, Revised',
      expectedAudienceSize: null,
    });
  });

  it('keeps an old talk editable: a date more than a year back is refused only when it is changed to', async () => {
    const event = await createOwnTalk();
    const longAgo = new Date(`${daysFromNow(-4 * 365)}T00:00:00Z`);
    await t.database.db.update(events).set({ eventDate: longAgo }).where(eq(events.id, event.id));
    const rename = await call('PUT', `/api/speaker-admin/talks/${event.id}`, owner.cookie, {
      eventName: 'Renamed Old Summit',
      talkTitle: 'Leading Hybrid Teams',
      eventDate: longAgo.toISOString(),
    });
    expect(rename.statusCode).toBe(200);
    expect(rename.json().eventDate).toBe(longAgo.toISOString());
    const moved = await call('PUT', `/api/speaker-admin/talks/${event.id}`, owner.cookie, {
      eventName: 'Renamed Old Summit',
      talkTitle: 'Leading Hybrid Teams',
      eventDate: daysFromNow(-5 * 365),
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().details.fields).toEqual([{ field: 'eventDate', message: 'must be within the last year' }]);
  });

  it.each([
    [{ eventName: '' }, 'eventName'],
    [{ eventName: 'x'.repeat(201) }, 'eventName'],
    [{ talkTitle: undefined }, 'talkTitle'],
    [{ talkTitle: '   ' }, 'talkTitle'],
    [{ eventDate: 'next tuesday' }, 'eventDate'],
    [{ eventDate: daysFromNow(-3 * 365) }, 'eventDate'],
    [{ eventDate: daysFromNow(11 * 365) }, 'eventDate'],
    [{ eventDate: '0002-05-14' }, 'eventDate'],
    [{ status: 'finished' }, 'status'],
    [{ expectedAudienceSize: 0 }, 'expectedAudienceSize'],
    [{ expectedAudienceSize: 'lots' }, 'expectedAudienceSize'],
  ])('rejects %j naming %s', async (patch, field) => {
    const res = await call('POST', '/api/speaker-admin/events', owner.cookie, { eventName: 'Ok', talkTitle: 'A Talk', ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('an id that is not a number is a 400, not a 500', async () => {
    const res = await call('GET', '/api/speaker-admin/events/abc', owner.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('id');
  });
});

describe('attendee feedback feeds the counts', () => {
  it('counts responses, hot leads, testimonials and the average in SQL; response rate against the audience', async () => {
    const event = await createOwnTalk();
    expect((await feedback(event.id)).statusCode).toBe(201);
    expect((await feedback(event.id, { workEmail: 'tom@northwind.example', rating: 4, publishConsent: false })).statusCode).toBe(201);
    expect((await feedback(event.id, { workEmail: 'amy@gmail.com', rating: 2, jobRole: 'head of people' })).statusCode).toBe(201);
    const got = (await call('GET', `/api/speaker-admin/events/${event.id}`, owner.cookie)).json();
    // A testimonial is a 4-5 star answer that may be published (the 2-star one is not, nor the unpublishable 4-star).
    expect(got).toMatchObject({ responseCount: 3, hotLeadCount: 2, testimonialCount: 1, averageRating: 3.7, responseRate: 2 });

    const responsesRes = await call('GET', `/api/speaker-admin/events/${event.id}/responses`, owner.cookie);
    expect(responsesRes.json()).toHaveLength(3);
    expect(responsesRes.json()[0]).toMatchObject({ attendeeEmail: 'amy@gmail.com', isHotLead: false, contactConsent: true });
  });

  it('dashboard and analytics: roles without the company part, companies from work domains only', async () => {
    const dash = (await call('GET', '/api/speaker-admin/dashboard', owner.cookie)).json();
    expect(dash.eventCount).toBeGreaterThan(0);
    expect(dash.totalAttendees).toBeGreaterThanOrEqual(3);
    expect(dash.recentEvents.length).toBeLessThanOrEqual(5);
    expect(dash.recentEvents.every((e: { eventDate: string }) => new Date(e.eventDate) <= new Date())).toBe(true);
    // 'Head of People at Brightline' (twice) and 'head of people' are one role, shown one way.
    expect(dash.topRoles[0]).toMatchObject({ role: 'Head of People', count: 3, percentage: 100 });
    const analytics = (await call('GET', '/api/speaker-admin/analytics', owner.cookie)).json();
    expect(analytics.totals).toMatchObject({ attendees: dash.totalAttendees, hotLeads: 2, averageRating: 3.7 });
    expect(analytics.companies.map((c: { domain: string }) => c.domain)).toEqual(['brightline.co.uk', 'northwind.example']);
    // The company as its domain spells it (brightline.co.uk).
    expect(analytics.companies[0]).toMatchObject({ company: 'brightline', count: 1 });
  });
});

describe('recent events', () => {
  it('lists the 5 latest past events, newest first, and leaves future ones out', async () => {
    const speaker = await signUpSpeaker(t.app);
    const day = 86_400_000;
    for (let i = 1; i <= 7; i++) {
      await createOwnTalk({ eventName: `Past ${i}`, eventDate: new Date(Date.now() - i * day).toISOString() }, speaker.cookie);
    }
    await createOwnTalk({ eventName: 'Next month', eventDate: new Date(Date.now() + 30 * day).toISOString() }, speaker.cookie);
    const dash = (await call('GET', '/api/speaker-admin/dashboard', speaker.cookie)).json();
    expect(dash.eventCount).toBe(8);
    expect(dash.recentEvents.map((e: { eventName: string }) => e.eventName)).toEqual(['Past 1', 'Past 2', 'Past 3', 'Past 4', 'Past 5']);
  });
});

describe('lead exports', () => {
  it('hot-leads CSV holds only 4-5 stars, quotes and neutralises cells, and is e-mailed to the speaker', async () => {
    const event = await createOwnTalk({ eventName: 'CSV Summit' });
    await feedback(event.id, { testimonial: '=HYPERLINK("http://evil")', firstName: 'Zoë, "Z"' });
    await feedback(event.id, { workEmail: 'low@acme.example', rating: 3 });
    const res = await call('POST', `/api/speaker-admin/events/${event.id}/download-hot-leads`, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="hot-leads-csv-summit-leading-hybrid-teams-${event.id}.csv"`);
    const csv = res.body;
    expect(csv.startsWith('\uFEFFName,Email,Job Role,Rating')).toBe(true);
    expect(csv).toContain('priya@brightline.co.uk');
    expect(csv).not.toContain('low@acme.example');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain('"Zoë, ""Z"""');
    const [mail] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.source, 'hot-leads-export'));
    expect(mail).toMatchObject({ toAddress: owner.user.email, subject: 'Hot leads from CSV Summit: Leading Hybrid Teams' });

    const all = await call('POST', `/api/speaker-admin/events/${event.id}/download-all-leads`, owner.cookie);
    expect(all.body).toContain('low@acme.example');
    expect(all.body.trim().split('\r\n')).toHaveLength(3);
  });

  it('are GETs at the talk: the same files, e-mailed only when asked (?email=1), so following a link sends nothing', async () => {
    const event = await createOwnTalk({ eventName: 'GET Summit' });
    await feedback(event.id);
    await feedback(event.id, { workEmail: 'low@acme.example', rating: 3 });
    const mailsAbout = (subject: string) => t.database.db.select().from(mailMessages).where(eq(mailMessages.subject, subject));
    const hot = await call('GET', `/api/speaker-admin/talks/${event.id}/hot-leads.csv`, owner.cookie);
    expect(hot.statusCode).toBe(200);
    expect(hot.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(hot.body).toContain('priya@brightline.co.uk');
    expect(hot.body).not.toContain('low@acme.example');
    expect(hot.headers['x-emailed']).toBeUndefined();
    expect(await mailsAbout('Hot leads from GET Summit: Leading Hybrid Teams')).toHaveLength(0);
    const all = await call('GET', `/api/speaker-admin/talks/${event.id}/leads.csv?email=1`, owner.cookie);
    expect(all.headers['content-disposition']).toMatch(/^attachment; filename="all-leads-get-summit-/);
    expect(all.body).toContain('low@acme.example');
    expect(all.headers['x-emailed']).toBeDefined();
    expect(await mailsAbout('All leads from GET Summit: Leading Hybrid Teams')).toHaveLength(1);
    // The old POST address keeps e-mailing the copy unless told not to.
    await call('POST', `/api/speaker-admin/events/${event.id}/download-hot-leads`, owner.cookie);
    expect(await mailsAbout('Hot leads from GET Summit: Leading Hybrid Teams')).toHaveLength(1);
    expect((await call('GET', `/api/speaker-admin/talks/${event.id}/leads.csv`, other.cookie)).statusCode).toBe(404);
  });
});

describe('QR codes', () => {
  it('the PNG decodes to the event feedback URL; the SVG is an SVG', async () => {
    const event = await createOwnTalk();
    const png = await call('GET', `/api/speaker-admin/talks/${event.id}/qr.png?download=1`, owner.cookie);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toMatch(/attachment; filename="qr-.*\.png"/);
    const image = PNG.sync.read(png.rawPayload);
    expect(image.width).toBe(2048);
    const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    expect(decoded?.data).toBe(`http://localhost:5000/qr/maya-okafor/${event.id}`);
    const svg = await call('GET', `/api/speaker-admin/talks/${event.id}/qr.svg`, owner.cookie);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.body).toMatch(/^<svg/);
  });
});

describe('who may not', () => {
  it('another speaker gets 404, anonymous 401, the admin 403 on every event endpoint; nothing changes', async () => {
    const event = await createOwnTalk({ eventName: 'Private Summit' });
    await feedback(event.id);
    const endpoints: ['GET' | 'POST' | 'PUT', string, object?][] = [
      ['GET', `/api/speaker-admin/events/${event.id}`],
      ['PUT', `/api/speaker-admin/talks/${event.id}`, { eventName: 'Hijacked', talkTitle: 'Hijacked' }],
      ['GET', `/api/speaker-admin/events/${event.id}/responses`],
      ['POST', `/api/speaker-admin/events/${event.id}/download-hot-leads`],
      ['POST', `/api/speaker-admin/events/${event.id}/download-all-leads`],
      ['GET', `/api/speaker-admin/talks/${event.id}/qr.svg`],
      ['GET', `/api/speaker-admin/talks/${event.id}/qr.png`],
    ];
    for (const [method, url, body] of endpoints) {
      const asOther = await call(method, url, other.cookie, body);
      expect(asOther.statusCode, `${method} ${url} as another speaker`).toBe(404);
      expect(asOther.json().message).toBe('Event not found');
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await call(method, url, adminCookie, body)).statusCode, `${method} ${url} as admin`).toBe(403);
    }
    for (const url of [
      '/api/speaker-admin/events',
      '/api/speaker-admin/all-responses',
      '/api/speaker-admin/dashboard',
      '/api/speaker-admin/analytics',
      '/api/feedback',
    ]) {
      expect((await call('GET', url)).statusCode, url).toBe(401);
      const mine = (await call('GET', url, other.cookie)).json();
      expect(JSON.stringify(mine), url).not.toContain('priya@brightline.co.uk');
    }
    expect((await call('GET', `/api/speaker-admin/events/${event.id}`, owner.cookie)).json().eventName).toBe('Private Summit');
  });
});
