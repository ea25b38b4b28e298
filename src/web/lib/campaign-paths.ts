/** Client routes of the campaigns feature; links and redirects build their URLs here. */

const seg = (value: string | number) => encodeURIComponent(String(value));

export const campaignRoutePatterns = {
  emailGeneration: '/email-generation/:eventId',
  emailApproval: '/email-approval/:emailId',
  speakerCampaignApproval: '/speaker-campaign-approval/:campaignId',
  adminCampaignApproval: '/admin/campaign-approval/:campaignId',
  campaignApproval: '/campaign-approval/:identifier',
  campaignSuccess: '/campaign-success',
  emailApprovals: '/email-approvals',
  welcomeEmailApproval: '/welcome-email-approvals/:campaignId',
} as const;

export const campaignPaths = {
  emailGeneration: (eventId: number) => `/email-generation/${seg(eventId)}`,
  emailApproval: (emailId: string) => `/email-approval/${seg(emailId)}`,
  speakerCampaignApproval: (campaignId: string) => `/speaker-campaign-approval/${seg(campaignId)}`,
  adminCampaignApproval: (campaignId: string) => `/admin/campaign-approval/${seg(campaignId)}`,
  campaignApproval: (identifier: string) => `/campaign-approval/${seg(identifier)}`,
  campaignSuccess: (campaign: string, recipients: number, action: 'approved' | 'rejected') =>
    `/campaign-success?${new URLSearchParams({ campaign, recipients: String(recipients), action }).toString()}`,
  emailApprovals: '/email-approvals',
  welcomeEmailApproval: (campaignId: string) => `/welcome-email-approvals/${seg(campaignId)}`,
} as const;
