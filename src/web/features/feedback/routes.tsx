import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { WITHOUT_QUERY_CLIENT } from '../../lib/route-handles';

// One chunk per page: an attendee on conference Wi-Fi downloads only the form. These pages use
// plain fetch, so they also skip TanStack Query's download (bench/feedback-page-size.ts).
const FeedbackRoutePage = lazy(() => import('./feedback-route-page').then((m) => ({ default: m.FeedbackRoutePage })));
const QrFeedbackPage = lazy(() => import('./qr-feedback-page').then((m) => ({ default: m.QrFeedbackPage })));
const ThankYouPage = lazy(() => import('./thank-you-page').then((m) => ({ default: m.ThankYouPage })));
const ConfirmAnswerPage = lazy(() => import('./confirm-answer-page').then((m) => ({ default: m.ConfirmAnswerPage })));
const MagicPage = lazy(() => import('./magic-page').then((m) => ({ default: m.MagicPage })));

/**
 * Routes of this feature; the app router mounts them under the shared layout. The server answers
 * a direct load of /qr/…, /feedback/{talk id} and a keyed /thank-you/… with pages of its own
 * (src/server/features/attendee-pages), which need neither this bundle nor JavaScript. These
 * routes stay for what reaches them inside the app (the first-presentation path's 'Show Me', a
 * thank-you without its key after an answer that waits for its e-mailed link) and for `npm run
 * dev`, where Vite serves every page: a full page load instead would drop the app's state there.
 */
export const feedbackRoutes: RouteObject[] = [
  { path: '/feedback/:presentationIdOrSlug', element: <FeedbackRoutePage />, handle: WITHOUT_QUERY_CLIENT },
  { path: '/qr/:speakerSlug/:eventId', element: <QrFeedbackPage />, handle: WITHOUT_QUERY_CLIENT },
  { path: '/thank-you/:presentationId', element: <ThankYouPage />, handle: WITHOUT_QUERY_CLIENT },
  { path: '/magic', element: <MagicPage />, handle: WITHOUT_QUERY_CLIENT },
  { path: '/confirm-answer', element: <ConfirmAnswerPage />, handle: WITHOUT_QUERY_CLIENT },
];
