import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { ADMIN_ONLY } from '../../lib/route-handles';

const DataRequestPage = lazy(() => import('./data-request-page').then((m) => ({ default: m.DataRequestPage })));
const AdminDataRequestsPage = lazy(() => import('./admin-data-requests-page').then((m) => ({ default: m.AdminDataRequestsPage })));

export const dataRequestsPaths = { link: '/privacy/request', admin: '/admin/data-requests' } as const;

/** Routes of this feature; the app router mounts them under the shared layout. */
export const dataRequestsRoutes: RouteObject[] = [
  { path: dataRequestsPaths.link, element: <DataRequestPage /> },
  { path: dataRequestsPaths.admin, element: <AdminDataRequestsPage />, handle: ADMIN_ONLY },
];
