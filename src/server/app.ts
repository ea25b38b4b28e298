import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps';
import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '../shared/domain/constants';
import { registerAuth, requireAdmin } from './plugins/auth';
import { registerRouteSetGuards } from './http/route-sets';
import { registerPlanGates } from './http/plan-gates';
import { plansRoutes } from './features/plans/routes';
import { pricingPages, pricingRoutes } from './features/pricing/routes';
import { billingRoutes } from './features/billing/routes';
import { revenueRoutes } from './features/revenue/routes';
import { registerDeprecatedAliases, routeRecorder } from './compat/deprecated-aliases';
import { deprecationRoutes, registerDeprecationNotices } from './compat/deprecation';
import { registerErrorHandler } from './plugins/error-handler';
import { registerCompression } from './plugins/compression';
import { registerCacheControl } from './plugins/cache-control';
import { registerWebFiles, sendGeneratedHtml } from './plugins/web-files';
import { registerCsrfGuard } from './plugins/csrf';
import { registerHostileInputGuard } from './plugins/hostile-input';
import { registerSecurityHeaders, securityHeaderOptions } from './plugins/security-headers';
import { trustProxyOption } from './plugins/trust-proxy';
import { registerRequestIds, requestIdGenerator } from './plugins/request-id';
import { registerMetrics } from './plugins/metrics';
import { capLongSlugs, registerSlugRedirects } from './plugins/slug-redirects';
import { analyticsRoutes } from './features/analytics/routes';
import { registerPageViewCounting } from './features/analytics/page-views';
import { authRoutes } from './features/auth/routes';
import { healthRoutes } from './features/health/routes';
import { settingsRoutes } from './features/settings/routes';
import { talksRoutes } from './features/talks/routes';
import { feedbackRoutes } from './features/feedback/routes';
import { filesRoutes } from './features/files/routes';
import { profileRoutes } from './features/profile/routes';
import { assessmentRoutes } from './features/assessment/routes';
import { graphicsRoutes } from './features/graphics/routes';
import { sharedGraphic } from './features/graphics/speaker-graphics';
import { waitlistRoutes } from './features/waitlist/routes';
import { draftWelcomeCampaign } from './features/campaigns/welcome';
import { inquiriesRoutes } from './features/inquiries/routes';
import { freeTierRoutes } from './features/free-tier/routes';
import { getSpeakerData, submitFreeTierFeedback, type SubmitAnswer } from './features/free-tier/service';
import { confirmPendingAnswer, pendingAnswerLanguage, pendingThanksFor, submitFeedback, thankYouFor } from './features/feedback/service';
import { blogRoutes } from './features/blog/routes';
import { blogSitemapEntries } from './features/blog/service';
import { privacyRoutes } from './features/privacy/routes';
import { dataRequestsRoutes } from './features/data-requests/routes';
import { publicMiscRoutes } from './features/public-misc/routes';
import { reportsRoutes } from './features/reports/routes';
import { adminConsoleRoutes } from './features/admin-console/routes';
import { campaignsRoutes } from './features/campaigns/routes';
import { mailAccountsRoutes } from './features/mail-accounts/routes';
import { outboxRoutes } from './features/outbox/routes';
import { isKnownPage } from '../shared/domain/page-routes';
import { ownerLeadsRoutes } from './features/owner-leads/routes';
import { peopleRoutes } from './features/people/routes';
import { collectPersonData } from './features/data-requests/service';
import { valuesFor } from './features/campaigns/service';
import { landingPage, renderBlogPostShell } from './features/blog/page-head';
import { attendeePageRoutes } from './features/attendee-pages/routes';
import { bookingLeadsRoutes } from './features/booking-leads/routes';
import { leadFollowUpRoutes } from './features/lead-follow-up/routes';
import { takeawaysRoutes } from './features/takeaways/routes';
import { insightsRoutes } from './features/insights/routes';
import { organizerReportPageRoutes, organizerReportRoutes } from './features/organizer-report/routes';
import { proofPagePages, proofPageRoutes } from './features/proof-page/routes';
import { proofPageSitemapEntries } from './features/proof-page/service';
import { webhooksRoutes } from './features/webhooks/routes';
import { apiKeysRoutes } from './features/api-keys/routes';
import { presenterRoutes } from './features/talks/presenter/routes';
import { shortLinkRoutes } from './features/talks/presenter/short-link-routes';
import { clickRoutes } from './features/outbox/click-routes';

import { PROJECT_ROOT } from './project-root';
import { apiDocumentOptions } from './http/openapi';
declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: { method: string; url: string; admin: boolean; deprecated: boolean; eventStream: boolean; operationId: string | null }[];
  }
  interface FastifyContextConfig {
    /** The route answers a text/event-stream that stays open: walks over the routes read its headers on a real connection. */
    eventStream?: boolean;
  }
}

