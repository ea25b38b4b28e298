import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { speakerGate } from '../../lib/route-handles';

const EmailIntegrationPage = lazy(() => import('./email-integration-page').then((m) => ({ default: m.EmailIntegrationPage })));

export const mailIntegrationPaths = { emailIntegration: '/email-integration' } as const;

/** Routes of this feature; the app router mounts them under the shared layout. */
export const mailIntegrationRoutes: RouteObject[] = [
  { path: mailIntegrationPaths.emailIntegration, element: <EmailIntegrationPage />, handle: speakerGate('onboarded') },
];
