import { and, eq, like, or, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveThankYouEmail, getThankYouEmail, updateThankYouEmail } from '../../shared/contract/campaigns';
import {
  createGraphicBatch,
  createGraphicPublicLink,
  createGraphicRender,
  deleteGraphicPublicLink,
  getFirstTalkGraphic,
  getGraphic,
  getGraphicImage,
  listGraphics,
  updateGraphicExcerpt,
} from '../../shared/contract/graphics';
import { operationUrl } from '../../shared/contract/operation';
import { updateLead } from '../../shared/contract/lead-follow-up';
import { getAudienceInsights, getInsights } from '../../shared/contract/insights';
import { createLogo, LOGO_UPLOAD_FIELD } from '../../shared/contract/profile';
import {
  createThankYouEmail,
  createTalk,
  createTalkCopy,
  createTalkImport,
  createTalkImportPreview,
  deleteTalk,
  exportHotLeads,
  exportLeads,
  getTalk,
  listHotLeads,
  listResponses,
  listTalkResponses,
  listTalks,
} from '../../shared/contract/talks';
import { isIncluded, planRequiredMessage, planThatUnlocks, type PlanName } from '../../shared/domain/plans';
import { campaigns, events, files, graphicBatches, graphics, leadFollowUps, mailMessages, responses, speakerPlans } from '../db/schema';
import { answer, waitForBatch } from '../test/graphics-fixtures';
import { createProfile, createTestApp, endTrial, signInAdmin, signUpSpeaker, type TestContext } from '../test/harness';
import { LIMITS } from '../test/limits';
import { deliverStripeEvent, stripeEvent } from '../test/stripe-events';
import { startStripeServer, type TestStripeServer } from '../test/stripe-server';
import { filesOnDisk, multipartBody, pngImage } from '../test/uploads';
import { PLAN_GATES } from './plan-gates';

/*
 * Every gated operation against an account in every state a plan can be in, each made the way the
 * product makes it (sign-up's trial, the owner's grant, Stripe's signed events) and each holding
 * data made while it had Lite: a refusal must name the plan that unlocks the feature and leave that
 * data exactly as it was; an allowance must do what the operation promises.
 */

const WEBHOOK_SECRET = 'whsec_entitlements';
const DAY = 86_400;

let t: TestContext;
let stripe: TestStripeServer;
let adminCookie: string;

type Auth = { cookie: string } | { key: string };
interface Fixture {
  /** A talk with answers, a graphic made and rendered, and a drafted thank-you e-mail. */
  talk: number;
  /** A talk with answers and nothing made from them yet. */
  fresh: number;
  graphicId: number;
  emailId: string;
  /** The address of an attendee who is a hot lead on both talks. */
  hotLead: string;
  /** That attendee's answer on the first talk. */
  hotLeadId: number;
}
interface Account {
  state: string;
  /** The plan the account should be on now. */
  plan: PlanName;
  cookie: string;
  /** A read-write API key made while the account had Lite. */
  key: string;
  user: { id: number; email: string };
  f: Fixture;
}

const headersFor = (auth: Auth | Record<string, never>) =>
  'cookie' in auth ? { cookie: auth.cookie } : 'key' in auth ? { authorization: `Bearer ${auth.key}` } : {};

interface Op {
  method: string;
  path: `/api/${string}`;
}
function call(auth: Auth, op: Op, params: Record<string, string | number> = {}, body?: object, query: Record<string, string> = {}) {
  return t.app.inject({
    method: op.method as 'GET',
    url: operationUrl(op, params, query),
    headers: headersFor(auth),
    ...(body === undefined ? {} : { payload: body }),
  });
}

const ok = async (res: Promise<LightMyRequestResponse>, status: number) => {
  const done = await res;
  if (done.statusCode !== status) throw new Error(`expected ${status}, got ${done.statusCode}: ${done.body}`);
  return done;
};

