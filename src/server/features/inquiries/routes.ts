import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createInquiryOperation,
  INQUIRY_SUCCESS_MESSAGE,
  listInquiries as listInquiriesOperation,
} from '../../../shared/contract/inquiries';
import { operationRoute } from '../../http/operations';
import type { AppDeps } from '../../deps';
import { rateLimit } from '../../plugins/rate-limit';
import { ownerReplyTo } from '../../mail/owner';
import { createInquiry, listInquiries } from './service';
import { notifyOwnerOfUrgentLeads, ownerLeadDeps } from '../../domain/owner-leads';

export const INQUIRIES_PER_HOUR = 20;

export async function inquiriesRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...operationRoute(createInquiryOperation),
    onRequest: rateLimit(db, { bucket: 'event-inquiries', max: INQUIRIES_PER_HOUR, windowSeconds: 3600 }),
    handler: async (request, reply) => {
      const { inquiry, copy } = await createInquiry(db, opts.deps.mailer, request.body, ownerReplyTo(opts.deps.config));
      if (copy) opts.deps.mailer.kick();
      // The inquiry is stored; if telling the owner fails now, the hourly sweep tells them later.
      await notifyOwnerOfUrgentLeads(ownerLeadDeps(opts.deps)).catch((err: unknown) =>
        request.log.warn({ err }, 'owner not yet told of a new inquiry'),
      );
      return reply.status(201).send({ id: inquiry.id, message: INQUIRY_SUCCESS_MESSAGE, confirmationEmail: copy });
    },
  });

  r.route({ ...operationRoute(listInquiriesOperation), handler: async () => listInquiries(db) });
}
