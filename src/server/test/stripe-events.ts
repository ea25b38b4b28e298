import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { receiveStripeEvent } from '../../shared/contract/billing';

/*
 * Stripe's events as Stripe would send them to the app: signed with the webhook secret by the
 * stripe package's own test helper, so they pass the same check a real delivery does.
 */

let made = 0;

/** An event about `object`, made at `created` (seconds since the epoch; now unless given). */
export function stripeEvent(type: string, object: object, created = Math.floor(Date.now() / 1000)) {
  made += 1;
  return { id: `evt_test_${made}_${Math.random().toString(36).slice(2, 8)}`, object: 'event', type, created, data: { object } };
}

/** Posts the event to the app's webhook, signed with `secret`. */
export function deliverStripeEvent(app: FastifyInstance, secret: string, event: object) {
  const payload = JSON.stringify(event);
  return app.inject({
    method: receiveStripeEvent.method,
    url: receiveStripeEvent.path,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}