const TALK = { eventName: 'Growth Summit', talkTitle: 'Stories That Sell', eventDate: '2026-11-20' };
/** A one-talk file for the import operations. */
const IMPORT_CSV = 'Talk title,Event name\nImported Talk,Import Summit\n';

let accounts = 0;
/** A new speaker on the sign-up trial, with a profile, an API key and a fixture made through the API. */
async function speakerWithData(): Promise<Omit<Account, 'state' | 'plan'>> {
  const s = await signUpSpeaker(t.app);
  accounts += 1;
  await createProfile(t.database, s.user, { slug: `entitled-${accounts}-${s.user.id}` });
  const auth = { cookie: s.cookie };
  const key = (
    await ok(
      t.app.inject({
        method: 'POST',
        url: '/api/speaker-admin/api-keys',
        headers: auth,
        payload: { name: 'Zapier', access: 'read-write' },
      }),
      201,
    )
  ).json().key as string;
  const hotLead = `priya.${s.user.id}@attendees.example`;
  const talks: number[] = [];
  const hotLeadIds: number[] = [];
  for (const name of ['Growth Summit', 'Sales Kick-off']) {
    const talk = (await ok(call(auth, createTalk, {}, { ...TALK, eventName: name }), 201)).json().id as number;
    const hot = await answer(t.app, talk, {
      rating: 5,
      name: 'Priya',
      email: hotLead,
      testimonial: 'Practical, funny and full of ideas.',
      contact: true,
    });
    hotLeadIds.push(hot.id);
    await answer(t.app, talk, { rating: 4, name: 'Tom', email: `tom.${s.user.id}@attendees.example`, contact: true });
    talks.push(talk);
  }
  const [talk, fresh] = talks as [number, number];
  const graphicId = (await ok(call(auth, getFirstTalkGraphic, { id: talk }), 200)).json().graphicId as number;
  await ok(call(auth, createGraphicRender, { graphicId }, {}), 200);
  const emailId = (await ok(call(auth, createThankYouEmail, { id: talk }), 201)).json().emailId as string;
  return { cookie: s.cookie, key, user: s.user, f: { talk, fresh, graphicId, emailId, hotLead, hotLeadId: hotLeadIds[0]! } };
}

/** Stripe's objects for a speaker's purchase, named as the app names them (decision 071). */
const stripeIds = (userId: number) => ({ customer: `cus_${userId}`, subscription: `sub_${userId}` });
const metadata = (userId: number, plan: PlanName) => ({ speakerId: String(userId), plan });
const subscriptionCheckout = (userId: number, plan: PlanName) => ({
  id: `cs_${userId}`,
  object: 'checkout.session',
  mode: 'subscription',
  payment_status: 'paid',
  client_reference_id: String(userId),
  metadata: metadata(userId, plan),
  ...stripeIds(userId),
});
const failedRenewal = (userId: number) => ({
  id: `in_failed_${userId}`,
  object: 'invoice',
  customer: stripeIds(userId).customer,
  parent: {
    type: 'subscription_details',
    subscription_details: { subscription: stripeIds(userId).subscription, metadata: metadata(userId, 'lite') },
  },
});

async function deliver(type: string, object: object, created?: number) {
  const res = await deliverStripeEvent(t.app, stripeEvent(type, object, created), { secret: WEBHOOK_SECRET });
  expect(res.json(), `${type}: ${res.body}`).toEqual({ outcome: 'applied' });
}

const now = () => Math.floor(Date.now() / 1000);

