import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../domain/constants';
import { successSchema } from './common';
import { defineOperation } from './operation';
import { planSummarySchema } from './plans';

const requiredText = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be a valid e-mail address'));

/** A password someone is choosing (sign-up, claim, reset, change); the server also refuses weak ones (zxcvbn score under 3). */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const signupSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailSchema,
  password: newPasswordSchema,
});
export type Signup = z.infer<typeof signupSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'is required').max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type Login = z.infer<typeof loginSchema>;

export const roleSchema = z.enum(['speaker', 'admin']);
export type Role = z.infer<typeof roleSchema>;

export const authUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  emailVerified: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** GET /api/account/user: the user, and a speaker's plan in short (null for the owner, who is on none). */
export const currentUserSchema = authUserSchema.extend({ plan: planSummarySchema.nullable() });
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const authResponseSchema = z.object({ user: authUserSchema, message: z.string() });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** An answer that promises an e-mail and nothing else (202): no session, nothing revealed. */
export const pendingEmailResponseSchema = z.object({ message: z.string() });
export type PendingEmailResponse = z.infer<typeof pendingEmailResponseSchema>;

/** The token from a link we e-mailed (base64url of 32 random bytes). */
export const emailTokenSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(200, 'must be at most 200 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'is not a valid link token');

export const verifyEmailSchema = z.object({ token: emailTokenSchema });
export const verifyEmailResponseSchema = z.object({ message: z.string(), email: z.string() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export const passwordResetConfirmSchema = z.object({ token: emailTokenSchema, password: newPasswordSchema });

export const claimAccountSchema = z.object({ token: emailTokenSchema, password: newPasswordSchema });

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'is required').max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`),
  newPassword: newPasswordSchema,
});

export const changeEmailSchema = z.object({
  newEmail: emailSchema,
  currentPassword: z.string().min(1, 'is required').max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`),
});

export const messageResponseSchema = z.object({ message: z.string() });

