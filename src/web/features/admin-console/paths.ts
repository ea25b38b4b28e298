/** Pages of the owner's admin console (and the other admin screens the dashboard links to). */
export const adminConsolePaths = {
  assessmentDetails: '/assessment-details',
  qualifiedSpeakers: '/qualified-speakers',
  dataExport: '/data-export',
  blogManagement: '/blog-management',
} as const;