export const WEB_DIST = path.join(PROJECT_ROOT, 'dist/web');

/**
 * Builds the HTTP app on complete deps (the job queue included). `loggerInstance`: a logger made
 * before the app (main.ts logs the queue's start through it); else `logger`'s options, or none.
 */
export async function buildApp(
  deps: AppDeps,
  options: { logger?: FastifyServerOptions['logger']; loggerInstance?: FastifyBaseLogger; webDist?: string } = {},
): Promise<FastifyInstance> {
  const fullDeps = deps;
  const app = Fastify({
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: options.logger ?? false }),
    // Only the proxies named by TRUST_PROXY may say who the client is (request.ip feeds the
    // per-address limits); by default X-Forwarded-For is ignored.
    trustProxy: trustProxyOption(deps.config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A trusted proxy's X-Request-Id is kept, any other request gets a new one (plugins/request-id.ts);
    // every line request.log writes carries it as `reqId`.
    requestIdHeader: false,
    genReqId: requestIdGenerator(deps.config.trustProxy),
    // Longer than any slug, id or token an address carries, so an old long slug reaches its redirect
    // (plugins/slug-redirects.ts) instead of the router's 414.
    routerOptions: { maxParamLength: 500 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestIds(app);
  registerErrorHandler(app);
  registerHostileInputGuard(app);
  // Before every other route, so its timing hook sees each of them.
  await registerMetrics(app, deps);
  // Slugs made before they were capped are shortened once, their old addresses redirected (decision
  // 086). Off the start's path: a database that is not answering yet must not keep the server down,
  // and the next start tries again.
  capLongSlugs(fullDeps.db).catch((err: unknown) => app.log.warn({ err }, 'long slugs were not shortened this time'));
  registerSlugRedirects(app, fullDeps.db);

  await app.register(cookie);
  // Before every route, so each answer it may compress passes through it (decision 081).
  await registerCompression(app);
  // Per-route limits are tighter (logo 5 MB); this is the ceiling for any upload.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 12 } });
  await registerSecurityHeaders(app, securityHeaderOptions(deps.config.secureCookies));
  await app.register(swagger, apiDocumentOptions(deps.config.publicUrl));
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // First: routes under an audience's prefix get its guard before anyone records them.
  registerRouteSetGuards(app);
  // Then, behind the audience's guard, the speaker's plan on the operations a plan opens.
  registerPlanGates(app, fullDeps.db);
  // Every API route as registered, and whether requireAdmin guards it: the security test walks this list.
  const apiRoutes: FastifyInstance['apiRoutes'] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const admin = ([] as unknown[]).concat(route.onRequest ?? []).includes(requireAdmin);
    const schema = route.schema as { deprecated?: boolean; operationId?: string } | undefined;
    const deprecated = schema?.deprecated === true;
    const operationId = deprecated ? null : (schema?.operationId ?? null);
    const eventStream = route.config?.eventStream === true;
    for (const method of ([] as string[]).concat(route.method))
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, admin, deprecated, eventStream, operationId });
  });
  const registered = routeRecorder(app);

  // Before the session lookup and every route guard: a request from another site is refused first.
  registerCsrfGuard(app, deps.config);
  registerCacheControl(app);
  // Before any route is registered, so every old address (in whichever plugin) gets the headers.
  registerDeprecationNotices(app, fullDeps.db);
  const sessions = registerAuth(app, fullDeps.db, deps.config);
  // Every page a browser loads is counted here, after its answer has gone (decision 080).
  const pageViews = registerPageViewCounting(app, fullDeps.db, deps.config.publicUrl);
  await app.register(healthRoutes, { deps: fullDeps });
  await app.register(authRoutes, { deps: fullDeps, sessions });
  await app.register(analyticsRoutes, { deps: fullDeps, pageViews });
  await app.register(settingsRoutes, { deps: fullDeps });
  await app.register(profileRoutes, { deps: fullDeps });
  await app.register(filesRoutes, { deps: fullDeps });
  await app.register(talksRoutes, { deps: fullDeps });
  await app.register(feedbackRoutes, { deps: fullDeps });
  await app.register(bookingLeadsRoutes, { deps: fullDeps });
  await app.register(leadFollowUpRoutes, { deps: fullDeps });
  await app.register(takeawaysRoutes, { deps: fullDeps });
  await app.register(insightsRoutes, { deps: fullDeps });
  await app.register(assessmentRoutes, { deps: fullDeps });
  await app.register(graphicsRoutes, { deps: fullDeps });
  // A new member's welcome e-mail is drafted by the campaigns feature, in the entry's transaction.
  await app.register(waitlistRoutes, { deps: fullDeps, draftWelcome: draftWelcomeCampaign });
  await app.register(inquiriesRoutes, { deps: fullDeps });
  // A free page's answer is stored as an answer to its talk, by the feedback feature.
  const submitAnswer: SubmitAnswer = (answer) => submitFeedback(fullDeps, answer);
  await app.register(freeTierRoutes, { deps: fullDeps, submitAnswer });
  await app.register(blogRoutes, { deps: fullDeps });
  await app.register(privacyRoutes, { deps: fullDeps });
  await app.register(dataRequestsRoutes, { deps: fullDeps });
  // The sitemap lists the pages the blog and the proof pages publish.
  await app.register(publicMiscRoutes, { deps: fullDeps, sitemap: [blogSitemapEntries, proofPageSitemapEntries] });
  await app.register(reportsRoutes, { deps: fullDeps });
  await app.register(adminConsoleRoutes, { deps: fullDeps });
  await app.register(ownerLeadsRoutes, { deps: fullDeps });
  // A person's timeline reads what their data request would collect, and a campaign e-mail's subject as it was sent.
  await app.register(peopleRoutes, { deps: fullDeps, borrowed: { heldData: collectPersonData, campaignValues: valuesFor } });
  await app.register(campaignsRoutes, { deps: fullDeps });
  await app.register(mailAccountsRoutes, { deps: fullDeps });
  await app.register(outboxRoutes, { deps: fullDeps });
  await app.register(organizerReportRoutes, { deps: fullDeps });
  await app.register(proofPageRoutes, { deps: fullDeps });
  await app.register(webhooksRoutes, { deps: fullDeps });
  await app.register(apiKeysRoutes, { deps: fullDeps });
  await app.register(plansRoutes, { deps: fullDeps });
  await app.register(pricingRoutes, { deps: fullDeps });
  await app.register(billingRoutes, { deps: fullDeps });
  await app.register(revenueRoutes, { deps: fullDeps });
  await app.register(presenterRoutes, { deps: fullDeps });
  await app.register(deprecationRoutes, { db: fullDeps.db });
  registerDeprecatedAliases(registered);

  const webDist = options.webDist ?? deps.config.webDist ?? WEB_DIST;
  // Before the app's fallback: these pages are made on the server (and work without JavaScript).
  // The attendee's pages store and show answers through the feedback and free-tier features' services.
  const { db, config } = fullDeps;
  await app.register(attendeePageRoutes, {
    deps: fullDeps,
    webDist,
    borrowed: {
      answers: {
        submit: submitAnswer,
        thankYou: (answerId, key) => thankYouFor(db, config, answerId, key),
        pendingThanks: (pendingId, key) => pendingThanksFor(db, config, pendingId, key),
        pendingLanguage: (token) => pendingAnswerLanguage(db, token),
        confirmPending: (token) => confirmPendingAnswer(db, token),
      },
      freePages: {
        speaker: (slug) => getSpeakerData(db, slug),
        submit: (answer) => submitFreeTierFeedback(db, submitAnswer, answer),
      },
    },
  });
  await app.register(organizerReportPageRoutes, { deps: fullDeps });
  await app.register(proofPagePages, {
    deps: fullDeps,
    sharedGraphic: async (token) => (await sharedGraphic(fullDeps.db, token))?.row ?? null,
  });
  await app.register(pricingPages, { deps: fullDeps });
  await app.register(shortLinkRoutes, { deps: fullDeps });
  await app.register(clickRoutes, { deps: fullDeps });
  const indexHtml = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) await registerWebFiles(app, webDist);

  let landingHtml: string | undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (pathname === '/api' || pathname.startsWith('/api/') || request.method !== 'GET' || !hasWeb) {
      return reply.status(404).send({ message: `Not found: ${request.method} ${pathname}`, code: 'NOT_FOUND' });
    }
    // The landing page names its title, description and preview picture in the HTML itself, for
    // link previews; the build does not change while the server runs, so it is made once.
    if (pathname === '/') {
      landingHtml ??= landingPage(await fs.promises.readFile(indexHtml, 'utf8'), deps.config.publicUrl);
      return sendGeneratedHtml(request, reply.status(200), landingHtml);
    }
    // A blog post's title, description and body go into the HTML itself, for crawlers that run no JavaScript.
    if (pathname.startsWith('/blog/')) {
      const page = await renderBlogPostShell(fullDeps.db, indexHtml, pathname, deps.config.publicUrl);
      if (page) return sendGeneratedHtml(request, reply.status(page.status), page.html);
    }
    // The single-page app answers every path and shows 'Page Not Found' itself; the status says
    // the same for a path that is none of its pages. sendFile picks the build's compressed copy of
    // index.html the browser accepts (registerWebFiles), so no compression happens per request.
    return reply
      .status(isKnownPage(pathname) ? 200 : 404)
      .type('text/html')
      .header('cache-control', 'no-cache')
      .sendFile('index.html', webDist);
  });

  return app;
}
