import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { receiveStripeEvent } from '../../shared/contract/billing';

/*
 * Stripe events for tests, signed with the stripe package's own test-header helper and delivered
 * to the webhook route, and the Stripe objects they carry, shaped as Stripe sends them.
 */

export const TEST_WEBHOOK_SECRET = 'whsec_test';

let eventCount = 0;
/** A Stripe event about `object`, made `created` seconds since the epoch (now unless given). */
export function stripeEvent(type: string, object: object, created = Math.floor(Date.now() / 1000)) {
  eventCount += 1;
  return { id: `evt_test_${eventCount}_${Math.random().toString(36).slice(2, 8)}`, object: 'event', type, created, data: { object } };
}

/** Posts the event to the webhook route, signed with the secret (the test secret unless given), the body optionally changed after signing. */
export async function deliverStripeEvent(
  app: FastifyInstance,
  event: object,
  options: { secret?: string; tamper?: (body: string) => string } = {},
) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? TEST_WEBHOOK_SECRET });
  return app.inject({
    method: 'POST',
    url: receiveStripeEvent.path,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload: options.tamper ? options.tamper(payload) : payload,
  });
}

/** A completed subscription checkout for Lite by the speaker `userId`. */
export const subscriptionSession = (userId: number, extra: object = {}) => ({
  id: `cs_${userId}`,
  object: 'checkout.session',
  mode: 'subscription',
  payment_status: 'paid',
  client_reference_id: String(userId),
  metadata: { speakerId: String(userId), plan: 'lite' },
  customer: `cus_${userId}`,
  subscription: `sub_${userId}`,
  ...extra,
});

/** The speaker's Lite subscription, active for a year. */
export const subscription = (userId: number, extra: object = {}) => ({
  id: `sub_${userId}`,
  object: 'subscription',
  status: 'active',
  customer: `cus_${userId}`,
  metadata: { speakerId: String(userId), plan: 'lite' },
  items: { object: 'list', data: [{ id: 'si_1', current_period_end: Math.floor(Date.now() / 1000) + 365 * 86400 }] },
  ...extra,
});

/** An invoice of the speaker's Lite subscription for the year ending `periodEnd` (seconds since the epoch). */
export const invoice = (userId: number, periodEnd: number, extra: object = {}) => ({
  id: `in_${userId}_${periodEnd}`,
  object: 'invoice',
  customer: `cus_${userId}`,
  parent: {
    type: 'subscription_details',
    subscription_details: { subscription: `sub_${userId}`, metadata: { speakerId: String(userId), plan: 'lite' } },
  },
  lines: { object: 'list', data: [{ id: 'il_1', period: { start: periodEnd - 365 * 86400, end: periodEnd } }] },
  ...extra,
});
