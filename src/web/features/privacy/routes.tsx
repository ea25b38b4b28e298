import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const TermsPage = lazy(() => import('./legal-pages').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('./legal-pages').then((m) => ({ default: m.PrivacyPage })));
const OptInPage = lazy(() => import('./opt-in-page').then((m) => ({ default: m.OptInPage })));

/** Routes of this feature; the app router mounts them under the shared layout. */
export const privacyRoutes: RouteObject[] = [
  { path: '/terms', element: <TermsPage /> },
  { path: '/privacy', element: <PrivacyPage /> },
  { path: '/privacy/opt-in', element: <OptInPage /> },
];
