/** Every client-side route; links and redirects use these instead of string literals. */
export const paths = {
  home: '/',
  blog: '/blog',
  speakerLogin: '/speaker/login',
  speakerSignup: '/speaker/signup',
  speakerDashboard: '/speaker/dashboard',
  speakerSlugDashboard: '/speaker/:slug/dashboard',
  speakerAccount: '/speaker/account',
  speakerWebhooks: '/speaker/webhooks',
  /** Where Stripe Checkout returns the speaker (the server's checkout names it in success_url). */
  billingReturn: '/billing/return',
  deleteAccount: '/speaker/delete-account',
  forgotPassword: '/forgot-password',
  // The next four are opened from links in e-mails (`?token=...`); the server builds the same URLs.
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  claimAccount: '/claim-account',
  undoEmailChange: '/undo-email-change',
  adminSignin: '/admin-signin',
  admin: '/admin',
} as const;

/** The plans and their prices, a page made on the server (not one of the app's routes): links to it load it from the server. */
export const PRICING_PATH = '/pricing';
