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

/** What a payment record says happened: money taken, a payment attempt that failed, money given back. */
export const PAYMENT_KINDS = ['paid', 'failed', 'refunded'] as const;

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

/** The largest amount the owner may set, in minor units (1,000,000.00 in a two-decimal currency). */
export const MAX_PRICE_MINOR = 100_000_000;

/** How a billing kind reads after the amount: '£199.00 a year'. */
export const BILLING_WORDS: Record<BillingKind, string> = { one_time: 'one payment', monthly: 'a month', yearly: 'a year' };

/** How the console names each billing kind. */
export const BILLING_LABELS: Record<BillingKind, string> = { one_time: 'One payment', monthly: 'Monthly', yearly: 'Yearly' };

const moneyFormat = (currency: string) => new Intl.NumberFormat('en-GB', { style: 'currency', currency });

/** Whether the runtime knows the currency code (and so can write amounts in it). */
export function isKnownCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  return Intl.supportedValuesOf('currency').includes(code);
}

/** Decimal places of the currency's smallest unit: 2 for GBP, 0 for JPY. */
export function currencyDigits(currency: string): number {
  return moneyFormat(currency).resolvedOptions().maximumFractionDigits ?? 2;
}

/** An amount in minor units written for people: 19900 GBP is '£199.00'. */
export function formatAmount(amountMinor: number, currency: string): string {
  return moneyFormat(currency).format(amountMinor / 10 ** currencyDigits(currency));
}

/** A price as the pricing page says it: '£199.00 a year + tax'. */
export function priceText(price: PlanPrice): string {
  return `${formatAmount(price.amountMinor, price.currency)} ${BILLING_WORDS[price.billing]}${price.taxByProvider ? ' + tax' : ''}`;
}

/** An amount in minor units as the console's field shows it: 19900 GBP is '199.00'. */
export function majorUnitsText(amountMinor: number, currency: string): string {
  return (amountMinor / 10 ** currencyDigits(currency)).toFixed(currencyDigits(currency));
}

/**
 * What the owner typed ('199', '199.5', '1,999.00') in the currency's minor units, or null when it
 * is not an amount of that currency (more decimals than it has, letters, nothing).
 */
export function toMinorUnits(text: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  const cleaned = text.trim().replace(/,/g, '');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match || (match[2] ?? '').length > digits) return null;
  const fraction = (match[2] ?? '').padEnd(digits, '0');
  return Number(match[1]) * 10 ** digits + (digits > 0 ? Number(fraction) : 0);
}
