import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHORT_CODE_ALPHABET } from '../../../../shared/domain/short-link';
import { buildApp } from '../../../app';
import { events, speakerProfiles } from '../../../db/schema';
import { daysFromNow } from '../../../test/dates';
import { createProfile, createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../../test/harness';
import { solidPng } from '../../../test/graphics-fixtures';

let t: TestContext;
let owner: Awaited<ReturnType<typeof signUpSpeaker>>;
let other: Awaited<ReturnType<typeof signUpSpeaker>>;
let adminCookie: string;
let web: FastifyInstance;
let webDist: string;

const INDEX_HTML = '<!doctype html><html><head><title>SpeakerPro</title></head><body><div id="root"></div></body></html>';
const CODE = new RegExp(`^[${SHORT_CODE_ALPHABET}]{6}$`);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpSpeaker(t.app, { firstName: 'Maya', lastName: 'Okafor' });
  other = await signUpSpeaker(t.app, { firstName: 'Other', lastName: 'Speaker' });
  adminCookie = await signInAdmin(t.app);
  await createProfile(t.database, owner.user, { brandColorPrimary: '#0f766e', brandColorSecondary: '#f59e0b' });
  await createProfile(t.database, other.user, { slug: 'other-speaker', firstName: 'Other', lastName: 'Speaker', digitalGiftTitle: null });
  // The same app with a web build, to see what a browser gets for a code that leads nowhere.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-presenter-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  web = await buildApp(t.deps, { webDist });
  await web.ready();
});
afterAll(async () => {
  await web.close();
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, cookie?: string, app: FastifyInstance = t.app) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function createOwnTalk(body: object = {}, cookie = owner.cookie) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/speaker-admin/events',
    headers: { cookie },
    payload: {
      eventName: 'Future of Work Summit',
      talkTitle: 'Leading Hybrid Teams',
      eventDate: daysFromNow(-1),
      expectedAudienceSize: 120,
      ...body,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; feedbackUrl: string; shortCode: string; shortUrl: string; talkTitle: string };
}

async function pdfText(bytes: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  const page = await pdf.getPage(1);
  return { text: text.replace(/\s+/g, ' '), totalPages, size: page.view.slice(2) };
}

