import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { waitlistPaths as p } from './waitlist-paths';

const ExplanationPage = lazy(() => import('./explanation-page').then((m) => ({ default: m.ExplanationPage })));
const WaitlistPage = lazy(() => import('./waitlist-page').then((m) => ({ default: m.WaitlistPage })));
const WaitlistCompletePage = lazy(() => import('./waitlist-complete-page').then((m) => ({ default: m.WaitlistCompletePage })));
const WaitlistSuccessPage = lazy(() => import('./waitlist-success-page').then((m) => ({ default: m.WaitlistSuccessPage })));
const SigninPage = lazy(() => import('./signin-page').then((m) => ({ default: m.SigninPage })));

/** Routes of this feature; the app router mounts them under the shared layout. */
export const waitlistRoutes: RouteObject[] = [
  { path: p.explanation, element: <ExplanationPage /> },
  { path: p.waitlist, element: <WaitlistPage /> },
  { path: p.complete, element: <WaitlistCompletePage /> },
  { path: p.success, element: <WaitlistSuccessPage /> },
  { path: p.signin, element: <SigninPage /> },
];
