import { useQuery } from '@tanstack/react-query';
import type {
  CampaignDetail,
  CampaignSummary,
  PendingEmailApproval,
  ThankYouEmail,
  WelcomeEmailCampaign,
} from '../../shared/contract/campaigns';

const seg = (value: string | number) => encodeURIComponent(String(value));

/** Endpoints of the campaigns feature; each GET URL doubles as its query key. */
export const campaignsApi = {
  campaigns: '/api/admin/campaigns',
  bulkCampaigns: '/api/admin/campaigns?kind=bulk',
  generateBulkEmails: '/api/admin/generate-bulk-emails',
  draft: (id: string) => `/api/admin/campaign-drafts/${seg(id)}`,
  approveDraft: (id: string) => `/api/admin/campaign-drafts/${seg(id)}/approve`,
  rejectDraft: (id: string) => `/api/admin/campaign-drafts/${seg(id)}/reject`,
  regenerateDraft: (id: string) => `/api/admin/campaign-drafts/${seg(id)}/regenerate`,
  approveCampaign: (id: string) => `/api/admin/campaigns/${seg(id)}/approve`,
  rejectCampaign: (id: string) => `/api/admin/campaigns/${seg(id)}/reject`,
  recipients: (id: string) => `/api/admin/campaign-recipients/${seg(id)}`,
  pendingApprovals: '/api/admin/pending-email-approvals',
  sendApprovalEmail: (id: string) => `/api/admin/send-approval-email/${seg(id)}`,
  approveEmail: (id: string) => `/api/admin/approve-email/${seg(id)}`,
  rejectEmail: (id: string) => `/api/admin/reject-email/${seg(id)}`,
  welcome: (id: string) => `/api/admin/welcome-email-approval/${seg(id)}`,
  approveWelcome: (id: string) => `/api/admin/welcome-email-approval/${seg(id)}/approve`,
  createThankYouEmail: (eventId: number) => `/api/speaker-admin/events/${seg(eventId)}/create-thank-you-email`,
  thankYouEmail: (emailId: string) => `/api/speaker-admin/email-approval/${seg(emailId)}`,
  sendThankYouEmail: (emailId: string) => `/api/speaker-admin/email-approval/${seg(emailId)}/send`,
  speakerCampaign: (id: string) => `/api/speaker-admin/campaigns/${seg(id)}`,
  approveSpeakerCampaign: (id: string) => `/api/speaker-admin/campaigns/${seg(id)}/approve`,
  rejectSpeakerCampaign: (id: string) => `/api/speaker-admin/campaigns/${seg(id)}/reject`,
} as const;

/** While approved messages are still on their way, the page asks again every so often. */
export const DELIVERY_POLL_MS = 1500;

function whileDelivering<T extends { status: string }>(data: T | undefined): number | false {
  return data?.status === 'approved' ? DELIVERY_POLL_MS : false;
}

export function useAdminCampaigns() {
  return useQuery<CampaignSummary[]>({ queryKey: [campaignsApi.bulkCampaigns] });
}

export function useCampaignDraft(id: string) {
  return useQuery<CampaignDetail>({ queryKey: [campaignsApi.draft(id)], refetchInterval: (q) => whileDelivering(q.state.data) });
}

export function useSpeakerCampaign(id: string) {
  return useQuery<CampaignDetail>({ queryKey: [campaignsApi.speakerCampaign(id)], refetchInterval: (q) => whileDelivering(q.state.data) });
}

export function useThankYouEmail(emailId: string) {
  return useQuery<ThankYouEmail>({
    queryKey: [campaignsApi.thankYouEmail(emailId)],
    refetchInterval: (q) => whileDelivering(q.state.data),
  });
}

export function usePendingApprovals() {
  return useQuery<PendingEmailApproval[]>({ queryKey: [campaignsApi.pendingApprovals] });
}

export function useWelcomeCampaign(id: string) {
  return useQuery<WelcomeEmailCampaign>({ queryKey: [campaignsApi.welcome(id)], refetchInterval: (q) => whileDelivering(q.state.data) });
}
