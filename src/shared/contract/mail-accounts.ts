import { z } from 'zod';
import { defineOperation } from './operation';

/** Mail providers a speaker may connect; only Gmail works today, Outlook is shown as 'Coming Soon'. */
export const MAIL_PROVIDERS = ['gmail', 'outlook'] as const;
export type MailProvider = (typeof MAIL_PROVIDERS)[number];

/** Google scopes: SMTP with XOAUTH2 needs the full mail scope; openid + email name the account. */
export const GMAIL_SCOPES = ['https://mail.google.com/', 'openid', 'email'] as const;

/** An authorization started with connect must come back within this time. */
export const OAUTH_STATE_TTL_MINUTES = 10;

/** Said to speakers, who cannot act on server settings: what it means for them, no variable names. */
export const GMAIL_NOT_CONFIGURED_MESSAGE =
  'Connecting a Gmail account is not available on this site yet. Your e-mails are sent by SpeakerPro in your name, and replies come to you.';
export const OUTLOOK_NOT_AVAILABLE_MESSAGE = 'Outlook is not available yet. It is coming soon.';
export const NO_GMAIL_ACCOUNT_MESSAGE = 'No Gmail account is connected.';

/** The toasts for the mail connection (title and description). */
export const MAIL_TOASTS = {
  connectFailed: { title: 'Authentication Failed', description: 'Unable to connect to Gmail. Please try again.' },
  disconnected: { title: 'Disconnected Successfully', description: 'Your email account has been disconnected.' },
} as const;

/**
 * Why the provider's redirect back to us did not connect the account: the callback sends the browser
 * to /email-integration?error=<code>, and the page explains the code with this text.
 */
export const CONNECT_ERROR_REASONS = {
  access_denied: 'Access was not granted on the Google consent screen.',
  invalid_state: 'The sign-in link was already used or has expired (links last 10 minutes). Please start again.',
  session_mismatch: 'The Google sign-in was started from another SpeakerPro session. Please sign in and start again.',
  not_configured: 'Gmail is not configured on this server.',
  token_exchange_failed: 'Google did not accept the authorization. Please try again.',
  insufficient_scope: 'Permission to send e-mail was not granted. Please allow SpeakerPro to send e-mail on your behalf.',
  no_refresh_token: 'Google did not grant lasting access. Please try again.',
  no_email: 'Google did not tell us the address of the account.',
  provider_error: 'Google reported an error. Please try again.',
} as const;
export type ConnectErrorCode = keyof typeof CONNECT_ERROR_REASONS;

export function connectErrorReason(code: string | null | undefined): string {
  if (code && Object.hasOwn(CONNECT_ERROR_REASONS, code)) return CONNECT_ERROR_REASONS[code as ConnectErrorCode];
  return CONNECT_ERROR_REASONS.provider_error;
}

/** One connected (or broken) mail account; the tokens never leave the server. */
export const mailAuthenticationSchema = z.object({
  provider: z.enum(MAIL_PROVIDERS),
  email: z.string().nullable(),
  scope: z.string().nullable(),
  isActive: z.boolean(),
  /** When the account was (last) connected. */
  connectedAt: z.string(),
  createdAt: z.string(),
  /** Why the account stopped working (e.g. Google revoked access), when it is not active. */
  lastError: z.string().nullable(),
});
export type MailAuthentication = z.infer<typeof mailAuthenticationSchema>;

/** GET /api/speaker-admin/mail-accounts */
export const authStatusSchema = z.object({
  authentications: z.array(mailAuthenticationSchema),
  /** Whether each provider can be connected on this server. */
  providers: z.object({
    gmail: z.object({ configured: z.boolean() }),
    outlook: z.object({ configured: z.boolean() }),
  }),
});
export type AuthStatus = z.infer<typeof authStatusSchema>;

export const providerParamsSchema = z.object({
  provider: z.enum(MAIL_PROVIDERS, { message: `must be one of ${MAIL_PROVIDERS.join(', ')}` }),
});

/** PUT /api/speaker-admin/mail-accounts/{provider}: where to send the browser. */
export const connectResponseSchema = z.object({ authUrl: z.string() });
export type ConnectResponse = z.infer<typeof connectResponseSchema>;

/** DELETE /api/speaker-admin/mail-accounts/{provider} */
export const disconnectResponseSchema = z.object({
  disconnected: z.boolean(),
  message: z.string(),
});
export type DisconnectResponse = z.infer<typeof disconnectResponseSchema>;

/** POST /api/speaker-admin/mail-accounts/{provider}/test-messages: the SMTP login (XOAUTH2) and a test message to the account's own address. */
export const testConnectionResponseSchema = z.object({
  success: z.boolean(),
  email: z.string().nullable(),
  message: z.string(),
});
export type TestConnectionResponse = z.infer<typeof testConnectionResponseSchema>;

/** The provider's redirect back: any value may be missing or odd, and every outcome is a redirect. */
const optionalQueryText = z.string().max(4096).optional().catch(undefined);
export const oauthCallbackQuerySchema = z.object({
  code: optionalQueryText,
  state: optionalQueryText,
  error: optionalQueryText,
});

const tag = 'mail-accounts';

export const listMailAccountsOperation = defineOperation({
  id: 'listMailAccounts',
  method: 'GET',
  path: '/api/speaker-admin/mail-accounts',
  summary: "The speaker's connected mail accounts and which providers this site can connect",
  tag,
  answers: { 200: authStatusSchema },
});

export const connectMailAccountOperation = defineOperation({
  id: 'connectMailAccount',
  method: 'PUT',
  path: '/api/speaker-admin/mail-accounts/{provider}',
  summary: "Start connecting a mail account: answers the provider's authorization address to send the browser to",
  tag,
  params: providerParamsSchema,
  answers: { 200: connectResponseSchema },
  errors: [503],
});

export const disconnectMailAccountOperation = defineOperation({
  id: 'disconnectMailAccount',
  method: 'DELETE',
  path: '/api/speaker-admin/mail-accounts/{provider}',
  summary: 'Disconnect a mail account: its tokens are deleted and mail goes out from SpeakerPro again',
  tag,
  params: providerParamsSchema,
  answers: { 200: disconnectResponseSchema },
});

export const sendMailAccountTestMessageOperation = defineOperation({
  id: 'sendMailAccountTestMessage',
  method: 'POST',
  path: '/api/speaker-admin/mail-accounts/{provider}/test-messages',
  summary: 'Send a test message through the connected account to its own address',
  tag,
  params: providerParamsSchema,
  answers: { 200: testConnectionResponseSchema },
});

export const completeGmailConnectionOperation = defineOperation({
  id: 'completeGmailConnection',
  method: 'GET',
  path: '/api/public/mail-accounts/gmail/callback',
  summary: "Google's redirect back after consent: every outcome redirects to the e-mail integration page",
  description:
    'The OAuth redirection endpoint. Google is told the first address (/api/auth/gmail/callback, an alias of this one), since it must match the redirect URI registered with Google.',
  tag,
  query: oauthCallbackQuerySchema,
  answers: { 302: null },
});
