import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminFunnelSchema,
  audienceDetailSchema,
  audienceListSchema,
  audienceParamsSchema,
  dataExportSchema,
  dataIntegrityReportSchema,
  engagementSegmentsSchema,
  exportListParamsSchema,
} from '../../../shared/contract/admin-console';
import type { AppDeps } from '../../deps';
import { getFunnel } from './funnel';
import { sendCsvFile } from '../../http/csv';
import { audienceCsv, getAudience, listAudiences } from './audiences';
import { exportListCsv, getDataExport, getEngagementSegments, runDataIntegrityCheck } from './service';

/** The owner's reports; every route is the admin's alone (anonymous 401, a speaker 403). */
export async function adminConsoleRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin-console'];

  r.get('/api/admin/speaker-engagement/segments', { schema: { tags, response: { 200: engagementSegmentsSchema } } }, async () => {
    const s = await getEngagementSegments(db);
    return {
      hotLead: s.hot_lead,
      qualifiedProspect: s.qualified_prospect,
      newWaitlist: s.new_waitlist,
      optedOutLeftOut: {
        hotLead: s.opted_out_left_out.hot_lead,
        qualifiedProspect: s.opted_out_left_out.qualified_prospect,
        newWaitlist: s.opted_out_left_out.new_waitlist,
      },
    };
  });

  r.get('/api/admin/funnel', { schema: { tags, response: { 200: adminFunnelSchema } } }, async () => getFunnel(db));

  r.get('/api/admin/data-integrity/check', { schema: { tags, response: { 200: dataIntegrityReportSchema } } }, async () =>
    runDataIntegrityCheck(db),
  );

  r.get('/api/admin/data-export', { schema: { tags, response: { 200: dataExportSchema } } }, async () => getDataExport(db));

  r.get('/api/admin/data-export/:list/csv', { schema: { tags, params: exportListParamsSchema } }, async (request, reply) => {
    return sendCsvFile(reply, await exportListCsv(db, request.params.list));
  });

  // The recipient groups a campaign can go to, each with every member and why some get nothing.
  r.get('/api/admin/audiences', { schema: { tags, response: { 200: audienceListSchema } } }, async () => listAudiences(db));

  r.get(
    '/api/admin/audiences/:audience',
    { schema: { tags, params: audienceParamsSchema, response: { 200: audienceDetailSchema } } },
    async (request) => getAudience(db, request.params.audience),
  );

  r.get('/api/admin/audiences/:audience/csv', { schema: { tags, params: audienceParamsSchema } }, async (request, reply) => {
    return sendCsvFile(reply, await audienceCsv(db, request.params.audience));
  });
}
