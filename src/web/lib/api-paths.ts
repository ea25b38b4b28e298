/** API endpoints the web app calls; the user URL doubles as the query key every page shares. */
export const apiPaths = {
  speakerSignup: '/api/speaker/signup',
  speakerLogin: '/api/speaker/login-email',
  adminLogin: '/api/admin/login',
  logout: '/api/speaker-auth/logout',
  currentUser: '/api/speaker-auth/user',
  verifyEmail: '/api/speaker/verify-email',
  resendVerification: '/api/speaker/resend-verification',
  passwordReset: '/api/speaker/password-reset',
  passwordResetConfirm: '/api/speaker/password-reset/confirm',
  claimAccount: '/api/speaker/claim-account',
  changePassword: '/api/speaker/change-password',
  changeEmail: '/api/speaker/change-email',
  signOutEverywhere: '/api/speaker/sign-out-everywhere',
  deleteAccount: '/api/speaker/delete-account',
  deleteAccountPreview: (token: string) => `/api/speaker/delete-account/${encodeURIComponent(token)}`,
  deleteAccountConfirm: '/api/speaker/delete-account/confirm',
  loginRedirect: '/api/login',
  analyticsTrack: '/api/analytics/track',
  analyticsDashboard: '/api/admin/analytics/dashboard',
  setting: (key: string) => `/api/settings/${encodeURIComponent(key)}`,
} as const;

export const currentUserQueryKey = [apiPaths.currentUser] as const;
