import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { ADMIN_ONLY } from '../../lib/route-handles';

const OwnerLeadsPage = lazy(() => import('./owner-leads-page').then((m) => ({ default: m.OwnerLeadsPage })));

export const ownerLeadsPaths = { inbox: '/admin/leads' } as const;

/** Routes of this feature; the app router mounts them under the shared layout. */
export const ownerLeadsRoutes: RouteObject[] = [{ path: ownerLeadsPaths.inbox, element: <OwnerLeadsPage />, handle: ADMIN_ONLY }];
