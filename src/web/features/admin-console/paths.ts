/** Pages of the owner's admin console (and the other admin screens the dashboard links to). */
export const adminConsolePaths = {
  assessmentDetails: '/assessment-details',
  qualifiedSpeakers: '/qualified-speakers',
  dataExport: '/data-export',
  blogManagement: '/blog-management',
  audiences: '/admin/audiences',
  billing: '/admin/billing',
} as const;

/** The dashboard's campaign generator, with the audience chosen as its recipient group. */
export const CAMPAIGN_AUDIENCE_PARAM = 'audience';
export const campaignForAudiencePath = (key: string) => `/admin?${CAMPAIGN_AUDIENCE_PARAM}=${encodeURIComponent(key)}`;
