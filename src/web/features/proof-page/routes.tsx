import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { speakerGate } from '../../lib/route-handles';
import { speakerRoutePatterns } from '../../lib/speaker-paths';

const ProofPageSettingsPage = lazy(() => import('./proof-page-settings-page').then((m) => ({ default: m.ProofPageSettingsPage })));

/** Routes of this feature; the app router mounts them under the shared layout. */
export const proofPageRoutes: RouteObject[] = [
  { path: speakerRoutePatterns.proofPage, element: <ProofPageSettingsPage />, handle: speakerGate('onboarded', 'Proof page') },
];
