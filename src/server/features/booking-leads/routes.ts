import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportBookingLeads, listBookingLeads as listBookingLeadsOperation } from '../../../shared/contract/booking-leads';
import { asksForPage } from '../../../shared/contract/paging';
import type { AppDeps } from '../../deps';
import { toCsv } from '../../http/csv';
import { operationRoute } from '../../http/operations';
import { servePage } from '../../http/paging';
import { bookingLeadsCsv, BOOKING_LEADS_CSV_HEADER, listBookingLeads, pageBookingLeads } from './service';

export async function bookingLeadsRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db, config } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...operationRoute(listBookingLeadsOperation),
    handler: async (request, reply) => {
      if (!asksForPage(request.query)) return listBookingLeads(db, request.user!.id, request.query.status);
      return servePage(
        reply,
        request.query,
        { updatedAt: sql`r.updated_at`, id: sql`r.id` },
        (keys) => pageBookingLeads(db, request.user!.id, keys, request.query.status),
        { op: listBookingLeadsOperation, publicUrl: config.publicUrl },
      );
    },
  });

  // A download only: an e-mailed copy would keep referred people's addresses in a mail attachment.
  r.route({
    ...operationRoute(exportBookingLeads),
    handler: async (request, reply) => {
      const { rows, notListed } = await bookingLeadsCsv(db, request.user!.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="booking-leads.csv"')
        .header('cache-control', 'no-store')
        .header('x-not-contactable', String(notListed))
        .send(toCsv(BOOKING_LEADS_CSV_HEADER, rows));
    },
  });
}
