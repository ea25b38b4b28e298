import { z } from 'zod';
import { defineOperation } from './operation';
import { BILLING_KINDS, DEFAULT_CURRENCY, isKnownCurrency, MAX_PRICE_MINOR, PAID_PLANS } from '../domain/plan-prices';
import { PLAN_FEATURES, PLAN_NAMES } from '../domain/plans';

/** A paid plan's price as stored and answered (see PlanPrice). */
export const planPriceSchema = z.object({
  amountMinor: z.number().int(),
  currency: z.string(),
  billing: z.enum(BILLING_KINDS),
  taxByProvider: z.boolean(),
});

/** PUT /api/admin/plan-prices/{plan}: the price the owner sets (the currency is GBP when not given). */
export const savePlanPriceSchema = z.object({
  amountMinor: z
    .number({ message: 'must be a whole number of the currency’s smallest unit (pence for GBP)' })
    .int('must be a whole number of the currency’s smallest unit (pence for GBP)')
    .min(1, 'must be at least 1')
    .max(MAX_PRICE_MINOR, `must be at most ${MAX_PRICE_MINOR}`),
  currency: z
    .string({ message: 'must be a three-letter currency code such as GBP, EUR or USD' })
    .refine(isKnownCurrency, 'must be a three-letter currency code such as GBP, EUR or USD')
    .default(DEFAULT_CURRENCY),
  billing: z.enum(BILLING_KINDS, { message: `must be one of: ${BILLING_KINDS.join(', ')}` }),
  taxByProvider: z.boolean({ message: 'must be true or false' }),
});

export const paidPlanParamsSchema = z.object({
  plan: z.enum(PAID_PLANS, { message: `must be one of: ${PAID_PLANS.join(', ')}` }),
});

/** GET /api/admin/plan-prices: each paid plan's price, null while the owner has set none (not on sale). */
export const planPricesSchema = z.object({ lite: planPriceSchema.nullable(), pro: planPriceSchema.nullable() });

/** One plan as the public reads it: what it includes and, for a paid plan on sale, its price. */
export const publicPlanSchema = z.object({
  name: z.enum(PLAN_NAMES),
  label: z.string(),
  features: z.array(
    z.object({
      feature: z.enum(PLAN_FEATURES),
      label: z.string(),
      /** How many (the assessment reports); null: no count. */
      count: z.number().int().nullable(),
    }),
  ),
  /** Free: always null. A paid plan: null while it is not on sale. */
  price: planPriceSchema.nullable(),
});
export const publicPlansSchema = z.object({ plans: z.array(publicPlanSchema) });
export type PublicPlans = z.infer<typeof publicPlansSchema>;

const tag = 'plans';

export const getPublicPlans = defineOperation({
  id: 'getPublicPlans',
  method: 'GET',
  path: '/api/public/plans',
  summary: "The plans (Free, Lite, PRO) with what each includes and the owner's prices",
  tag,
  answers: { 200: publicPlansSchema },
});

export const listPlanPrices = defineOperation({
  id: 'listPlanPrices',
  method: 'GET',
  path: '/api/admin/plan-prices',
  summary: 'The price of each paid plan (null: not on sale)',
  tag,
  answers: { 200: planPricesSchema },
});

export const savePlanPrice = defineOperation({
  id: 'savePlanPrice',
  method: 'PUT',
  path: '/api/admin/plan-prices/{plan}',
  summary:
    "Set a paid plan's price: the amount in the currency's smallest unit, the currency (GBP when not given), one payment, monthly or yearly, and whether the payment provider adds tax",
  tag,
  params: paidPlanParamsSchema,
  body: savePlanPriceSchema,
  answers: { 200: planPriceSchema },
});

export const deletePlanPrice = defineOperation({
  id: 'deletePlanPrice',
  method: 'DELETE',
  path: '/api/admin/plan-prices/{plan}',
  summary: "Take a paid plan's price away: the plan is not on sale until a price is set again",
  tag,
  params: paidPlanParamsSchema,
  answers: { 204: null },
});