/** Each state an account can be in, and how the product puts an account there. */
const STATES: { state: string; plan: PlanName; arrange(a: Omit<Account, 'state' | 'plan'>): Promise<void> }[] = [
  {
    state: 'Free, never on a plan',
    plan: 'free',
    // What an account signed up while the owner's trial setting is 0 has: no record at all.
    arrange: async (a) => void (await t.database.db.delete(speakerPlans).where(eq(speakerPlans.userId, a.user.id))),
  },
  { state: 'Free, trial ended', plan: 'free', arrange: async (a) => endTrial(t.database, a.user.id) },
  { state: 'Lite trial', plan: 'lite', arrange: async () => undefined },
  {
    state: 'Lite, paid through Stripe',
    plan: 'lite',
    arrange: (a) => deliver('checkout.session.completed', subscriptionCheckout(a.user.id, 'lite')),
  },
  {
    state: 'Lite, granted by the owner',
    plan: 'lite',
    arrange: async (a) => {
      await endTrial(t.database, a.user.id);
      await ok(
        t.app.inject({
          method: 'PUT',
          url: `/api/admin/speakers/${a.user.id}/plan`,
          headers: { cookie: adminCookie },
          payload: { plan: 'lite', reason: 'Conference partner' },
        }),
        200,
      );
    },
  },
  {
    state: 'PRO, paid once through Stripe',
    plan: 'pro',
    arrange: (a) =>
      deliver('checkout.session.completed', {
        id: `cs_once_${a.user.id}`,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        client_reference_id: String(a.user.id),
        metadata: metadata(a.user.id, 'pro'),
        customer: stripeIds(a.user.id).customer,
        payment_intent: `pi_${a.user.id}`,
      }),
  },
  {
    state: 'past due, within the grace period',
    plan: 'lite',
    arrange: async (a) => {
      await deliver('checkout.session.completed', subscriptionCheckout(a.user.id, 'lite'), now() - 60);
      await deliver('invoice.payment_failed', failedRenewal(a.user.id), now());
    },
  },
  {
    state: 'past due, after the grace period',
    plan: 'free',
    // The renewal failed eight days ago; the grace period (7 days unless the owner set another) is over.
    arrange: async (a) => {
      await deliver('checkout.session.completed', subscriptionCheckout(a.user.id, 'lite'), now() - 40 * DAY);
      await deliver('invoice.payment_failed', failedRenewal(a.user.id), now() - 8 * DAY);
    },
  },
  {
    state: 'cancelled',
    plan: 'free',
    arrange: async (a) => {
      await deliver('checkout.session.completed', subscriptionCheckout(a.user.id, 'lite'), now() - 60);
      await deliver('customer.subscription.deleted', {
        id: stripeIds(a.user.id).subscription,
        object: 'subscription',
        status: 'canceled',
        customer: stripeIds(a.user.id).customer,
        metadata: metadata(a.user.id, 'lite'),
        ended_at: now(),
      });
    },
  },
];

const made: Account[] = [];
beforeAll(async () => {
  stripe = await startStripeServer();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_entitlements',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
  });
  adminCookie = await signInAdmin(t.app);
  for (const s of STATES) {
    const a = await speakerWithData();
    await s.arrange(a);
    made.push({ ...a, state: s.state, plan: s.plan });
  }
}, LIMITS.longTestMs);
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const account = (state: string) => made.find((a) => a.state === state)!;

/**
 * Everything a gated operation could create or change for this speaker: talks, uploaded and
 * rendered files (rows and bytes), graphics and their links and excerpts, batches, thank-you
 * e-mails and the mail sent to the speaker or their attendees.
 */
async function footprint(a: Account) {
  const { db } = t.database;
  const uid = a.user.id;
  return {
    talks: await db.select({ id: events.id }).from(events).where(eq(events.speakerUserId, uid)),
    followUps: await db
      .select({ id: leadFollowUps.responseId, status: leadFollowUps.status })
      .from(leadFollowUps)
      .innerJoin(responses, eq(responses.id, leadFollowUps.responseId))
      .innerJoin(events, eq(events.id, responses.eventId))
      .where(eq(events.speakerUserId, uid)),
    files: await db.select({ id: files.id, kind: files.kind }).from(files).where(eq(files.ownerUserId, uid)),
    bytes: filesOnDisk(t.config.dataDir).length,
    graphics: await db
      .select({
        id: graphics.id,
        status: graphics.status,
        fileId: graphics.fileId,
        shareToken: graphics.shareToken,
        excerpt: graphics.excerpt,
      })
      .from(graphics)
      .where(eq(graphics.speakerUserId, uid)),
    batches: await db.select({ id: graphicBatches.id }).from(graphicBatches).where(eq(graphicBatches.speakerUserId, uid)),
    emails: await db
      .select({ id: campaigns.id, status: campaigns.status, subject: campaigns.subject, body: campaigns.textTemplate })
      .from(campaigns)
      .where(eq(campaigns.ownerUserId, uid)),
    mail: await db
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(
        or(
          eq(sql`lower(${mailMessages.toAddress})`, a.user.email.toLowerCase()),
          like(mailMessages.toAddress, `%.${uid}@attendees.example`),
        ),
      ),
  };
}

