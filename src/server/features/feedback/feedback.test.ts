import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, responses } from '../../db/schema';
import { createProfile, createTestApp, signUpSpeaker, type TestContext } from '../../test/harness';

let t: TestContext;
let owner: Awaited<ReturnType<typeof signUpSpeaker>>;
let eventId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpSpeaker(t.app, { firstName: 'Maya', lastName: 'Okafor' });
  await createProfile(t.database, owner.user);
  const [event] = await t.database.db
    .insert(events)
    .values({ speakerUserId: owner.user.id, eventName: 'Summit', talkTitle: 'Hybrid Teams', eventDate: new Date(), hashtag: '#S26' })
    .returning();
  eventId = event!.id;
});
afterAll(async () => {
  await t.close();
});

const valid = () => ({
  presentationId: eventId,
  rating: 5,
  testimonial: 'Brilliant talk.',
  firstName: 'Priya',
  jobRole: 'Head of People',
  workEmail: 'Priya@Brightline.co.uk',
  businessInquiry: '',
  contactConsent: true,
  publishConsent: false,
});
const submit = (payload: object) => t.app.inject({ method: 'POST', url: '/api/feedback', payload });
const count = async () => (await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(responses))[0]!.n;

describe('GET /api/presentations/:id', () => {
  it('is public and tells the attendee page what it needs, without the gift link', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/presentations/${eventId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: eventId,
      title: 'Hybrid Teams',
      eventName: 'Summit',
      speakerName: 'Maya Okafor',
      speakerSlug: 'maya-okafor',
      giftTitle: 'Hybrid Team Checklist',
    });
    expect(res.body).not.toContain('checklist.pdf');
    expect((await t.app.inject({ method: 'GET', url: '/api/presentations/999999' })).statusCode).toBe(404);
  });

  it('an event from the document-1 form (talk title in eventName, event in venue) shows the event name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/speaker-admin/events',
      headers: { cookie: owner.cookie },
      payload: {
        eventName: 'Stories That Sell',
        talkTitle: 'Stories That Sell',
        venue: 'Sales Kick-Off',
        hashtag: '#SKO',
        status: 'upcoming',
        eventDate: new Date().toISOString(),
      },
    });
    const presentation = (await t.app.inject({ method: 'GET', url: `/api/presentations/${res.json().id}` })).json();
    expect(presentation).toMatchObject({ title: 'Stories That Sell', eventName: 'Sales Kick-Off' });
  });
});

describe('POST /api/feedback', () => {
  it('stores the answer with consent timestamps and hands back the real gift', async () => {
    const res = await submit(valid());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      updated: false,
      gift: { title: 'Hybrid Team Checklist', url: 'https://maya.example/checklist.pdf', accessCode: 'TEAM25', type: 'external_link' },
    });
    const [row] = await t.database.db.select().from(responses).where(eq(responses.id, res.json().id));
    expect(row).toMatchObject({ attendeeEmail: 'priya@brightline.co.uk', rating: 5, businessInquiry: null, publishConsentAt: null });
    expect(row!.contactConsentAt).toBeInstanceOf(Date);
  });

  it('the browser that answered corrects its answer with the answer token (any case of e-mail); consent keeps its first time', async () => {
    const first = await submit({ ...valid(), workEmail: 'repeat@acme.example' });
    expect(first.json().answerToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [before] = await t.database.db.select().from(responses).where(eq(responses.id, first.json().id));
    const n = await count();
    const answerToken = first.json().answerToken;
    const second = await submit({
      ...valid(),
      workEmail: 'REPEAT@acme.example',
      rating: 3,
      testimonial: 'Changed my mind.',
      publishConsent: true,
      answerToken,
    });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ id: first.json().id, updated: true, answerToken });
    expect(await count()).toBe(n);
    const [after] = await t.database.db.select().from(responses).where(eq(responses.id, first.json().id));
    expect(after).toMatchObject({ rating: 3, testimonial: 'Changed my mind.' });
    expect(after!.contactConsentAt?.toISOString()).toBe(before!.contactConsentAt?.toISOString());
    expect(after!.publishConsentAt).toBeInstanceOf(Date);
    const withdrawn = await submit({ ...valid(), workEmail: 'repeat@acme.example', contactConsent: false, answerToken });
    expect(withdrawn.statusCode).toBe(201);
    const [final] = await t.database.db.select().from(responses).where(eq(responses.id, first.json().id));
    expect(final!.contactConsentAt).toBeNull();
  });

  it.each([
    [{ rating: 0 }, 'rating'],
    [{ rating: 6 }, 'rating'],
    [{ rating: 4.5 }, 'rating'],
    [{ rating: '5' }, 'rating'],
    [{ firstName: 'x'.repeat(10 * 1024) }, 'firstName'],
    [{ jobRole: 'x'.repeat(10 * 1024) }, 'jobRole'],
    [{ testimonial: '   ' }, 'testimonial'],
    [{ workEmail: undefined }, 'workEmail'],
    [{ workEmail: 'not an email' }, 'workEmail'],
    [{ presentationId: 'abc' }, 'presentationId'],
    [{ contactConsent: 'yes' }, 'contactConsent'],
  ])('rejects %j with 400 naming %s and stores nothing', async (patch, field) => {
    const n = await count();
    const res = await submit({ ...valid(), workEmail: 'new-person@acme.example', ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(await count()).toBe(n);
  });

  it('past the per-minute limit an address gets 429 with Retry-After, and nothing more is stored', async () => {
    const limited = await createTestApp({ FEEDBACK_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const [event] = await limited.database.db
        .insert(events)
        .values({ speakerUserId: (await signUpSpeaker(limited.app)).user.id, eventName: 'Limited', eventDate: new Date() })
        .returning();
      const post = (n: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/feedback',
          payload: { ...valid(), presentationId: event!.id, workEmail: `p${n}@acme.example` },
        });
      expect((await post(1)).statusCode).toBe(201);
      expect((await post(2)).statusCode).toBe(201);
      const blocked = await post(3);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      const stored = await limited.database.db.select().from(responses);
      expect(stored).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });

  it('an unknown presentation is a 404 and stores nothing', async () => {
    const n = await count();
    const res = await submit({ ...valid(), presentationId: 424242 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Talk not found');
    expect(await count()).toBe(n);
  });
});

describe('speaker-side reads', () => {
  it('GET /api/feedback lists only the caller’s own, newest first; anonymous 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/feedback' })).statusCode).toBe(401);
    const mine = await t.app.inject({ method: 'GET', url: '/api/feedback', headers: { cookie: owner.cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().length).toBeGreaterThan(0);
    expect(mine.json()[0]).toMatchObject({ presentationId: eventId });
    const stranger = await signUpSpeaker(t.app);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/feedback', headers: { cookie: stranger.cookie } });
    expect(theirs.json()).toEqual([]);
  });

  it('GET /api/presentations lists own talks; another speaker id finds nothing', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/presentations', headers: { cookie: owner.cookie } });
    const ids = list.json().map((p: { id: number }) => p.id);
    // Oldest first: the document-1 path uses the last one as the newest.
    expect(ids[0]).toBe(eventId);
    expect([...ids].sort((a: number, b: number) => a - b)).toEqual(ids);
    const speakerId = list.json()[0].speakerId;
    const same = await t.app.inject({ method: 'GET', url: `/api/presentations?speakerId=${speakerId}`, headers: { cookie: owner.cookie } });
    expect(same.statusCode).toBe(200);
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/presentations?speakerId=${speakerId + 1000}`,
      headers: { cookie: owner.cookie },
    });
    expect(wrong.statusCode).toBe(404);
  });
});
