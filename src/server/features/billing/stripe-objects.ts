import { PAID_PLANS, type PaidPlan } from '../../../shared/domain/plan-prices';

/*
 * Reading Stripe's objects as events carry them: fields vary with the API version and with what
 * is expanded, so every read is defensive and answers undefined for what is not there.
 */

export type Obj = Record<string, unknown>;
export const obj = (v: unknown): Obj | undefined => (v !== null && typeof v === 'object' ? (v as Obj) : undefined);
export const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
export const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
/** An expandable field: the id itself, or the object carrying it. */
export const idOf = (v: unknown): string | undefined => str(v) ?? str(obj(v)?.id);
export const dateOf = (seconds: number | undefined) => (seconds === undefined ? null : new Date(seconds * 1000));
export const paidPlanOf = (metadata: Obj | undefined): PaidPlan | undefined => PAID_PLANS.find((plan) => plan === str(metadata?.plan));
export const latest = (values: (number | undefined)[]) => {
  const known = values.filter((v): v is number => v !== undefined);
  return known.length > 0 ? Math.max(...known) : undefined;
};
export const listData = (v: unknown): Obj[] => {
  const data = obj(v)?.data;
  return Array.isArray(data) ? data.map(obj).filter((item): item is Obj => item !== undefined) : [];
};

/** An invoice's subscription and its metadata, where either API version puts them. */
export function invoiceSubscription(invoice: Obj): { id?: string; metadata?: Obj } {
  const details = obj(obj(invoice.parent)?.subscription_details) ?? obj(invoice.subscription_details);
  return { id: idOf(details?.subscription) ?? idOf(invoice.subscription), metadata: obj(details?.metadata) };
}
