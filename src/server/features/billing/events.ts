import { and, eq } from 'drizzle-orm';
import type { PaidPlan } from '../../../shared/domain/plan-prices';
import {
  DEFAULT_PAYMENT_GRACE_DAYS,
  MAX_PAYMENT_GRACE_DAYS,
  PLAN_LABELS,
  SETTING_PAYMENT_GRACE_DAYS_KEY,
  type PlanName,
} from '../../../shared/domain/plans';
import type { Db } from '../../db/client';
import { planChanges, speakerPlans, stripeEvents, users } from '../../db/schema';
import { daysSetting, effectivePlan } from '../../domain/plans';
import type { Mailer } from '../../mail/mailer';
import { recordPayment } from './payments';
import { dateOf, idOf, invoiceSubscription, latest, listData, num, obj, paidPlanOf, str, type Obj } from './stripe-objects';

/*
 * Stripe's verified events applied to the speaker's plan record. Each event id is applied once
 * (its stripe_events row is written in the same transaction as its effect), and an event older
 * than the last one applied to the record changes nothing, so events may arrive in any order.
 */

/** The parts of an event this module reads; the payload's other fields and API versions vary. */
export interface StripeEventInput {
  id: string;
  type: string;
  /** Seconds since the epoch, as Stripe sends it. */
  created: number;
  data: { object: unknown };
}

type EventOutcome = 'applied' | 'stale' | 'ignored' | 'duplicate';

/** The end of the period an invoice pays for: its subscription lines' period (the invoice's own period is the one before). */
const invoicePeriodEnd = (invoice: Obj) =>
  latest(listData(invoice.lines).map((line) => num(obj(line.period)?.end))) ?? num(invoice.period_end);

/** A subscription's current period end, on the subscription (older API versions) or on its items. */
const subscriptionPeriodEnd = (subscription: Obj) =>
  num(subscription.current_period_end) ?? latest(listData(subscription.items).map((item) => num(item.current_period_end)));

/** The owner's grace period in days after a failed payment. */
const paymentGraceDays = (db: Db) => daysSetting(db, SETTING_PAYMENT_GRACE_DAYS_KEY, DEFAULT_PAYMENT_GRACE_DAYS, MAX_PAYMENT_GRACE_DAYS);

/** The speaker account an event names (client_reference_id, metadata.speakerId), else the one whose Stripe customer it is. */
async function speakerOf(tx: Db, named: string | undefined, customer: string | undefined): Promise<number | null> {
  if (named && /^\d{1,9}$/.test(named)) {
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, Number(named)), eq(users.role, 'speaker')))
      .limit(1);
    if (account) return account.id;
  }
  if (customer) {
    const [record] = await tx
      .select({ userId: speakerPlans.userId })
      .from(speakerPlans)
      .where(eq(speakerPlans.externalCustomer, customer))
      .limit(1);
    if (record) return record.userId;
  }
  return null;
}

/** What an event makes of the plan record. */
interface StripeChange {
  /** The plan paid for; unset: the record's own. */
  plan?: PaidPlan;
  status: 'active' | 'past_due' | 'cancelled';
  endsAt: Date | null;
  externalRef?: string;
  externalCustomer?: string;
  reason: string;
}

interface EventContext {
  record: PlanRecordWithStripe | null;
  created: Date;
  /** When the event is applied: an ending Stripe dates later than this still ends the plan now. */
  now: Date;
  graceDays: number;
}

type PlanRecordWithStripe = typeof speakerPlans.$inferSelect;

/** Events that change a paid plan already bought through Stripe: only a Stripe record's. */
const isStripeRecord = (record: PlanRecordWithStripe | null): record is PlanRecordWithStripe => record?.source === 'stripe';

/** A past-due record keeps the grace end it was given at the first failure; a new failure starts one. */
const graceEnd = (ctx: EventContext) =>
  ctx.record?.status === 'past_due' && ctx.record.endsAt ? ctx.record.endsAt : new Date(ctx.created.getTime() + ctx.graceDays * 86_400_000);

/**
 * When a plan Stripe says has ended stops: the time Stripe gives (else the event's), but never later
 * than now, since a cancelled record with an end still ahead stays open until then.
 */
const endedBy = (ctx: EventContext, endedAt?: number) => {
  const ended = dateOf(endedAt) ?? ctx.created;
  return ended < ctx.now ? ended : ctx.now;
};

