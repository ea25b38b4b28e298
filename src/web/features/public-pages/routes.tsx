import { lazy } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';

const BecomeSpeakerPage = lazy(() => import('./become-speaker-page').then((m) => ({ default: m.BecomeSpeakerPage })));
const RecommendPage = lazy(() => import('./recommend-page').then((m) => ({ default: m.RecommendPage })));
const ShareExcitementPage = lazy(() => import('./share-excitement-page').then((m) => ({ default: m.ShareExcitementPage })));
const FreeBookPage = lazy(() => import('./free-book-page').then((m) => ({ default: m.FreeBookPage })));
const CheckYourEmailPage = lazy(() => import('./check-your-email-page').then((m) => ({ default: m.CheckYourEmailPage })));
const AnalyticsTestPage = lazy(() => import('./analytics-test-page').then((m) => ({ default: m.AnalyticsTestPage })));

/** /feedback/campaign is the campaign's link to the product's own feedback form; it keeps ?name=&email=. */
function CampaignFeedbackRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/speakerpro-feedback${search}`} replace />;
}

/** Routes of this feature; the app router mounts them under the shared layout. */
export const publicPagesRoutes: RouteObject[] = [
  { path: '/become-speaker', element: <BecomeSpeakerPage /> },
  { path: '/recommend', element: <RecommendPage /> },
  { path: '/share-excitement', element: <ShareExcitementPage /> },
  { path: '/free-book', element: <FreeBookPage /> },
  { path: '/check-your-email', element: <CheckYourEmailPage /> },
  { path: '/analytics-test', element: <AnalyticsTestPage /> },
  { path: '/feedback/campaign', element: <CampaignFeedbackRedirect /> },
];
