import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { ADMIN_ONLY } from '../../lib/route-handles';

const HireSpeakerPage = lazy(() => import('./hire-speaker-page').then((m) => ({ default: m.HireSpeakerPage })));
const AdminInquiriesPage = lazy(() => import('./admin-inquiries-page').then((m) => ({ default: m.AdminInquiriesPage })));

export const inquiriesPaths = { hireSpeaker: '/hire-speaker', adminInquiries: '/admin/inquiries' } as const;

/** Routes of this feature; the app router mounts them under the shared layout. */
export const inquiriesRoutes: RouteObject[] = [
  { path: inquiriesPaths.hireSpeaker, element: <HireSpeakerPage /> },
  { path: inquiriesPaths.adminInquiries, element: <AdminInquiriesPage />, handle: ADMIN_ONLY },
];
