import fs from 'node:fs';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../db/schema';
import { createProfile, createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../test/harness';
import { MINIMAL_PDF, multipartBody, pngImage, upload, type Part } from '../test/uploads';

/*
 * The speaker's profile, uploads, first talk, organizer report, presenter, takeaways and proof page
 * since the route catalogue: the canonical paths answer, the specification's old addresses answer
 * as before and say they are old, other old addresses are gone, and API keys reach what the
 * speaker's prefix opens to them (a read-only key only reads).
 */

let t: TestContext;
let adminCookie: string;
type Speaker = Awaited<ReturnType<typeof signUpSpeaker>> & { talkId: number; profileId: number };
let maya: Speaker;
let slugs = 0;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signInAdmin(t.app);
  maya = await speakerWithTalk('Leading Hybrid Teams');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, auth: { cookie?: string; key?: string } = {}, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...(auth.cookie ? { cookie: auth.cookie } : {}), ...(auth.key ? { authorization: `Bearer ${auth.key}` } : {}) },
    ...(payload ? { payload } : {}),
  });

async function speakerWithTalk(talkTitle: string): Promise<Speaker> {
  const speaker = await signUpSpeaker(t.app);
  slugs += 1;
  const profile = await createProfile(t.database, speaker.user, { slug: `speaker-paths-${slugs}` });
  const res = await call('POST', '/api/speaker-admin/talks', speaker, {
    eventName: 'Future of Work Summit',
    talkTitle,
    eventDate: '2026-11-20',
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...speaker, talkId: res.json().id as number, profileId: profile.id };
}

async function keyFor(speaker: { cookie: string }, access: 'read' | 'read-write') {
  const res = await call('POST', '/api/speaker-admin/api-keys', speaker, { name: `script ${access}`, access });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().key as string;
}

/** No route at all (not a refusal, not a missing record): what a removed address answers. */
const expectNoRoute = (res: { statusCode: number; json(): { message?: string } }) => {
  expect(res.statusCode).toBe(404);
  expect(res.json().message ?? '').toMatch(/^Not found: /);
};

const expectOld = (res: { headers: Record<string, unknown> }, successor: string) => {
  expect(res.headers.deprecation).toMatch(/^@\d+$/);
  expect(res.headers.link).toBe(`<${successor}>; rel="successor-version"`);
};

function keyedUpload(url: string, parts: Part[], key: string) {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, authorization: `Bearer ${key}` } });
}

const storedFiles = async (userId: number, kind: 'logo' | 'gift') =>
  (
    await t.database.db
      .select({ n: count() })
      .from(files)
      .where(and(eq(files.ownerUserId, userId), eq(files.kind, kind)))
  )[0]!.n;

