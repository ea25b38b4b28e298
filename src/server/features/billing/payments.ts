import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { idOf, invoiceSubscription, listData, num, obj, paidPlanOf, str, type Obj } from './stripe-objects';

/*
 * The money facts of Stripe's verified events, for the owner's revenue: called inside the event's
 * transaction, after its stripe_events row was inserted, so each event adds its fact once. Facts
 * are kept whatever the event did to the plan: a payment that arrives late (stale for the plan) was
 * still taken, and a failure on a plan not bought through Stripe is still a failed attempt.
 */

type RecurringInterval = 'month' | 'year';

/** A yearly period is about 365 days, a monthly one at most 31: anything past 200 days is a year. */
const YEARLY_PERIOD_SECONDS = 200 * 86_400;

/**
 * How often a subscription invoice's amount recurs: the `billing` the checkout put in the
 * subscription's metadata; else the line's price (older API versions carry it); else the length of
 * the line's period.
 */
function invoiceInterval(invoice: Obj): RecurringInterval | null {
  const billing = str(invoiceSubscription(invoice).metadata?.billing);
  if (billing === 'monthly') return 'month';
  if (billing === 'yearly') return 'year';
  const lines = listData(invoice.lines);
  for (const line of lines) {
    const interval = str(obj(obj(line.price)?.recurring)?.interval);
    if (interval === 'month' || interval === 'year') return interval;
  }
  for (const line of lines) {
    const period = obj(line.period);
    const start = num(period?.start);
    const end = num(period?.end);
    if (start !== undefined && end !== undefined && end > start) return end - start > YEARLY_PERIOD_SECONDS ? 'year' : 'month';
  }
  return null;
}

interface MoneyEvent {
  id: string;
  type: string;
  created: Date;
}

type PaymentRow = typeof payments.$inferInsert;

/** The fact an event brings (without the refund's running total, worked out below), or null. */
function paymentFact(event: MoneyEvent, object: Obj, userId: number): PaymentRow | null {
  const currency = str(object.currency)?.toUpperCase();
  const id = str(object.id);
  if (!currency || !id) return null;
  const base = {
    userId,
    currency,
    stripeEventId: event.id,
    stripeObjectId: id,
    stripeCustomer: idOf(object.customer) ?? null,
    occurredAt: event.created,
  };
  switch (event.type) {
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const paid = event.type === 'invoice.paid';
      const amount = num(paid ? object.amount_paid : object.amount_due);
      if (amount === undefined || amount <= 0) return null;
      const subscription = invoiceSubscription(object);
      return {
        ...base,
        kind: paid ? 'paid' : 'failed',
        amountMinor: amount,
        plan: paidPlanOf(subscription.metadata) ?? null,
        recurringInterval: paid && subscription.id ? invoiceInterval(object) : null,
        stripeSubscription: subscription.id ?? null,
      };
    }
    case 'checkout.session.completed': {
      // A subscription's first payment is its first invoice (invoice.paid): counting the session too would count it twice.
      if (str(object.mode) !== 'payment' || str(object.payment_status) !== 'paid') return null;
      const amount = num(object.amount_total);
      if (amount === undefined || amount <= 0) return null;
      return { ...base, kind: 'paid', amountMinor: amount, plan: paidPlanOf(obj(object.metadata)) ?? null };
    }
    case 'charge.refunded': {
      const refunded = num(object.amount_refunded);
      if (refunded === undefined || refunded <= 0) return null;
      return { ...base, kind: 'refunded', amountMinor: refunded, plan: paidPlanOf(obj(object.metadata)) ?? null };
    }
    default:
      return null;
  }
}

/**
 * Records the money fact of one newly received event. A charge's `amount_refunded` is its running
 * total, so a refund row is what that total adds to the refunds already recorded for the charge:
 * two partial refunds arriving in either order add up to the larger total, never more.
 */
export async function recordPayment(tx: Db, event: MoneyEvent, object: Obj, userId: number): Promise<void> {
  const fact = paymentFact(event, object, userId);
  if (!fact) return;
  if (fact.kind === 'refunded') {
    // Two refund events of one charge in parallel transactions must not both read the same total.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`refund:${fact.stripeObjectId}`}))`);
    const [row] = await tx
      .select({ total: sql<string | null>`sum(${payments.amountMinor})` })
      .from(payments)
      .where(and(eq(payments.kind, 'refunded'), eq(payments.stripeObjectId, fact.stripeObjectId)));
    const added = fact.amountMinor - Number(row?.total ?? 0);
    if (added <= 0) return;
    fact.amountMinor = added;
  }
  await tx.insert(payments).values(fact).onConflictDoNothing();
}
