import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerLeads } from '../../db/schema';
import { createTestApp, linkTokenFromMail, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';
import { freePageSlugFromMail } from '../../test/free-tier';

let t: TestContext;
let admin: string;
let ip = 0;
// Each call from its own address, so no hourly limit decides the counts.
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.7.${ip >> 8}.${ip++ & 255}` });
const funnel = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/admin/funnel', headers: cookie ? { cookie } : {} });

const freePage = (name: string, email: string, agentIntro: boolean) =>
  post('/api/free-tier-signup', {
    name,
    email,
    phone: '+44 7700 900123',
    contentType: 'webinar',
    contentTitle: 'Hybrid Teams That Work',
    giftTitle: 'Checklist',
    giftUrl: 'gift.example/checklist',
    hasShared: false,
    speakerFriends: [],
    agentIntroInterest: { interested: agentIntro, timestamp: new Date().toISOString() },
    tier: 'free',
  });
const answer = (speakerSlug: string, attendeeEmail: string) =>
  post('/api/free-tier-feedback', {
    speakerName: 'x',
    speakerSlug,
    attendeeName: 'Priya',
    attendeeEmail,
    rating: 5,
    testimonial: 'Useful.',
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/funnel', () => {
  it('is the owner’s alone', async () => {
    expect((await funnel()).statusCode).toBe(401);
    expect((await funnel((await signUpSpeaker(t.app)).cookie)).statusCode).toBe(403);
  });

  it('counts free pages, their answers, claimed accounts, open inquiries and agent requests past the 48-hour promise', async () => {
    const empty = (await funnel(admin)).json();
    expect(empty).toEqual({
      freePages: 0,
      freePagesAnswered: 0,
      freePageAnswers: 0,
      accountsClaimed: 0,
      openInquiries: 0,
      overdueAgentRequests: 0,
      oldestOverdueDueAt: null,
    });

    const pages: { speakerSlug: string }[] = [];
    // The answer names no page: each page's slug is in the e-mail to its address.
    for (const [name, email, agent] of [
      ['Ann Able', 'ann@example.com', true],
      ['Ben Baker', 'ben@example.com', true],
      ['Cai Cole', 'cai@example.com', true],
    ] as const) {
      const res = await freePage(name, email, agent);
      expect(res.statusCode).toBe(202);
      pages.push({ speakerSlug: await freePageSlugFromMail(t.database.db, email) });
    }
    // The same address again reuses its page: still three.
    expect((await freePage('Ann Able', 'ann@example.com', false)).statusCode).toBe(202);

    expect((await answer(pages[0]!.speakerSlug, 'one@example.com')).statusCode).toBe(201);
    expect((await answer(pages[0]!.speakerSlug, 'two@example.com')).statusCode).toBe(201);
    expect((await answer(pages[1]!.speakerSlug, 'three@example.com')).statusCode).toBe(201);

    // Ben claims his page as an account.
    expect(
      (await post('/api/speaker/signup', { firstName: 'Ben', lastName: 'Baker', email: 'ben@example.com', password: 'ben-keynote-2026' }))
        .statusCode,
    ).toBe(202);
    const token = await linkTokenFromMail(t.database, 'ben@example.com', '/claim-account');
    expect((await post('/api/public/account-claims', { token, password: 'ben-keynote-2026' })).statusCode).toBe(200);

    // Two inquiries, one already dealt with.
    for (const name of ['Priya Shah', 'Omar Said'])
      expect(
        (
          await post('/api/event-inquiries', {
            name,
            email: `${name.split(' ')[0]!.toLowerCase()}@events.example`,
            eventType: 'Conference',
            description: 'Closing keynote',
          })
        ).statusCode,
      ).toBe(201);
    const [done] = await t.database.db.select().from(ownerLeads).where(eq(ownerLeads.name, 'Omar Said'));
    await t.database.db.update(ownerLeads).set({ status: 'done' }).where(eq(ownerLeads.id, done!.id));

    // Agent requests: Ann's is 50 hours old and untouched (overdue), Ben's 49 hours old but done,
    // Cai's made just now (still within the promise).
    const agents = await t.database.db.select().from(ownerLeads).where(eq(ownerLeads.kind, 'agent_intro'));
    expect(agents).toHaveLength(3);
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
    const byEmail = (e: string) => agents.find((a) => a.email === e)!.id;
    await t.database.db
      .update(ownerLeads)
      .set({ createdAt: hoursAgo(50) })
      .where(eq(ownerLeads.id, byEmail('ann@example.com')));
    await t.database.db
      .update(ownerLeads)
      .set({ createdAt: hoursAgo(49), status: 'done' })
      .where(eq(ownerLeads.id, byEmail('ben@example.com')));

    const body = (await funnel(admin)).json();
    expect(body).toMatchObject({
      freePages: 3,
      freePagesAnswered: 2,
      freePageAnswers: 3,
      accountsClaimed: 1,
      openInquiries: 1,
      overdueAgentRequests: 1,
    });
    // Ann's request was due two hours ago.
    const due = new Date(body.oldestOverdueDueAt).getTime();
    expect(Math.abs(due - hoursAgo(2).getTime())).toBeLessThan(60_000);
  });
});
