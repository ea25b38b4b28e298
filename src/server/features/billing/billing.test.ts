import Stripe from 'stripe';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, planChanges, settings, speakerPlans, stripeEvents } from '../../db/schema';
import { createCheckoutSession, receiveStripeEvent } from '../../../shared/contract/billing';
import { createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';
import { TEST_WEBHOOK_SECRET, deliverStripeEvent, invoice, stripeEvent, subscription, subscriptionSession } from '../../test/stripe-events';
import { startStripeServer, type TestStripeServer } from '../../test/stripe-server';

const LITE_YEARLY = { amountMinor: 19900, currency: 'GBP', billing: 'yearly', taxByProvider: false };

let t: TestContext;
let stripe: TestStripeServer;
let adminCookie: string;
beforeAll(async () => {
  stripe = await startStripeServer();
  t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url });
  adminCookie = await signInAdmin(t.app);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const setPrice = async (plan: 'lite' | 'pro', price: object | null) => {
  const key = `plan_price_${plan}`;
  await t.database.db.delete(settings).where(eq(settings.key, key));
  if (price) await t.database.db.insert(settings).values({ key, value: JSON.stringify(price) });
};

const deliver = (event: object, options?: Parameters<typeof deliverStripeEvent>[2]) => deliverStripeEvent(t.app, event, options);

const record = async (userId: number) => (await t.database.db.select().from(speakerPlans).where(eq(speakerPlans.userId, userId)))[0];
const currentUser = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/account/user', headers: { cookie } })).json();
const accountPlan = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/account/plan', headers: { cookie } })).json();
const stripeChanges = (userId: number) =>
  t.database.db
    .select()
    .from(planChanges)
    .where(and(eq(planChanges.userId, userId), eq(planChanges.source, 'stripe')));

/** A speaker who has bought Lite by subscription (the checkout's event applied). */
async function subscriber() {
  const s = await signUpSpeaker(t.app);
  expect((await deliver(stripeEvent('checkout.session.completed', subscriptionSession(s.user.id)))).json()).toEqual({ outcome: 'applied' });
  return s;
}

describe('Stripe events', () => {
  it('applies a completed one-time checkout: Lite, active, no end, from Stripe, with the customer kept', async () => {
    const s = await signUpSpeaker(t.app);
    const event = stripeEvent('checkout.session.completed', {
      id: 'cs_once',
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      client_reference_id: String(s.user.id),
      metadata: { speakerId: String(s.user.id), plan: 'pro' },
      customer: 'cus_once',
      payment_intent: 'pi_once',
    });
    const res = await deliver(event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'applied' });
    expect(await record(s.user.id)).toMatchObject({
      plan: 'pro',
      status: 'active',
      source: 'stripe',
      endsAt: null,
      trialEndsAt: null,
      externalRef: 'pi_once',
      externalCustomer: 'cus_once',
    });
    expect(await accountPlan(s.cookie)).toMatchObject({ plan: 'pro', paymentsEnabled: true, billingPortal: true });
    expect(await stripeChanges(s.user.id)).toMatchObject([{ fromPlan: 'lite', toPlan: 'pro', status: 'active', source: 'stripe' }]);
    const [row] = await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(row).toMatchObject({ type: 'checkout.session.completed', userId: s.user.id, outcome: 'applied' });
  });

  it('applies a subscription checkout with its subscription id, and the same event twice only once', async () => {
    const s = await signUpSpeaker(t.app);
    const event = stripeEvent('checkout.session.completed', subscriptionSession(s.user.id));
    expect((await deliver(event)).json()).toEqual({ outcome: 'applied' });
    expect((await deliver(event)).json()).toEqual({ outcome: 'duplicate' });
    expect(await record(s.user.id)).toMatchObject({
      plan: 'lite',
      status: 'active',
      externalRef: `sub_${s.user.id}`,
      externalCustomer: `cus_${s.user.id}`,
    });
    expect(await stripeChanges(s.user.id)).toHaveLength(1);
    expect(await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toHaveLength(1);
  });

  it('refuses a forged signature, a tampered body and a missing signature with 400, changing nothing', async () => {
    const s = await signUpSpeaker(t.app);
    const before = await record(s.user.id);
    const event = stripeEvent('checkout.session.completed', subscriptionSession(s.user.id));
    const forged = await deliver(event, { secret: 'whsec_someone_else' });
    const tampered = await deliver(event, { tamper: (body) => body.replace('"plan":"lite"', '"plan":"pro"') });
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/public/stripe/webhook', payload: event });
    for (const res of [forged, tampered, unsigned]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ details: { fields: [{ field: 'stripe-signature' }] } });
    }
    expect(await record(s.user.id)).toEqual(before);
    expect(await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toEqual([]);
    expect(await stripeChanges(s.user.id)).toEqual([]);
  });

  it('records and ignores an event that names no known speaker', async () => {
    const event = stripeEvent('checkout.session.completed', { ...subscriptionSession(99999999), customer: 'cus_nobody' });
    const res = await deliver(event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'ignored' });
    expect(await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toMatchObject([
      { userId: null, outcome: 'ignored' },
    ]);
  });

  it('applies a renewal that arrives before the checkout, and keeps its period end when the checkout comes', async () => {
    const s = await signUpSpeaker(t.app);
    const periodEnd = Math.floor(Date.now() / 1000) + 365 * 86400;
    const now = Math.floor(Date.now() / 1000);
    expect((await deliver(stripeEvent('invoice.paid', invoice(s.user.id, periodEnd), now))).json()).toEqual({ outcome: 'applied' });
    expect((await deliver(stripeEvent('checkout.session.completed', subscriptionSession(s.user.id), now))).json()).toEqual({
      outcome: 'applied',
    });
    expect(await record(s.user.id)).toMatchObject({
      plan: 'lite',
      status: 'active',
      endsAt: new Date(periodEnd * 1000),
      externalRef: `sub_${s.user.id}`,
    });
  });

  it('reads an invoice of an older API version (subscription and subscription_details on the invoice)', async () => {
    const s = await subscriber();
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86400;
    const old = {
      id: 'in_old',
      object: 'invoice',
      customer: `cus_${s.user.id}`,
      subscription: `sub_${s.user.id}`,
      subscription_details: { metadata: { speakerId: String(s.user.id), plan: 'lite' } },
      lines: { object: 'list', data: [{ period: { end: periodEnd } }] },
    };
    expect((await deliver(stripeEvent('invoice.paid', old))).json()).toEqual({ outcome: 'applied' });
    expect((await record(s.user.id))!.endsAt).toEqual(new Date(periodEnd * 1000));
  });

  it('takes a failed renewal to past due with an e-mail, keeps the plan through the grace period, then Free', async () => {
    const s = await subscriber();
    const created = Math.floor(Date.now() / 1000);
    expect((await deliver(stripeEvent('invoice.payment_failed', invoice(s.user.id, created + 86400), created))).json()).toEqual({
      outcome: 'applied',
    });
    const pastDue = await record(s.user.id);
    expect(pastDue).toMatchObject({ plan: 'lite', status: 'past_due' });
    expect(pastDue!.endsAt).toEqual(new Date((created + 7 * 86400) * 1000));
    expect(await accountPlan(s.cookie)).toMatchObject({ plan: 'lite', record: { status: 'past_due' } });
    const mail = await t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, s.user.email));
    const failed = mail.filter((m) => m.source === 'billing-payment-failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.subject).toBe('Your SpeakerPro Lite payment did not go through');
    expect(failed[0]!.textBody).toContain(new Date((created + 7 * 86400) * 1000).toISOString().slice(0, 10));

    // The grace period runs out (its end moved into the past): Free, with the record kept.
    await t.database.db
      .update(speakerPlans)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(speakerPlans.userId, s.user.id));
    expect(await accountPlan(s.cookie)).toMatchObject({ plan: 'free', record: { status: 'past_due' } });
    const talk = await t.app.inject({
      method: 'POST',
      url: '/api/speaker-admin/talks',
      headers: { cookie: s.cookie },
      payload: { eventName: 'Growth Summit', talkTitle: 'Stories That Sell', eventDate: '2026-11-20' },
    });
    expect(talk.statusCode).toBe(403);
    expect(talk.json()).toMatchObject({ code: 'PLAN_REQUIRED' });
  });

  it('uses the grace period the owner sets, refusing one that is not 0 to 60 whole days', async () => {
    const setGrace = (value: string) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/settings/payment_grace_days', headers: { cookie: adminCookie }, payload: { value } });
    for (const value of ['-1', '2.5', 'week', '61']) {
      const res = await setGrace(value);
      expect(res.statusCode, value).toBe(400);
      expect(res.json()).toMatchObject({ details: { fields: [{ field: 'value' }] } });
    }
    expect((await setGrace('3')).statusCode).toBe(200);
    try {
      const s = await subscriber();
      const created = Math.floor(Date.now() / 1000);
      await deliver(stripeEvent('invoice.payment_failed', invoice(s.user.id, created), created));
      expect((await record(s.user.id))!.endsAt).toEqual(new Date((created + 3 * 86400) * 1000));
    } finally {
      await t.database.db.delete(settings).where(eq(settings.key, 'payment_grace_days'));
    }
  });

  it('keeps past due when an older renewal payment arrives after the failure', async () => {
    const s = await subscriber();
    const now = Math.floor(Date.now() / 1000) + 5;
    const failed = stripeEvent('invoice.payment_failed', invoice(s.user.id, now + 86400), now);
    const olderPaid = stripeEvent('invoice.paid', invoice(s.user.id, now + 86400), now - 60);
    expect((await deliver(failed)).json()).toEqual({ outcome: 'applied' });
    expect((await deliver(olderPaid)).json()).toEqual({ outcome: 'stale' });
    expect(await record(s.user.id)).toMatchObject({ status: 'past_due' });
    expect(await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, olderPaid.id))).toMatchObject([{ outcome: 'stale' }]);
    // A later payment does bring it back.
    const paid = stripeEvent('invoice.paid', invoice(s.user.id, now + 365 * 86400), now + 60);
    expect((await deliver(paid)).json()).toEqual({ outcome: 'applied' });
    expect(await record(s.user.id)).toMatchObject({ status: 'active', endsAt: new Date((now + 365 * 86400) * 1000) });
  });

  it('ends a cancelled subscription, and an older update arriving after it does not bring it back', async () => {
    const s = await subscriber();
    const now = Math.floor(Date.now() / 1000) + 5;
    const deleted = stripeEvent('customer.subscription.deleted', subscription(s.user.id, { status: 'canceled', ended_at: now }), now);
    const olderUpdate = stripeEvent('customer.subscription.updated', subscription(s.user.id, { cancel_at_period_end: true }), now - 30);
    expect((await deliver(deleted)).json()).toEqual({ outcome: 'applied' });
    expect((await deliver(olderUpdate)).json()).toEqual({ outcome: 'stale' });
    expect(await record(s.user.id)).toMatchObject({ status: 'cancelled', source: 'stripe' });
    expect(await accountPlan(s.cookie)).toMatchObject({ plan: 'free' });
    expect((await stripeChanges(s.user.id)).at(-1)).toMatchObject({ fromPlan: 'lite', toPlan: 'free', status: 'cancelled' });
  });

  it('keeps a subscription cancelled at its period end open until then, saying it will not renew, and ends it when Stripe does', async () => {
    const s = await subscriber();
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86400;
    const items = { object: 'list', data: [{ id: 'si_1', current_period_end: periodEnd }] };
    const renewing = subscription(s.user.id, { items });
    expect((await deliver(stripeEvent('customer.subscription.updated', renewing, Math.floor(Date.now() / 1000) + 1))).json()).toEqual({
      outcome: 'applied',
    });
    expect((await currentUser(s.cookie)).plan).toEqual({
      name: 'lite',
      status: 'active',
      trialEndsAt: null,
      renewsAt: new Date(periodEnd * 1000).toISOString(),
      endsAt: null,
    });

    const cancelling = subscription(s.user.id, { items, cancel_at_period_end: true });
    expect((await deliver(stripeEvent('customer.subscription.updated', cancelling, Math.floor(Date.now() / 1000) + 2))).json()).toEqual({
      outcome: 'applied',
    });
    expect(await record(s.user.id)).toMatchObject({ status: 'cancelled', endsAt: new Date(periodEnd * 1000) });
    expect(await accountPlan(s.cookie)).toMatchObject({ plan: 'lite' });
    expect((await currentUser(s.cookie)).plan).toEqual({
      name: 'lite',
      status: 'cancelled',
      trialEndsAt: null,
      renewsAt: null,
      endsAt: new Date(periodEnd * 1000).toISOString(),
    });
    expect((await stripeChanges(s.user.id)).at(-1)).toMatchObject({ fromPlan: 'lite', toPlan: 'lite', status: 'cancelled' });
    // Still Lite: a gated call goes through.
    const logo = await t.app.inject({ method: 'GET', url: '/api/speaker-admin/hot-leads', headers: { cookie: s.cookie } });
    expect(logo.statusCode).toBe(200);

    // Stripe ends it at the period's end (its ended_at may be ahead of this machine's clock): Free from then.
    const ended = subscription(s.user.id, { items, status: 'canceled', ended_at: Math.floor(Date.now() / 1000) + 60 });
    expect((await deliver(stripeEvent('customer.subscription.deleted', ended, Math.floor(Date.now() / 1000) + 3))).json()).toEqual({
      outcome: 'applied',
    });
    expect(await accountPlan(s.cookie)).toMatchObject({ plan: 'free' });
    expect((await currentUser(s.cookie)).plan).toEqual({ name: 'free', status: 'free', trialEndsAt: null, renewsAt: null, endsAt: null });
    expect((await stripeChanges(s.user.id)).at(-1)).toMatchObject({ fromPlan: 'lite', toPlan: 'free', status: 'cancelled' });
  });

  it('follows a subscription update: the new period end, and past due when Stripe says so', async () => {
    const s = await subscriber();
    const periodEnd = Math.floor(Date.now() / 1000) + 40 * 86400;
    const update = subscription(s.user.id, { items: { object: 'list', data: [{ current_period_end: periodEnd }] } });
    expect((await deliver(stripeEvent('customer.subscription.updated', update, Math.floor(Date.now() / 1000) + 1))).json()).toEqual({
      outcome: 'applied',
    });
    expect(await record(s.user.id)).toMatchObject({ status: 'active', endsAt: new Date(periodEnd * 1000) });
    await deliver(stripeEvent('customer.subscription.updated', { ...update, status: 'past_due' }, Math.floor(Date.now() / 1000) + 2));
    expect(await record(s.user.id)).toMatchObject({ status: 'past_due' });
  });

  it('ends the plan when the payment is refunded in full, not for a partial refund', async () => {
    const s = await subscriber();
    const charge = { id: 'ch_1', object: 'charge', customer: `cus_${s.user.id}`, refunded: false, amount_refunded: 500 };
    expect((await deliver(stripeEvent('charge.refunded', charge, Math.floor(Date.now() / 1000) + 1))).json()).toEqual({
      outcome: 'ignored',
    });
    expect(await record(s.user.id)).toMatchObject({ status: 'active' });
    const full = stripeEvent('charge.refunded', { ...charge, refunded: true, amount_refunded: 19900 }, Math.floor(Date.now() / 1000) + 2);
    expect((await deliver(full)).json()).toEqual({ outcome: 'applied' });
    expect(await record(s.user.id)).toMatchObject({ status: 'cancelled' });
    expect(await accountPlan(s.cookie)).toMatchObject({ plan: 'free' });
  });

  it('does not let a failure or cancellation end a plan that was not bought through Stripe', async () => {
    const s = await signUpSpeaker(t.app);
    const res = await deliver(stripeEvent('customer.subscription.deleted', subscription(s.user.id, { status: 'canceled' })));
    expect(res.json()).toEqual({ outcome: 'ignored' });
    expect(await record(s.user.id)).toMatchObject({ status: 'trial', source: 'trial' });
  });
});

