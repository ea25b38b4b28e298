import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingSummary, SpeakerBilling } from '../../../shared/contract/revenue';
import { payments, speakerPlans, users } from '../../db/schema';
import { createTestApp, endTrial, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';
import { TEST_WEBHOOK_SECRET, deliverStripeEvent, invoice, stripeEvent, subscription, subscriptionSession } from '../../test/stripe-events';

/*
 * The owner's view of the money, from signed Stripe events delivered through the real webhook
 * route. Every test that reads totals makes its own app and database, so other tests' payments
 * do not count in them.
 */

const STRIPE_ENV = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, STRIPE_API_BASE: 'http://127.0.0.1:9' };
const nowSeconds = () => Math.floor(Date.now() / 1000);
const YEAR = 365 * 86400;

const opened: TestContext[] = [];
afterAll(async () => {
  for (const t of opened) await t.close();
});

async function app() {
  const t = await createTestApp(STRIPE_ENV);
  opened.push(t);
  const adminCookie = await signInAdmin(t.app);
  const deliver = async (event: object) => {
    const res = await deliverStripeEvent(t.app, event);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { outcome: string }).outcome;
  };
  const summary = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/billing', headers: { cookie: adminCookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as BillingSummary;
  };
  const history = async (speakerId: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/speakers/${speakerId}/billing`, headers: { cookie: adminCookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SpeakerBilling;
  };
  const paymentRows = (userId: number) => t.database.db.select().from(payments).where(eq(payments.userId, userId)).orderBy(payments.id);
  /** A speaker who subscribed to Lite through Stripe: the checkout completed, then its first invoice paid. */
  const subscriber = async (amountPaid: number, currency: string, billing: 'monthly' | 'yearly') => {
    const s = await signUpSpeaker(t.app);
    const metadata = { speakerId: String(s.user.id), plan: 'lite', billing };
    expect(
      await deliver(stripeEvent('checkout.session.completed', subscriptionSession(s.user.id, { metadata, amount_total: amountPaid }))),
    ).toBe('applied');
    const first = invoice(s.user.id, nowSeconds() + (billing === 'yearly' ? YEAR : 30 * 86400), {
      amount_paid: amountPaid,
      currency,
      parent: { type: 'subscription_details', subscription_details: { subscription: `sub_${s.user.id}`, metadata } },
    });
    expect(await deliver(stripeEvent('invoice.paid', first))).toBe('applied');
    return { ...s, invoice: first };
  };
  return { t, adminCookie, deliver, summary, history, paymentRows, subscriber };
}

describe('payments recorded from Stripe events', () => {
  let a: Awaited<ReturnType<typeof app>>;
  beforeAll(async () => {
    a = await app();
  });

  it("records a subscription's first payment once: from its invoice, not from the checkout, however often it comes", async () => {
    const s = await a.subscriber(19900, 'gbp', 'yearly');
    const rows = await a.paymentRows(s.user.id);
    expect(rows).toMatchObject([
      {
        kind: 'paid',
        amountMinor: 19900,
        currency: 'GBP',
        plan: 'lite',
        recurringInterval: 'year',
        stripeObjectId: s.invoice.id,
        stripeCustomer: `cus_${s.user.id}`,
        stripeSubscription: `sub_${s.user.id}`,
      },
    ]);
    // The same event again, and the same invoice in another event: nothing more.
    const again = stripeEvent('invoice.paid', s.invoice);
    expect(await a.deliver(again)).toBe('applied');
    expect(await a.deliver(again)).toBe('duplicate');
    expect(await a.paymentRows(s.user.id)).toHaveLength(1);
  });

  it('records a one-off payment from its checkout, as not recurring', async () => {
    const s = await signUpSpeaker(a.t.app);
    const session = {
      id: `cs_once_${s.user.id}`,
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      amount_total: 29900,
      currency: 'gbp',
      client_reference_id: String(s.user.id),
      metadata: { speakerId: String(s.user.id), plan: 'pro', billing: 'one_time' },
      customer: `cus_${s.user.id}`,
      payment_intent: `pi_${s.user.id}`,
    };
    expect(await a.deliver(stripeEvent('checkout.session.completed', session))).toBe('applied');
    expect(await a.paymentRows(s.user.id)).toMatchObject([
      { kind: 'paid', amountMinor: 29900, currency: 'GBP', plan: 'pro', recurringInterval: null, stripeObjectId: session.id },
    ]);
  });

  it('keeps a payment that arrives after a later failure (stale for the plan, still money taken)', async () => {
    const s = await a.subscriber(1500, 'gbp', 'monthly');
    const now = nowSeconds() + 5;
    const failed = invoice(s.user.id, now + 30 * 86400, { id: `in_fail_${s.user.id}`, amount_due: 1500, currency: 'gbp' });
    const olderRenewal = invoice(s.user.id, now + 30 * 86400, { id: `in_renew_${s.user.id}`, amount_paid: 1500, currency: 'gbp' });
    expect(await a.deliver(stripeEvent('invoice.payment_failed', failed, now))).toBe('applied');
    expect(await a.deliver(stripeEvent('invoice.paid', olderRenewal, now - 60))).toBe('stale');
    expect((await a.paymentRows(s.user.id)).map((p) => [p.kind, p.stripeObjectId, p.amountMinor])).toEqual([
      ['paid', s.invoice.id, 1500],
      ['failed', failed.id, 1500],
      ['paid', olderRenewal.id, 1500],
    ]);
  });

  it('records each part of a refund once, whatever order the refund events arrive in', async () => {
    const s = await a.subscriber(19900, 'gbp', 'yearly');
    const charge = (refunded: number) => ({
      id: `ch_${s.user.id}`,
      object: 'charge',
      customer: `cus_${s.user.id}`,
      currency: 'gbp',
      amount: 19900,
      amount_refunded: refunded,
      refunded: refunded === 19900,
    });
    const first = stripeEvent('charge.refunded', charge(5000), nowSeconds() + 1);
    expect(await a.deliver(first)).toBe('ignored');
    expect(await a.deliver(first)).toBe('duplicate');
    // A second partial refund's event comes before another event carrying the first one's total: partial refunds leave the plan as it is.
    expect(await a.deliver(stripeEvent('charge.refunded', charge(7000), nowSeconds() + 3))).toBe('ignored');
    expect(await a.deliver(stripeEvent('charge.refunded', charge(5000), nowSeconds() + 2))).toBe('ignored');
    const refunds = (await a.paymentRows(s.user.id)).filter((p) => p.kind === 'refunded');
    expect(refunds.map((p) => [p.amountMinor, p.currency, p.stripeObjectId])).toEqual([
      [5000, 'GBP', `ch_${s.user.id}`],
      [2000, 'GBP', `ch_${s.user.id}`],
    ]);
  });
});

describe('GET /api/admin/billing', () => {
  it('adds up revenue this month per currency net of refunds, leaving out last month and failures', async () => {
    const a = await app();
    const gbp = await a.subscriber(19900, 'gbp', 'yearly');
    await a.subscriber(4900, 'eur', 'monthly');
    // A renewal paid last month (UTC) does not count this month.
    const now = new Date();
    const lastMonth = Math.floor(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) / 1000) - 86400;
    const old = invoice(gbp.user.id, lastMonth + YEAR, { id: 'in_last_month', amount_paid: 19900, currency: 'gbp' });
    expect(await a.deliver(stripeEvent('invoice.paid', old, lastMonth))).toBe('stale');
    const failed = invoice(gbp.user.id, nowSeconds() + YEAR, { id: 'in_failed', amount_due: 19900, currency: 'gbp' });
    await a.deliver(stripeEvent('invoice.payment_failed', failed, nowSeconds() + 1));
    const refund = {
      id: 'ch_gbp',
      object: 'charge',
      customer: `cus_${gbp.user.id}`,
      currency: 'gbp',
      amount_refunded: 2500,
      refunded: false,
    };
    await a.deliver(stripeEvent('charge.refunded', refund, nowSeconds() + 2));

    const summary = await a.summary();
    expect(summary.month).toBe(now.toISOString().slice(0, 7));
    expect(summary.revenueThisMonth).toEqual([
      { currency: 'EUR', paidMinor: 4900, refundedMinor: 0, netMinor: 4900 },
      { currency: 'GBP', paidMinor: 19900, refundedMinor: 2500, netMinor: 17400 },
    ]);
  });

  it('lists failed payments, newest first, with the speaker and the amount due', async () => {
    const a = await app();
    const s = await a.subscriber(1500, 'gbp', 'monthly');
    const due = invoice(s.user.id, nowSeconds() + 30 * 86400, { id: 'in_due', amount_due: 1500, currency: 'gbp' });
    expect(await a.deliver(stripeEvent('invoice.payment_failed', due, nowSeconds() + 1))).toBe('applied');
    expect(await a.deliver(stripeEvent('invoice.payment_failed', due, nowSeconds() + 2))).toBe('applied');
    const { failedPayments } = await a.summary();
    expect(failedPayments).toHaveLength(2);
    expect(failedPayments[0]).toMatchObject({
      kind: 'failed',
      speakerId: s.user.id,
      email: s.user.email,
      name: 'Maya Okafor',
      amountMinor: 1500,
      currency: 'GBP',
      plan: 'lite',
      stripeObjectId: 'in_due',
    });
    expect(new Date(failedPayments[0]!.occurredAt) > new Date(failedPayments[1]!.occurredAt)).toBe(true);
  });

  it('counts MRR from active subscriptions: monthly as paid, yearly divided by 12, without one-off payments or ended ones', async () => {
    const a = await app();
    await a.subscriber(19900, 'gbp', 'yearly');
    await a.subscriber(12000, 'gbp', 'yearly');
    await a.subscriber(1500, 'gbp', 'monthly');
    await a.subscriber(4900, 'eur', 'monthly');
    // Ended: cancelled, and past due after a failed renewal.
    const cancelled = await a.subscriber(9900, 'gbp', 'monthly');
    await a.deliver(
      stripeEvent('customer.subscription.deleted', subscription(cancelled.user.id, { status: 'canceled' }), nowSeconds() + 1),
    );
    const pastDue = await a.subscriber(9900, 'gbp', 'monthly');
    const failed = invoice(pastDue.user.id, nowSeconds(), { id: 'in_past_due', amount_due: 9900, currency: 'gbp' });
    await a.deliver(stripeEvent('invoice.payment_failed', failed, nowSeconds() + 1));
    // One payment, not recurring.
    const once = await signUpSpeaker(a.t.app);
    await a.deliver(
      stripeEvent('checkout.session.completed', {
        id: 'cs_once',
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        amount_total: 29900,
        currency: 'gbp',
        client_reference_id: String(once.user.id),
        metadata: { speakerId: String(once.user.id), plan: 'pro' },
        customer: 'cus_once',
      }),
    );

    const { mrr } = await a.summary();
    // (19900 + 12000) / 12 + 1500 = 4158.33…
    expect(mrr).toEqual([
      { currency: 'EUR', amountMinor: 4900, subscriptions: 1 },
      { currency: 'GBP', amountMinor: 4158, subscriptions: 3 },
    ]);
  });

  it('reads the interval from the line period when the subscription carries no billing metadata', async () => {
    const a = await app();
    const s = await signUpSpeaker(a.t.app);
    await a.deliver(stripeEvent('checkout.session.completed', subscriptionSession(s.user.id)));
    // The helper's invoice covers a year, and its subscription's metadata says nothing about billing.
    await a.deliver(stripeEvent('invoice.paid', invoice(s.user.id, nowSeconds() + YEAR, { amount_paid: 24000, currency: 'usd' })));
    expect((await a.paymentRows(s.user.id))[0]).toMatchObject({ recurringInterval: 'year' });
    expect((await a.summary()).mrr).toEqual([{ currency: 'USD', amountMinor: 2000, subscriptions: 1 }]);
  });

  it('counts subscribers by plan and every status, lists them with end and renewal dates, and counts Free accounts', async () => {
    const a = await app();
    const trial = await signUpSpeaker(a.t.app);
    const lapsed = await signUpSpeaker(a.t.app);
    await endTrial(a.t.database, lapsed.user.id);
    const grandfathered = await signUpSpeaker(a.t.app);
    await a.t.database.db
      .update(speakerPlans)
      .set({ status: 'grandfathered', source: 'grandfathered', trialEndsAt: null })
      .where(eq(speakerPlans.userId, grandfathered.user.id));
    const granted = await signUpSpeaker(a.t.app);
    const grant = await a.t.app.inject({
      method: 'PUT',
      url: `/api/admin/speakers/${granted.user.id}/plan`,
      headers: { cookie: a.adminCookie },
      payload: { plan: 'pro', reason: 'Conference partner' },
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const active = await a.subscriber(19900, 'gbp', 'yearly');
    const pastDue = await a.subscriber(1500, 'gbp', 'monthly');
    await a.deliver(
      stripeEvent(
        'invoice.payment_failed',
        invoice(pastDue.user.id, nowSeconds(), { amount_due: 1500, currency: 'gbp' }),
        nowSeconds() + 1,
      ),
    );
    const cancelled = await a.subscriber(1500, 'gbp', 'monthly');
    await a.deliver(
      stripeEvent('customer.subscription.deleted', subscription(cancelled.user.id, { status: 'canceled' }), nowSeconds() + 1),
    );

    const summary = await a.summary();
    const count = (plan: string, status: string) => summary.counts.find((c) => c.plan === plan && c.status === status)?.count;
    expect(count('lite', 'trial')).toBe(1);
    expect(count('lite', 'lapsed')).toBe(1);
    expect(count('lite', 'grandfathered')).toBe(1);
    expect(count('pro', 'granted')).toBe(1);
    expect(count('lite', 'active')).toBe(1);
    expect(count('lite', 'past_due')).toBe(1);
    expect(count('lite', 'cancelled')).toBe(1);
    expect(summary.counts.reduce((n, c) => n + c.count, 0)).toBe(7);
    expect(summary.counts).toHaveLength(2 * 7);
    // Free now: the lapsed trial and the cancelled subscription.
    expect(summary.freeAccounts).toBe(2);

    const row = (id: number) => summary.subscribers.find((s) => s.speakerId === id);
    const [trialRecord] = await a.t.database.db.select().from(speakerPlans).where(eq(speakerPlans.userId, trial.user.id));
    expect(row(trial.user.id)).toMatchObject({
      status: 'trial',
      source: 'trial',
      endsAt: trialRecord!.trialEndsAt!.toISOString(),
      renews: false,
    });
    expect(row(active.user.id)).toMatchObject({ plan: 'lite', status: 'active', source: 'stripe', renews: true, email: active.user.email });
    expect(new Date(row(active.user.id)!.endsAt!).getTime()).toBe((active.invoice.lines.data[0]!.period.end as number) * 1000);
    expect(row(pastDue.user.id)).toMatchObject({ status: 'past_due', renews: false });
    expect(row(granted.user.id)).toMatchObject({ plan: 'pro', status: 'granted', source: 'grant', endsAt: null, renews: false });
    expect(row(grandfathered.user.id)).toMatchObject({ status: 'grandfathered', name: 'Maya Okafor' });
  });
});

describe('a deleted account', () => {
  it('leaves its payments in the revenue, naming nobody', async () => {
    const a = await app();
    const s = await a.subscriber(19900, 'gbp', 'yearly');
    const due = invoice(s.user.id, nowSeconds() + YEAR, { id: 'in_gone', amount_due: 19900, currency: 'gbp' });
    await a.deliver(stripeEvent('invoice.payment_failed', due, nowSeconds() + 1));
    // What account deletion does last, after its own clean-up.
    await a.t.database.db.delete(users).where(eq(users.id, s.user.id));
    const summary = await a.summary();
    expect(summary.revenueThisMonth).toEqual([{ currency: 'GBP', paidMinor: 19900, refundedMinor: 0, netMinor: 19900 }]);
    expect(summary.failedPayments).toMatchObject([{ stripeObjectId: 'in_gone', speakerId: null, email: null, name: null }]);
    expect(summary.subscribers).toEqual([]);
  });
});

describe('a subscription cancelled at the period end', () => {
  it('is listed as ending, not renewing, until Stripe ends it', async () => {
    const a = await app();
    const s = await a.subscriber(1500, 'gbp', 'monthly');
    const periodEnd = nowSeconds() + 20 * 86400;
    const items = { object: 'list', data: [{ current_period_end: periodEnd }] };
    const cancelling = subscription(s.user.id, { cancel_at_period_end: true, items });
    expect(await a.deliver(stripeEvent('customer.subscription.updated', cancelling, nowSeconds() + 1))).toBe('applied');
    // Paid for until the period's end, so not on Free; but it will not recur.
    let summary = await a.summary();
    expect(summary.subscribers.find((r) => r.speakerId === s.user.id)).toMatchObject({
      status: 'cancelled',
      renews: false,
      endsAt: new Date(periodEnd * 1000).toISOString(),
    });
    expect(summary.freeAccounts).toBe(0);
    expect(summary.mrr).toEqual([]);
    // The speaker changes their mind in the portal: it renews again.
    const resumed = subscription(s.user.id, { cancel_at_period_end: false, items });
    expect(await a.deliver(stripeEvent('customer.subscription.updated', resumed, nowSeconds() + 2))).toBe('applied');
    summary = await a.summary();
    expect(summary.subscribers.find((r) => r.speakerId === s.user.id)).toMatchObject({ status: 'active', renews: true });
    expect(summary.mrr).toEqual([{ currency: 'GBP', amountMinor: 1500, subscriptions: 1 }]);
  });
});

describe('GET /api/admin/speakers/{id}/billing', () => {
  it("answers one speaker's payments and plan changes, newest first, and nobody else's", async () => {
    const a = await app();
    const s = await a.subscriber(19900, 'gbp', 'yearly');
    const other = await a.subscriber(1500, 'gbp', 'monthly');
    const refund = { id: 'ch_h', object: 'charge', customer: `cus_${s.user.id}`, currency: 'gbp', amount_refunded: 19900, refunded: true };
    expect(await a.deliver(stripeEvent('charge.refunded', refund, nowSeconds() + 1))).toBe('applied');
    const h = await a.history(s.user.id);
    expect(h.speakerId).toBe(s.user.id);
    expect(h.payments.map((p) => [p.kind, p.amountMinor, p.currency])).toEqual([
      ['refunded', 19900, 'GBP'],
      ['paid', 19900, 'GBP'],
    ]);
    expect(h.changes.map((c) => [c.toPlan, c.status, c.source])).toEqual([
      ['free', 'cancelled', 'stripe'],
      ['lite', 'active', 'stripe'],
      ['lite', 'active', 'stripe'],
      ['lite', 'trial', 'trial'],
    ]);
    expect((await a.history(other.user.id)).payments.map((p) => p.amountMinor)).toEqual([1500]);
  });

  it('answers 404 for an id that is no speaker account, and 400 naming the id for a bad one', async () => {
    const a = await app();
    for (const id of [999999, 1]) {
      const res = await a.t.app.inject({ method: 'GET', url: `/api/admin/speakers/${id}/billing`, headers: { cookie: a.adminCookie } });
      expect(res.statusCode, String(id)).toBe(404);
    }
    const bad = await a.t.app.inject({ method: 'GET', url: '/api/admin/speakers/abc/billing', headers: { cookie: a.adminCookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ details: { fields: [{ field: 'id' }] } });
  });
});

describe("who may read the owner's money", () => {
  it('refuses anonymous callers (401), speakers and API keys (403), with no amounts in the answer', async () => {
    const a = await app();
    const s = await a.subscriber(19900, 'gbp', 'yearly');
    const key = (
      await a.t.app.inject({
        method: 'POST',
        url: '/api/speaker-admin/api-keys',
        headers: { cookie: s.cookie },
        payload: { name: 'Zapier', access: 'read-write' },
      })
    ).json().key as string;
    for (const url of ['/api/admin/billing', `/api/admin/speakers/${s.user.id}/billing`]) {
      const anonymous = await a.t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
      const speaker = await a.t.app.inject({ method: 'GET', url, headers: { cookie: s.cookie } });
      expect(speaker.statusCode, url).toBe(403);
      const keyed = await a.t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } });
      expect(keyed.statusCode, url).toBe(403);
      for (const res of [anonymous, speaker, keyed]) expect(res.body).not.toContain('19900');
    }
  });
});
