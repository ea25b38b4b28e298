import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as ops from '../../../shared/contract/admin-console';
import type { AppDeps } from '../../deps';
import { operationRoute } from '../../http/operations';
import { getFunnel } from './funnel';
import { sendCsvFile } from '../../http/csv';
import { audienceCsv, getAudience, listAudiences } from './audience-lists';
import { exportListCsv, getDataExport, runDataIntegrityCheck } from './service';
import { getEngagementSegments } from '../../domain/engagement-segments';

/** The owner's reports; every route is the admin's alone (anonymous 401, a speaker 403). */
export async function adminConsoleRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...operationRoute(ops.getEngagementSegments),
    handler: async () => {
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
    },
  });

  r.route({ ...operationRoute(ops.getFunnel), handler: async () => getFunnel(db) });

  r.route({ ...operationRoute(ops.getDataIntegrityReport), handler: async () => runDataIntegrityCheck(db) });

  r.route({ ...operationRoute(ops.getDataExport), handler: async () => getDataExport(db) });

  r.route({
    ...operationRoute(ops.getDataExportCsv),
    handler: async (request, reply) => sendCsvFile(reply, await exportListCsv(db, request.params.list)),
  });

  // The recipient groups a campaign can go to, each with every member and why some get nothing.
  r.route({ ...operationRoute(ops.listAudiences), handler: async () => listAudiences(db) });

  r.route({ ...operationRoute(ops.getAudience), handler: async (request) => getAudience(db, request.params.audience) });

  r.route({
    ...operationRoute(ops.getAudienceCsv),
    handler: async (request, reply) => sendCsvFile(reply, await audienceCsv(db, request.params.audience)),
  });
}