/** POST /api/speaker-admin/account-deletions: the current password again, then a link to the account's address. */
export const deleteAccountRequestSchema = z.object({
  currentPassword: z
    .string({ message: 'is required' })
    .min(1, 'is required')
    .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export const deleteAccountConfirmSchema = z.object({ token: emailTokenSchema });
export const deleteAccountTokenParamsSchema = z.object({ token: emailTokenSchema });

/** What deleting the account erases (before: what it would erase). */
export const accountDeletionSummarySchema = z.object({
  email: z.string(),
  events: z.number().int(),
  answers: z.number().int(),
  graphics: z.number().int(),
  files: z.number().int(),
});
export type AccountDeletionSummary = z.infer<typeof accountDeletionSummarySchema>;

/** GET /api/public/sessions/new: where to go once signed in (a page of this site; anything else is dropped). */
export const signInPageQuerySchema = z.object({ returnTo: z.string().max(2000, 'must be at most 2000 characters').optional() });

const tag = 'auth';

export const signUpOperation = defineOperation({
  id: 'signUp',
  method: 'POST',
  path: '/api/public/accounts',
  summary: 'Create a speaker account, then sign in with its password: the same answer whatever the address holds',
  description:
    'A new address gets the account and a link to confirm it; an address with a free page gets a link to claim it; an address with an account is told someone tried. Each is e-mailed; the answer is the same and opens no session.',
  tag,
  body: signupSchema,
  answers: { 202: pendingEmailResponseSchema },
  errors: [429],
});

export const signInOperation = defineOperation({
  id: 'signIn',
  method: 'POST',
  path: '/api/public/sessions',
  summary: 'Sign in with e-mail and password: the answer sets the session cookie',
  tag,
  body: loginSchema,
  answers: { 200: authResponseSchema },
  errors: [401, 429],
});

export const signOutOperation = defineOperation({
  id: 'signOut',
  method: 'DELETE',
  path: '/api/public/sessions/current',
  summary: "End this browser's session (nothing happens without one)",
  tag,
  answers: { 200: successSchema },
});

export const openSignInPageOperation = defineOperation({
  id: 'openSignInPage',
  method: 'GET',
  path: '/api/public/sessions/new',
  summary: 'Redirect to the sign-in page, which comes back to returnTo (a page of this site) once signed in',
  tag,
  query: signInPageQuerySchema,
  answers: { 302: null },
});

export const signInOwnerOperation = defineOperation({
  id: 'signInOwner',
  method: 'POST',
  path: '/api/admin/sessions',
  summary: "Sign in as the site's owner: one answer for every failure, a speaker's credentials included",
  tag,
  body: loginSchema,
  answers: { 200: authResponseSchema },
  errors: [429],
});

export const getCurrentUserOperation = defineOperation({
  id: 'getCurrentUser',
  method: 'GET',
  path: '/api/account/user',
  summary: "The signed-in user, with a speaker's plan in short (401 when nobody is signed in)",
  tag,
  answers: { 200: currentUserSchema },
});

export const verifyEmailOperation = defineOperation({
  id: 'verifyEmail',
  method: 'POST',
  path: '/api/public/email-verifications',
  summary: 'Confirm an e-mail address with the token from the link e-mailed to it',
  tag,
  body: verifyEmailSchema,
  answers: { 200: verifyEmailResponseSchema },
  errors: [409],
});

export const resendEmailVerificationOperation = defineOperation({
  id: 'resendEmailVerification',
  method: 'POST',
  path: '/api/account/email-verifications',
  summary: "E-mail a new confirmation link to the signed-in account's address",
  tag,
  answers: { 202: pendingEmailResponseSchema },
});

export const requestPasswordResetOperation = defineOperation({
  id: 'requestPasswordReset',
  method: 'POST',
  path: '/api/public/password-resets',
  summary: 'E-mail a link to choose a new password (the same answer whether or not the address has an account)',
  tag,
  body: passwordResetRequestSchema,
  answers: { 202: pendingEmailResponseSchema },
});

export const confirmPasswordResetOperation = defineOperation({
  id: 'confirmPasswordReset',
  method: 'POST',
  path: '/api/public/password-resets/confirmations',
  summary: "Choose the new password with the e-mailed link's token: every session of the account ends",
  description: 'The token travels in the body, not the path, so it stays out of access logs and Referer headers.',
  tag,
  body: passwordResetConfirmSchema,
  answers: { 200: messageResponseSchema },
});

export const claimAccountOperation = defineOperation({
  id: 'claimAccount',
  method: 'POST',
  path: '/api/public/account-claims',
  summary: 'Set the password of a free page account with the e-mailed link, and sign in',
  tag,
  body: claimAccountSchema,
  answers: { 200: authResponseSchema },
});

export const changePasswordOperation = defineOperation({
  id: 'changePassword',
  method: 'PUT',
  path: '/api/account/password',
  summary: 'Change the password (the current one again): every other device is signed out',
  tag,
  body: changePasswordSchema,
  answers: { 200: messageResponseSchema },
});

export const changeEmailOperation = defineOperation({
  id: 'changeEmail',
  method: 'PUT',
  path: '/api/account/email',
  summary: 'Ask to change the e-mail address: it changes when the link e-mailed to the new one is opened',
  tag,
  body: changeEmailSchema,
  answers: { 202: pendingEmailResponseSchema },
  errors: [409],
});

export const undoEmailChangeSchema = z.object({ token: emailTokenSchema });

export const undoEmailChangeOperation = defineOperation({
  id: 'undoEmailChange',
  method: 'POST',
  path: '/api/public/email-restorations',
  summary:
    'Give the account back the address it had before a change, with the link e-mailed to that address (7 days, once): every session ends',
  tag,
  body: undoEmailChangeSchema,
  answers: { 200: verifyEmailResponseSchema },
  errors: [409],
});

export const endAllSessionsOperation = defineOperation({
  id: 'endAllSessions',
  method: 'DELETE',
  path: '/api/account/sessions',
  summary: "End every session of the account, this browser's included",
  tag,
  answers: { 200: successSchema },
});

export const requestAccountDeletionOperation = defineOperation({
  id: 'requestAccountDeletion',
  method: 'POST',
  path: '/api/speaker-admin/account-deletions',
  summary: "Ask to delete the account (the current password again): a link to confirm is e-mailed to the account's address",
  tag,
  body: deleteAccountRequestSchema,
  answers: { 202: pendingEmailResponseSchema },
});

export const previewAccountDeletionOperation = defineOperation({
  id: 'previewAccountDeletion',
  method: 'GET',
  path: '/api/public/account-deletions/{token}',
  summary: 'What following the deletion link would erase; the link stays unused',
  tag,
  params: deleteAccountTokenParamsSchema,
  answers: { 200: accountDeletionSummarySchema },
});

export const confirmAccountDeletionOperation = defineOperation({
  id: 'confirmAccountDeletion',
  method: 'POST',
  path: '/api/public/account-deletions/confirmations',
  summary: "Delete the account for good with the e-mailed link's token: answers what was erased",
  tag,
  body: deleteAccountConfirmSchema,
  answers: { 200: accountDeletionSummarySchema },
});
