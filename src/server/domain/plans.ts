import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PlanChange } from '../../shared/contract/plans';
import {
  DEFAULT_TRIAL_DAYS,
  MAX_TRIAL_DAYS,
  SETTING_TRIAL_DAYS_KEY,
  entitlement,
  planRequiredMessage,
  planThatUnlocks,
  summarizePlan,
  type PlanSummary,
  type PlanFeature,
  type PlanName,
  type PlanSource,
  type PlanStatus,
} from '../../shared/domain/plans';
import { queryRows, type Db } from '../db/client';
import { planChanges, settings, speakerPlans, users } from '../db/schema';
import { AppError, notFound } from '../errors';

/*
 * Which plan a speaker is on now, decided here only. The record (speaker_plans) says what was
 * started, granted or kept; time decides the rest: a trial or a grant past its end is Free, and so
 * is a cancelled plan once its end has passed (a subscription cancelled at its period's end stays
 * open until then) or an account without a record. Nothing is deleted when a plan ends.
 */

/**
 * The plan in force for the account whose id is in `userId` at `now`, as SQL, so lists and
 * scheduled jobs ask the same question as a single request does.
 */
export function effectivePlanSql(userId: AnyPgColumn | SQL, now: Date): SQL<PlanName> {
  return sql<PlanName>`coalesce((
    select sp.plan from speaker_plans sp
    where sp.user_id = ${userId}
      and (sp.status <> 'cancelled' or sp.ends_at is not null)
      and (sp.status <> 'trial' or sp.trial_ends_at > ${now})
      and (sp.ends_at is null or sp.ends_at > ${now})
  ), 'free')`;
}

export interface PlanRecord {
  plan: PlanName;
  status: PlanStatus;
  source: PlanSource;
  startedAt: Date;
  trialEndsAt: Date | null;
  endsAt: Date | null;
  reason: string;
  /** The payment provider's customer, when the plan was bought through it. */
  externalCustomer: string | null;
}

export interface SpeakerPlanState {
  /** The plan in force now. */
  effective: PlanName;
  /** The record behind it (or the one that ran out); null: the account never had one. */
  record: PlanRecord | null;
}

export async function effectivePlan(db: Db, userId: number, now = new Date()): Promise<PlanName> {
  const [row] = await queryRows<{ plan: PlanName }>(db, sql`select ${effectivePlanSql(sql`${userId}`, now)} as plan`);
  return row?.plan ?? 'free';
}

export async function speakerPlanState(db: Db, userId: number, now = new Date()): Promise<SpeakerPlanState> {
  const [record] = await db.select().from(speakerPlans).where(eq(speakerPlans.userId, userId)).limit(1);
  return { effective: await effectivePlan(db, userId, now), record: record ?? null };
}

/** The plan in force for a speaker, in short (name, status, and the trial end, renewal or end that comes next). */
export async function planSummaryOf(db: Db, userId: number, now = new Date()): Promise<PlanSummary> {
  const { effective, record } = await speakerPlanState(db, userId, now);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return summarizePlan(
    effective,
    record && { status: record.status, source: record.source, trialEndsAt: iso(record.trialEndsAt), endsAt: iso(record.endsAt) },
  );
}

/** The 403 a speaker gets for a feature their plan does not include; `details.plan` names the plan that does. */
export function planRequired(feature: PlanFeature, message = planRequiredMessage(feature)): AppError {
  return new AppError(403, 'PLAN_REQUIRED', message, { plan: planThatUnlocks(feature), feature });
}

/** Refuses, with PLAN_REQUIRED, a feature the speaker's plan does not include now. */
export async function requireFeature(db: Db, userId: number, feature: PlanFeature, now = new Date()): Promise<void> {
  if (entitlement(await effectivePlan(db, userId, now), feature) === 0) throw planRequired(feature);
}

/** A number of days the owner set (trial, grace): the setting when it is a whole number from 0 to `max`, else `fallback`. */
export async function daysSetting(db: Db, key: string, fallback: number, max: number): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  const days = row ? Number(row.value) : fallback;
  return Number.isInteger(days) && days >= 0 && days <= max ? days : fallback;
}

/** The owner's trial length in days. */
export const trialDays = (db: Db) => daysSetting(db, SETTING_TRIAL_DAYS_KEY, DEFAULT_TRIAL_DAYS, MAX_TRIAL_DAYS);

/**
 * A new speaker account starts on Free with a Lite trial as long as the owner's setting says
 * (none when it says 0). Runs in the signup's transaction or right after it.
 */
export async function startTrial(db: Db, userId: number, now = new Date()): Promise<void> {
  const days = await trialDays(db);
  if (days === 0) return;
  const trialEndsAt = new Date(now.getTime() + days * 86_400_000);
  const inserted = await db
    .insert(speakerPlans)
    .values({ userId, plan: 'lite', status: 'trial', source: 'trial', startedAt: now, trialEndsAt, reason: `${days}-day Lite trial` })
    .onConflictDoNothing({ target: speakerPlans.userId })
    .returning({ id: speakerPlans.id });
  if (inserted.length === 0) return;
  await db.insert(planChanges).values({
    userId,
    fromPlan: 'free',
    toPlan: 'lite',
    status: 'trial',
    source: 'trial',
    endsAt: trialEndsAt,
    reason: `${days}-day Lite trial`,
    changedAt: now,
  });
}

const changer = alias(users, 'changer');

/** Every change of a speaker's plan, newest first, with the owner who made it (the console's speaker page, the billing history). */
export async function listPlanChanges(db: Db, speakerId: number): Promise<PlanChange[]> {
  const changes = await db
    .select({ change: planChanges, changedBy: changer.email })
    .from(planChanges)
    .leftJoin(changer, eq(changer.id, planChanges.changedByUserId))
    .where(eq(planChanges.userId, speakerId))
    .orderBy(desc(planChanges.changedAt), desc(planChanges.id));
  return changes.map(({ change: c, changedBy }) => ({
    id: c.id,
    fromPlan: c.fromPlan,
    toPlan: c.toPlan,
    status: c.status,
    source: c.source,
    endsAt: c.endsAt?.toISOString() ?? null,
    reason: c.reason,
    changedBy,
    changedAt: c.changedAt.toISOString(),
  }));
}

/** Refuses with 404 an id that is not a speaker account's (the owner's pages about one speaker). */
export async function requireSpeakerAccount(db: Db, speakerId: number): Promise<void> {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, speakerId), eq(users.role, 'speaker')))
    .limit(1);
  if (!account) throw notFound('Speaker not found');
}
