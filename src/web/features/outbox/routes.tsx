import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { ADMIN_ONLY } from '../../lib/route-handles';

const UnsubscribePage = lazy(() => import('./unsubscribe-page').then((m) => ({ default: m.UnsubscribePage })));
const AdminOutboxPage = lazy(() => import('./admin-outbox-page').then((m) => ({ default: m.AdminOutboxPage })));

export const outboxPaths = { unsubscribe: '/unsubscribe', adminOutbox: '/admin/outbox' } as const;

/** Routes of this feature; the app router mounts them under the shared layout. */
export const outboxRoutes: RouteObject[] = [
  { path: outboxPaths.unsubscribe, element: <UnsubscribePage /> },
  { path: outboxPaths.adminOutbox, element: <AdminOutboxPage />, handle: ADMIN_ONLY },
];