function checkoutCompleted(ctx: EventContext, session: Obj): StripeChange | null {
  if (str(session.payment_status) === 'unpaid') return null;
  const plan = paidPlanOf(obj(session.metadata));
  if (!plan) return null;
  const customer = idOf(session.customer);
  if (str(session.mode) === 'subscription') {
    const subscription = idOf(session.subscription);
    // An invoice of this subscription may have come first with the period's end: keep it.
    const endsAt = ctx.record?.externalRef && ctx.record.externalRef === subscription ? ctx.record.endsAt : null;
    return {
      plan,
      status: 'active',
      endsAt,
      externalRef: subscription,
      externalCustomer: customer,
      reason: `${PLAN_LABELS[plan]} subscription paid`,
    };
  }
  return {
    plan,
    status: 'active',
    endsAt: null,
    externalRef: idOf(session.payment_intent),
    externalCustomer: customer,
    reason: `${PLAN_LABELS[plan]} paid`,
  };
}

function invoicePaid(ctx: EventContext, invoice: Obj): StripeChange | null {
  const subscription = invoiceSubscription(invoice);
  const plan = paidPlanOf(subscription.metadata) ?? (isStripeRecord(ctx.record) ? undefined : null);
  if (plan === null) return null;
  return {
    plan,
    status: 'active',
    endsAt: dateOf(invoicePeriodEnd(invoice)),
    externalRef: subscription.id,
    externalCustomer: idOf(invoice.customer),
    reason: 'Renewal paid',
  };
}

function invoiceFailed(ctx: EventContext, invoice: Obj): StripeChange | null {
  if (!isStripeRecord(ctx.record)) return null;
  return {
    status: 'past_due',
    endsAt: graceEnd(ctx),
    externalCustomer: idOf(invoice.customer),
    reason: `Payment failed; ${ctx.graceDays}-day grace period`,
  };
}

function subscriptionUpdated(ctx: EventContext, subscription: Obj): StripeChange | null {
  if (!isStripeRecord(ctx.record)) return null;
  const plan = paidPlanOf(obj(subscription.metadata));
  const base = { plan, externalRef: idOf(subscription.id), externalCustomer: idOf(subscription.customer) };
  switch (str(subscription.status)) {
    case 'active':
    case 'trialing': {
      const periodEnd = dateOf(subscriptionPeriodEnd(subscription));
      // Cancelled in the portal "at the period end": paid for until then, and it will not renew.
      const cancelAt = subscription.cancel_at_period_end === true ? periodEnd : dateOf(num(subscription.cancel_at));
      if (cancelAt)
        return { ...base, status: 'cancelled', endsAt: cancelAt, reason: 'Subscription cancelled; open until the paid period ends' };
      return { ...base, status: 'active', endsAt: periodEnd, reason: 'Subscription updated' };
    }
    case 'past_due':
    case 'unpaid':
      return { ...base, status: 'past_due', endsAt: graceEnd(ctx), reason: 'Subscription past due' };
    case 'canceled':
      return { ...base, status: 'cancelled', endsAt: endedBy(ctx, num(subscription.ended_at)), reason: 'Subscription cancelled' };
    default:
      return null;
  }
}

function subscriptionDeleted(ctx: EventContext, subscription: Obj): StripeChange | null {
  if (!isStripeRecord(ctx.record)) return null;
  return {
    status: 'cancelled',
    endsAt: endedBy(ctx, num(subscription.ended_at)),
    externalRef: idOf(subscription.id),
    reason: 'Subscription ended',
  };
}

function chargeRefunded(ctx: EventContext, charge: Obj): StripeChange | null {
  // A partial refund leaves the plan as paid for.
  if (!isStripeRecord(ctx.record) || charge.refunded !== true) return null;
  return { status: 'cancelled', endsAt: endedBy(ctx), reason: 'Payment refunded' };
}

const HANDLERS: Record<string, (ctx: EventContext, object: Obj) => StripeChange | null> = {
  'checkout.session.completed': checkoutCompleted,
  'invoice.paid': invoicePaid,
  'invoice.payment_failed': invoiceFailed,
  'customer.subscription.updated': subscriptionUpdated,
  'customer.subscription.deleted': subscriptionDeleted,
  'charge.refunded': chargeRefunded,
};

/** Who an event's object names: the session's reference, else the metadata of the object or of its subscription. */
function namedSpeakerOf(object: Obj): string | undefined {
  return str(object.client_reference_id) ?? str(obj(object.metadata)?.speakerId) ?? str(invoiceSubscription(object).metadata?.speakerId);
}