/** A request for each gated operation on the account's own data, and what it must do when the plan allows it. */
interface Sample {
  send(a: Account, auth: Auth): Promise<LightMyRequestResponse>;
  allowed(res: LightMyRequestResponse, a: Account): Promise<void> | void;
}
const SAMPLES: Record<string, Sample> = {
  [createTalk.id]: {
    send: (_, auth) => call(auth, createTalk, {}, { ...TALK, eventName: 'Leaders Forum' }),
    allowed: (res) => expect(res.json()).toMatchObject({ eventName: 'Leaders Forum' }),
  },
  [createTalkCopy.id]: {
    send: (a, auth) => call(auth, createTalkCopy, { id: a.f.fresh }, { eventName: 'Leaders Forum, again' }),
    allowed: (res) => expect(res.json()).toMatchObject({ eventName: 'Leaders Forum, again', talkTitle: TALK.talkTitle }),
  },
  [createTalkImportPreview.id]: {
    send: (_, auth) => call(auth, createTalkImportPreview, {}, { csv: IMPORT_CSV }),
    allowed: (res) => expect(res.json()).toMatchObject({ talks: [{ talkTitle: 'Imported Talk' }], problems: [] }),
  },
  [createTalkImport.id]: {
    send: (_, auth) => call(auth, createTalkImport, {}, { csv: IMPORT_CSV }),
    allowed: (res) => expect(res.json().talks).toMatchObject([{ talkTitle: 'Imported Talk', eventName: 'Import Summit' }]),
  },
  [createLogo.id]: {
    send: (_, auth) => {
      const { payload, headers } = multipartBody([
        { field: LOGO_UPLOAD_FIELD, filename: 'logo.png', contentType: 'image/png', content: pngImage(400, 400) },
      ]);
      return t.app.inject({ method: createLogo.method, url: createLogo.path, payload, headers: { ...headers, ...headersFor(auth) } });
    },
    allowed: async (res, a) => {
      expect(res.json().logoUrl).toMatch(/logo\.png$/);
      const logos = await t.database.db
        .select()
        .from(files)
        .where(and(eq(files.ownerUserId, a.user.id), eq(files.kind, 'logo')));
      expect(logos).toHaveLength(1);
    },
  },
  [getFirstTalkGraphic.id]: {
    send: (a, auth) => call(auth, getFirstTalkGraphic, { id: a.f.fresh }),
    allowed: async (res, a) => {
      const offered = await t.database.db.select().from(graphics).where(eq(graphics.eventId, a.f.fresh));
      expect(offered.map((g) => g.id)).toContain(res.json().graphicId);
    },
  },
  [createGraphicBatch.id]: {
    send: (a, auth) => call(auth, createGraphicBatch, { id: a.f.fresh }),
    allowed: async (res, a) => {
      const done = await waitForBatch(t.app, a.cookie, res.json().batchId);
      expect(done).toMatchObject({ status: 'done', failed: 0, total: 2, completed: 2 });
    },
  },
  [createGraphicRender.id]: {
    send: (a, auth) => call(auth, createGraphicRender, { graphicId: a.f.graphicId }, { layout: 'classic' }),
    allowed: (res) => expect(res.json().imageUrl).toBeTruthy(),
  },
  [updateGraphicExcerpt.id]: {
    send: (a, auth) => call(auth, updateGraphicExcerpt, { graphicId: a.f.graphicId }, { excerpt: 'full of ideas' }),
    allowed: async (_, a) => {
      const [row] = await t.database.db.select().from(graphics).where(eq(graphics.id, a.f.graphicId));
      expect(row!.excerpt).toBe('full of ideas');
    },
  },
  [createGraphicPublicLink.id]: {
    send: (a, auth) => call(auth, createGraphicPublicLink, { graphicId: a.f.graphicId }),
    allowed: (res) => expect(res.json().shareUrl).toMatch(/^http/),
  },
  [updateLead.id]: {
    send: (a, auth) =>
      call(auth, updateLead, { responseId: a.f.hotLeadId }, { status: 'contacted', note: 'Called on Monday', remindOn: null }),
    allowed: (res, a) =>
      expect(res.json()).toMatchObject({ responseId: a.f.hotLeadId, status: 'contacted', note: 'Called on Monday', hotLead: true }),
  },
  [listHotLeads.id]: {
    send: (_, auth) => call(auth, listHotLeads),
    allowed: (res, a) => expect(res.body).toContain(a.f.hotLead),
  },
  [exportHotLeads.id]: {
    send: (a, auth) => call(auth, exportHotLeads, { id: a.f.fresh }),
    allowed: (res, a) => expect(res.body).toContain(a.f.hotLead),
  },
  [createThankYouEmail.id]: {
    send: (a, auth) => call(auth, createThankYouEmail, { id: a.f.fresh }),
    allowed: (res) => expect(res.json().emailId).toBeTruthy(),
  },
  [updateThankYouEmail.id]: {
    send: (a, auth) => call(auth, updateThankYouEmail, { emailId: a.f.emailId }, { subject: 'Slides from my talk' }),
    allowed: (res) => expect(res.json()).toMatchObject({ status: 'pending', template: { subject: 'Slides from my talk' } }),
  },
  [approveThankYouEmail.id]: {
    send: (a, auth) => call(auth, approveThankYouEmail, { emailId: a.f.emailId }, {}),
    allowed: async (_, a) => {
      const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.publicId, a.f.emailId));
      expect(row!.status).not.toBe('pending');
    },
  },
  [getInsights.id]: {
    send: (_, auth) => call(auth, getInsights),
    allowed: (res, a) =>
      expect(res.json().talks).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: a.f.talk, responses: 2, hotLeadShare: 100, distribution: [0, 0, 0, 1, 1] })]),
      ),
  },
  [getAudienceInsights.id]: {
    send: (_, auth) => call(auth, getAudienceInsights),
    allowed: (res, a) =>
      expect(res.json().talks).toEqual(expect.arrayContaining([expect.objectContaining({ id: a.f.talk, responses: 2, described: 2 })])),
  },
};
/** What a successful call answers (the rest answer 200). */
const CREATED: Record<string, number> = {
  [createTalk.id]: 201,
  [createTalkCopy.id]: 201,
  [createTalkImport.id]: 201,
  [createGraphicBatch.id]: 202,
  [createThankYouEmail.id]: 201,
};

