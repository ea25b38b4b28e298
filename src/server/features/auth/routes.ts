import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeReturnPath } from '../../../shared/domain/url';
import {
  authResponseSchema,
  authUserSchema,
  changeEmailSchema,
  changePasswordSchema,
  claimAccountSchema,
  accountDeletionSummarySchema,
  deleteAccountConfirmSchema,
  deleteAccountRequestSchema,
  deleteAccountTokenParamsSchema,
  loginSchema,
  messageResponseSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  pendingEmailResponseSchema,
  signupSchema,
  verifyEmailResponseSchema,
  verifyEmailSchema,
} from '../../../shared/contract/auth';
import { normalizeEmail } from '../../../shared/domain/email';
import { successSchema } from '../../../shared/contract/common';
import type { AppDeps } from '../../deps';
import { AppError, conflict, invalidField, unauthorized } from '../../errors';
import type { SessionTools } from '../../plugins/auth';
import { hitRateLimit, rateLimit, refuseIfOver } from '../../plugins/rate-limit';
import { findUserByEmail } from '../../auth/accounts';
import { accountDeletionPreview, deleteAccount } from './account-deletion';
import { sendLinkEmail } from './mail';
import {
  changePassword,
  claimAccount,
  confirmCurrentPassword,
  confirmEmailToken,
  createSpeaker,
  resetPassword,
  verifyCredentials,
} from './service';

export const ADMIN_INVALID_MESSAGE = 'Invalid credentials';
export const PASSWORD_RESET_SENT_MESSAGE =
  'If an account uses this address, we have e-mailed it a link to choose a new password. The link works once, for 1 hour.';
const LINK_MAILS_PER_HOUR = 3;