describe('short links', () => {
  it('every talk has a code from the alphabet and its short URL; codes are unique across many talks', async () => {
    const made = [];
    for (let i = 0; i < 12; i += 1) made.push(await createOwnTalk({ talkTitle: `Talk ${i}` }));
    for (const e of made) {
      expect(e.shortCode).toMatch(CODE);
      expect(e.shortUrl).toBe(`http://localhost:5000/t/${e.shortCode}`);
    }
    // Talks made every other way (the first-presentation form, the demo seed) get theirs from the
    // database's default: 400 more, straight into the table.
    await t.database.db.execute(sql`
      insert into events (speaker_user_id, event_name, event_date)
      select ${other.user.id}, 'Bulk talk ' || n, now() from generate_series(1, 400) as n`);
    const codes = (await t.database.db.select({ code: events.shortCode }).from(events)).map((r) => r.code);
    expect(codes.length).toBeGreaterThanOrEqual(412);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(CODE);
    // The event page's answer carries the same code as the list.
    const one = (await get(`/api/speaker-admin/events/${made[0]!.id}`, owner.cookie)).json();
    expect(one).toMatchObject({ shortCode: made[0]!.shortCode, shortUrl: made[0]!.shortUrl });
  });

  it('/t/{code} sends the browser to the feedback page its QR code encodes, in any letter case', async () => {
    const event = await createOwnTalk();
    expect(event.feedbackUrl).toBe(`http://localhost:5000/qr/maya-okafor/${event.id}`);
    for (const typed of [event.shortCode, event.shortCode.toLowerCase(), event.shortCode[0]!.toLowerCase() + event.shortCode.slice(1)]) {
      const res = await get(`/t/${typed}`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(event.feedbackUrl);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // And the page it leads to is the talk's form.
    const page = await get(new URL(event.feedbackUrl).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Leading Hybrid Teams');
  });

  it('an unknown or malformed code is the app’s Page Not Found (404 HTML), never a server error', async () => {
    const taken = new Set((await t.database.db.select({ code: events.shortCode }).from(events)).map((r) => r.code));
    let unknown = 'ZZZZZZ';
    for (let i = 0; taken.has(unknown); i += 1) unknown = `ZZZZ${SHORT_CODE_ALPHABET[i % 31]}${SHORT_CODE_ALPHABET[(i * 7) % 31]}`;
    const tries = [
      unknown,
      unknown.toLowerCase(),
      'R9AD4',
      'R9AD4AA',
      '0OIL1Z',
      'R9-AD4',
      '%E2%9C%93%E2%9C%93%E2%9C%93',
      'x'.repeat(90),
      '%20',
    ];
    for (const code of tries) {
      const res = await get(`/t/${code}`, undefined, web);
      expect(res.statusCode, code).toBe(404);
      expect(res.headers['content-type'], code).toMatch(/^text\/html/);
      expect(res.body, code).toBe(INDEX_HTML);
    }
    // The short link's own address with nothing after it, or more than a code, is no page either.
    for (const url of ['/t', '/t/', `/t/${unknown}/more`]) expect((await get(url, undefined, web)).statusCode, url).toBe(404);
    // Longer than any path segment the router takes: refused as too long, as on every route.
    expect((await get(`/t/${'x'.repeat(300)}`, undefined, web)).statusCode).toBe(404);
    expect((await get(`/t/${'x'.repeat(501)}`, undefined, web)).statusCode).toBe(414);
  });

  it('is rate-limited per client address like attendees’ answers, with a page that says so', async () => {
    const limited = await createTestApp({ FEEDBACK_RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const statuses = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await get('/t/ZZZZZZ', undefined, limited.app)).statusCode);
      expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
      const refused = await get('/t/ZZZZZZ', undefined, limited.app);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.headers['content-type']).toMatch(/^text\/html/);
      expect(refused.body).toContain('Too many requests');
    } finally {
      await limited.close();
    }
  });
});

describe('the closing slide', () => {
  it('slide.png: 1920x1080, its QR code opens the talk’s feedback page, saved under the talk’s title', async () => {
    const event = await createOwnTalk({ talkTitle: 'Stories That Sell: Résumé Edition' });
    const res = await get(`/api/speaker-admin/talks/${event.id}/slide.png`, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="slide-stories-that-sell-resume-edition-${event.id}.png"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const png = PNG.sync.read(res.rawPayload);
    expect([png.width, png.height]).toEqual([1920, 1080]);
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(code?.data).toBe(event.feedbackUrl);
    // The speaker's primary colour is the background (a corner pixel).
    expect([...png.data.subarray(0, 3)]).toEqual([0x0f, 0x76, 0x6e]);
  });

  it('slide.pdf: one 16:9 page with the title, the call to action with the gift, and the short link as text', async () => {
    const event = await createOwnTalk({ talkTitle: 'Leading Hybrid Teams Without Losing Your Mind' });
    const res = await get(`/api/speaker-admin/talks/${event.id}/slide.pdf`, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="slide-leading-hybrid-teams-without-losing-your-mind-${event.id}.pdf"`,
    );
    const { text, totalPages, size } = await pdfText(res.rawPayload);
    expect(totalPages).toBe(1);
    expect(size[0]! / size[1]!).toBeCloseTo(16 / 9, 2);
    expect(text).toContain('Leading Hybrid Teams Without Losing Your Mind');
    expect(text).toContain(event.shortUrl);
    expect(text).toContain('Scan to rate this talk and get Hybrid Team Checklist');
    expect(text).toContain('Maya Okafor');
  });

  it('without a gift the call to action asks only for the rating; a talk without a title shows its event name', async () => {
    const event = await createOwnTalk({ eventName: 'Ops Night', talkTitle: 'Ops Night' }, other.cookie);
    const { text } = await pdfText((await get(`/api/speaker-admin/talks/${event.id}/slide.pdf`, other.cookie)).rawPayload);
    expect(text).toContain('Scan to rate this talk');
    expect(text).not.toContain('and get');
    expect(text).toContain('Ops Night');
    expect(text).toContain(event.shortUrl);
  });

  it("carries the speaker's own uploaded logo on both the PNG and the PDF", async () => {
    const event = await createOwnTalk({ talkTitle: 'Logo Talk' });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/speaker-admin/logos',
      headers: { cookie: owner.cookie, 'content-type': 'multipart/form-data; boundary=x' },
      payload: Buffer.concat([
        Buffer.from('--x\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n'),
        solidPng(800, 400, [249, 115, 22, 255]),
        Buffer.from('\r\n--x--\r\n'),
      ]),
    });
    expect(upload.statusCode).toBe(200);
    await t.database.db.update(speakerProfiles).set({ logoUrl: upload.json().logoUrl }).where(eq(speakerProfiles.userId, owner.user.id));
    try {
      const png = PNG.sync.read((await get(`/api/speaker-admin/talks/${event.id}/slide.png`, owner.cookie)).rawPayload);
      let orange = 0;
      for (let i = 0; i < png.data.length; i += 4)
        if (png.data[i] === 249 && png.data[i + 1] === 115 && png.data[i + 2] === 22) orange += 1;
      // The logo is scaled into its 360x72 box on the header's white panel: 144x72 px of it.
      expect(orange).toBeGreaterThan(9_000);
      // Without a logo the speaker's name stands in; with one, the name is not printed.
      const { text } = await pdfText((await get(`/api/speaker-admin/talks/${event.id}/slide.pdf`, owner.cookie)).rawPayload);
      expect(text).not.toContain('Maya Okafor');
      const pdf = (await get(`/api/speaker-admin/talks/${event.id}/slide.pdf`, owner.cookie)).rawPayload.toString('latin1');
      expect(pdf).toMatch(/\/Subtype \/Image/);
    } finally {
      await t.database.db.update(speakerProfiles).set({ logoUrl: null }).where(eq(speakerProfiles.userId, owner.user.id));
    }
  });
});

describe('who may present a talk', () => {
  const paths = (id: number) => [
    `/api/speaker-admin/talks/${id}/live`,
    `/api/speaker-admin/talks/${id}/live-count`,
    `/api/speaker-admin/talks/${id}/slide.png`,
    `/api/speaker-admin/talks/${id}/slide.pdf`,
  ];

  it('anonymous 401, another speaker 404 (the same as no such talk), the owner 403; a bad id 400 naming it', async () => {
    const event = await createOwnTalk();
    for (const url of paths(event.id)) {
      const anonymous = await get(url);
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json().code).toBe('UNAUTHORIZED');
      const stranger = await get(url, other.cookie);
      expect(stranger.statusCode, url).toBe(404);
      expect(stranger.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Event not found' });
      const admin = await get(url, adminCookie);
      expect(admin.statusCode, url).toBe(403);
      expect(admin.json().code).toBe('FORBIDDEN');
    }
    for (const url of paths(2_147_483_647)) expect((await get(url, owner.cookie)).statusCode, url).toBe(404);
    for (const url of paths(0).map((u) => u.replace('/0/', '/abc/'))) {
      const bad = await get(url, owner.cookie);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json().details.fields[0].field).toBe('id');
    }
  });

  it('live-count answers the number the event page shows', async () => {
    const event = await createOwnTalk();
    const count = async () => (await get(`/api/speaker-admin/talks/${event.id}/live-count`, owner.cookie)).json();
    expect(await count()).toEqual({ eventId: event.id, responseCount: 0 });
    for (const email of ['a@one.example', 'b@two.example']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/public/feedback',
        payload: {
          presentationId: event.id,
          rating: 4,
          testimonial: 'Useful.',
          firstName: 'A',
          jobRole: 'CTO',
          workEmail: email,
          contactConsent: false,
          publishConsent: false,
        },
      });
      expect(res.statusCode).toBe(201);
    }
    const page = (await get(`/api/speaker-admin/events/${event.id}`, owner.cookie)).json();
    expect(page.responseCount).toBe(2);
    expect(await count()).toEqual({ eventId: event.id, responseCount: 2 });
  });
});
