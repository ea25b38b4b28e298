import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationUrl } from '../../../shared/contract/operation';
import { UPGRADE_REQUEST_MESSAGE } from '../../../shared/contract/plans';
import { isIncluded, planThatUnlocks, SETTING_TRIAL_DAYS_KEY } from '../../../shared/domain/plans';
import { events, mailMessages, ownerLeads, planChanges, responses, speakerPlans, upgradeRequests } from '../../db/schema';
import { answer } from '../../test/graphics-fixtures';
import { PLAN_GATES } from '../../http/plan-gates';
import { createProfile, createTestApp, endTrial, signInAdmin, signUpSpeaker, TEST_ADMIN, type TestContext } from '../../test/harness';

let t: TestContext;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signInAdmin(t.app);
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, auth: { cookie?: string; key?: string } = {}, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...(auth.cookie ? { cookie: auth.cookie } : {}), ...(auth.key ? { authorization: `Bearer ${auth.key}` } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let slugs = 0;
async function speaker() {
  const s = await signUpSpeaker(t.app);
  slugs += 1;
  await createProfile(t.database, s.user, { slug: `plan-speaker-${slugs}-${s.user.id}` });
  return s;
}

const accountPlan = async (cookie: string) => (await call('GET', '/api/account/plan', { cookie })).json();
const setTrialDays = (value: string) => call('PUT', `/api/admin/settings/${SETTING_TRIAL_DAYS_KEY}`, { cookie: adminCookie }, { value });
const newTalk = (auth: { cookie?: string; key?: string }) =>
  call('POST', '/api/speaker-admin/talks', auth, { eventName: 'Growth Summit', talkTitle: 'Stories That Sell', eventDate: '2026-11-20' });

/** Every gated operation's URL, with ids that need not exist: the plan is checked before anything is looked up. */
const gatedCalls = PLAN_GATES.map(([op, feature]) => {
  const params = Object.fromEntries([...op.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, 999999]));
  return {
    id: op.id,
    method: op.method as Method,
    url: operationUrl(op as never, params as never),
    feature,
    plan: planThatUnlocks(feature),
  };
});

describe('a new account', () => {
  it('starts on Free with a 14-day Lite trial, recorded with its end', async () => {
    const before = Date.now();
    const s = await speaker();
    const plan = await accountPlan(s.cookie);
    expect(plan.plan).toBe('lite');
    expect(plan.record).toMatchObject({ plan: 'lite', status: 'trial', source: 'trial' });
    const ends = Date.parse(plan.record.trialEndsAt);
    expect(ends).toBeGreaterThanOrEqual(before + 14 * 86_400_000 - 1000);
    expect(ends).toBeLessThanOrEqual(Date.now() + 14 * 86_400_000);
    const changes = await t.database.db.select().from(planChanges).where(eq(planChanges.userId, s.user.id));
    expect(changes).toMatchObject([{ fromPlan: 'free', toPlan: 'lite', status: 'trial', changedByUserId: null }]);
  });

  it("gets the owner's trial length, and none when it is 0", async () => {
    expect((await setTrialDays('3')).statusCode).toBe(200);
    const short = await speaker();
    const plan = await accountPlan(short.cookie);
    expect(Date.parse(plan.record.trialEndsAt) - Date.parse(plan.record.startedAt)).toBe(3 * 86_400_000);

    expect((await setTrialDays('0')).statusCode).toBe(200);
    const none = await speaker();
    expect(await accountPlan(none.cookie)).toMatchObject({ plan: 'free', record: null, features: ['freeQrPage'] });
    expect(await t.database.db.select().from(speakerPlans).where(eq(speakerPlans.userId, none.user.id))).toEqual([]);
    expect((await newTalk({ cookie: none.cookie })).statusCode).toBe(403);
    expect((await setTrialDays('14')).statusCode).toBe(200);
  });

  it('refuses a trial length that is not a whole number of days from 0 to 365, naming the field', async () => {
    for (const value of ['-1', '2.5', 'fourteen', '366']) {
      const res = await setTrialDays(value);
      expect(res.statusCode, value).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: [{ field: 'value' }] } });
    }
    const s = await speaker();
    expect((await accountPlan(s.cookie)).record.trialEndsAt).toBeTruthy();
  });
});

