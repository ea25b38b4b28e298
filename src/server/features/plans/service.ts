import { and, desc, eq, gt } from 'drizzle-orm';
import {
  UPGRADE_REQUEST_MESSAGE,
  type AccountPlan,
  type PlanRecordView,
  type SpeakerPlan,
  type UpgradeRequest,
} from '../../../shared/contract/plans';
import { PLAN_FEATURES, PLAN_LABELS, isIncluded, type PlanName } from '../../../shared/domain/plans';
import type { Db } from '../../db/client';
import { planChanges, speakerPlans, upgradeRequests } from '../../db/schema';
import { invalidField } from '../../errors';
import { bestName } from '../../domain/best-name';
import { recordLead } from '../../domain/owner-leads';
import { listPlanChanges, requireSpeakerAccount, speakerPlanState, type PlanRecord } from '../../domain/plans';

const iso = (d: Date | null) => d?.toISOString() ?? null;

function recordView(record: PlanRecord | null): PlanRecordView | null {
  if (!record) return null;
  return {
    plan: record.plan,
    status: record.status,
    source: record.source,
    startedAt: record.startedAt.toISOString(),
    trialEndsAt: iso(record.trialEndsAt),
    endsAt: iso(record.endsAt),
    reason: record.reason,
  };
}

export async function getAccountPlan(db: Db, userId: number, paymentsEnabled: boolean): Promise<AccountPlan> {
  const { effective, record } = await speakerPlanState(db, userId);
  // A request counts as waiting until the plan is changed after it.
  const [lastChange] = await db
    .select({ changedAt: planChanges.changedAt })
    .from(planChanges)
    .where(eq(planChanges.userId, userId))
    .orderBy(desc(planChanges.changedAt))
    .limit(1);
  const [pending] = await db
    .select({ plan: upgradeRequests.plan, createdAt: upgradeRequests.createdAt })
    .from(upgradeRequests)
    .where(
      lastChange
        ? and(eq(upgradeRequests.userId, userId), gt(upgradeRequests.createdAt, lastChange.changedAt))
        : eq(upgradeRequests.userId, userId),
    )
    .orderBy(desc(upgradeRequests.createdAt))
    .limit(1);
  return {
    plan: effective,
    features: PLAN_FEATURES.filter((f) => isIncluded(effective, f)),
    record: recordView(record),
    pendingRequest: pending ? { plan: pending.plan, createdAt: pending.createdAt.toISOString() } : null,
    paymentsEnabled,
    billingPortal: paymentsEnabled && Boolean(record?.externalCustomer),
  };
}

/** Records the speaker's request for a paid plan and puts it in the owner's inbox, in one transaction. */
export async function createUpgradeRequest(db: Db, user: { id: number; email: string }, plan: PlanName): Promise<UpgradeRequest> {
  const { effective, record } = await speakerPlanState(db, user.id);
  const name = (await bestName(db, user.email)) ?? user.email;
  const now =
    record?.status === 'trial' && effective !== 'free'
      ? `on a trial until ${record.trialEndsAt?.toISOString().slice(0, 10)}`
      : `on ${PLAN_LABELS[effective]}`;
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx.insert(upgradeRequests).values({ userId: user.id, plan }).returning();
    await recordLead(tx, {
      kind: 'upgrade_request',
      sourceId: inserted!.id,
      name,
      email: user.email,
      detail: `Asks for ${PLAN_LABELS[plan]} (now ${now}); speaker account #${user.id}`,
    });
    return inserted!;
  });
  return { id: row.id, plan: row.plan, createdAt: row.createdAt.toISOString(), message: UPGRADE_REQUEST_MESSAGE };
}

export async function getSpeakerPlan(db: Db, speakerId: number): Promise<SpeakerPlan> {
  await requireSpeakerAccount(db, speakerId);
  const { effective, record } = await speakerPlanState(db, speakerId);
  return { speakerId, plan: effective, record: recordView(record), changes: await listPlanChanges(db, speakerId) };
}

/** The owner gives a plan by hand: the record is replaced by the grant, and the change kept. */
export async function grantPlan(
  db: Db,
  owner: { id: number },
  speakerId: number,
  grant: { plan: PlanName; until?: Date; reason: string },
): Promise<SpeakerPlan> {
  await requireSpeakerAccount(db, speakerId);
  const now = new Date();
  if (grant.until && grant.until <= now) throw invalidField('until', 'must be in the future');
  await db.transaction(async (tx) => {
    const { effective } = await speakerPlanState(tx, speakerId, now);
    const values = {
      plan: grant.plan,
      status: 'granted' as const,
      source: 'grant' as const,
      startedAt: now,
      trialEndsAt: null,
      endsAt: grant.until ?? null,
      reason: grant.reason,
      grantedByUserId: owner.id,
      updatedAt: now,
    };
    await tx
      .insert(speakerPlans)
      .values({ userId: speakerId, ...values })
      .onConflictDoUpdate({ target: speakerPlans.userId, set: values });
    await tx.insert(planChanges).values({
      userId: speakerId,
      fromPlan: effective,
      toPlan: grant.plan,
      status: 'granted',
      source: 'grant',
      endsAt: grant.until ?? null,
      reason: grant.reason,
      changedByUserId: owner.id,
      changedAt: now,
    });
  });
  return getSpeakerPlan(db, speakerId);
}

/**
 * The owner ends whatever plan the speaker is on: the record is kept, marked cancelled from now,
 * so the account is on Free; nothing the speaker made is deleted.
 */
export async function endPlan(db: Db, owner: { id: number }, speakerId: number, reason: string): Promise<SpeakerPlan> {
  await requireSpeakerAccount(db, speakerId);
  const now = new Date();
  await db.transaction(async (tx) => {
    const { effective, record } = await speakerPlanState(tx, speakerId, now);
    if (record) {
      await tx
        .update(speakerPlans)
        .set({ status: 'cancelled', endsAt: now, reason, grantedByUserId: owner.id, updatedAt: now })
        .where(eq(speakerPlans.userId, speakerId));
    }
    await tx.insert(planChanges).values({
      userId: speakerId,
      fromPlan: effective,
      toPlan: 'free',
      status: 'cancelled',
      source: record?.source ?? 'grant',
      endsAt: now,
      reason,
      changedByUserId: owner.id,
      changedAt: now,
    });
  });
  return getSpeakerPlan(db, speakerId);
}
