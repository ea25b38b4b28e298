import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { speakerGate } from '../../lib/route-handles';
import { paths } from '../../lib/paths';

const WebhooksPage = lazy(() => import('./webhooks-page').then((m) => ({ default: m.WebhooksPage })));

/** Routes of this feature; the app router mounts them under the shared layout. */
export const webhooksRoutes: RouteObject[] = [
  { path: paths.speakerWebhooks, element: <WebhooksPage />, handle: speakerGate('onboarded', 'Webhooks') },
];
