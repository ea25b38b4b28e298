import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { reportsPaths } from './reports-paths';
import { ADMIN_ONLY, speakerGate } from '../../lib/route-handles';

const AdminReportsPage = lazy(() => import('./admin-reports-page').then((m) => ({ default: m.AdminReportsPage })));
const ReportApprovalPage = lazy(() => import('./report-approval-page').then((m) => ({ default: m.ReportApprovalPage })));
const SpeakerReportsPage = lazy(() => import('./speaker-reports-page').then((m) => ({ default: m.SpeakerReportsPage })));
const SpeakerReportPage = lazy(() => import('./speaker-report-page').then((m) => ({ default: m.SpeakerReportPage })));

/** Routes of this feature; the app router mounts them under the shared layout. */
export const reportsRoutes: RouteObject[] = [
  { path: reportsPaths.adminList, element: <AdminReportsPage />, handle: ADMIN_ONLY },
  { path: reportsPaths.adminApprovalPattern, element: <ReportApprovalPage />, handle: ADMIN_ONLY },
  { path: reportsPaths.speakerList, element: <SpeakerReportsPage />, handle: speakerGate('speaker-role', 'Your Assessment Reports') },
  { path: reportsPaths.speakerReportPattern, element: <SpeakerReportPage />, handle: speakerGate('speaker-role', 'Assessment Report') },
];
