import { z } from 'zod';
import { defineOperation } from './operation';
import { PAID_PLANS } from '../domain/plan-prices';

/*
 * Paying for a plan through Stripe: the speaker is sent to Stripe Checkout (and later to Stripe's
 * billing portal); the plan itself changes only when Stripe's signed event arrives.
 */

const tag = 'billing';

export const PAYMENTS_NOT_CONFIGURED_MESSAGE =
  'Payments are not set up on this site yet: ask for the plan instead, and the SpeakerPro team will switch it on.';

/** POST /api/account/checkout */
export const createCheckoutSessionSchema = z.object({
  plan: z.enum(PAID_PLANS, { message: `must be one of: ${PAID_PLANS.join(', ')}` }),
});
export type CreateCheckoutSession = z.infer<typeof createCheckoutSessionSchema>;

/** Where to send the speaker next: a page on Stripe's site. */
export const redirectUrlSchema = z.object({ url: z.string() });

export const stripeEventResultSchema = z.object({
  /** What the event did: applied, stale (older than the state it would change), ignored (names no account), or duplicate. */
  outcome: z.enum(['applied', 'stale', 'ignored', 'duplicate']),
});

export const createCheckoutSession = defineOperation({
  id: 'createCheckoutSession',
  method: 'POST',
  path: '/api/account/checkout',
  summary: "Start paying for a plan: a Stripe Checkout page for the owner's price (the plan changes when Stripe confirms the payment)",
  description:
    'Answers 409 `PAYMENTS_NOT_CONFIGURED` without STRIPE_SECRET_KEY, `PLAN_NOT_ON_SALE` while the owner has set no price for the plan, and `ALREADY_SUBSCRIBED` when the speaker already pays for a plan (the billing portal changes it). Only a signed-in speaker: not the owner, not an API key.',
  tag,
  body: createCheckoutSessionSchema,
  answers: { 201: redirectUrlSchema },
  errors: [409, 502],
});

export const createBillingPortalSession = defineOperation({
  id: 'createBillingPortalSession',
  method: 'POST',
  path: '/api/account/billing-portal',
  summary: "Open Stripe's billing portal for the speaker's card, invoices and cancellation",
  description:
    'Answers 409 `PAYMENTS_NOT_CONFIGURED` without STRIPE_SECRET_KEY and `NO_BILLING_ACCOUNT` before the speaker has paid through Stripe. Only a signed-in speaker: not the owner, not an API key.',
  tag,
  answers: { 201: redirectUrlSchema },
  errors: [409, 502],
});

export const receiveStripeEvent = defineOperation({
  id: 'receiveStripeEvent',
  method: 'POST',
  path: '/api/public/stripe/webhook',
  summary: "Stripe's webhook: a signed event (Stripe-Signature) about a checkout, subscription, invoice or refund",
  description:
    'The raw JSON body is verified against STRIPE_WEBHOOK_SECRET; a bad signature answers 400 and changes nothing. Each event id is applied once; an event older than the state it would change is recorded and not applied. Answers 404 when payments are not configured.',
  tag,
  answers: { 200: stripeEventResultSchema },
  errors: [400],
});