describe('when the trial ends', () => {
  it('the account is on Free and keeps everything it made', async () => {
    const s = await speaker();
    const talk = await newTalk({ cookie: s.cookie });
    expect(talk.statusCode).toBe(201);
    await endTrial(t.database, s.user.id);

    expect(await accountPlan(s.cookie)).toMatchObject({ plan: 'free', record: { status: 'trial' } });
    const read = await call('GET', `/api/speaker-admin/talks/${talk.json().id}`, { cookie: s.cookie });
    expect(read.statusCode).toBe(200);
    expect(read.json().eventName).toBe('Growth Summit');
    expect(await t.database.db.select().from(events).where(eq(events.speakerUserId, s.user.id))).toHaveLength(1);
    const refused = await newTalk({ cookie: s.cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'PLAN_REQUIRED',
      message: 'Automated lead and feedback collection is part of Lite.',
      details: { plan: 'lite', feature: 'leadCollection' },
      requestId: refused.headers['x-request-id'],
    });
  });
});

describe('every gated operation', () => {
  it('answers a Free speaker 403 PLAN_REQUIRED naming the plan that unlocks it, by session and by API key', async () => {
    const s = await speaker();
    const key = (await call('POST', '/api/speaker-admin/api-keys', { cookie: s.cookie }, { name: 'Zapier', access: 'read-write' })).json()
      .key as string;
    await endTrial(t.database, s.user.id);
    expect(gatedCalls.length).toBeGreaterThanOrEqual(12);
    for (const c of gatedCalls) {
      for (const auth of [{ cookie: s.cookie }, { key }]) {
        const res = await call(c.method, c.url, auth, c.method === 'GET' ? undefined : {});
        expect(res.statusCode, `${c.id} ${auth.key ? 'key' : 'session'}`).toBe(403);
        expect(res.json(), c.id).toMatchObject({ code: 'PLAN_REQUIRED', details: { plan: c.plan, feature: c.feature } });
      }
    }
  });

  it('lets a trial, a grandfathered Lite and a granted plan through', async () => {
    const trial = await speaker();
    const grandfathered = await speaker();
    await t.database.db
      .update(speakerPlans)
      .set({ status: 'grandfathered', source: 'grandfathered', trialEndsAt: null })
      .where(eq(speakerPlans.userId, grandfathered.user.id));
    const granted = await speaker();
    await endTrial(t.database, granted.user.id);
    const grant = await call(
      'PUT',
      `/api/admin/speakers/${granted.user.id}/plan`,
      { cookie: adminCookie },
      { plan: 'pro', reason: 'Conference partner' },
    );
    expect(grant.statusCode, grant.body).toBe(200);

    for (const [s, plan] of [
      [trial, 'lite'],
      [grandfathered, 'lite'],
      [granted, 'pro'],
    ] as const) {
      // Each lets through what its plan includes (PRO's insights are not in a Lite trial).
      for (const c of gatedCalls.filter((call) => isIncluded(plan, call.feature))) {
        const res = await call(c.method, c.url, { cookie: s.cookie }, c.method === 'GET' ? undefined : {});
        expect(res.json().code, c.id).not.toBe('PLAN_REQUIRED');
      }
      const talk = await newTalk({ cookie: s.cookie });
      expect(talk.statusCode).toBe(201);
      const hot = await call('GET', `/api/speaker-admin/talks/${talk.json().id}/hot-leads.csv`, { cookie: s.cookie });
      expect(hot.statusCode).toBe(200);
      expect(hot.body.split('\n')[0]).toMatch(/email/i);
      expect((await call('GET', '/api/speaker-admin/hot-leads', { cookie: s.cookie })).statusCode).toBe(200);
    }
  });

  it("leaves a Free speaker's QR code, answers, all-leads CSV and reads open", async () => {
    const s = await speaker();
    const talk = (await newTalk({ cookie: s.cookie })).json().id as number;
    await endTrial(t.database, s.user.id);
    // The talk's QR code keeps collecting answers after the downgrade.
    const answered = await answer(t.app, talk, { name: 'Priya', email: 'priya.after@example.com', rating: 5 });
    const [row] = await t.database.db.select().from(responses).where(eq(responses.id, answered.id));
    expect(row).toMatchObject({ eventId: talk, rating: 5 });
    for (const url of [
      `/api/speaker-admin/talks/${talk}/responses`,
      `/api/speaker-admin/talks/${talk}/leads.csv`,
      '/api/speaker-admin/talks',
      '/api/speaker-admin/graphics',
    ]) {
      expect((await call('GET', url, { cookie: s.cookie })).statusCode, url).toBe(200);
    }
  });
});

