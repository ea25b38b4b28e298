/** API endpoints the web app calls; the user URL doubles as the query key every page shares. */
export const apiPaths = {
  speakerSignup: '/api/public/auth/signup',
  speakerLogin: '/api/public/auth/login-email',
  adminLogin: '/api/admin/login',
  logout: '/api/public/auth/logout',
  currentUser: '/api/account/user',
  verifyEmail: '/api/public/auth/verify-email',
  resendVerification: '/api/account/resend-verification',
  passwordReset: '/api/public/auth/password-reset',
  passwordResetConfirm: '/api/public/auth/password-reset/confirm',
  claimAccount: '/api/public/auth/claim-account',
  changePassword: '/api/account/change-password',
  changeEmail: '/api/account/change-email',
  signOutEverywhere: '/api/account/sign-out-everywhere',
  deleteAccount: '/api/speaker-admin/delete-account',
  deleteAccountPreview: (token: string) => `/api/public/auth/delete-account/${encodeURIComponent(token)}`,
  deleteAccountConfirm: '/api/public/auth/delete-account/confirm',
  loginRedirect: '/api/public/login',
} as const;

export const currentUserQueryKey = [apiPaths.currentUser] as const;
