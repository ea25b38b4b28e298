import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import {
  legacyCampaignDetailSchema,
  legacyCampaignSummarySchema,
  legacyGenerateBulkEmailsResponseSchema,
  legacyPendingEmailApprovalSchema,
} from '../../shared/contract/campaigns';

/** Answers an alias gives in the shape its old callers read, where the canonical route's differs. */
const OLD_SHAPES = {
  // Campaigns and the approvals list with the snake_case names as well as the canonical camelCase ones.
  'campaign with snake_case names': { 200: legacyCampaignDetailSchema },
  'campaign list with snake_case names': { 200: z.array(legacyCampaignSummarySchema) },
  'generated e-mails with snake_case names': { 200: legacyGenerateBulkEmailsResponseSchema },
  'approvals list with snake_case names': { 200: z.array(legacyPendingEmailApprovalSchema) },
} as const;

/**
 * Paths the product answered before each audience had its own prefix. External tools, bookmarks
 * and e-mails already sent still call them, so each keeps answering, through the same handler,
 * guard and schema as the route it became; the OpenAPI document marks them deprecated.
 * [old "METHOD path", canonical "METHOD path", the old answer's shape if it differs]; path
 * parameters keep their names.
 */
export const DEPRECATED_ALIASES: readonly (readonly [old: string, canonical: string, oldShape?: keyof typeof OLD_SHAPES])[] = [
  // The owner's routes, now under /api/admin/.
  ['GET /api/speaker-engagement/segments', 'GET /api/admin/speaker-engagement/segments'],
  ['GET /api/data-integrity/check', 'GET /api/admin/data-integrity/check'],
  ['GET /api/data-export', 'GET /api/admin/data-export'],
  ['GET /api/data-export/:list/csv', 'GET /api/admin/data-export/:list/csv'],
  ['GET /api/analytics/dashboard', 'GET /api/admin/analytics/dashboard'],
  ['GET /api/assessment', 'GET /api/admin/assessment'],
  ['GET /api/qualified-leads', 'GET /api/admin/qualified-leads'],
  ['GET /api/campaign-feedback', 'GET /api/admin/campaign-feedback'],
  ['GET /api/blog', 'GET /api/admin/blog'],
  ['POST /api/blog', 'POST /api/admin/blog'],
  ['PUT /api/blog/:id', 'PUT /api/admin/blog/:id'],
  ['DELETE /api/blog/:id', 'DELETE /api/admin/blog/:id'],
  ['GET /api/event-inquiries', 'GET /api/admin/event-inquiries'],
  ['GET /api/privacy/opt-outs', 'GET /api/admin/privacy/opt-outs'],
  ['GET /api/linkedin-profiles', 'GET /api/admin/linkedin-profiles'],
  ['POST /api/settings', 'POST /api/admin/settings'],
  ['GET /api/waitlist', 'GET /api/admin/waitlist'],
  ['GET /api/campaigns', 'GET /api/admin/campaigns', 'campaign list with snake_case names'],
  ['GET /api/campaigns/:id', 'GET /api/admin/campaigns/:id', 'campaign with snake_case names'],
  ['POST /api/campaigns/:id/approve', 'POST /api/admin/campaigns/:id/approve'],
  ['POST /api/campaigns/:id/reject', 'POST /api/admin/campaigns/:id/reject'],
  ['POST /api/generate-bulk-emails', 'POST /api/admin/generate-bulk-emails', 'generated e-mails with snake_case names'],
  ['GET /api/campaign-drafts/:identifier', 'GET /api/admin/campaign-drafts/:identifier', 'campaign with snake_case names'],
  ['POST /api/campaign-drafts/:identifier/approve', 'POST /api/admin/campaign-drafts/:identifier/approve'],
  ['POST /api/campaign-drafts/:identifier/reject', 'POST /api/admin/campaign-drafts/:identifier/reject'],
  [
    'POST /api/campaign-drafts/:identifier/regenerate',
    'POST /api/admin/campaign-drafts/:identifier/regenerate',
    'campaign with snake_case names',
  ],
  ['GET /api/campaign-recipients/:id', 'GET /api/admin/campaign-recipients/:id'],
  ['PATCH /api/campaign-recipients/:id', 'PATCH /api/admin/campaign-recipients/:id'],
  ['GET /api/pending-email-approvals', 'GET /api/admin/pending-email-approvals', 'approvals list with snake_case names'],
  ['POST /api/send-approval-email/:id', 'POST /api/admin/send-approval-email/:id'],
  ['POST /api/approve-email/:id', 'POST /api/admin/approve-email/:id'],
  ['POST /api/reject-email/:id', 'POST /api/admin/reject-email/:id'],
  ['GET /api/welcome-email-approval/:campaignId', 'GET /api/admin/welcome-email-approval/:campaignId'],
  ['POST /api/welcome-email-approval/:campaignId/approve', 'POST /api/admin/welcome-email-approval/:campaignId/approve'],
  ['GET /api/testimonial-graphics/data', 'GET /api/admin/testimonial-graphics/data'],
  ['POST /api/testimonial-graphics/generate/:id', 'POST /api/admin/testimonial-graphics/generate/:id'],
  ['POST /api/testimonial-graphics/generate-all', 'POST /api/admin/testimonial-graphics/generate-all'],
  ['DELETE /api/testimonial-graphics/:id', 'DELETE /api/admin/testimonial-graphics/:id'],
  ['POST /api/testimonial-graphics/:id/approve', 'POST /api/admin/testimonial-graphics/:id/approve'],
  // The signed-in speaker's routes, now under /api/speaker-admin/.
  ['GET /api/email-approval/:emailId', 'GET /api/speaker-admin/email-approval/:emailId'],
  ['PATCH /api/email-approval/:emailId', 'PATCH /api/speaker-admin/email-approval/:emailId'],
  ['POST /api/email-approval/:emailId/send', 'POST /api/speaker-admin/email-approval/:emailId/send'],
  ['GET /api/speaker/campaigns/:campaignId', 'GET /api/speaker-admin/campaigns/:campaignId', 'campaign with snake_case names'],
  ['POST /api/speaker/campaigns/:campaignId/approve', 'POST /api/speaker-admin/campaigns/:campaignId/approve'],
  ['POST /api/speaker/campaigns/:campaignId/reject', 'POST /api/speaker-admin/campaigns/:campaignId/reject'],
  ['GET /api/presentations', 'GET /api/speaker-admin/presentations'],
  ['GET /api/feedback', 'GET /api/speaker-admin/feedback'],
  ['GET /api/graphics-approval/:graphicId', 'GET /api/speaker-admin/graphics-approval/:graphicId'],
  ['POST /api/graphics-approval/:graphicId/generate', 'POST /api/speaker-admin/graphics-approval/:graphicId/generate'],
  ['PUT /api/graphics-approval/:graphicId/excerpt', 'PUT /api/speaker-admin/graphics-approval/:graphicId/excerpt'],
  ['DELETE /api/graphics-approval/:id/delete-testimonial', 'DELETE /api/speaker-admin/graphics-approval/:id/delete-testimonial'],
  ['POST /api/graphics-approval/:id/share', 'POST /api/speaker-admin/graphics-approval/:id/share'],
  ['DELETE /api/graphics-approval/:id/share', 'DELETE /api/speaker-admin/graphics-approval/:id/share'],
  ['POST /api/batch-generate-graphics/:eventId', 'POST /api/speaker-admin/batch-generate-graphics/:eventId'],
  ['GET /api/graphic-batches/:batchId', 'GET /api/speaker-admin/graphic-batches/:batchId'],
  ['GET /api/graphic-batches/:batchId/graphics.zip', 'GET /api/speaker-admin/graphic-batches/:batchId/graphics.zip'],
  ['GET /api/speaker/auth-status', 'GET /api/speaker-admin/auth-status'],
  ['POST /api/auth/:provider/connect', 'POST /api/speaker-admin/mail-accounts/:provider/connect'],
  ['POST /api/auth/:provider/disconnect', 'POST /api/speaker-admin/mail-accounts/:provider/disconnect'],
  ['POST /api/auth/:provider/test', 'POST /api/speaker-admin/mail-accounts/:provider/test'],
  ['POST /api/speakers', 'POST /api/speaker-admin/speakers'],
  ['GET /api/speakers/:id', 'GET /api/speaker-admin/speakers/:id'],
  ['GET /api/waitlist/me', 'GET /api/speaker-admin/waitlist/me'],
];

