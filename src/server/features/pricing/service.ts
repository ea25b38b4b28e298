import type { PublicPlans } from '../../../shared/contract/plan-prices';
import { PLAN_FEATURES, PLAN_NAMES, PLANS, FEATURE_LABELS, entitlement, isIncluded, type PlanName } from '../../../shared/domain/plans';
import type { PlanPrice } from '../../../shared/domain/plan-prices';
import type { Db } from '../../db/client';
import { readPlanPrices } from '../../domain/plan-prices';

/** What a plan includes, each feature with its label and, where it has one, its count. */
function includedFeatures(plan: PlanName) {
  return PLAN_FEATURES.filter((feature) => isIncluded(plan, feature)).map((feature) => {
    const count = entitlement(plan, feature);
    return { feature, label: FEATURE_LABELS[feature], count: Number.isFinite(count) ? count : null };
  });
}

/** Free, Lite and PRO in that order, with the owner's price of each paid plan (null: not on sale). */
export async function publicPlans(db: Db): Promise<PublicPlans> {
  const prices = await readPlanPrices(db);
  const priceOf = (plan: PlanName): PlanPrice | null => (plan === 'free' ? null : prices[plan]);
  return {
    plans: PLAN_NAMES.map((name) => ({ name, label: PLANS[name].label, features: includedFeatures(name), price: priceOf(name) })),
  };
}
