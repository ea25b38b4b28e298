import type { Config } from '../../config';
import { lazy } from '../../lazy';

export type StripeSettings = NonNullable<Config['stripe']>;

// Only checkouts and Stripe's events need the package: a process loads it when the first one comes.
const loadStripe = lazy(async () => (await import('stripe')).default);

/** A Stripe client for the configured key, calling STRIPE_API_BASE's server when one is set. */
export async function stripeClient(settings: StripeSettings) {
  const Stripe = await loadStripe();
  // No retries: a speaker waiting on the checkout button is told at once that Stripe did not answer.
  return new Stripe(settings.secretKey, { ...settings.api, maxNetworkRetries: 0, timeout: 20_000 });
}

/** The event in a raw body, when its Stripe-Signature header is the webhook secret's; throws otherwise. */
export async function verifiedEvent(settings: StripeSettings, rawBody: Buffer, signature: string) {
  const Stripe = await loadStripe();
  return Stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
}
