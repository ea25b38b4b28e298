import type {
  FastifyInstance,
  preHandlerAsyncHookHandler,
  preSerializationAsyncHookHandler,
  preValidationAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import { z } from 'zod';
import type { EngagementSegmentsResponse } from '../../shared/contract/admin-console';
import { legacyEngagementSegmentsSchema } from '../../shared/contract/admin-console';
import type { AnalyticsDashboard } from '../../shared/contract/analytics';
import { legacyAnalyticsDashboardSchema, legacyTrackEventSchema } from '../../shared/contract/analytics';
import type { Assessment } from '../../shared/contract/assessment';
import { legacyAssessmentSchema } from '../../shared/contract/assessment';
import { legacyFreeTierFeedbackSchema } from '../../shared/contract/free-tier';
import { batchStartedSchema, type BatchStarted } from '../../shared/contract/graphics';
import {
  legacyCampaignDetailSchema,
  legacyCampaignSummarySchema,
  legacyGenerateBulkEmailsResponseSchema,
  legacyPendingEmailApprovalSchema,
} from '../../shared/contract/campaigns';

/** An assessment as the first paths answered it: `created_at` for `createdAt`. */
const oldAssessment = ({ createdAt, ...rest }: Assessment) => ({ ...rest, created_at: createdAt });

interface OldShape {
  /** The old answer's schema, by status. */
  response?: Record<number, z.ZodType>;
  /** Turns the canonical answer into the old one (when the handler does not already give both). */
  toOld?: (payload: never) => unknown;
  /** The old request body's schema, and how it becomes the canonical route's body once valid. */
  body?: z.ZodType;
  toCanonicalBody?: (body: never) => unknown;
}

/** Where an old path's request or answer differs from its canonical route's. */
const OLD_SHAPES = {
  // Campaigns and the approvals list: the services give the snake_case names as well as the
  // canonical camelCase ones, and each route's schema keeps its own.
  'campaign with snake_case names': { response: { 200: legacyCampaignDetailSchema } },
  'campaign list with snake_case names': { response: { 200: z.array(legacyCampaignSummarySchema) } },
  'generated e-mails with snake_case names': { response: { 200: legacyGenerateBulkEmailsResponseSchema } },
  'approvals list with snake_case names': { response: { 200: z.array(legacyPendingEmailApprovalSchema) } },
  'dashboard with snake_case names': {
    response: { 200: legacyAnalyticsDashboardSchema },
    toOld: (d: AnalyticsDashboard) => ({
      analytics: d.analytics.map((r) => ({
        element_label: r.elementLabel,
        event_type: r.eventType,
        page_path: r.pagePath,
        count: r.count,
      })),
      summary: {
        total_events: d.summary.totalEvents,
        page_views: d.summary.pageViews,
        button_clicks: d.summary.buttonClicks,
        card_clicks: d.summary.cardClicks,
      },
    }),
  },
  'segments with snake_case names': {
    response: { 200: legacyEngagementSegmentsSchema },
    toOld: (s: EngagementSegmentsResponse) => ({
      hot_lead: s.hotLead,
      qualified_prospect: s.qualifiedProspect,
      new_waitlist: s.newWaitlist,
      opted_out_left_out: {
        hot_lead: s.optedOutLeftOut.hotLead,
        qualified_prospect: s.optedOutLeftOut.qualifiedProspect,
        new_waitlist: s.optedOutLeftOut.newWaitlist,
      },
    }),
  },
  'assessment with created_at': { response: { 201: legacyAssessmentSchema }, toOld: oldAssessment },
  'assessments with created_at': {
    response: { 200: z.array(legacyAssessmentSchema) },
    toOld: (list: Assessment[]) => list.map(oldAssessment),
  },
  'free-page answer with attendeeName and attendeeEmail': {
    body: legacyFreeTierFeedbackSchema,
    toCanonicalBody: ({ attendeeName, attendeeEmail, ...rest }: z.infer<typeof legacyFreeTierFeedbackSchema>) => ({
      ...rest,
      firstName: attendeeName,
      workEmail: attendeeEmail,
    }),
  },
  // A batch of graphics as the first two paths that started one answered: its total under their names for it.
  'batch with generatedCount': {
    response: { 202: batchStartedSchema },
    toOld: (b: BatchStarted) => ({ ...b, generatedCount: b.total }),
  },
  'batch with graphicsCount': {
    response: { 202: batchStartedSchema },
    toOld: (b: BatchStarted) => ({ ...b, graphicsCount: b.total }),
  },
  'event with snake_case names': {
    body: legacyTrackEventSchema,
    toCanonicalBody: (b: z.infer<typeof legacyTrackEventSchema>) => ({
      eventType: b.event_type,
      pagePath: b.page_path,
      elementId: b.element_id,
      elementLabel: b.element_label,
    }),
  },
} satisfies Record<string, OldShape>;

/**
 * Paths the product answered before each audience had its own prefix, kept only where someone
 * outside the product still holds them: the specification's own calls (spec-calls.json, which
 * external tools were built against) and addresses in things already out of our hands (e-mails
 * sent, images embedded or printed, pages open on attendees' phones, a redirect URI registered
 * with a provider). Each answers through the same handler, guard and schema as the route it
 * became; the OpenAPI document marks them deprecated. Every other old path was removed (decision
 * 065). [old "METHOD path", canonical "METHOD path", the old answer's shape if it differs]; path
 * parameters map by position.
 */
export const DEPRECATED_ALIASES: readonly (readonly [old: string, canonical: string, oldShape?: keyof typeof OLD_SHAPES])[] = [
  // The specification's calls, the owner's: now under /api/admin/. The owner's review of an
  // assessment report: the report is the resource, approving and rejecting it are sub-resources,
  // as for campaigns.
  ['GET /api/admin/report-approval/:id', 'GET /api/admin/assessment-reports/:id'],
  ['POST /api/admin/report-approval/:id/approve', 'POST /api/admin/assessment-reports/:id/approval'],
  ['POST /api/admin/report-approval/:id/reject', 'POST /api/admin/assessment-reports/:id/rejection'],
  ['POST /api/admin/send-report-approval/:id', 'POST /api/admin/assessment-reports/:id/approval-requests'],
  ['GET /api/speaker-engagement/segments', 'GET /api/admin/speaker-engagement/segments', 'segments with snake_case names'],
  ['GET /api/data-integrity/check', 'GET /api/admin/data-integrity'],
  ['GET /api/analytics/dashboard', 'GET /api/admin/analytics/dashboard', 'dashboard with snake_case names'],
  ['GET /api/assessment', 'GET /api/admin/assessments', 'assessments with created_at'],
  ['GET /api/campaign-feedback', 'GET /api/admin/campaign-feedback'],
  ['GET /api/blog', 'GET /api/admin/blog-posts'],
  ['POST /api/blog', 'POST /api/admin/blog-posts'],
  ['PUT /api/blog/:id', 'PUT /api/admin/blog-posts/:id'],
  ['DELETE /api/blog/:id', 'DELETE /api/admin/blog-posts/:id'],
  ['GET /api/waitlist', 'GET /api/admin/waitlist'],
  // One operation per owner's campaign decision: the drafts, approval e-mail and welcome e-mail
  // paths approve, reject or regenerate through the campaign's own routes.
  ['GET /api/campaigns', 'GET /api/admin/campaigns', 'campaign list with snake_case names'],
  ['POST /api/campaigns/:id/approve', 'POST /api/admin/campaigns/:id/approval'],
  ['POST /api/campaigns/:id/reject', 'POST /api/admin/campaigns/:id/rejection'],
  ['POST /api/generate-bulk-emails', 'POST /api/admin/campaigns', 'generated e-mails with snake_case names'],
  ['GET /api/campaign-drafts/:identifier', 'GET /api/admin/campaigns/:id', 'campaign with snake_case names'],
  ['POST /api/campaign-drafts/:identifier/approve', 'POST /api/admin/campaigns/:id/approval'],
  ['POST /api/campaign-drafts/:identifier/reject', 'POST /api/admin/campaigns/:id/rejection'],
  ['POST /api/campaign-drafts/:identifier/regenerate', 'POST /api/admin/campaigns/:id/drafts', 'campaign with snake_case names'],
  ['GET /api/campaign-recipients/:id', 'GET /api/admin/campaigns/:id/recipients'],
  ['GET /api/pending-email-approvals', 'GET /api/admin/pending-email-approvals', 'approvals list with snake_case names'],
  ['POST /api/send-approval-email/:id', 'POST /api/admin/campaigns/:id/approval-requests'],
  ['POST /api/approve-email/:id', 'POST /api/admin/campaigns/:id/approval'],
  ['POST /api/reject-email/:id', 'POST /api/admin/campaigns/:id/rejection'],
  ['GET /api/welcome-email-approval/:campaignId', 'GET /api/admin/welcome-campaigns/:id'],
  ['POST /api/welcome-email-approval/:campaignId/approve', 'POST /api/admin/campaigns/:id/approval'],
  ['GET /api/testimonial-graphics/data', 'GET /api/admin/testimonial-graphics'],
  ['POST /api/testimonial-graphics/generate/:id', 'POST /api/admin/testimonial-graphics/:id/renders'],
  ['POST /api/testimonial-graphics/generate-all', 'POST /api/admin/testimonial-graphic-renders'],
  ['DELETE /api/testimonial-graphics/:id', 'DELETE /api/admin/testimonial-graphics/:id'],
  // The specification's calls, the signed-in speaker's: now under /api/speaker-admin/ (the
  // thank-you e-mail is a resource of its own since the route catalogue).
  ['GET /api/email-approval/:emailId', 'GET /api/speaker-admin/thank-you-emails/:emailId'],
  ['POST /api/email-approval/:emailId/send', 'POST /api/speaker-admin/thank-you-emails/:emailId/approval'],
  ['GET /api/speaker/campaigns/:campaignId', 'GET /api/speaker-admin/campaigns/:id', 'campaign with snake_case names'],
  ['POST /api/speaker/campaigns/:campaignId/approve', 'POST /api/speaker-admin/campaigns/:id/approval'],
  ['POST /api/speaker/campaigns/:campaignId/reject', 'POST /api/speaker-admin/campaigns/:id/rejection'],
  ['GET /api/presentations', 'GET /api/speaker-admin/talk-pages'],
  ['GET /api/feedback', 'GET /api/speaker-admin/feedback'],
  ['GET /api/graphics-approval/:graphicId', 'GET /api/speaker-admin/graphics/:graphicId'],
  ['POST /api/graphics-approval/:graphicId/generate', 'POST /api/speaker-admin/graphics/:graphicId/renders'],
  ['DELETE /api/graphics-approval/:id/delete-testimonial', 'DELETE /api/speaker-admin/graphics/:graphicId/testimonial'],
  ['POST /api/batch-generate-graphics/:eventId', 'POST /api/speaker-admin/talks/:id/graphic-batches', 'batch with graphicsCount'],
  ['GET /api/speaker/auth-status', 'GET /api/speaker-admin/mail-accounts'],
  // The specification's call is POST /api/auth/gmail/connect: the provider is a parameter of the
  // one alias that answers it, so the other providers' old paths answer too.
  ['POST /api/auth/:provider/connect', 'PUT /api/speaker-admin/mail-accounts/:provider'],
  ['POST /api/auth/:provider/disconnect', 'DELETE /api/speaker-admin/mail-accounts/:provider'],
  ['POST /api/speakers', 'POST /api/speaker-admin/speakers'],
  ['GET /api/speakers/:id', 'GET /api/speaker-admin/speakers/:id'],
  // The specification's calls for the speaker's talks, now /api/speaker-admin/talks (a download
  // kept its POST).
  ['GET /api/speaker-admin/events', 'GET /api/speaker-admin/talks'],
  ['POST /api/speaker-admin/events', 'POST /api/speaker-admin/talks'],
  ['GET /api/speaker-admin/events/:id', 'GET /api/speaker-admin/talks/:id'],
  ['GET /api/speaker-admin/events/:id/responses', 'GET /api/speaker-admin/talks/:id/responses'],
  // Issue 32 names duplicating a talk under the events path, as the specification's calls are.
  ['POST /api/speaker-admin/events/:id/copies', 'POST /api/speaker-admin/talks/:id/copies'],
  // It names saving a talk's questions with PUT under the events path too.
  ['PUT /api/speaker-admin/events/:id', 'PUT /api/speaker-admin/talks/:id'],
  ['GET /api/speaker-admin/all-responses', 'GET /api/speaker-admin/responses'],
  ['POST /api/speaker-admin/events/:id/download-hot-leads', 'GET /api/speaker-admin/talks/:id/hot-leads.csv'],
  ['POST /api/speaker-admin/events/:id/download-all-leads', 'GET /api/speaker-admin/talks/:id/leads.csv'],
  ['POST /api/speaker-admin/events/notification', 'POST /api/speaker-admin/talk-notifications'],
  ['POST /api/speaker-admin/events/:id/create-thank-you-email', 'POST /api/speaker-admin/talks/:id/thank-you-emails'],
  ['POST /api/speaker-admin/events/:id/generate-graphics', 'GET /api/speaker-admin/talks/:id/first-graphic'],
  [
    'POST /api/speaker-admin/events/:id/generate-all-graphics',
    'POST /api/speaker-admin/talks/:id/graphic-batches',
    'batch with generatedCount',
  ],
  // The specification's upload calls, resources since the route catalogue: same form field, same
  // 200 answer.
  ['POST /api/speaker-admin/upload-logo', 'POST /api/speaker-admin/logos'],
  ['POST /api/speaker-admin/upload-digital-gift', 'POST /api/speaker-admin/digital-gift-files'],
  // The specification's public calls (attendees, visitors, signing up and in): now under /api/public/.
  ['GET /api/blog/published', 'GET /api/public/blog-posts'],
  ['GET /api/blog/slug/:slug', 'GET /api/public/blog-posts/:slug'],
  ['GET /api/presentations/:id', 'GET /api/public/talks/:id'],
  ['POST /api/privacy/opt-out', 'POST /api/public/opt-outs'],
  ['GET /api/speaker-data/:slug', 'GET /api/public/speaker-data/:slug'],
  ['GET /api/speakers/by-name/:name', 'GET /api/public/speakers/by-name/:name'],
  ['POST /api/analytics/track', 'POST /api/public/analytics-events', 'event with snake_case names'],
  ['POST /api/assessment', 'POST /api/public/assessments', 'assessment with created_at'],
  ['POST /api/campaign-feedback', 'POST /api/public/campaign-feedback'],
  ['POST /api/qualified-leads', 'POST /api/public/qualified-leads'],
  ['POST /api/event-inquiries', 'POST /api/public/event-inquiries'],
  ['POST /api/linkedin-profiles', 'POST /api/public/linkedin-profiles'],
  ['POST /api/waitlist', 'POST /api/public/waitlist'],
  ['POST /api/feedback', 'POST /api/public/feedback'],
  ['POST /api/free-tier-feedback', 'POST /api/public/free-tier-feedback', 'free-page answer with attendeeName and attendeeEmail'],
  ['POST /api/free-tier-signup', 'POST /api/public/free-page-wizard-signups'],
  ['POST /api/free-tier/signup', 'POST /api/public/free-page-signups'],
  ['POST /api/free-tier/send-referrals', 'POST /api/public/referrals'],
  ['POST /api/upload-file', 'POST /api/public/files'],
  ['POST /api/generate-graphic', 'POST /api/public/demo-graphics'],
  ['POST /api/speaker/signup', 'POST /api/public/accounts'],
  ['POST /api/speaker/login-email', 'POST /api/public/sessions'],
  ['POST /api/speaker-auth/logout', 'DELETE /api/public/sessions/current'],
  // The specification's call for anyone signed in, now under /api/account/.
  ['GET /api/speaker-auth/user', 'GET /api/account/user'],

  // Held outside the product from here on: not the specification's calls, but addresses someone
  // already has and cannot be given a new one.
  // Image addresses: the attendee's own graphic, a shared graphic and the speaker's graphic images
  // went out as imageUrl (in thank-you pages, share pages and webhook payloads already delivered)
  // and are embedded in posts and slides; the QR images are embedded in pages and printed.
  ['GET /api/feedback/:responseId/graphic.png', 'GET /api/public/feedback/:responseId/graphic.png'],
  ['GET /api/graphics/shared/:token.png', 'GET /api/public/graphics/shared/:token.png'],
  ['GET /api/graphics/:id/image.png', 'GET /api/account/graphics/:id/image.png'],
  ['GET /api/site-qr.png', 'GET /api/public/site-qr.png'],
  ['GET /api/speaker-data/:slug/qr.png', 'GET /api/public/speaker-data/:slug/qr.png'],
  // Uploaded files: the first addresses are stored in profiles, gifts and drafts and were sent in
  // e-mails, so they keep answering (with the same cache rule).
  ['GET /api/files/:id/:name', 'GET /api/public/files/:id/:name'],
  // The batch e-mail's download link: e-mails sent before the /api/speaker-admin/ prefix link
  // the ZIP of a talk's graphics at this address.
  ['GET /api/graphic-batches/:batchId/graphics.zip', 'GET /api/speaker-admin/graphic-batches/:batchId/graphics.zip'],
  // The List-Unsubscribe-Post address of marketing mail already sent (one-click unsubscribing).
  ['POST /api/unsubscribe', 'POST /api/public/unsubscriptions'],
  // The OAuth redirect URI registered with Google: Google sends the speaker back only there.
  ['GET /api/auth/gmail/callback', 'GET /api/public/mail-accounts/gmail/callback'],
  // Attendee pages' scripts already served (open, or kept offline, on attendees' phones): the
  // thank-you page of the web app asked for the attendee's own graphic here before the
  // /api/public/ prefix, and the attendee pages' script counted its events at the second address
  // before POST /api/public/analytics-events.
  ['POST /api/feedback/:responseId/graphic', 'POST /api/public/feedback/:responseId/graphic'],
  ['POST /api/public/analytics/track', 'POST /api/public/analytics-events'],
];

/**
 * Old paths kept by their feature as a small adapter (also marked deprecated), where an alias
 * cannot stand in: GET /api/settings/:key read a public setting for anyone and any other setting
 * for the owner, now /api/public/settings/:key and /api/admin/settings/:key; POST /api/settings
 * named the key in its body, now PUT /api/admin/settings/:key.
 */
export const DEPRECATED_ADAPTERS: readonly string[] = ['GET /api/settings/:key', 'POST /api/settings'];

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

const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);