/** A route as registered, with the plugin instance that registered it (its body parsers apply to the alias too). */
interface Registered {
  route: RouteOptions;
  instance: FastifyInstance;
}

/** Every route by "METHOD url", as registered; the aliases reuse them. */
export function routeRecorder(app: FastifyInstance) {
  const routes = new Map<string, Registered>();
  app.addHook('onRoute', function (this: FastifyInstance, route) {
    for (const method of ([] as string[]).concat(route.method)) routes.set(`${method} ${route.url}`, { route, instance: this });
  });
  return routes;
}

/** Registers every old path onto its canonical route; a canonical route that is missing stops the start. */
export function registerDeprecatedAliases(routes: Map<string, Registered>) {
  for (const [old, canonical, oldShape] of DEPRECATED_ALIASES) {
    const found = routes.get(canonical);
    if (!found) throw new Error(`Alias ${old}: no route ${canonical}`);
    const { route, instance } = found;
    const [method, url] = old.split(' ') as [RouteOptions['method'], string];
    instance.route({
      method,
      url,
      schema: { ...route.schema, ...(oldShape ? { response: OLD_SHAPES[oldShape] } : {}), deprecated: true },
      onRequest: route.onRequest,
      preValidation: route.preValidation,
      preHandler: route.preHandler,
      config: route.config,
      bodyLimit: route.bodyLimit,
      handler: route.handler,
    });
  }
}
