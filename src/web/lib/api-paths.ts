/** API endpoints the web app calls. */
export const apiPaths = {
  analyticsTrack: '/api/public/analytics/track',
  analyticsDashboard: '/api/admin/analytics/dashboard',
  setting: (key: string) => `/api/public/settings/${encodeURIComponent(key)}`,
} as const;