it('has a sample request for every gated operation, and none for an operation that is not gated', () => {
  const gated = PLAN_GATES.map(([op]) => op.id);
  expect(gated.filter((id) => !SAMPLES[id])).toEqual([]);
  expect(Object.keys(SAMPLES).filter((id) => !gated.includes(id))).toEqual([]);
});

describe.each(STATES.map((s) => s.state))('an account %s', (state) => {
  it('is on the plan it should be', async () => {
    const a = account(state);
    const plan = (await ok(t.app.inject({ method: 'GET', url: '/api/account/plan', headers: { cookie: a.cookie } }), 200)).json();
    expect(plan.plan).toBe(a.plan);
  });

  it(
    'is refused exactly the gated operations its plan does not include, and nothing refused is written',
    { timeout: LIMITS.longTestMs },
    async () => {
      const a = account(state);
      const auths: [string, Auth][] = [['session', { cookie: a.cookie }]];
      // An API key gets the same answer as the session it belongs to.
      if (a.plan === 'free') auths.push(['API key', { key: a.key }]);
      for (const [op, feature] of PLAN_GATES) {
        const sample = SAMPLES[op.id];
        if (!sample) throw new Error(`${op.id} is gated but has no sample request here`);
        if (isIncluded(a.plan, feature)) {
          const res = await sample.send(a, { cookie: a.cookie });
          expect(res.statusCode, `${op.id}: ${res.body}`).toBe(CREATED[op.id] ?? 200);
          await sample.allowed(res, a);
          continue;
        }
        for (const [how, auth] of auths) {
          const before = await footprint(a);
          const res = await sample.send(a, auth);
          expect(res.statusCode, `${op.id} by ${how}`).toBe(403);
          expect(res.json(), `${op.id} by ${how}`).toEqual({
            code: 'PLAN_REQUIRED',
            message: planRequiredMessage(feature),
            details: { plan: planThatUnlocks(feature), feature },
            requestId: res.headers['x-request-id'],
          });
          expect(await footprint(a), `${op.id} by ${how} wrote something`).toEqual(before);
        }
      }
    },
  );
});

