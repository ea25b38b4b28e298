import { and, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import {
  SUBSCRIBER_STATUSES,
  type BillingSummary,
  type Payment,
  type SpeakerBilling,
  type Subscriber,
  type SubscriberStatus,
} from '../../../shared/contract/revenue';
import { PAID_PLANS } from '../../../shared/domain/plan-prices';
import { renewsAtItsEnd } from '../../../shared/domain/plans';
import { queryRows, type Db } from '../../db/client';
import { payments, speakerPlans, users } from '../../db/schema';
import { bestNames } from '../../domain/best-name';
import { effectivePlanSql, listPlanChanges, requireSpeakerAccount } from '../../domain/plans';
import { normalizeEmail } from '../../../shared/domain/email';

/*
 * The owner's view of the money, read from the plan records (who is on what) and the payments
 * the verified Stripe events recorded (what was paid, failed and refunded).
 */

const FAILED_PAYMENTS_SHOWN = 50;

type PaymentRow = typeof payments.$inferSelect;

function paymentView(p: PaymentRow): Payment {
  return {
    id: p.id,
    kind: p.kind,
    amountMinor: p.amountMinor,
    currency: p.currency,
    plan: p.plan,
    recurringInterval: p.recurringInterval,
    stripeObjectId: p.stripeObjectId,
    occurredAt: p.occurredAt.toISOString(),
  };
}

/** Every plan record with how it stands now (the same rule as the plan in force: effectivePlanSql). */
async function subscribers(db: Db, now: Date) {
  const rows = await db
    .select({
      record: speakerPlans,
      email: users.email,
      inForce: sql<boolean>`${effectivePlanSql(users.id, now)} <> 'free'`,
    })
    .from(speakerPlans)
    .innerJoin(users, and(eq(users.id, speakerPlans.userId), eq(users.role, 'speaker')))
    .orderBy(desc(speakerPlans.startedAt), desc(speakerPlans.id));
  const names = await bestNames(
    db,
    rows.map((r) => r.email),
  );
  return rows.map(({ record: r, email, inForce }) => {
    const status: SubscriberStatus = r.status === 'cancelled' || inForce ? r.status : 'lapsed';
    const renewing = renewsAtItsEnd({ source: r.source, status });
    const subscriber: Subscriber = {
      speakerId: r.userId,
      name: names.get(normalizeEmail(email)) ?? '',
      email,
      plan: r.plan,
      status,
      source: r.source,
      startedAt: r.startedAt.toISOString(),
      endsAt: (r.status === 'trial' ? r.trialEndsAt : r.endsAt)?.toISOString() ?? null,
      renews: renewing && r.endsAt !== null,
    };
    return { subscriber, subscription: renewing ? r.externalRef : null };
  });
}

/** Monthly recurring revenue per currency from each active subscription's latest paid invoice: yearly ones count a twelfth. */
async function recurringRevenue(db: Db, subscriptionIds: string[]): Promise<BillingSummary['mrr']> {
  if (subscriptionIds.length === 0) return [];
  const paid = await db
    .select()
    .from(payments)
    .where(and(eq(payments.kind, 'paid'), inArray(payments.stripeSubscription, subscriptionIds), isNotNull(payments.recurringInterval)))
    .orderBy(desc(payments.occurredAt), desc(payments.id));
  const latest = new Map<string, PaymentRow>();
  for (const p of paid) if (!latest.has(p.stripeSubscription!)) latest.set(p.stripeSubscription!, p);
  // Summed exactly, rounded once per currency, so twelve yearly subscriptions do not gather rounding errors.
  const byCurrency = new Map<string, { monthly: number; subscriptions: number }>();
  for (const p of latest.values()) {
    const sum = byCurrency.get(p.currency) ?? { monthly: 0, subscriptions: 0 };
    sum.monthly += p.recurringInterval === 'year' ? p.amountMinor / 12 : p.amountMinor;
    sum.subscriptions += 1;
    byCurrency.set(p.currency, sum);
  }
  return [...byCurrency]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, s]) => ({ currency, amountMinor: Math.round(s.monthly), subscriptions: s.subscriptions }));
}

/** Paid and refunded in [from, to) per currency. */
async function revenueBetween(db: Db, from: Date, to: Date): Promise<BillingSummary['revenueThisMonth']> {
  const rows = await db
    .select({ currency: payments.currency, kind: payments.kind, total: sql<string>`sum(${payments.amountMinor})` })
    .from(payments)
    .where(and(inArray(payments.kind, ['paid', 'refunded']), gte(payments.occurredAt, from), lt(payments.occurredAt, to)))
    .groupBy(payments.currency, payments.kind);
  const byCurrency = new Map<string, { paidMinor: number; refundedMinor: number }>();
  for (const r of rows) {
    const sum = byCurrency.get(r.currency) ?? { paidMinor: 0, refundedMinor: 0 };
    if (r.kind === 'paid') sum.paidMinor += Number(r.total);
    else sum.refundedMinor += Number(r.total);
    byCurrency.set(r.currency, sum);
  }
  return [...byCurrency]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, s]) => ({ currency, ...s, netMinor: s.paidMinor - s.refundedMinor }));
}

async function failedPayments(db: Db): Promise<BillingSummary['failedPayments']> {
  const rows = await db
    .select({ payment: payments, email: users.email })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.kind, 'failed'))
    .orderBy(desc(payments.occurredAt), desc(payments.id))
    .limit(FAILED_PAYMENTS_SHOWN);
  const names = await bestNames(
    db,
    rows.flatMap((r) => (r.email ? [r.email] : [])),
  );
  return rows.map(({ payment, email }) => ({
    ...paymentView(payment),
    speakerId: payment.userId,
    email,
    name: email ? (names.get(normalizeEmail(email)) ?? '') : null,
  }));
}

async function freeAccounts(db: Db, now: Date): Promise<number> {
  const [row] = await queryRows<{ count: string }>(
    db,
    sql`select count(*) as count from users where role = 'speaker' and ${effectivePlanSql(sql`users.id`, now)} = 'free'`,
  );
  return Number(row?.count ?? 0);
}

export async function getBillingSummary(db: Db, now = new Date()): Promise<BillingSummary> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const records = await subscribers(db, now);
  const counts = PAID_PLANS.flatMap((plan) =>
    SUBSCRIBER_STATUSES.map((status) => ({
      plan,
      status,
      count: records.filter(({ subscriber: s }) => s.plan === plan && s.status === status).length,
    })),
  );
  return {
    month: monthStart.toISOString().slice(0, 7),
    counts,
    freeAccounts: await freeAccounts(db, now),
    subscribers: records.map((r) => r.subscriber),
    failedPayments: await failedPayments(db),
    revenueThisMonth: await revenueBetween(db, monthStart, nextMonth),
    mrr: await recurringRevenue(
      db,
      records.flatMap((r) => (r.subscription ? [r.subscription] : [])),
    ),
  };
}

export async function getSpeakerBilling(db: Db, speakerId: number): Promise<SpeakerBilling> {
  await requireSpeakerAccount(db, speakerId);
  const rows = await db.select().from(payments).where(eq(payments.userId, speakerId)).orderBy(desc(payments.occurredAt), desc(payments.id));
  return { speakerId, payments: rows.map(paymentView), changes: await listPlanChanges(db, speakerId) };
}
