import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventTakeaways } from '../../../shared/contract/takeaways';
import { createTestApp, signInAdmin, type TestContext } from '../../test/harness';
import { createOwnTalk, speakerWithProfile } from '../../test/graphics-fixtures';

// What the audience says it will do differently, grouped by shared words on the speaker's event
// page: only the speaker's own talk, only the words (never who wrote them).
let t: TestContext;
let owner: Awaited<ReturnType<typeof speakerWithProfile>>;
let other: Awaited<ReturnType<typeof speakerWithProfile>>;
let adminCookie: string;
let eventId: number;
let quietEventId: number;

const TAKEAWAYS = [
  'Listen more to my customers before pitching',
  'I will listen before I answer',
  'Start listening in every sales meeting',
  'Shorter meetings with a clear agenda',
  'Cut our weekly meetings to 20 minutes',
  'Ask for referrals',
];

const answer = async (presentationId: number, n: number, takeaway?: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/public/feedback',
    payload: {
      presentationId,
      rating: 5,
      testimonial: 'Practical and inspiring.',
      firstName: `Attendee${n}`,
      jobRole: 'Head of Sales',
      workEmail: `attendee${n}@takeaways.example`,
      contactConsent: true,
      ...(takeaway === undefined ? {} : { takeaway }),
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
};
const get = (id: number, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/speaker-admin/talks/${id}/takeaways`, headers: cookie ? { cookie } : {} });

const ids: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
  owner = await speakerWithProfile(t.app, t.database);
  other = await speakerWithProfile(t.app, t.database);
  adminCookie = await signInAdmin(t.app);
  eventId = await createOwnTalk(t.app, owner.cookie);
  quietEventId = await createOwnTalk(t.app, owner.cookie, { talkTitle: 'Another Talk' });
  for (const [i, takeaway] of TAKEAWAYS.entries()) ids.push(await answer(eventId, i + 1, takeaway));
  await answer(eventId, 90);
  await answer(eventId, 91, '   ');
  // Another of the speaker's talks: its takeaways stay with it.
  await answer(quietEventId, 92, 'Listen to the quiet ones');
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/speaker-admin/talks/:id/takeaways', () => {
  it("groups the talk's takeaways by the word they share, with the quotes behind each group", async () => {
    const res = await get(eventId, owner.cookie);
    expect(res.statusCode).toBe(200);
    const data = res.json() as EventTakeaways;
    expect(data.total).toBe(6);
    expect(data.groups.map((g) => [g.word, g.count])).toEqual([
      ['listen', 3],
      ['meetings', 2],
    ]);
    expect(data.ungrouped).toBe(1);
    expect(data.groups[0]!.quotes).toEqual([
      { id: ids[0], text: TAKEAWAYS[0] },
      { id: ids[2], text: TAKEAWAYS[2] },
      { id: ids[1], text: TAKEAWAYS[1] },
    ]);
    expect(data.groups[1]!.quotes.map((q) => q.text).sort()).toEqual([TAKEAWAYS[3], TAKEAWAYS[4]].sort());
    // Words only: nobody's name or address, and nothing from the speaker's other talk.
    expect(res.body).not.toMatch(/Attendee\d|@takeaways\.example|quiet ones/);
  });

  it('a talk without takeaways has no groups', async () => {
    const fresh = await createOwnTalk(t.app, owner.cookie);
    expect((await get(fresh, owner.cookie)).json()).toEqual({ groups: [], ungrouped: 0, total: 0 });
  });

  it('anonymous → 401, another speaker → 404 (the same as a missing talk), the owner → 403, a bad id → 400', async () => {
    expect((await get(eventId)).statusCode).toBe(401);
    const theirs = await get(eventId, other.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('listen');
    expect((await get(999_999, owner.cookie)).statusCode).toBe(404);
    expect((await get(eventId, adminCookie)).statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'GET', url: '/api/speaker-admin/talks/abc/takeaways', headers: { cookie: owner.cookie } });
    expect(bad.statusCode).toBe(400);
  });
});

describe("the event page's responses list", () => {
  it("shows each response's takeaway and booking answer", async () => {
    const id = await createOwnTalk(t.app, owner.cookie);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/feedback',
      payload: {
        presentationId: id,
        rating: 4,
        testimonial: 'Good.',
        firstName: 'Kim',
        jobRole: 'Events Lead',
        workEmail: 'kim@takeaways.example',
        takeaway: 'Open with a story',
        booksSpeakers: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: `/api/speaker-admin/events/${id}/responses`, headers: { cookie: owner.cookie } });
    expect(list.json()).toEqual([expect.objectContaining({ takeaway: 'Open with a story', booksSpeakers: true, attendeeName: null })]);
  });
});
