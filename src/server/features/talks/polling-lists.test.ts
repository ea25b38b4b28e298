import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createProfile, createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';

// The lists an integration polls, on the whole app over PGlite or PostgreSQL: each pages by cursor
// with no duplicates and no gaps while rows arrive, filters by updatedSince, opens to a read-only
// API key, shows only the key's speaker's rows, keeps the consent rules of the screens and files,
// and refuses a bad limit, cursor or updatedSince with a 400 naming it.

let t: TestContext;
let adminCookie: string;

type Speaker = Awaited<ReturnType<typeof signUpSpeaker>> & { key: string; talks: number[] };

interface Item {
  id: number;
  updatedAt: string;
  [field: string]: unknown;
}
interface PageBody {
  items: Item[];
  nextCursor: string | null;
  next: string | null;
}

const PUBLIC_URL = 'http://localhost:5000';

const get = (url: string, auth: { key?: string; cookie?: string } = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: auth.key ? { authorization: `Bearer ${auth.key}` } : auth.cookie ? { cookie: auth.cookie } : {},
  });

async function createTalk(speaker: { cookie: string }, eventName: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/speaker-admin/talks',
    headers: { cookie: speaker.cookie },
    payload: { eventName, talkTitle: `${eventName} keynote`, eventDate: '2026-11-20' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

let slugs = 0;
async function speakerWithTalks(count: number): Promise<Speaker> {
  const speaker = await signUpSpeaker(t.app);
  slugs += 1;
  await createProfile(t.database, speaker.user, { slug: `polling-speaker-${slugs}-${speaker.user.id}` });
  const talks: number[] = [];
  for (let i = 0; i < count; i += 1) talks.push(await createTalk(speaker, `Summit ${slugs}.${i + 1}`));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/speaker-admin/api-keys',
    headers: { cookie: speaker.cookie },
    payload: { name: 'Zapier', access: 'read' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...speaker, talks, key: res.json().key as string };
}

interface AnswerInput {
  name: string;
  rating: number;
  contact?: boolean;
  publish?: boolean;
  books?: boolean;
  testimonial?: string;
  answerToken?: string;
}

async function answer(talkId: number, a: AnswerInput): Promise<{ id: number; answerToken: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/public/feedback',
    payload: {
      presentationId: talkId,
      rating: a.rating,
      testimonial: a.testimonial ?? `${a.name} found it practical and inspiring.`,
      firstName: a.name,
      jobRole: 'Head of Events',
      workEmail: `${a.name.toLowerCase()}@brightline.example`,
      contactConsent: a.contact ?? false,
      publishConsent: a.publish ?? false,
      booksSpeakers: a.books ?? null,
      ...(a.answerToken ? { answerToken: a.answerToken } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Renders one graphic (the speaker's own route) and answers its id. */
async function render(speaker: Speaker, graphicId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/speaker-admin/graphics/${graphicId}/renders`,
    headers: { cookie: speaker.cookie },
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The graphic ids of a talk's offered testimonials, in the graphics page's order. */
async function graphicIds(speaker: Speaker, talkId: number): Promise<number[]> {
  const first = await get(`/api/speaker-admin/talks/${talkId}/first-graphic`, { cookie: speaker.cookie });
  expect(first.statusCode, first.body).toBe(200);
  const ids: number[] = [];
  let id: number | null = first.json().graphicId;
  while (id !== null && ids.length < 20) {
    ids.push(id);
    id = (await get(`/api/speaker-admin/graphics/${id}`, { cookie: speaker.cookie })).json().navigation.nextId;
  }
  return ids;
}

/**
 * Follows a list's pages from `?limit=` on, as a polling tool does: through the body's `next`,
 * checking the `Link` header says the same. `afterFirstPage` runs once the first page is read.
 */
async function walk(path: string, key: string, limit: number, afterFirstPage?: () => Promise<void>): Promise<Item[]> {
  const items: Item[] = [];
  let url: string | null = `${path}?limit=${limit}`;
  for (let pages = 0; url !== null; pages += 1) {
    expect(pages, 'more pages than rows').toBeLessThan(50);
    const res = await get(url, { key });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as PageBody;
    expect(body.items.length).toBeLessThanOrEqual(limit);
    if (body.next === null) {
      expect(body.nextCursor).toBeNull();
      expect(res.headers.link).toBeUndefined();
    } else {
      expect(body.items).toHaveLength(limit);
      expect(res.headers.link).toBe(`<${body.next}>; rel="next"`);
      expect(body.next.startsWith(`${PUBLIC_URL}${path}?`)).toBe(true);
      expect(new URL(body.next).searchParams.get('cursor')).toBe(body.nextCursor);
      expect(new URL(body.next).searchParams.get('limit')).toBe(String(limit));
    }
    items.push(...body.items);
    if (pages === 0 && afterFirstPage) await afterFirstPage();
    url = body.next === null ? null : body.next.slice(PUBLIC_URL.length);
  }
  return items;
}

/** Newest change first: updatedAt descending, then id descending. */
function expectNewestChangeFirst(items: Item[]) {
  for (let i = 1; i < items.length; i += 1) {
    const [a, b] = [items[i - 1]!, items[i]!];
    const before = a.updatedAt > b.updatedAt || (a.updatedAt === b.updatedAt && a.id > b.id);
    expect(before, `${a.id} before ${b.id}`).toBe(true);
  }
}

/** The whole list in one page, for comparing with a walk. */
async function wholePage(path: string, key: string): Promise<Item[]> {
  const res = await get(`${path}?limit=200`, { key });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as PageBody;
  expect(body.next).toBeNull();
  return body.items;
}

/** The next millisecond, so that every later change is after `mark`. */
async function markNow(): Promise<string> {
  const mark = Date.now();
  for (let i = 0; Date.now() <= mark && i < 1_000_000; i += 1);
  return new Date(mark).toISOString();
}

let maya: Speaker;
let zed: Speaker;
const answers: Record<string, { id: number; answerToken: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signInAdmin(t.app);
  maya = await speakerWithTalks(3);
  zed = await speakerWithTalks(1);
  const [a, b] = maya.talks as [number, number];
  answers.priya = await answer(a, { name: 'Priya', rating: 5, contact: true, publish: true, books: true });
  answers.tom = await answer(a, { name: 'Tom', rating: 4, publish: true });
  answers.una = await answer(a, { name: 'Una', rating: 5, contact: true });
  answers.lee = await answer(a, { name: 'Lee', rating: 2, contact: true, books: true });
  answers.kim = await answer(b, { name: 'Kim', rating: 5, contact: true, publish: true });
  answers.ravi = await answer(b, { name: 'Ravi', rating: 4, contact: true, publish: true, books: true });
  answers.sam = await answer(b, { name: 'Sam', rating: 3 });
  answers.zoe = await answer(zed.talks[0]!, { name: 'Zoe', rating: 5, contact: true, publish: true, books: true });
});
afterAll(async () => t.close());

const ids = (items: Item[]) => items.map((i) => i.id);
const named = (items: Item[], field: string) => items.map((i) => i[field]).sort();

describe('what each list holds, under the rules the screens and files follow', () => {
  it('hot leads: 4-5 stars whose attendee agreed to be contacted; Tom (4 stars, no consent) is counted on the talk, not listed', async () => {
    const items = await wholePage('/api/speaker-admin/hot-leads', maya.key);
    expect(named(items, 'attendeeName')).toEqual(['Kim', 'Priya', 'Ravi', 'Una']);
    expect(JSON.stringify(items)).not.toContain('tom@');
    const priya = items.find((i) => i.attendeeName === 'Priya')!;
    expect(priya).toMatchObject({ attendeeEmail: 'priya@brightline.example', rating: 5, eventName: 'Summit 1.1' });
    // The hot-leads file of the same talk names the same people.
    const csv = await get(`/api/speaker-admin/talks/${maya.talks[0]}/hot-leads.csv`, { key: maya.key });
    expect(csv.body).toContain('priya@brightline.example');
    expect(csv.body).toContain('una@brightline.example');
    expect(csv.body).not.toContain('tom@');
    const talk = (await get(`/api/speaker-admin/talks/${maya.talks[0]}`, { key: maya.key })).json();
    expect(talk).toMatchObject({ hotLeadCount: 3, contactableHotLeadCount: 2 });
  });

  it('testimonials: the answers offered as graphics (publication agreed); Una (5 stars, no consent) is not one', async () => {
    const items = await wholePage('/api/speaker-admin/testimonials', maya.key);
    expect(named(items, 'attendeeName')).toEqual(['Kim', 'Priya', 'Ravi', 'Tom']);
    expect(JSON.stringify(items)).not.toContain('Una');
    // No e-mail leaves with a testimonial.
    expect(JSON.stringify(items)).not.toContain('@');
    const talk = (await get(`/api/speaker-admin/talks/${maya.talks[0]}`, { key: maya.key })).json();
    expect(talk.testimonialCount).toBe(2);
  });

  it('a testimonial opted out of on /privacy leaves the testimonials at once', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/opt-outs',
      payload: {
        email: 'ravi@brightline.example',
        optOutCategories: { email_marketing: false, social_media: false, testimonials: true, data_sharing: false },
      },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    try {
      const items = await wholePage('/api/speaker-admin/testimonials', maya.key);
      expect(named(items, 'attendeeName')).toEqual(['Kim', 'Priya', 'Tom']);
    } finally {
      await t.database.db.execute(sql`delete from privacy_opt_outs where lower(email) = 'ravi@brightline.example'`);
    }
  });

  it('booking leads: books speakers or passed someone on; the page answers the same leads as the unpaged list', async () => {
    const items = await wholePage('/api/speaker-admin/booking-leads', maya.key);
    expect(ids(items).sort()).toEqual([answers.priya!.id, answers.lee!.id, answers.ravi!.id].sort());
    const whole = (await get('/api/speaker-admin/booking-leads', { key: maya.key })).json();
    expect(whole.total).toBe(3);
    expect(whole.leads.map((l: { id: number }) => l.id).sort()).toEqual(ids(items).sort());
  });

  it('another speaker’s key sees only that speaker’s rows in every list', async () => {
    for (const path of [
      '/api/speaker-admin/responses',
      '/api/speaker-admin/hot-leads',
      '/api/speaker-admin/testimonials',
      '/api/speaker-admin/booking-leads',
    ]) {
      const items = await wholePage(path, zed.key);
      expect(ids(items), path).toEqual([answers.zoe!.id]);
    }
    expect(ids(await wholePage('/api/speaker-admin/talks', zed.key))).toEqual(zed.talks);
    // Maya's talk's answers are another speaker's: 404, as without paging.
    expect((await get(`/api/speaker-admin/talks/${maya.talks[0]}/responses?limit=5`, { key: zed.key })).statusCode).toBe(404);
  });
});

describe('paging through more rows than a page while rows arrive', () => {
  const cases: { name: string; path: () => string; limit: number; arrive: () => Promise<number> }[] = [
    { name: 'talks', path: () => '/api/speaker-admin/talks', limit: 2, arrive: () => createTalk(maya, 'Late Summit') },
    {
      name: 'answers',
      path: () => '/api/speaker-admin/responses',
      limit: 3,
      arrive: async () => (await answer(maya.talks[2]!, { name: 'Noor', rating: 1 })).id,
    },
    {
      name: "one talk's answers",
      path: () => `/api/speaker-admin/talks/${maya.talks[0]}/responses`,
      limit: 2,
      arrive: async () => (await answer(maya.talks[0]!, { name: 'Omar', rating: 3 })).id,
    },
    {
      name: 'hot leads',
      path: () => '/api/speaker-admin/hot-leads',
      limit: 3,
      arrive: async () => (await answer(maya.talks[1]!, { name: 'Pia', rating: 5, contact: true })).id,
    },
    {
      name: 'testimonials',
      path: () => '/api/speaker-admin/testimonials',
      limit: 3,
      arrive: async () => (await answer(maya.talks[1]!, { name: 'Quinn', rating: 5, publish: true })).id,
    },
    {
      name: 'booking leads',
      path: () => '/api/speaker-admin/booking-leads',
      limit: 2,
      arrive: async () => (await answer(maya.talks[2]!, { name: 'Rhea', rating: 3, books: true })).id,
    },
  ];

  for (const c of cases) {
    it(`${c.name}: each row once, newest change first, the new row before the first page`, async () => {
      const before = await wholePage(c.path(), maya.key);
      expect(before.length).toBeGreaterThan(c.limit);
      let arrived = 0;
      const walked = await walk(c.path(), maya.key, c.limit, async () => {
        arrived = await c.arrive();
      });
      expect(new Set(ids(walked)).size).toBe(walked.length);
      expect(ids(walked)).toEqual(ids(before));
      expectNewestChangeFirst(walked);
      expect(ids(walked)).not.toContain(arrived);
      const first = (await get(`${c.path()}?limit=${c.limit}`, { key: maya.key })).json() as PageBody;
      expect(first.items[0]!.id).toBe(arrived);
    });
  }

  it('/api/speaker-admin/graphics: the graphics with an image, each once, the one drawn meanwhile before the first page', async () => {
    const [a, b] = maya.talks as [number, number];
    const offered = [...(await graphicIds(maya, a)), ...(await graphicIds(maya, b))];
    expect(offered.length).toBeGreaterThanOrEqual(4);
    // Not drawn yet: not listed.
    expect(await wholePage('/api/speaker-admin/graphics', maya.key)).toEqual([]);
    for (const id of offered.slice(0, 3)) await render(maya, id);
    const before = await wholePage('/api/speaker-admin/graphics', maya.key);
    expect(ids(before).sort()).toEqual(offered.slice(0, 3).sort());
    const walked = await walk('/api/speaker-admin/graphics', maya.key, 2, () => render(maya, offered[3]!));
    expect(ids(walked)).toEqual(ids(before));
    expectNewestChangeFirst(walked);
    const first = (await get('/api/speaker-admin/graphics?limit=2', { key: maya.key })).json() as PageBody;
    expect(first.items[0]!.id).toBe(offered[3]);
    // The image opens without a session (a signed link, as a webhook's).
    const image = await get(first.items[0]!.imageUrl as string);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // Another speaker sees none of them.
    expect(await wholePage('/api/speaker-admin/graphics', zed.key)).toEqual([]);
  });
});

describe('updatedSince', () => {
  it('keeps what changed at or after the mark: a corrected answer, an edited talk, a redrawn graphic', async () => {
    const mark = await markNow();
    const after = async (path: string) => {
      const res = await get(`${path}?updatedSince=${encodeURIComponent(mark)}`, { key: maya.key });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as PageBody).items;
    };
    for (const path of ['/api/speaker-admin/talks', '/api/speaker-admin/responses', '/api/speaker-admin/graphics'])
      expect(await after(path), path).toEqual([]);

    // The attendee corrects her answer from the browser that holds its token.
    await answer(maya.talks[0]!, {
      name: 'Priya',
      rating: 5,
      contact: true,
      publish: true,
      books: true,
      testimonial: 'Even better the second time I thought about it.',
      answerToken: answers.priya!.answerToken,
    });
    // The speaker edits a talk.
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/speaker-admin/talks/${maya.talks[2]}`,
      headers: { cookie: maya.cookie },
      payload: { eventName: 'Summit renamed', talkTitle: 'Stories', eventDate: '2026-11-20' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    // A graphic drawn again.
    const graphic = (await wholePage('/api/speaker-admin/graphics', maya.key)).at(-1)!;
    await render(maya, graphic.id);

    expect(ids(await after('/api/speaker-admin/talks'))).toEqual([maya.talks[2]]);
    for (const path of [
      '/api/speaker-admin/responses',
      '/api/speaker-admin/hot-leads',
      '/api/speaker-admin/testimonials',
      '/api/speaker-admin/booking-leads',
    ]) {
      const items = await after(path);
      expect(ids(items), path).toEqual([answers.priya!.id]);
      expect(items[0]!.updatedAt >= mark, path).toBe(true);
    }
    expect(ids(await after(`/api/speaker-admin/talks/${maya.talks[0]}/responses`))).toEqual([answers.priya!.id]);
    expect(ids(await after('/api/speaker-admin/graphics'))).toEqual([graphic.id]);
    // Still in the whole list, unchanged elsewhere.
    const testimonials = await wholePage('/api/speaker-admin/testimonials', maya.key);
    expect(testimonials[0]).toMatchObject({ id: answers.priya!.id, testimonial: 'Even better the second time I thought about it.' });
  });

  it('moves updated_at on every change, whatever statement makes it (a trigger), and not on a statement that changes nothing', async () => {
    const [row] = await queryRows<{ updated_at: string }>(
      t.database.db,
      sql`select updated_at::text from responses where id = ${answers.sam!.id}`,
    );
    await t.database.db.execute(sql`update responses set notes = notes where id = ${answers.sam!.id}`);
    const [same] = await queryRows<{ updated_at: string }>(
      t.database.db,
      sql`select updated_at::text from responses where id = ${answers.sam!.id}`,
    );
    expect(same!.updated_at).toBe(row!.updated_at);
    await t.database.db.execute(sql`update responses set notes = 'called back' where id = ${answers.sam!.id}`);
    const [moved] = await queryRows<{ updated_at: string }>(
      t.database.db,
      sql`select updated_at::text from responses where id = ${answers.sam!.id}`,
    );
    expect(moved!.updated_at > row!.updated_at).toBe(true);
  });
});

describe('without paging parameters, the lists answer as they always have', () => {
  it('talks, answers and booking leads: the whole list (the web app and the first API’s callers)', async () => {
    const talks = await get('/api/speaker-admin/talks', { cookie: maya.cookie });
    expect(Array.isArray(talks.json())).toBe(true);
    expect(talks.json()).toHaveLength(4);
    expect(talks.headers.link).toBeUndefined();
    const responses = await get('/api/speaker-admin/responses', { key: maya.key });
    expect(Array.isArray(responses.json())).toBe(true);
    expect((await get(`/api/speaker-admin/talks/${maya.talks[0]}/responses`, { key: maya.key })).json()).toBeInstanceOf(Array);
    expect((await get('/api/speaker-admin/booking-leads', { key: maya.key })).json()).toHaveProperty('leads');
  });

  it('the specification’s old addresses still answer arrays, marked deprecated', async () => {
    for (const url of [
      '/api/speaker-admin/events',
      '/api/speaker-admin/all-responses',
      `/api/speaker-admin/events/${maya.talks[0]}/responses`,
      '/api/feedback',
    ]) {
      const res = await get(url, { cookie: maya.cookie });
      expect(res.statusCode, url).toBe(200);
      expect(Array.isArray(res.json()), url).toBe(true);
      expect(res.json().length, url).toBeGreaterThan(0);
      expect(res.headers.deprecation, url).toBeDefined();
    }
  });
});

describe('who may not, and what is refused', () => {
  const lists = [
    '/api/speaker-admin/talks?limit=2',
    '/api/speaker-admin/responses?limit=2',
    '/api/speaker-admin/hot-leads',
    '/api/speaker-admin/testimonials',
    '/api/speaker-admin/booking-leads?limit=2',
    '/api/speaker-admin/graphics',
    '/api/speaker-admin/feedback',
    '/api/speaker-admin/booking-leads.csv',
  ];

  it('anonymous → 401, the owner → 403, a revoked or unknown key → 401', async () => {
    for (const url of lists) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, { cookie: adminCookie })).statusCode, url).toBe(403);
      expect((await get(url, { key: `spk_${'x'.repeat(43)}` })).statusCode, url).toBe(401);
      expect((await get(url, { key: maya.key })).statusCode, url).toBe(200);
    }
  });

  it('a bad limit, cursor or updatedSince is a 400 naming the field, never a 500', async () => {
    const bad: [string, string][] = [
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['limit=ten', 'limit'],
      ['limit=2.5', 'limit'],
      ['cursor=not-a-cursor', 'cursor'],
      [`cursor=${Buffer.from('2026-11-28T09:00:00.000000Z|0').toString('base64url')}`, 'cursor'],
      [`cursor=${Buffer.from('yesterday|5').toString('base64url')}`, 'cursor'],
      ['updatedSince=yesterday', 'updatedSince'],
      ['updatedSince=2026-11-28', 'updatedSince'],
      ['updatedSince=2026-11-28T09:00:00', 'updatedSince'],
    ];
    for (const url of lists.slice(0, 6).map((u) => u.split('?')[0]!)) {
      for (const [query, field] of bad) {
        // With the session: the key's allowance (120 a minute) is for the tests above.
        const res = await get(`${url}?${query}`, { cookie: maya.cookie });
        expect(res.statusCode, `${url}?${query}`).toBe(400);
        expect(
          res.json().details.fields.map((f: { field: string }) => f.field),
          `${url}?${query}`,
        ).toEqual([field]);
      }
    }
  });
});
