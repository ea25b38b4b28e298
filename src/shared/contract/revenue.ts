import { z } from 'zod';
import { idSchema } from './common';
import { defineOperation } from './operation';
import { planChangeSchema } from './plans';
import { PAYMENT_KINDS } from '../domain/plan-prices';
import { PLAN_NAMES, PLAN_SOURCES, PLAN_STATUSES } from '../domain/plans';

/*
 * The owner's view of the money: who is on which plan and how that stands, what was paid, failed
 * and refunded through Stripe, and what recurs. Amounts are in the currency's smallest unit.
 */

const tag = 'revenue';

/**
 * How a subscriber stands now: the plan record's status while it gives its plan, `lapsed` once its
 * end has passed without a cancellation (a trial or grant run out, a grace period or paid period
 * over): on Free now, with the record kept.
 */
export const SUBSCRIBER_STATUSES = [...PLAN_STATUSES, 'lapsed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** How the console names each status. */
export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  trial: 'Trial',
  active: 'Active (paid)',
  past_due: 'Past due',
  cancelled: 'Cancelled',
  grandfathered: 'Grandfathered',
  granted: 'Granted by hand',
  lapsed: 'Ended (on Free now)',
};

/** How the console names where a plan came from. */
export const PLAN_SOURCE_LABELS: Record<(typeof PLAN_SOURCES)[number], string> = {
  trial: 'Sign-up trial',
  grant: "Owner's grant",
  stripe: 'Stripe',
  grandfathered: 'From before plans',
};

/** How the console names each kind of payment record. */
export const PAYMENT_KIND_LABELS: Record<(typeof PAYMENT_KINDS)[number], string> = {
  paid: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
};

const moneySchema = z.object({ currency: z.string(), amountMinor: z.number().int() });

export const subscriberSchema = z.object({
  speakerId: z.number().int(),
  name: z.string(),
  email: z.string(),
  plan: z.enum(PLAN_NAMES),
  status: z.enum(SUBSCRIBER_STATUSES),
  source: z.enum(PLAN_SOURCES),
  startedAt: z.string(),
  /** When the plan ends or renews (a trial's end for a trial); null: until changed. */
  endsAt: z.string().nullable(),
  /** A Stripe subscription in good standing: at `endsAt` it renews (and is charged) rather than ends. */
  renews: z.boolean(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PAYMENT_KINDS),
  amountMinor: z.number().int(),
  currency: z.string(),
  plan: z.enum(PLAN_NAMES).nullable(),
  /** A subscription's payment: how often it recurs; null: one-off, a failure or a refund. */
  recurringInterval: z.enum(['month', 'year']).nullable(),
  /** Stripe's invoice, checkout session or charge. */
  stripeObjectId: z.string(),
  occurredAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const failedPaymentSchema = paymentSchema.extend({
  /** Null once the speaker's account was deleted. */
  speakerId: z.number().int().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});

/** GET /api/admin/billing */
export const billingSummarySchema = z.object({
  /** The calendar month (UTC) the revenue is for, as YYYY-MM. */
  month: z.string(),
  /** Plan records by plan and status (every paid plan and status, zeros included). */
  counts: z.array(z.object({ plan: z.enum(PLAN_NAMES), status: z.enum(SUBSCRIBER_STATUSES), count: z.number().int() })),
  /** Speaker accounts on Free now: no plan record, or one that has ended. */
  freeAccounts: z.number().int(),
  subscribers: z.array(subscriberSchema),
  /** The newest failed payment attempts (up to 50). */
  failedPayments: z.array(failedPaymentSchema),
  /** Paid, refunded and their difference this month, per currency. */
  revenueThisMonth: z.array(
    z.object({ currency: z.string(), paidMinor: z.number().int(), refundedMinor: z.number().int(), netMinor: z.number().int() }),
  ),
  /** Monthly recurring revenue per currency: active Stripe subscriptions, monthly as paid, yearly divided by 12. */
  mrr: z.array(moneySchema.extend({ subscriptions: z.number().int() })),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

/** GET /api/admin/speakers/{id}/billing */
export const speakerBillingSchema = z.object({
  speakerId: z.number().int(),
  /** Newest first. */
  payments: z.array(paymentSchema),
  /** Newest first. */
  changes: z.array(planChangeSchema),
});
export type SpeakerBilling = z.infer<typeof speakerBillingSchema>;

export const getBillingSummary = defineOperation({
  id: 'getBillingSummary',
  method: 'GET',
  path: '/api/admin/billing',
  summary: 'Subscribers by plan and status, renewal and end dates, failed payments, revenue this month and recurring revenue',
  description:
    'Revenue is what Stripe confirmed (paid invoices and one-off payments) less refunds, in the calendar month (UTC), per currency. MRR counts active Stripe subscriptions at their last paid invoice: monthly as is, yearly divided by 12; one-off payments do not recur.',
  tag,
  answers: { 200: billingSummarySchema },
});

export const getSpeakerBilling = defineOperation({
  id: 'getSpeakerBilling',
  method: 'GET',
  path: '/api/admin/speakers/{id}/billing',
  summary: "A speaker's billing history: payments, failed attempts and refunds, and every change of plan",
  tag,
  params: z.object({ id: idSchema }),
  answers: { 200: speakerBillingSchema },
  errors: [404],
});
