import { eq, inArray } from 'drizzle-orm';
import { BILLING_KINDS, PAID_PLANS, planPriceSettingKey, type PaidPlan, type PlanPrice } from '../../shared/domain/plan-prices';
import type { Db } from '../db/client';
import { settings } from '../db/schema';

/** A stored price read back, or null when it is not a whole, well-formed price. */
export function parsePlanPrice(value: string): PlanPrice | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const p = parsed as Record<string, unknown>;
  if (typeof p.amountMinor !== 'number' || !Number.isInteger(p.amountMinor) || p.amountMinor <= 0) return null;
  if (typeof p.currency !== 'string' || !/^[A-Z]{3}$/.test(p.currency)) return null;
  if (!BILLING_KINDS.includes(p.billing as PlanPrice['billing'])) return null;
  if (typeof p.taxByProvider !== 'boolean') return null;
  return { amountMinor: p.amountMinor, currency: p.currency, billing: p.billing as PlanPrice['billing'], taxByProvider: p.taxByProvider };
}

/** Every paid plan's price in one read; null for a plan that is not on sale. */
export async function readPlanPrices(db: Db): Promise<Record<PaidPlan, PlanPrice | null>> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, PAID_PLANS.map(planPriceSettingKey)));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const price = (plan: PaidPlan) => {
    const value = stored.get(planPriceSettingKey(plan));
    return value === undefined ? null : parsePlanPrice(value);
  };
  return { lite: price('lite'), pro: price('pro') };
}

/** The price the owner set for a paid plan; null while none is set (the plan cannot be bought then). */
export async function readPlanPrice(db: Db, plan: PaidPlan): Promise<PlanPrice | null> {
  return (await readPlanPrices(db))[plan];
}

/** Keeps a validated price under the plan's settings key, replacing any before it. */
export async function writePlanPrice(db: Db, plan: PaidPlan, price: PlanPrice): Promise<void> {
  const value = JSON.stringify({
    amountMinor: price.amountMinor,
    currency: price.currency,
    billing: price.billing,
    taxByProvider: price.taxByProvider,
  });
  await db
    .insert(settings)
    .values({ key: planPriceSettingKey(plan), value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

/** Takes the plan off sale. */
export async function removePlanPrice(db: Db, plan: PaidPlan): Promise<void> {
  await db.delete(settings).where(eq(settings.key, planPriceSettingKey(plan)));
}
