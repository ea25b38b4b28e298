import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { freeTierPaths as p } from './free-tier-paths';

const FreeQrLandingPage = lazy(() => import('./free-qr-landing-page').then((m) => ({ default: m.FreeQrLandingPage })));
const SetupStep = lazy(() => import('./wizard-start-steps').then((m) => ({ default: m.SetupStep })));
const DetailsStep = lazy(() => import('./wizard-start-steps').then((m) => ({ default: m.DetailsStep })));
const PersonalStep = lazy(() => import('./wizard-start-steps').then((m) => ({ default: m.PersonalStep })));
const GiftSelectionStep = lazy(() => import('./wizard-gift-steps').then((m) => ({ default: m.GiftSelectionStep })));
const GiftStep = lazy(() => import('./wizard-gift-steps').then((m) => ({ default: m.GiftStep })));
const ShareStep = lazy(() => import('./wizard-extra-steps').then((m) => ({ default: m.ShareStep })));
const FriendsStep = lazy(() => import('./wizard-extra-steps').then((m) => ({ default: m.FriendsStep })));
const WhatsappStep = lazy(() => import('./wizard-extra-steps').then((m) => ({ default: m.WhatsappStep })));
const AgentStep = lazy(() => import('./wizard-extra-steps').then((m) => ({ default: m.AgentStep })));
const EmailSendStep = lazy(() => import('./wizard-send-step').then((m) => ({ default: m.EmailSendStep })));
const FreeTierSignupPage = lazy(() => import('./free-tier-signup-page').then((m) => ({ default: m.FreeTierSignupPage })));
const FreeTierSuccessPage = lazy(() => import('./free-tier-success-page').then((m) => ({ default: m.FreeTierSuccessPage })));
const UpgradeToLitePage = lazy(() => import('./upgrade-to-lite-page').then((m) => ({ default: m.UpgradeToLitePage })));

/** Routes of this feature; the app router mounts them under the shared layout. */
export const freeTierRoutes: RouteObject[] = [
  { path: p.landing, element: <FreeQrLandingPage /> },
  { path: p.setup, element: <SetupStep /> },
  { path: p.details, element: <DetailsStep /> },
  { path: p.personal, element: <PersonalStep /> },
  { path: p.giftSelection, element: <GiftSelectionStep /> },
  { path: p.gift, element: <GiftStep /> },
  { path: p.share, element: <ShareStep /> },
  { path: p.friends, element: <FriendsStep /> },
  { path: p.whatsapp, element: <WhatsappStep /> },
  { path: p.agent, element: <AgentStep /> },
  { path: p.emailSend, element: <EmailSendStep /> },
  { path: p.signup, element: <FreeTierSignupPage /> },
  { path: p.success, element: <FreeTierSuccessPage /> },
  { path: p.upgrade, element: <UpgradeToLitePage /> },
];