describe('POST /api/account/checkout', () => {
  const checkout = (auth: { cookie?: string; key?: string }, payload: object = { plan: 'lite' }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/checkout',
      headers: { ...(auth.cookie ? { cookie: auth.cookie } : {}), ...(auth.key ? { authorization: `Bearer ${auth.key}` } : {}) },
      payload,
    });

  it("opens a yearly subscription checkout for the owner's price, naming the speaker, without changing the plan", async () => {
    await setPrice('lite', LITE_YEARLY);
    const s = await signUpSpeaker(t.app);
    const before = await record(s.user.id);
    const sent = stripe.requests.length;
    const res = await checkout({ cookie: s.cookie });
    expect(res.statusCode).toBe(201);
    expect(res.json().url).toMatch(new RegExp(`^${stripe.url}/c/pay/cs_test_\\d+$`));
    const [call] = stripe.requests.slice(sent);
    expect(call).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', authorization: 'Bearer sk_test_x' });
    expect(call!.params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '19900',
      'line_items[0][price_data][recurring][interval]': 'year',
      'line_items[0][quantity]': '1',
      client_reference_id: String(s.user.id),
      'metadata[speakerId]': String(s.user.id),
      'metadata[plan]': 'lite',
      'subscription_data[metadata][speakerId]': String(s.user.id),
      // How often the invoices recur, for the owner's recurring revenue.
      'subscription_data[metadata][billing]': 'yearly',
      customer_email: s.user.email,
      success_url: 'http://localhost:5000/billing/return?session_id={CHECKOUT_SESSION_ID}',
    });
    expect(call!.params['automatic_tax[enabled]']).toBeUndefined();
    expect(await record(s.user.id)).toEqual(before);
  });

  it('sends a monthly price with tax by Stripe, and a one-time price as a payment', async () => {
    const s = await signUpSpeaker(t.app);
    await setPrice('pro', { amountMinor: 4900, currency: 'EUR', billing: 'monthly', taxByProvider: true });
    let sent = stripe.requests.length;
    expect((await checkout({ cookie: s.cookie }, { plan: 'pro' })).statusCode).toBe(201);
    expect(stripe.requests[sent]!.params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '4900',
      'line_items[0][price_data][recurring][interval]': 'month',
      'automatic_tax[enabled]': 'true',
      'metadata[plan]': 'pro',
    });
    await setPrice('pro', { amountMinor: 29900, currency: 'GBP', billing: 'one_time', taxByProvider: false });
    sent = stripe.requests.length;
    expect((await checkout({ cookie: s.cookie }, { plan: 'pro' })).statusCode).toBe(201);
    const params = stripe.requests[sent]!.params;
    expect(params).toMatchObject({ mode: 'payment', 'payment_intent_data[metadata][speakerId]': String(s.user.id) });
    expect(params['line_items[0][price_data][recurring][interval]']).toBeUndefined();
    await setPrice('pro', null);
  });

  it('answers 409 PLAN_NOT_ON_SALE while no price is set, calling nobody', async () => {
    await setPrice('pro', null);
    const s = await signUpSpeaker(t.app);
    const sent = stripe.requests.length;
    const res = await checkout({ cookie: s.cookie }, { plan: 'pro' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PLAN_NOT_ON_SALE' });
    expect(stripe.requests.length).toBe(sent);
  });

  it('answers 409 ALREADY_SUBSCRIBED to a speaker who already pays', async () => {
    await setPrice('lite', LITE_YEARLY);
    const s = await subscriber();
    const res = await checkout({ cookie: s.cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ALREADY_SUBSCRIBED' });
  });

  it('refuses a bad plan naming the field, and passes on a Stripe refusal as 502', async () => {
    await setPrice('lite', LITE_YEARLY);
    const s = await signUpSpeaker(t.app);
    const bad = await checkout({ cookie: s.cookie }, { plan: 'gold' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ details: { fields: [{ field: 'plan' }] } });
    stripe.failNext(400, 'Invalid currency');
    const refused = await checkout({ cookie: s.cookie });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_FAILED' });
  });

  it('is refused to anonymous callers (401), API keys and the owner (403)', async () => {
    await setPrice('lite', LITE_YEARLY);
    const s = await signUpSpeaker(t.app);
    const key = (
      await t.app.inject({
        method: 'POST',
        url: '/api/speaker-admin/api-keys',
        headers: { cookie: s.cookie },
        payload: { name: 'Zapier', access: 'read-write' },
      })
    ).json().key as string;
    const sent = stripe.requests.length;
    expect((await checkout({})).statusCode).toBe(401);
    const keyed = await checkout({ key });
    expect(keyed.statusCode).toBe(403);
    expect(keyed.json()).toMatchObject({ code: 'API_KEY_NOT_ALLOWED' });
    expect((await checkout({ cookie: adminCookie })).statusCode).toBe(403);
    const portal = (auth: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/account/billing-portal', headers: auth });
    expect((await portal({})).statusCode).toBe(401);
    expect((await portal({ authorization: `Bearer ${key}` })).statusCode).toBe(403);
    expect((await portal({ cookie: adminCookie })).statusCode).toBe(403);
    expect(stripe.requests.length).toBe(sent);
  });
});

describe('POST /api/account/billing-portal', () => {
  it("opens the portal for the speaker's Stripe customer, returning to the account page", async () => {
    const s = await subscriber();
    const sent = stripe.requests.length;
    const res = await t.app.inject({ method: 'POST', url: '/api/account/billing-portal', headers: { cookie: s.cookie } });
    expect(res.statusCode).toBe(201);
    expect(res.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(stripe.requests[sent]).toMatchObject({
      path: '/v1/billing_portal/sessions',
      params: { customer: `cus_${s.user.id}`, return_url: 'http://localhost:5000/speaker/account' },
    });
  });

  it('answers 409 NO_BILLING_ACCOUNT before any payment', async () => {
    const s = await signUpSpeaker(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/account/billing-portal', headers: { cookie: s.cookie } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NO_BILLING_ACCOUNT' });
    expect(await accountPlan(s.cookie)).toMatchObject({ paymentsEnabled: true, billingPortal: false });
  });
});

describe("the test Stripe server's hosted checkout", () => {
  it('sends the signed payment events only when paid, holds them when asked, and returns the browser to success_url', async () => {
    await setPrice('lite', LITE_YEARLY);
    const s = await signUpSpeaker(t.app);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    stripe.sendEventsTo({ url: `${address}${receiveStripeEvent.path}`, secret: TEST_WEBHOOK_SECRET });
    const { url } = (
      await t.app.inject({
        method: 'POST',
        url: createCheckoutSession.path,
        headers: { cookie: s.cookie },
        payload: { plan: 'lite' },
      })
    ).json();
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('SpeakerPro Lite: GBP 199.00 a year');
    expect(html).toContain('<button type="submit">Pay</button>');
    expect(await stripeChanges(s.user.id)).toEqual([]);

    stripe.holdEvents();
    const paid = await fetch(url, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const sessionId = url.split('/').at(-1);
    expect(paid.headers.get('location')).toBe(`http://localhost:5000/billing/return?session_id=${sessionId}`);
    // The browser is back; Stripe has not spoken yet, so the plan is as it was.
    expect(stripe.heldEvents().map((e) => e.type)).toEqual(['checkout.session.completed', 'invoice.paid']);
    expect(await record(s.user.id)).toMatchObject({ source: 'trial' });

    const answers = await stripe.releaseEvents();
    expect(answers.map((a) => [a.type, a.status, JSON.parse(a.body)])).toEqual([
      ['checkout.session.completed', 200, { outcome: 'applied' }],
      ['invoice.paid', 200, { outcome: 'applied' }],
    ]);
    const paidRecord = await record(s.user.id);
    expect(paidRecord).toMatchObject({ plan: 'lite', status: 'active', source: 'stripe', externalRef: `sub_test_${sessionId}` });
    // The invoice's period: a year from the payment.
    expect(paidRecord!.endsAt!.getTime()).toBeGreaterThan(Date.now() + 364 * 86_400_000);
    // Paying the same session again sends nothing more.
    const sent = stripe.sentEvents.length;
    expect((await fetch(url, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    expect(stripe.sentEvents.length).toBe(sent);
  });
});

describe('without STRIPE_SECRET_KEY', () => {
  it('answers checkout and portal 409 PAYMENTS_NOT_CONFIGURED and the event address 404, sending nothing', async () => {
    const plain = await createTestApp();
    try {
      await plain.database.db.insert(settings).values({ key: 'plan_price_lite', value: JSON.stringify(LITE_YEARLY) });
      const s = await signUpSpeaker(plain.app);
      const sent = stripe.requests.length;
      for (const url of ['/api/account/checkout', '/api/account/billing-portal']) {
        const res = await plain.app.inject({ method: 'POST', url, headers: { cookie: s.cookie }, payload: { plan: 'lite' } });
        expect(res.statusCode, url).toBe(409);
        expect(res.json()).toMatchObject({ code: 'PAYMENTS_NOT_CONFIGURED' });
      }
      const payload = JSON.stringify(stripeEvent('checkout.session.completed', subscriptionSession(s.user.id)));
      const event = await plain.app.inject({
        method: 'POST',
        url: '/api/public/stripe/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET }),
        },
        payload,
      });
      expect(event.statusCode).toBe(404);
      expect(stripe.requests.length).toBe(sent);
      const plan = (await plain.app.inject({ method: 'GET', url: '/api/account/plan', headers: { cookie: s.cookie } })).json();
      expect(plan).toMatchObject({ plan: 'lite', record: { status: 'trial' }, paymentsEnabled: false, billingPortal: false });
      expect(await plain.database.db.select().from(speakerPlans).where(eq(speakerPlans.userId, s.user.id))).toMatchObject([
        { source: 'trial' },
      ]);
    } finally {
      await plain.close();
    }
  });
});
