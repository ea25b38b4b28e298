import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { adminConsolePaths } from './paths';
import { ADMIN_ONLY } from '../../lib/route-handles';

const AssessmentDetailsPage = lazy(() => import('./assessment-details-page').then((m) => ({ default: m.AssessmentDetailsPage })));
const QualifiedSpeakersPage = lazy(() => import('./qualified-speakers-page').then((m) => ({ default: m.QualifiedSpeakersPage })));
const AudiencesPage = lazy(() => import('./audiences-page').then((m) => ({ default: m.AudiencesPage })));
const BillingPage = lazy(() => import('./billing-page').then((m) => ({ default: m.BillingPage })));
const DataExportPage = lazy(() => import('./data-export-page').then((m) => ({ default: m.DataExportPage })));

/** Routes of this feature; the app router mounts them under the shared layout. */
export const adminConsoleRoutes: RouteObject[] = [
  { path: adminConsolePaths.assessmentDetails, element: <AssessmentDetailsPage />, handle: ADMIN_ONLY },
  { path: adminConsolePaths.qualifiedSpeakers, element: <QualifiedSpeakersPage />, handle: ADMIN_ONLY },
  { path: adminConsolePaths.dataExport, element: <DataExportPage />, handle: ADMIN_ONLY },
  { path: adminConsolePaths.audiences, element: <AudiencesPage />, handle: ADMIN_ONLY },
  { path: adminConsolePaths.billing, element: <BillingPage />, handle: ADMIN_ONLY },
];
