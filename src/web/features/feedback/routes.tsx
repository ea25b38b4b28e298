import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { WITHOUT_QUERY_CLIENT } from '../../lib/route-handles';
import { ServerPage } from './server-page';

// One chunk per page: an attendee on conference Wi-Fi downloads only the form. These pages use
// plain fetch, so they also skip TanStack Query's download (bench/feedback-page-size.ts).
const FeedbackRoutePage = lazy(() => import('./feedback-route-page').then((m) => ({ default: m.FeedbackRoutePage })));

/**
 * Routes of this feature; the app router mounts them under the shared layout. The attendee's pages
 * (the form at /qr/… and /feedback/{talk id}, the thank-you page, the closing page, the page
 * confirming a changed answer) exist only on the server (src/server/features/attendee-pages,
 * decision 044): a link inside the app that leads to one loads it as a whole page (ServerPage).
 * `npm run dev` proxies these paths to the API server (vite.config.ts).
 */
export const feedbackRoutes: RouteObject[] = [
  { path: '/feedback/:presentationIdOrSlug', element: <FeedbackRoutePage />, handle: WITHOUT_QUERY_CLIENT },
  ...['/qr/:speakerSlug/:eventId', '/thank-you/:presentationId', '/magic', '/confirm-answer'].map((path) => ({
    path,
    element: <ServerPage />,
    handle: WITHOUT_QUERY_CLIENT,
  })),
];
