import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getMailSender,
  joinWaitlistOperation,
  listOwnWaitlistEntries,
  listWaitlist as listWaitlistOperation,
} from '../../../shared/contract/waitlist';
import { operationRoute } from '../../http/operations';
import type { AppDeps } from '../../deps';
import { requireVerifiedEmail } from '../../plugins/auth';
import { rateLimit } from '../../plugins/rate-limit';
import { mailSender } from '../../mail/sender';
import { findOwnEntry, joinWaitlist, listWaitlist, type DraftWelcome } from './service';

/** Signups per client address per hour: a family or an office may share one address. */
export const WAITLIST_SIGNUPS_PER_HOUR = 30;

/** `draftWelcome`: the campaigns feature's welcome draft for a new member (given where the app is composed). */
export async function waitlistRoutes(app: FastifyInstance, opts: { deps: AppDeps; draftWelcome: DraftWelcome }) {
  const { db } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...operationRoute(joinWaitlistOperation),
    onRequest: rateLimit(db, { bucket: 'waitlist', max: WAITLIST_SIGNUPS_PER_HOUR, windowSeconds: 3600 }),
    handler: async (request, reply) => reply.status(201).send(await joinWaitlist(db, request.body, opts.draftWelcome)),
  });

  // The visitor is asked to let our messages through: the page names the address they come from.
  r.route({ ...operationRoute(getMailSender), handler: async () => mailSender(opts.deps.config.mailFrom) });

  // The whole list is the owner's: anonymous 401, a speaker 403.
  r.route({ ...operationRoute(listWaitlistOperation), handler: async () => listWaitlist(db) });

  // A speaker may see only the entry with their own account's e-mail (onboarding prefill).
  r.route({
    ...operationRoute(listOwnWaitlistEntries),
    onRequest: requireVerifiedEmail,
    handler: async (request) => findOwnEntry(db, request.user!.email),
  });
}
