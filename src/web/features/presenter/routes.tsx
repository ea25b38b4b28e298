import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { speakerGate } from '../../lib/route-handles';
import { speakerRoutePatterns as p } from '../../lib/speaker-paths';

const PresenterPage = lazy(() => import('./presenter-page').then((m) => ({ default: m.PresenterPage })));

/** Behind the event page's own gate: the talk is the speaker's, shown full screen at the end of it. */
export const presenterRoutes: RouteObject[] = [
  { path: p.presenter, element: <PresenterPage />, handle: speakerGate('onboarded') },
  { path: p.slugPresenter, element: <PresenterPage />, handle: speakerGate('onboarded') },
];
