import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bookingLeadsSchema } from '../../../shared/contract/booking-leads';
import type { AppDeps } from '../../deps';
import { toCsv } from '../../http/csv';
import { bookingLeadsCsv, BOOKING_LEADS_CSV_HEADER, listBookingLeads } from './service';

export async function bookingLeadsRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['booking-leads'];

  r.get('/api/speaker-admin/booking-leads', { schema: { tags, response: { 200: bookingLeadsSchema } } }, async (request) =>
    listBookingLeads(db, request.user!.id),
  );

  // A download only: an e-mailed copy would keep referred people's addresses in a mail attachment.
  r.get('/api/speaker-admin/booking-leads/csv', { schema: { tags } }, async (request, reply) => {
    const { rows, notListed } = await bookingLeadsCsv(db, request.user!.id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="booking-leads.csv"')
      .header('cache-control', 'no-store')
      .header('x-not-contactable', String(notListed))
      .send(toCsv(BOOKING_LEADS_CSV_HEADER, rows));
  });
}
