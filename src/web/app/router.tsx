import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { AppLayout } from './app-layout';
import { paths } from '../lib/paths';
import { withQueryClient } from './providers';
import { ADMIN_ONLY, isAdminOnly, speakerGate, speakerGateOf, type SpeakerGateHandle } from '../lib/route-handles';
import { talksRoutes } from '../features/talks/routes';
import { presenterRoutes } from '../features/presenter/routes';
import { feedbackRoutes } from '../features/feedback/routes';
import { firstPresentationRoutes } from '../features/first-presentation/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { graphicsRoutes } from '../features/graphics/routes';
import { waitlistRoutes } from '../features/waitlist/routes';
import { freeTierRoutes } from '../features/free-tier/routes';
import { inquiriesRoutes } from '../features/inquiries/routes';
import { blogRoutes } from '../features/blog/routes';
import { privacyRoutes } from '../features/privacy/routes';
import { publicPagesRoutes } from '../features/public-pages/routes';
import { assessmentRoutes } from '../features/assessment/routes';
import { reportsRoutes } from '../features/reports/routes';
import { adminConsoleRoutes } from '../features/admin-console/routes';
import { campaignsRoutes } from '../features/campaigns/routes';
import { mailIntegrationRoutes } from '../features/mail-integration/routes';
import { outboxRoutes } from '../features/outbox/routes';
import { ownerLeadsRoutes } from '../features/owner-leads/routes';
import { peopleRoutes } from '../features/people/routes';
import { dataRequestsRoutes } from '../features/data-requests/routes';
import { identityRoutes } from '../features/auth/routes';
import { proofPageRoutes } from '../features/proof-page/routes';
import { webhooksRoutes } from '../features/webhooks/routes';
import { billingRoutes } from '../features/billing/routes';

// One chunk per page so attendee-facing pages never download the dashboards' code.
const LandingPage = lazy(() => import('../features/landing/landing-page').then((m) => ({ default: m.LandingPage })));
const SpeakerLoginPage = lazy(() => import('../features/auth/speaker-login-page').then((m) => ({ default: m.SpeakerLoginPage })));
const SpeakerSignupPage = lazy(() => import('../features/auth/speaker-signup-page').then((m) => ({ default: m.SpeakerSignupPage })));
const AdminSigninPage = lazy(() => import('../features/auth/admin-signin-page').then((m) => ({ default: m.AdminSigninPage })));
const SpeakerDashboardPage = lazy(() =>
  import('../features/talks/speaker-dashboard-page').then((m) => ({ default: m.SpeakerDashboardPage })),
);
const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));
const AdminDashboardPage = lazy(() =>
  import('../features/admin-console/admin-dashboard-page').then((m) => ({ default: m.AdminDashboardPage })),
);

// The owner's pages share one gate, loaded with the first of them (attendees never download it).
const AdminLayout = lazy(() => import('./admin-layout'));

// Likewise the speaker pages' gate, loaded with the first of them.
const SpeakerLayout = lazy(() => import('./speaker-layout'));

/**
 * Routes marked with speakerGate() go under a SpeakerLayout for their gate (one per gate and page
 * name); the layout routes add no URL segment.
 */
function withSpeakerLayout(routes: RouteObject[]): RouteObject[] {
  const layouts = new Map<string, { gate: SpeakerGateHandle; children: RouteObject[] }>();
  for (const route of routes) {
    const gate = speakerGateOf(route);
    if (!gate) continue;
    const key = `${gate.speakerGate}\n${gate.pageName ?? ''}`;
    const layout = layouts.get(key) ?? { gate, children: [] };
    layout.children.push(route);
    layouts.set(key, layout);
  }
  return [
    ...routes.filter((r) => speakerGateOf(r) === null),
    ...[...layouts.values()].map(({ gate, children }) => ({
      element: <SpeakerLayout gate={gate.speakerGate} pageName={gate.pageName} />,
      children,
    })),
  ];
}

/** Routes marked ADMIN_ONLY go under AdminLayout; a layout route without a path adds no URL segment. */
function withAdminLayout(routes: RouteObject[]): RouteObject[] {
  return [...routes.filter((r) => !isAdminOnly(r)), { element: <AdminLayout />, children: routes.filter(isAdminOnly) }];
}

// Declarative routing (no data router): the app loads no route data, and this keeps react-router's
// data-router code out of the bundle every attendee's phone downloads.
const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Pages marked WITHOUT_QUERY_CLIENT (the attendee's) skip TanStack Query's download; see providers.tsx.
    children: withQueryClient(
      withAdminLayout(
        withSpeakerLayout([
          { path: paths.home, element: <LandingPage /> },
          { path: paths.speakerLogin, element: <SpeakerLoginPage /> },
          { path: paths.speakerSignup, element: <SpeakerSignupPage /> },
          { path: paths.speakerDashboard, element: <SpeakerDashboardPage />, handle: speakerGate('onboarded') },
          { path: paths.speakerSlugDashboard, element: <SpeakerDashboardPage />, handle: speakerGate('onboarded') },
          { path: paths.adminSignin, element: <AdminSigninPage /> },
          { path: paths.admin, element: <AdminDashboardPage />, handle: ADMIN_ONLY },
          ...identityRoutes,
          ...onboardingRoutes,
          ...talksRoutes,
          ...presenterRoutes,
          ...feedbackRoutes,
          ...firstPresentationRoutes,
          ...graphicsRoutes,
          ...waitlistRoutes,
          ...freeTierRoutes,
          ...inquiriesRoutes,
          ...blogRoutes,
          ...privacyRoutes,
          ...publicPagesRoutes,
          ...assessmentRoutes,
          ...reportsRoutes,
          ...adminConsoleRoutes,
          ...campaignsRoutes,
          ...mailIntegrationRoutes,
          ...outboxRoutes,
          ...ownerLeadsRoutes,
          ...peopleRoutes,
          ...dataRequestsRoutes,
          ...proofPageRoutes,
          ...webhooksRoutes,
          ...billingRoutes,
          { path: '*', element: <NotFoundPage /> },
        ]),
      ),
    ),
  },
];

/** Every page path the app answers (the catch-all excluded), for the server's list of known pages. */
export function appPagePaths(): string[] {
  const out: string[] = [];
  const walk = (list: RouteObject[]) => {
    for (const r of list) {
      if (r.path && r.path !== '*') out.push(r.path);
      if (r.children) walk(r.children);
    }
  };
  walk(routes);
  return [...new Set(out)].sort();
}

export function AppRoutes() {
  return useRoutes(routes);
}
