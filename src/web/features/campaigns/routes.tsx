import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { campaignRoutePatterns as p } from '../../lib/campaign-paths';
import { ADMIN_ONLY, speakerGate } from '../../lib/route-handles';

// One chunk per page.
const EmailGenerationPage = lazy(() => import('./email-generation-page').then((m) => ({ default: m.EmailGenerationPage })));
const EmailApprovalPage = lazy(() => import('./email-approval-page').then((m) => ({ default: m.EmailApprovalPage })));
const SpeakerCampaignApprovalPage = lazy(() =>
  import('./speaker-campaign-approval-page').then((m) => ({ default: m.SpeakerCampaignApprovalPage })),
);
const AdminCampaignApprovalPage = lazy(() => import('./campaign-approval-page').then((m) => ({ default: m.AdminCampaignApprovalPage })));
const CampaignDraftApprovalPage = lazy(() => import('./campaign-approval-page').then((m) => ({ default: m.CampaignDraftApprovalPage })));
const CampaignSuccessPage = lazy(() => import('./campaign-success-page').then((m) => ({ default: m.CampaignSuccessPage })));
const EmailApprovalsPage = lazy(() => import('./email-approvals-page').then((m) => ({ default: m.EmailApprovalsPage })));
const WelcomeEmailApprovalPage = lazy(() => import('./welcome-email-approval-page').then((m) => ({ default: m.WelcomeEmailApprovalPage })));

/** Routes of this feature; the app router mounts them under the shared layout. */
export const campaignsRoutes: RouteObject[] = [
  { path: p.emailGeneration, element: <EmailGenerationPage />, handle: speakerGate('onboarded') },
  { path: p.emailApproval, element: <EmailApprovalPage />, handle: speakerGate('onboarded') },
  { path: p.speakerCampaignApproval, element: <SpeakerCampaignApprovalPage />, handle: speakerGate('onboarded') },
  { path: p.adminCampaignApproval, element: <AdminCampaignApprovalPage />, handle: ADMIN_ONLY },
  { path: p.campaignApproval, element: <CampaignDraftApprovalPage />, handle: ADMIN_ONLY },
  { path: p.campaignSuccess, element: <CampaignSuccessPage />, handle: ADMIN_ONLY },
  { path: p.emailApprovals, element: <EmailApprovalsPage />, handle: ADMIN_ONLY },
  { path: p.welcomeEmailApproval, element: <WelcomeEmailApprovalPage />, handle: ADMIN_ONLY },
];