export async function authRoutes(app: FastifyInstance, opts: { deps: AppDeps; sessions: SessionTools }) {
  const { db, config, mailer } = opts.deps;
  const mail = { db, mailer, publicUrl: config.publicUrl };
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** A link e-mail to one address at most this often: a flood of requests cannot flood an inbox. */
  const underMailCap = async (key: string) => (await hitRateLimit(db, key, 3600)).count <= LINK_MAILS_PER_HOUR;
  const linkMailRule = {
    bucket: 'link-mails',
    max: LINK_MAILS_PER_HOUR,
    windowSeconds: 3600,
    message: 'We have already sent several e-mails to this address in the last hour. Please check your inbox, or try again later.',
  };
  const perUserLimit = async (reply: FastifyReply, key: string) => {
    const { count, resetAt } = await hitRateLimit(db, key, linkMailRule.windowSeconds);
    refuseIfOver(linkMailRule, reply, count, resetAt);
  };
  const limit = (bucket: string) =>
    rateLimit(db, {
      bucket,
      max: config.authRateLimitPerMinute,
      windowSeconds: 60,
      message: 'Too many attempts. Please wait a minute and try again.',
    });

  r.post(
    '/api/public/auth/signup',
    {
      onRequest: limit('signup'),
      schema: { tags: ['auth'], body: signupSchema, response: { 201: authResponseSchema, 202: pendingEmailResponseSchema } },
    },
    async (request, reply) => {
      const outcome = await createSpeaker(db, request.body);
      if (outcome.kind === 'claim-link-sent') {
        // Whoever typed the address gets no session: only the link sent to it opens the account.
        if (await underMailCap(`claim-mail:${outcome.email}`)) {
          await sendLinkEmail(mail, { id: outcome.userId, firstName: request.body.firstName }, 'claim-account', outcome.email);
        }
        return reply.status(202).send({
          message: `This address already has a free SpeakerPro feedback page. We have e-mailed a link to ${outcome.email}: open it to set your password and see your feedback.`,
        });
      }
      const { user } = outcome;
      await sendLinkEmail(mail, user, 'verify-email', user.email);
      await opts.sessions.startSession(request, reply, user);
      return reply.status(201).send({ user, message: 'Your speaker account has been created successfully!' });
    },
  );

  r.post(
    '/api/public/auth/verify-email',
    { onRequest: limit('verify-email'), schema: { tags: ['auth'], body: verifyEmailSchema, response: { 200: verifyEmailResponseSchema } } },
    async (request) => {
      const { user } = await confirmEmailToken(db, request.body.token);
      // The session (if any) carries the account as it was; the next request reads it anew.
      if (request.user?.id === user.id) request.user = user;
      return { message: `Your e-mail address ${user.email} is confirmed.`, email: user.email };
    },
  );

  r.post(
    '/api/account/resend-verification',
    { schema: { tags: ['auth'], response: { 202: pendingEmailResponseSchema } } },
    async (request, reply) => {
      const user = request.user!;
      if (user.emailVerified) return reply.status(202).send({ message: `Your e-mail address ${user.email} is already confirmed.` });
      await perUserLimit(reply, `resend-verification:${user.id}`);
      await sendLinkEmail(mail, user, 'verify-email', user.email);
      return reply.status(202).send({ message: `We have e-mailed a new confirmation link to ${user.email}.` });
    },
  );

  r.post(
    '/api/public/auth/password-reset',
    {
      onRequest: limit('password-reset'),
      schema: { tags: ['auth'], body: passwordResetRequestSchema, response: { 202: pendingEmailResponseSchema } },
    },
    async (request, reply) => {
      const user = await findUserByEmail(db, request.body.email);
      // Same answer, same status, whether or not the address has an account.
      if (user?.passwordHash && (await underMailCap(`reset-mail:${user.id}`))) {
        await sendLinkEmail(mail, user, 'password-reset', user.email);
      }
      return reply.status(202).send({ message: PASSWORD_RESET_SENT_MESSAGE });
    },
  );

  r.post(
    '/api/public/auth/password-reset/confirm',
    {
      onRequest: limit('password-reset-confirm'),
      schema: { tags: ['auth'], body: passwordResetConfirmSchema, response: { 200: messageResponseSchema } },
    },
    async (request, reply) => {
      await resetPassword(db, request.body.token, request.body.password);
      // resetPassword ended every session of the account, this browser's included.
      await opts.sessions.endSession(request, reply);
      return { message: 'Your password has been changed. Please sign in with your new password.' };
    },
  );

  r.post(
    '/api/public/auth/claim-account',
    { onRequest: limit('claim-account'), schema: { tags: ['auth'], body: claimAccountSchema, response: { 200: authResponseSchema } } },
    async (request, reply) => {
      const user = await claimAccount(db, request.body.token, request.body.password);
      await opts.sessions.startSession(request, reply, user);
      return { user, message: 'Your password is set. Welcome to SpeakerPro!' };
    },
  );

  r.post(
    '/api/account/change-password',
    {
      onRequest: limit('change-password'),
      schema: { tags: ['auth'], body: changePasswordSchema, response: { 200: messageResponseSchema } },
    },
    async (request, reply) => {
      await changePassword(db, request.user!.id, request.body.currentPassword, request.body.newPassword);
      await opts.sessions.revokeOtherSessions(request, reply);
      return { message: 'Your password has been changed. Every other device has been signed out.' };
    },
  );

  r.post(
    '/api/account/change-email',
    {
      onRequest: limit('change-email'),
      schema: { tags: ['auth'], body: changeEmailSchema, response: { 202: pendingEmailResponseSchema } },
    },
    async (request, reply) => {
      const user = request.user!;
      await confirmCurrentPassword(db, user.id, request.body.currentPassword);
      const newEmail = normalizeEmail(request.body.newEmail);
      if (newEmail === normalizeEmail(user.email)) {
        throw invalidField('newEmail', 'is already your address');
      }
      if (await findUserByEmail(db, newEmail)) throw conflict('An account with this email already exists.');
      await perUserLimit(reply, `change-email:${user.id}`);
      await sendLinkEmail(mail, user, 'change-email', newEmail);
      return reply.status(202).send({
        message: `We have e-mailed a confirmation link to ${newEmail}. Your address changes when you open it; until then you sign in with ${user.email}.`,
      });
    },
  );

  // Deleting an account: the password again, then a link to the account's address (1 hour, once),
  // whose page shows what goes before the speaker confirms.
  r.post(
    '/api/speaker-admin/delete-account',
    {
      onRequest: limit('delete-account'),
      schema: { tags: ['auth'], body: deleteAccountRequestSchema, response: { 202: pendingEmailResponseSchema } },
    },
    async (request, reply) => {
      const user = request.user!;
      await confirmCurrentPassword(db, user.id, request.body.currentPassword);
      await perUserLimit(reply, `delete-account:${user.id}`);
      await sendLinkEmail(mail, user, 'delete-account', user.email);
      return reply.status(202).send({
        message: `We have e-mailed a link to ${user.email}. Your account is deleted only when you open it and confirm; the link works once, for 1 hour.`,
      });
    },
  );

  r.get(
    '/api/public/auth/delete-account/:token',
    {
      onRequest: limit('delete-account-link'),
      schema: { tags: ['auth'], params: deleteAccountTokenParamsSchema, response: { 200: accountDeletionSummarySchema } },
    },
    async (request) => accountDeletionPreview(db, request.params.token),
  );

  r.post(
    '/api/public/auth/delete-account/confirm',
    {
      onRequest: limit('delete-account-link'),
      schema: { tags: ['auth'], body: deleteAccountConfirmSchema, response: { 200: accountDeletionSummarySchema } },
    },
    async (request, reply) => {
      const summary = await deleteAccount(opts.deps, request.body.token);
      // The sessions went with the account; this browser's cookie goes too.
      await opts.sessions.endSession(request, reply);
      return summary;
    },
  );

  r.post('/api/account/sign-out-everywhere', { schema: { tags: ['auth'], response: { 200: successSchema } } }, async (request, reply) => {
    await opts.sessions.revokeOtherSessions(request, reply, { all: true });
    return { success: true as const };
  });

  r.post(
    '/api/public/auth/login-email',
    { onRequest: limit('login'), schema: { tags: ['auth'], body: loginSchema, response: { 200: authResponseSchema } } },
    async (request, reply) => {
      const user = await verifyCredentials(db, request.body.email, request.body.password);
      await opts.sessions.startSession(request, reply, user);
      return { user, message: 'Logged in' };
    },
  );

  r.post(
    '/api/admin/login',
    { onRequest: limit('admin-login'), schema: { tags: ['auth'], body: loginSchema, response: { 200: authResponseSchema } } },
    async (request, reply) => {
      // A locked account (429) says so; every other failure gets the one answer below.
      const user = await verifyCredentials(db, request.body.email, request.body.password).catch((err: unknown) => {
        if (err instanceof AppError && err.statusCode === 429) throw err;
        return null;
      });
      // One answer for every failure, including a valid speaker trying the admin door.
      if (!user || user.role !== 'admin') throw unauthorized(ADMIN_INVALID_MESSAGE);
      await opts.sessions.startSession(request, reply, user);
      return { user, message: 'Signed in' };
    },
  );

  r.post('/api/public/auth/logout', { schema: { tags: ['auth'], response: { 200: successSchema } } }, async (request, reply) => {
    await opts.sessions.endSession(request, reply);
    return { success: true as const };
  });

  r.get('/api/account/user', { schema: { tags: ['auth'], response: { 200: authUserSchema } } }, async (request) => request.user!);

  r.get(
    '/api/public/login',
    {
      schema: {
        tags: ['auth'],
        hide: false,
        querystring: z.object({ returnTo: z.string().max(2000, 'must be at most 2000 characters').optional() }),
        response: { 302: z.null() },
      },
    },
    async (request, reply) => {
      // Back to the page that asked for a login, when it is a page of this site.
      const back = safeReturnPath(request.query.returnTo);
      return reply.redirect(back ? `/speaker/login?returnTo=${encodeURIComponent(back)}` : '/speaker/login', 302);
    },
  );
}