/**
 * For an old path whose parameters had other names (`:identifier` where the route says `:id`):
 * renames them, by position, before the canonical route's schema validates them.
 */
function renameParams(oldUrl: string, canonicalUrl: string): preValidationAsyncHookHandler | undefined {
  const from = paramNames(oldUrl);
  const to = paramNames(canonicalUrl);
  if (from.length !== to.length) throw new Error(`Alias ${oldUrl}: not the parameters of ${canonicalUrl}`);
  if (from.every((name, i) => name === to[i])) return undefined;
  return async (request) => {
    const params = request.params as Record<string, string>;
    request.params = Object.fromEntries(to.map((name, i) => [name, params[from[i]!]]));
  };
}

/** Registers every old path onto its canonical route; a canonical route that is missing stops the start. */
export function registerDeprecatedAliases(routes: Map<string, Registered>) {
  for (const [old, canonical, oldShape] of DEPRECATED_ALIASES) {
    const found = routes.get(canonical);
    if (!found) throw new Error(`Alias ${old}: no route ${canonical}`);
    const { route, instance } = found;
    const [method, url] = old.split(' ') as [RouteOptions['method'], string];
    const rename = renameParams(url, route.url);
    if (rename && route.preValidation)
      throw new Error(`Alias ${old}: renaming parameters ahead of ${canonical}'s own preValidation is not supported`);
    const shape: OldShape = oldShape ? OLD_SHAPES[oldShape] : {};
    const toOld = shape.toOld as ((payload: unknown) => unknown) | undefined;
    const toCanonicalBody = shape.toCanonicalBody as ((body: unknown) => unknown) | undefined;
    if ((toCanonicalBody && route.preHandler) || (toOld && route.preSerialization)) {
      throw new Error(`Alias ${old}: ${canonical} has hooks of its own where the old shape is converted`);
    }
    const canonicalBody: preHandlerAsyncHookHandler | undefined = toCanonicalBody
      ? async (request) => {
          request.body = toCanonicalBody(request.body);
        }
      : undefined;
    const oldAnswer: preSerializationAsyncHookHandler<unknown> | undefined = toOld
      ? async (_request, reply, payload) => (reply.statusCode < 300 ? toOld(payload) : payload)
      : undefined;
    instance.route({
      method,
      url,
      schema: {
        ...route.schema,
        ...(shape.response ? { response: shape.response } : {}),
        ...(shape.body ? { body: shape.body } : {}),
        // The API document gives an old address an id of its own and names it as old.
        operationId: undefined,
        deprecated: true,
      },
      preSerialization: oldAnswer ?? route.preSerialization,
      onRequest: route.onRequest,
      preValidation: rename ?? route.preValidation,
      preHandler: canonicalBody ?? route.preHandler,
      config: route.config,
      bodyLimit: route.bodyLimit,
      handler: route.handler,
    });
  }
}
