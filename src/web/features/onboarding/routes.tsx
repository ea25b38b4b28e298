import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { speakerGate } from '../../lib/route-handles';
import { onboardingPaths } from '../../lib/onboarding-paths';

const Step1Page = lazy(() => import('./step1-page').then((m) => ({ default: m.Step1Page })));
const Step2Page = lazy(() => import('./step2-page').then((m) => ({ default: m.Step2Page })));
const Step3Page = lazy(() => import('./step3-page').then((m) => ({ default: m.Step3Page })));
const ProfileReviewPage = lazy(() => import('./profile-review-page').then((m) => ({ default: m.ProfileReviewPage })));
const DiscoverSpeakerProPage = lazy(() =>
  import('./discover/discover-speakerpro-page').then((m) => ({ default: m.DiscoverSpeakerProPage })),
);
const DigitalGiftSetupPage = lazy(() =>
  import('./digital-gift/digital-gift-setup-page').then((m) => ({ default: m.DigitalGiftSetupPage })),
);

/** Routes of this feature; the app router mounts them under the shared layout. */
export const onboardingRoutes: RouteObject[] = [
  { path: onboardingPaths.step1, element: <Step1Page />, handle: speakerGate('signed-in') },
  { path: onboardingPaths.step2, element: <Step2Page />, handle: speakerGate('signed-in') },
  { path: onboardingPaths.step3, element: <Step3Page />, handle: speakerGate('signed-in') },
  { path: onboardingPaths.review, element: <ProfileReviewPage />, handle: speakerGate('signed-in') },
  { path: onboardingPaths.slugStep1, element: <Step1Page />, handle: speakerGate('signed-in') },
  { path: onboardingPaths.slugStep2, element: <Step2Page />, handle: speakerGate('signed-in') },
  { path: onboardingPaths.slugStep3, element: <Step3Page />, handle: speakerGate('signed-in') },
  { path: onboardingPaths.slugReview, element: <ProfileReviewPage />, handle: speakerGate('signed-in') },
  { path: onboardingPaths.onboarding, element: <Navigate to={onboardingPaths.step1} replace /> },
  { path: onboardingPaths.legacyOnboarding, element: <Navigate to={onboardingPaths.step1} replace /> },
  { path: onboardingPaths.discover, element: <DiscoverSpeakerProPage /> },
  { path: onboardingPaths.giftSetup, element: <DigitalGiftSetupPage />, handle: speakerGate('signed-in') },
  { path: onboardingPaths.slugGiftSetup, element: <DigitalGiftSetupPage />, handle: speakerGate('signed-in') },
];