describe('uploads are resources: POST /api/speaker-admin/logos and /digital-gift-files', () => {
  const logo = (): Part[] => [{ field: 'logo', filename: 'logo.png', content: pngImage(400, 400) }];
  const gift = (): Part[] => [{ field: 'digitalGift', filename: 'guide.pdf', content: MINIMAL_PDF }];

  it("the specification's upload addresses store the file and answer as before, saying they are old", async () => {
    const speaker = await speakerWithTalk('Uploads');
    const oldLogo = await upload(t.app, '/api/speaker-admin/upload-logo', logo(), speaker.cookie);
    expect(oldLogo.statusCode, oldLogo.body).toBe(200);
    expect(Object.keys(oldLogo.json())).toEqual(['logoUrl']);
    expectOld(oldLogo, '/api/speaker-admin/logos');
    const oldGift = await upload(t.app, '/api/speaker-admin/upload-digital-gift', gift(), speaker.cookie);
    expect(oldGift.statusCode, oldGift.body).toBe(200);
    expect(oldGift.json()).toEqual({ fileUrl: expect.stringMatching(/^\/api\/public\/files\//), fileName: 'guide.pdf' });
    expectOld(oldGift, '/api/speaker-admin/digital-gift-files');
    expect(await storedFiles(speaker.user.id, 'logo')).toBe(1);
    expect(await storedFiles(speaker.user.id, 'gift')).toBe(1);

    // The stored logo is the speaker's to put on the profile.
    const url = oldLogo.json().logoUrl as string;
    expect((await call('GET', url, speaker)).headers['content-type']).toBe('image/png');
  });

  it('a read-write key uploads; a read-only key is refused and nothing is stored', async () => {
    const speaker = await speakerWithTalk('Keyed uploads');
    const readWrite = await keyFor(speaker, 'read-write');
    const read = await keyFor(speaker, 'read');
    const refused = await keyedUpload('/api/speaker-admin/logos', logo(), read);
    expect(refused.statusCode).toBe(403);
    expect(await storedFiles(speaker.user.id, 'logo')).toBe(0);
    const stored = await keyedUpload('/api/speaker-admin/digital-gift-files', gift(), readWrite);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(await storedFiles(speaker.user.id, 'gift')).toBe(1);
  });

  it('the field is named when the file is missing, at the new and the old address', async () => {
    for (const url of ['/api/speaker-admin/logos', '/api/speaker-admin/upload-logo']) {
      const res = await upload(t.app, url, [{ field: 'picture', filename: 'logo.png', content: pngImage(400, 400) }], maya.cookie);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().details.fields).toEqual([{ field: 'logo', message: 'is required' }]);
    }
  });
});

describe("a talk's attendee page: GET /api/public/talks/{id} and /api/speaker-admin/talk-pages", () => {
  it('the public talk answers anyone with what the attendee page shows; the old /api/presentations/{id} too, marked old', async () => {
    const res = await call('GET', `/api/public/talks/${maya.talkId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: maya.talkId, title: 'Leading Hybrid Teams', eventName: 'Future of Work Summit' });
    expect(res.headers.deprecation).toBeUndefined();
    const old = await call('GET', `/api/presentations/${maya.talkId}`);
    expect(old.json()).toEqual(res.json());
    expectOld(old, `/api/public/talks/${maya.talkId}`);
    expectNoRoute(await call('GET', `/api/public/presentations/${maya.talkId}`));
  });

  it('names the id when it is not one, and is 404 for a talk that does not exist', async () => {
    const bad = await call('GET', '/api/public/talks/first');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toEqual([expect.objectContaining({ field: 'id' })]);
    expect((await call('GET', '/api/public/talks/2000000000')).statusCode).toBe(404);
  });

  it("lists only the speaker's own talks; another speaker's id finds nothing; the old /api/presentations too", async () => {
    const lee = await speakerWithTalk('Lee talks');
    const own = await call('GET', '/api/speaker-admin/talk-pages', lee);
    expect(own.statusCode).toBe(200);
    expect(own.json().map((p: { title: string }) => p.title)).toEqual(['Lee talks']);
    const speakerId = own.json()[0].speakerId as number;
    expect((await call('GET', `/api/speaker-admin/talk-pages?speakerId=${speakerId}`, lee)).json()).toEqual(own.json());
    expect((await call('GET', `/api/speaker-admin/talk-pages?speakerId=${speakerId}`, maya)).statusCode).toBe(404);
    const bad = await call('GET', '/api/speaker-admin/talk-pages?speakerId=me', lee);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toEqual([expect.objectContaining({ field: 'speakerId' })]);

    const old = await call('GET', '/api/presentations', lee);
    expect(old.json()).toEqual(own.json());
    expectOld(old, '/api/speaker-admin/talk-pages');
    expectNoRoute(await call('GET', '/api/speaker-admin/presentations', lee));
  });

  it('talk pages are a speaker’s: 401 anonymous, 403 the owner; a read-only key reads them', async () => {
    expect((await call('GET', '/api/speaker-admin/talk-pages')).statusCode).toBe(401);
    expect((await call('GET', '/api/speaker-admin/talk-pages', { cookie: adminCookie })).statusCode).toBe(403);
    const read = await keyFor(maya, 'read');
    const keyed = await call('GET', '/api/speaker-admin/talk-pages', { key: read });
    expect(keyed.statusCode).toBe(200);
    expect(keyed.json().map((p: { id: number }) => p.id)).toEqual([maya.talkId]);
  });
});

describe("a talk's report, presenter and takeaways under /api/speaker-admin/talks/{id}", () => {
  const sub = (id: number, path: string) => `/api/speaker-admin/talks/${id}/${path}`;

  it('the old /events/{id}/… addresses (neither specification calls nor e-mailed) are gone', async () => {
    for (const [method, path] of [
      ['GET', 'organizer-report'],
      ['POST', 'organizer-report'],
      ['PUT', 'organizer-report'],
      ['DELETE', 'organizer-report'],
      ['GET', 'organizer-report/preview'],
      ['GET', 'organizer-report/preview.pdf'],
      ['GET', 'live'],
      ['GET', 'live-count'],
      ['GET', 'slide.png'],
      ['GET', 'slide.pdf'],
      ['GET', 'takeaways'],
    ] as const)
      expectNoRoute(await call(method, `/api/speaker-admin/events/${maya.talkId}/${path}`, maya));
  });

  it('a read-only key reads the count, the takeaways and the report; it cannot make the report link', async () => {
    const read = await keyFor(maya, 'read');
    const counted = await call('GET', sub(maya.talkId, 'live-count'), { key: read });
    expect(counted.json()).toEqual({ eventId: maya.talkId, responseCount: 0 });
    const takeaways = await call('GET', sub(maya.talkId, 'takeaways'), { key: read });
    expect(takeaways.json()).toMatchObject({ groups: [], total: 0 });
    const report = await call('GET', sub(maya.talkId, 'organizer-report'), { key: read });
    expect(report.json()).toMatchObject({ report: null });
    expect((await call('POST', sub(maya.talkId, 'organizer-report'), { key: read }, {})).statusCode).toBe(403);
    expect((await call('GET', sub(maya.talkId, 'organizer-report'), maya)).json().report).toBeNull();

    const readWrite = await keyFor(maya, 'read-write');
    const made = await call('POST', sub(maya.talkId, 'organizer-report'), { key: readWrite }, {});
    expect(made.statusCode, made.body).toBe(201);
    expect((await call('GET', sub(maya.talkId, 'organizer-report'), maya)).json().report.url).toBe(made.json().url);
    expect((await call('DELETE', sub(maya.talkId, 'organizer-report'), { key: readWrite })).statusCode).toBe(204);
  });

  it("another speaker's talk is a 404, the owner a 403, nobody a 401", async () => {
    const other = await speakerWithTalk('Not yours');
    for (const path of ['organizer-report', 'live-count', 'takeaways', 'slide.png'])
      expect((await call('GET', sub(other.talkId, path), maya)).statusCode, path).toBe(404);
    expect((await call('GET', sub(maya.talkId, 'takeaways'), { cookie: adminCookie })).statusCode).toBe(403);
    expect((await call('GET', sub(maya.talkId, 'takeaways'))).statusCode).toBe(401);
  });

  it('names a bad id or setting, never a 5xx', async () => {
    const bad = await call('GET', sub(0, 'live-count'), maya);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toEqual([expect.objectContaining({ field: 'id' })]);
    const preview = await call('GET', `${sub(maya.talkId, 'organizer-report/preview')}?testimonialIds=a,b`, maya);
    expect(preview.statusCode).toBe(400);
    expect(preview.json().details.fields).toEqual([expect.objectContaining({ field: 'testimonialIds' })]);
  });
});

describe('the profile, the demo speaker and the proof page keep their paths, now declared once', () => {
  it('a read-write key marks the introduction seen; a read-only key reads the profile but changes nothing', async () => {
    const speaker = await speakerWithTalk('Keyed profile');
    await t.database.db.execute(
      // createProfile marks the introduction seen; this speaker has not seen it yet.
      sql`update speaker_profiles set has_experienced_speaker_pro = false where user_id = ${speaker.user.id}`,
    );
    const read = await keyFor(speaker, 'read');
    expect((await call('GET', '/api/speaker-admin/profile', { key: read })).json().hasExperiencedSpeakerPro).toBe(false);
    expect((await call('PATCH', '/api/speaker-admin/profile', { key: read }, { hasExperiencedSpeakerPro: true })).statusCode).toBe(403);
    const readWrite = await keyFor(speaker, 'read-write');
    const seen = await call('PATCH', '/api/speaker-admin/profile', { key: readWrite }, { hasExperiencedSpeakerPro: true });
    expect(seen.statusCode, seen.body).toBe(200);
    expect((await call('GET', '/api/speaker-admin/profile', speaker)).json().hasExperiencedSpeakerPro).toBe(true);
  });

  it("the specification's demo-speaker calls answer as the canonical ones do, marked old", async () => {
    const speaker = await signUpSpeaker(t.app);
    const made = await call('POST', '/api/speakers', speaker, { name: 'Jane Doe', email: 'jane@example.com', title: 'Acme' });
    expect(made.statusCode, made.body).toBe(201);
    expectOld(made, '/api/speaker-admin/speakers');
    const id = made.json().id as number;
    const canonical = await call('GET', `/api/speaker-admin/speakers/${id}`, speaker);
    expect(canonical.json()).toMatchObject({ id, name: 'Jane Doe', email: 'jane@example.com', title: 'Acme' });
    const old = await call('GET', `/api/speakers/${id}`, speaker);
    expect(old.json()).toEqual(canonical.json());
    expectOld(old, `/api/speaker-admin/speakers/${id}`);
    const missing = await call('POST', '/api/speaker-admin/speakers', speaker, { name: 'Jane Doe', email: 'not an address' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.fields).toEqual([expect.objectContaining({ field: 'email' })]);
  });

  it('the proof page is read and saved at /api/speaker-admin/proof-page, by a read-write key too', async () => {
    const readWrite = await keyFor(maya, 'read-write');
    const saved = await call('PUT', '/api/speaker-admin/proof-page', { key: readWrite }, { published: true, testimonials: [] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', '/api/speaker-admin/proof-page', maya)).json().published).toBe(true);
    const bad = await call('PUT', '/api/speaker-admin/proof-page', maya, { published: 'yes', testimonials: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toEqual([expect.objectContaining({ field: 'published' })]);
  });
});
