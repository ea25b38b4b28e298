import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { assessmentPaths } from './assessment-paths';
import { ADMIN_ONLY } from '../../lib/route-handles';

// One chunk per page. The public pages post with plain fetch; the shared header's logo still reads through TanStack Query.
const AssessmentPage = lazy(() => import('./assessment-page').then((m) => ({ default: m.AssessmentPage })));
const PriorityConfirmedPage = lazy(() => import('./priority-confirmed-page').then((m) => ({ default: m.PriorityConfirmedPage })));
const SpeakerproFeedbackPage = lazy(() => import('./speakerpro-feedback-page').then((m) => ({ default: m.SpeakerproFeedbackPage })));
const FeedbackThankYouPage = lazy(() => import('./feedback-thank-you-page').then((m) => ({ default: m.FeedbackThankYouPage })));
const SpeakerFeedbackAdminPage = lazy(() => import('./speaker-feedback-admin-page').then((m) => ({ default: m.SpeakerFeedbackAdminPage })));

/** Routes of this feature; the app router mounts them under the shared layout. */
export const assessmentRoutes: RouteObject[] = [
  { path: assessmentPaths.readinessAssessment, element: <AssessmentPage /> },
  { path: assessmentPaths.assessment, element: <AssessmentPage /> },
  { path: assessmentPaths.priorityConfirmed, element: <PriorityConfirmedPage /> },
  { path: assessmentPaths.speakerproFeedback, element: <SpeakerproFeedbackPage /> },
  { path: assessmentPaths.feedbackThankYou, element: <FeedbackThankYouPage /> },
  { path: assessmentPaths.speakerFeedbackAdmin, element: <SpeakerFeedbackAdminPage />, handle: ADMIN_ONLY },
];
