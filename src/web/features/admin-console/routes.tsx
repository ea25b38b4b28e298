import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { adminConsolePaths } from './paths';

const AssessmentDetailsPage = lazy(() => import('./assessment-details-page').then((m) => ({ default: m.AssessmentDetailsPage })));
const QualifiedSpeakersPage = lazy(() => import('./qualified-speakers-page').then((m) => ({ default: m.QualifiedSpeakersPage })));
const DataExportPage = lazy(() => import('./data-export-page').then((m) => ({ default: m.DataExportPage })));

/** Routes of this feature; the app router mounts them under the shared layout. */
export const adminConsoleRoutes: RouteObject[] = [
  { path: adminConsolePaths.assessmentDetails, element: <AssessmentDetailsPage /> },
  { path: adminConsolePaths.qualifiedSpeakers, element: <QualifiedSpeakersPage /> },
  { path: adminConsolePaths.dataExport, element: <DataExportPage /> },
];