describe('the owner grants and ends plans by hand', () => {
  it('keeps each change with who, when and why, and the plan follows', async () => {
    const s = await speaker();
    await endTrial(t.database, s.user.id);
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const granted = await call(
      'PUT',
      `/api/admin/speakers/${s.user.id}/plan`,
      { cookie: adminCookie },
      { plan: 'lite', until, reason: 'Speaker of the month' },
    );
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ plan: 'lite', record: { status: 'granted', source: 'grant', reason: 'Speaker of the month' } });
    expect(Date.parse(granted.json().record.endsAt)).toBe(Date.parse(until));
    expect(granted.json().changes[0]).toMatchObject({
      fromPlan: 'free',
      toPlan: 'lite',
      changedBy: TEST_ADMIN.email,
      reason: 'Speaker of the month',
    });
    expect((await newTalk({ cookie: s.cookie })).statusCode).toBe(201);

    const ended = await call(
      'PUT',
      `/api/admin/speakers/${s.user.id}/plan`,
      { cookie: adminCookie },
      { plan: 'free', reason: 'Asked to stop' },
    );
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ plan: 'free', record: { status: 'cancelled' } });
    expect(ended.json().changes.map((c: { toPlan: string }) => c.toPlan)).toEqual(['free', 'lite', 'lite']);
    expect((await newTalk({ cookie: s.cookie })).statusCode).toBe(403);
    expect(await t.database.db.select().from(events).where(eq(events.speakerUserId, s.user.id))).toHaveLength(1);

    const read = await call('GET', `/api/admin/speakers/${s.user.id}/plan`, { cookie: adminCookie });
    expect(read.json().changes).toHaveLength(3);
  });

  it('a grant past its end is Free', async () => {
    const s = await speaker();
    await call('PUT', `/api/admin/speakers/${s.user.id}/plan`, { cookie: adminCookie }, { plan: 'lite', reason: 'Pilot' });
    await t.database.db
      .update(speakerPlans)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(speakerPlans.userId, s.user.id));
    expect((await accountPlan(s.cookie)).plan).toBe('free');
  });

  it('refuses bad input naming the field, and an unknown speaker with 404', async () => {
    const s = await speaker();
    const cases: [unknown, string][] = [
      [{ plan: 'gold', reason: 'x' }, 'plan'],
      [{ plan: 'free', reason: 'x', until: new Date(Date.now() + 86_400_000).toISOString() }, 'until'],
      [{ reason: 'x' }, 'plan'],
      [{ plan: 'lite', reason: '' }, 'reason'],
      [{ plan: 'lite', reason: 'x', until: 'next week' }, 'until'],
    ];
    for (const [body, field] of cases) {
      const res = await call('PUT', `/api/admin/speakers/${s.user.id}/plan`, { cookie: adminCookie }, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details.fields[0].field).toBe(field);
    }
    expect((await call('PUT', '/api/admin/speakers/999999/plan', { cookie: adminCookie }, { plan: 'lite', reason: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('may not be called by anyone else: anonymous, a speaker, an API key', async () => {
    const s = await speaker();
    const key = (await call('POST', '/api/speaker-admin/api-keys', { cookie: s.cookie }, { name: 'Make', access: 'read-write' })).json()
      .key as string;
    const body = { plan: 'pro', reason: 'I say so' };
    const url = `/api/admin/speakers/${s.user.id}/plan`;
    for (const payload of [body, { plan: 'free', reason: 'x' }]) {
      expect((await call('PUT', url, {}, payload)).statusCode).toBe(401);
      expect((await call('PUT', url, { cookie: s.cookie }, payload)).statusCode).toBe(403);
      expect([401, 403]).toContain((await call('PUT', url, { key }, payload)).statusCode);
    }
    expect((await call('GET', `/api/admin/speakers/${s.user.id}/plan`, { cookie: s.cookie })).statusCode).toBe(403);
    const changes = await t.database.db.select().from(planChanges).where(eq(planChanges.userId, s.user.id));
    expect(changes.map((c) => c.status)).toEqual(['trial']);
  });
});

describe("the signed-in user's plan in short (GET /api/account/user)", () => {
  it('says the trial and its end, Free once it is over, a grant and its end, and nothing for the owner', async () => {
    const s = await speaker();
    const user = async () => (await call('GET', '/api/account/user', { cookie: s.cookie })).json();
    const trial = (await accountPlan(s.cookie)).record.trialEndsAt as string;
    expect((await user()).plan).toEqual({ name: 'lite', status: 'trial', trialEndsAt: trial, renewsAt: null, endsAt: trial });

    await endTrial(t.database, s.user.id);
    expect((await user()).plan).toEqual({ name: 'free', status: 'free', trialEndsAt: null, renewsAt: null, endsAt: null });

    const until = new Date(Date.now() + 10 * 86_400_000).toISOString();
    await call('PUT', `/api/admin/speakers/${s.user.id}/plan`, { cookie: adminCookie }, { plan: 'pro', until, reason: 'Partner' });
    expect((await user()).plan).toEqual({ name: 'pro', status: 'granted', trialEndsAt: null, renewsAt: null, endsAt: until });

    const owner = (await call('GET', '/api/account/user', { cookie: adminCookie })).json();
    expect(owner).toMatchObject({ role: 'admin', plan: null });
  });
});

describe('an upgrade request', () => {
  it("lands in the owner's inbox at once and tells the speaker what happens next", async () => {
    const s = await speaker();
    await endTrial(t.database, s.user.id);
    const res = await call('POST', '/api/speaker-admin/upgrade-requests', { cookie: s.cookie }, { plan: 'lite' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ plan: 'lite', message: UPGRADE_REQUEST_MESSAGE });
    expect(res.json().message).toMatch(/No payment has been taken/);

    const [request] = await t.database.db.select().from(upgradeRequests).where(eq(upgradeRequests.userId, s.user.id));
    const [lead] = await t.database.db.select().from(ownerLeads).where(eq(ownerLeads.sourceId, request!.id));
    expect(lead).toMatchObject({ kind: 'upgrade_request', email: s.user.email, status: 'new' });
    expect(lead!.detail).toContain('Asks for Lite');
    // The owner is e-mailed at once: someone who wants to pay is waiting.
    const told = await t.database.db.select().from(mailMessages).where(eq(mailMessages.source, 'owner-lead:upgrade_request'));
    expect(told.filter((m) => m.replyTo === s.user.email)).toMatchObject([
      { toAddress: TEST_ADMIN.email, subject: expect.stringMatching(/^New upgrade request: /) },
    ]);
    const inbox = (await call('GET', '/api/admin/leads?kind=upgrade_request', { cookie: adminCookie })).json();
    expect(inbox.leads.map((l: { id: number }) => l.id)).toContain(lead!.id);
    expect((await accountPlan(s.cookie)).pendingRequest).toMatchObject({ plan: 'lite' });
  });

  it('names a bad plan, and is refused to anyone not signed in as a speaker', async () => {
    const s = await speaker();
    const bad = await call('POST', '/api/speaker-admin/upgrade-requests', { cookie: s.cookie }, { plan: 'free' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields[0].field).toBe('plan');
    expect((await call('POST', '/api/speaker-admin/upgrade-requests', {}, { plan: 'lite' })).statusCode).toBe(401);
    expect((await call('POST', '/api/speaker-admin/upgrade-requests', { cookie: adminCookie }, { plan: 'lite' })).statusCode).toBe(403);
    expect((await call('GET', '/api/account/plan')).statusCode).toBe(401);
  });
});