const FREE_STATES = STATES.filter((s) => s.plan === 'free').map((s) => s.state);

describe.each(FREE_STATES)('after a downgrade (%s), nothing is deleted', (state) => {
  it('the talks, answers, graphics made and the drafted e-mail stay readable; the draft is read-only', async () => {
    const a = account(state);
    const auth = { cookie: a.cookie };
    expect((await ok(call(auth, listTalks), 200)).json().map((x: { id: number }) => x.id)).toEqual(
      expect.arrayContaining([a.f.talk, a.f.fresh]),
    );
    expect((await ok(call(auth, getTalk, { id: a.f.talk }), 200)).json()).toMatchObject({ eventName: 'Growth Summit', responseCount: 2 });
    const answers = (await ok(call(auth, listTalkResponses, { id: a.f.talk }), 200)).json();
    expect(answers.map((r: { attendeeEmail: string }) => r.attendeeEmail)).toContain(a.f.hotLead);
    expect((await ok(call(auth, listResponses), 200)).json()).toHaveLength(4);

    const listed = (await ok(call(auth, listGraphics), 200)).json().items;
    expect(listed.map((g: { id: number }) => g.id)).toEqual([a.f.graphicId]);
    expect((await ok(call(auth, getGraphic, { graphicId: a.f.graphicId }), 200)).json().testimonial.attendeeName).toBe('Priya');
    const image = await ok(call(auth, getGraphicImage, { id: a.f.graphicId }, undefined, { download: '1' }), 200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');

    const draft = (await ok(call(auth, getThankYouEmail, { emailId: a.f.emailId }), 200)).json();
    expect(draft).toMatchObject({ status: 'pending', recipientCount: 2 });
    expect(draft.recipients.map((r: { email: string }) => r.email)).toContain(a.f.hotLead);
  });

  it('the all-leads CSV downloads, a public link can be withdrawn and a talk deleted', async () => {
    const a = account(state);
    const auth = { cookie: a.cookie };
    const csv = await ok(call(auth, exportLeads, { id: a.f.talk }, undefined, { email: '0' }), 200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain(a.f.hotLead);
    await ok(call(auth, deleteGraphicPublicLink, { graphicId: a.f.graphicId }), 200);
    await ok(call(auth, deleteTalk, { id: a.f.fresh }), 204);
    expect(await t.database.db.select({ id: events.id }).from(events).where(eq(events.speakerUserId, a.user.id))).toEqual([
      { id: a.f.talk },
    ]);
  });
});