interface EventMail {
  mailer: Mailer;
  publicUrl: string;
}

/** Applies one verified event, once: what it did. */
export async function applyStripeEvent(db: Db, mail: EventMail, event: StripeEventInput, now = new Date()): Promise<EventOutcome> {
  const created = new Date(event.created * 1000);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, createdAt: created, outcome: 'ignored' })
      .onConflictDoNothing({ target: stripeEvents.id })
      .returning({ id: stripeEvents.id });
    if (inserted.length === 0) return 'duplicate';
    const object = obj(event.data.object) ?? {};
    const handler = HANDLERS[event.type];
    const userId = handler ? await speakerOf(tx, namedSpeakerOf(object), idOf(object.customer)) : null;
    if (!handler || userId === null) return 'ignored';
    await recordPayment(tx, { id: event.id, type: event.type, created }, object, userId);
    const outcome = await applyChange(tx, mail, { handler, object, userId, event, created, now });
    await tx.update(stripeEvents).set({ userId, outcome }).where(eq(stripeEvents.id, event.id));
    return outcome;
  });
}

async function applyChange(
  tx: Db,
  mail: EventMail,
  a: {
    handler: (ctx: EventContext, object: Obj) => StripeChange | null;
    object: Obj;
    userId: number;
    event: StripeEventInput;
    created: Date;
    now: Date;
  },
): Promise<Exclude<EventOutcome, 'duplicate'>> {
  const effective = await effectivePlan(tx, a.userId, a.now);
  const [record] = await tx.select().from(speakerPlans).where(eq(speakerPlans.userId, a.userId)).limit(1);
  if (record?.source === 'stripe' && record.externalEventAt && a.created < record.externalEventAt) return 'stale';
  const ctx: EventContext = { record: record ?? null, created: a.created, now: a.now, graceDays: await paymentGraceDays(tx) };
  const change = a.handler(ctx, a.object);
  const plan = change?.plan ?? (isStripeRecord(ctx.record) ? ctx.record.plan : undefined);
  if (!change || !plan) return 'ignored';
  const stillStripe = record?.source === 'stripe';
  const values = {
    plan,
    status: change.status,
    source: 'stripe' as const,
    startedAt: stillStripe ? record.startedAt : a.now,
    trialEndsAt: null,
    endsAt: change.endsAt,
    reason: change.reason,
    grantedByUserId: null,
    externalRef: change.externalRef ?? (stillStripe ? record.externalRef : null),
    externalCustomer: change.externalCustomer ?? record?.externalCustomer ?? null,
    externalEventAt: a.created,
    updatedAt: a.now,
  };
  await tx
    .insert(speakerPlans)
    .values({ userId: a.userId, ...values })
    .onConflictDoUpdate({ target: speakerPlans.userId, set: values });
  await tx.insert(planChanges).values({
    userId: a.userId,
    fromPlan: effective,
    toPlan: change.status === 'cancelled' && !(change.endsAt && change.endsAt > a.now) ? 'free' : plan,
    status: change.status,
    source: 'stripe',
    endsAt: change.endsAt,
    reason: `${change.reason} (Stripe ${a.event.type} ${a.event.id})`,
    changedAt: a.now,
  });
  if (change.status === 'past_due' && record?.status !== 'past_due') await mailPaymentFailed(tx, mail, a.userId, plan, change.endsAt);
  return 'applied';
}

/** Tells the speaker their renewal failed, until when the plan stays open, and where to fix the card. */
async function mailPaymentFailed(tx: Db, mail: EventMail, userId: number, plan: PlanName, graceEndsAt: Date | null) {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return;
  const until = graceEndsAt ? graceEndsAt.toISOString().slice(0, 10) : 'the end of the grace period';
  await mail.mailer.enqueue(tx, {
    to: user.email,
    subject: `Your SpeakerPro ${PLAN_LABELS[plan]} payment did not go through`,
    text: [
      'Hello,',
      '',
      `We could not take the payment for your ${PLAN_LABELS[plan]} plan. Everything stays open until ${until}.`,
      `Please update your card from your account page before then: ${mail.publicUrl}/speaker/account`,
      '',
      'If no payment comes through, your account moves to Free on that date. Nothing you made is deleted.',
      '',
      'The SpeakerPro team',
    ].join('\n'),
    source: 'billing-payment-failed',
  });
}
