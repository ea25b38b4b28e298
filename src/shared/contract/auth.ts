import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../domain/constants';

const requiredText = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be a valid e-mail address'));

/** A password someone is choosing (sign-up, claim, reset, change); the server also refuses common ones. */
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

/** POST /api/speaker/delete-account: the current password again, then a link to the account's address. */
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
