import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createBillingPortalSession, createCheckoutSession, receiveStripeEvent } from '../../../shared/contract/billing';
import type { AppDeps } from '../../deps';
import { badRequest, forbidden, notFound } from '../../errors';
import { operationRoute } from '../../http/operations';
import { memoryRateLimit } from '../../plugins/rate-limit';
import { applyStripeEvent, type StripeEventInput } from './events';
import { createBillingPortal, createCheckout, paymentsNotConfigured } from './service';
import { verifiedEvent } from './stripe-client';

/**
 * Payments through Stripe: the speaker starts a checkout or opens the billing portal; Stripe's
 * signed events change the plan. Without STRIPE_SECRET_KEY the speaker's calls answer 409 and the
 * event address 404.
 */
/**
 * The account routes answer anyone signed in; only a speaker has a plan to pay for (the owner is on
 * none). Checked after the sign-in guard and before the body is read.
 */
async function onlySpeakers(request: FastifyRequest) {
  if (request.user?.role !== 'speaker') throw forbidden('Only a speaker account has a plan to pay for');
}

export async function billingRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db, config, mailer } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...operationRoute(createCheckoutSession),
    onRequest: onlySpeakers,
    handler: async (request, reply) => {
      if (!config.stripe) throw paymentsNotConfigured();
      return reply.status(201).send(await createCheckout(db, config.stripe, config.publicUrl, request.user!, request.body.plan));
    },
  });

  r.route({
    ...operationRoute(createBillingPortalSession),
    onRequest: onlySpeakers,
    handler: async (request, reply) => {
      if (!config.stripe) throw paymentsNotConfigured();
      return reply.status(201).send(await createBillingPortal(db, config.stripe, config.publicUrl, request.user!.id));
    },
  });

  // The signature is over the exact bytes Stripe sent: this route alone keeps the JSON body raw.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
    raw.withTypeProvider<ZodTypeProvider>().route({
      ...operationRoute(receiveStripeEvent),
      onRequest: memoryRateLimit({ bucket: 'stripe-events', max: 600, windowSeconds: 60 }),
      handler: async (request) => {
        if (!config.stripe) throw notFound();
        const signature = request.headers['stripe-signature'];
        if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') {
          throw badRequest('A Stripe event needs its JSON body and its Stripe-Signature header', {
            fields: [{ field: 'stripe-signature', message: 'is required' }],
          });
        }
        let event: StripeEventInput;
        try {
          event = (await verifiedEvent(config.stripe, request.body, signature)) as unknown as StripeEventInput;
        } catch {
          throw badRequest('The Stripe-Signature does not match the body', {
            fields: [{ field: 'stripe-signature', message: 'does not match the body' }],
          });
        }
        const outcome = await applyStripeEvent(db, { mailer, publicUrl: config.publicUrl }, event);
        if (outcome === 'applied') mailer.kick();
        return { outcome };
      },
    });
  });
}
