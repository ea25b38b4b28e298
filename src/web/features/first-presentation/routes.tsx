import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { speakerGate } from '../../lib/route-handles';
import { firstPresentationPaths as p } from './first-presentation-paths';

const SignupPage = lazy(() => import('./signup-page').then((m) => ({ default: m.SignupPage })));
const FeaturesPage = lazy(() => import('./features-page').then((m) => ({ default: m.FeaturesPage })));
const AddPresentationPage = lazy(() => import('./add-presentation-page').then((m) => ({ default: m.AddPresentationPage })));
const WelcomePage = lazy(() => import('./welcome-page').then((m) => ({ default: m.WelcomePage })));
const SuccessPage = lazy(() => import('./success-page').then((m) => ({ default: m.SuccessPage })));

/** Routes of this feature; the app router mounts them under the shared layout. */
export const firstPresentationRoutes: RouteObject[] = [
  { path: p.signup, element: <SignupPage />, handle: speakerGate('signed-in') },
  { path: p.features, element: <FeaturesPage /> },
  { path: p.addPresentation, element: <AddPresentationPage />, handle: speakerGate('signed-in') },
  { path: p.slugAddPresentation, element: <AddPresentationPage />, handle: speakerGate('signed-in') },
  { path: p.welcome, element: <WelcomePage />, handle: speakerGate('signed-in') },
  { path: p.success, element: <SuccessPage /> },
];
