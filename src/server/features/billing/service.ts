import { eq } from 'drizzle-orm';
import { PAYMENTS_NOT_CONFIGURED_MESSAGE } from '../../../shared/contract/billing';
import type { PaidPlan, PlanPrice } from '../../../shared/domain/plan-prices';
import { PLAN_LABELS } from '../../../shared/domain/plans';
import type { Db } from '../../db/client';
import { speakerPlans } from '../../db/schema';
import { readPlanPrice } from '../../domain/plan-prices';
import { speakerPlanState } from '../../domain/plans';
import { AppError } from '../../errors';
import { stripeClient, type StripeSettings } from './stripe-client';

export const paymentsNotConfigured = () => new AppError(409, 'PAYMENTS_NOT_CONFIGURED', PAYMENTS_NOT_CONFIGURED_MESSAGE);

/** Stripe's own refusal or silence, as a 502 that names it (the speaker can try again). */
function providerFailed(err: unknown): AppError {
  const reason = err instanceof Error ? err.message : String(err);
  return new AppError(502, 'PAYMENT_PROVIDER_FAILED', `Stripe did not accept the request: ${reason}`);
}

interface Speaker {
  id: number;
  email: string;
}

/** The price as Stripe Checkout takes it: a recurring price for a subscription, a plain one for one payment. */
function lineItem(plan: PaidPlan, price: PlanPrice) {
  const base = {
    currency: price.currency.toLowerCase(),
    unit_amount: price.amountMinor,
    product_data: { name: `SpeakerPro ${PLAN_LABELS[plan]}` },
  };
  if (price.billing === 'one_time') return { price_data: base, quantity: 1 };
  return {
    price_data: { ...base, recurring: { interval: price.billing === 'monthly' ? ('month' as const) : ('year' as const) } },
    quantity: 1,
  };
}

/**
 * A Stripe Checkout page for the owner's price of the plan. Every object Stripe makes from it names
 * the speaker (client_reference_id, metadata.speakerId), so its events find the account.
 */
export async function createCheckout(db: Db, settings: StripeSettings, publicUrl: string, speaker: Speaker, plan: PaidPlan) {
  const price = await readPlanPrice(db, plan);
  if (!price) throw new AppError(409, 'PLAN_NOT_ON_SALE', `${PLAN_LABELS[plan]} is not on sale yet: no price is set for it.`);
  const { effective, record } = await speakerPlanState(db, speaker.id);
  if (effective !== 'free' && record?.source === 'stripe') {
    throw new AppError(
      409,
      'ALREADY_SUBSCRIBED',
      `You already pay for ${PLAN_LABELS[effective]}: change or cancel it from Manage billing on your account page.`,
    );
  }
  // `billing` tells the owner's revenue how often a subscription's invoices recur (monthly or yearly).
  const metadata = { speakerId: String(speaker.id), plan, billing: price.billing };
  const customer = record?.externalCustomer ?? undefined;
  const subscription = price.billing !== 'one_time';
  const stripe = await stripeClient(settings);
  try {
    const session = await stripe.checkout.sessions.create({
      mode: subscription ? 'subscription' : 'payment',
      line_items: [lineItem(plan, price)],
      client_reference_id: String(speaker.id),
      metadata,
      ...(customer ? { customer } : { customer_email: speaker.email }),
      ...(subscription ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
      ...(price.taxByProvider ? { automatic_tax: { enabled: true } } : {}),
      success_url: `${publicUrl}/billing/return?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${publicUrl}/upgrade-to-lite?checkout=cancelled`,
    });
    if (!session.url) throw new Error('no checkout page address came back');
    return { url: session.url };
  } catch (err) {
    throw providerFailed(err);
  }
}

/** Stripe's billing portal for the customer the speaker's payments were made as. */
export async function createBillingPortal(db: Db, settings: StripeSettings, publicUrl: string, speakerId: number) {
  const [record] = await db
    .select({ customer: speakerPlans.externalCustomer })
    .from(speakerPlans)
    .where(eq(speakerPlans.userId, speakerId))
    .limit(1);
  if (!record?.customer)
    throw new AppError(409, 'NO_BILLING_ACCOUNT', 'There is no billing account yet: it is made with your first payment.');
  const stripe = await stripeClient(settings);
  try {
    const session = await stripe.billingPortal.sessions.create({ customer: record.customer, return_url: `${publicUrl}/speaker/account` });
    return { url: session.url };
  } catch (err) {
    throw providerFailed(err);
  }
}
