import type { PlanName } from './plans';

/*
 * What a paid plan costs, as the owner sets it in the console (nothing in code names a price):
 * the amount in the currency's smallest unit (pence for GBP), the currency, how it is billed, and
 * whether the payment provider adds tax on top.
 */

export const PAID_PLANS = ['lite', 'pro'] as const satisfies readonly PlanName[];
export type PaidPlan = (typeof PAID_PLANS)[number];

export const BILLING_KINDS = ['one_time', 'monthly', 'yearly'] as const;
export type BillingKind = (typeof BILLING_KINDS)[number];

export const DEFAULT_CURRENCY = 'GBP';

export interface PlanPrice {
  /** In the currency's smallest unit: 19900 is £199.00. */
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
  billing: BillingKind;
  /** The payment provider adds tax on top of the amount (else the amount includes any tax). */
  taxByProvider: boolean;
}

/** The settings key a paid plan's price is kept under (its value is the PlanPrice as JSON). */
export const planPriceSettingKey = (plan: PaidPlan) => `plan_price_${plan}` as const;
