import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { speakerGate } from '../../lib/route-handles';
import { paths } from '../../lib/paths';

const BillingReturnPage = lazy(() => import('./billing-return-page').then((m) => ({ default: m.BillingReturnPage })));

/** Routes of this feature; the app router mounts them under the shared layout. */
export const billingRoutes: RouteObject[] = [
  { path: paths.billingReturn, element: <BillingReturnPage />, handle: speakerGate('speaker-role', 'Confirming your payment') },
];
