import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { safeReturnPath } from '../../../shared/domain/url';
import {
  changeEmailOperation,
  changePasswordOperation,
  claimAccountOperation,
  confirmAccountDeletionOperation,
  confirmPasswordResetOperation,
  endAllSessionsOperation,
  getCurrentUserOperation,
  openSignInPageOperation,
  previewAccountDeletionOperation,
  requestAccountDeletionOperation,
  requestPasswordResetOperation,
  resendEmailVerificationOperation,
  signInOperation,
  signInOwnerOperation,
  signOutOperation,
  signUpOperation,
  undoEmailChangeOperation,
  verifyEmailOperation,
} from '../../../shared/contract/auth';
import { normalizeEmail } from '../../../shared/domain/email';
import { operationRoute } from '../../http/operations';
import type { AppDeps } from '../../deps';
import { AppError, conflict, invalidField, unauthorized } from '../../errors';
import type { SessionTools } from '../../plugins/auth';
import { hitRateLimit, rateLimit, refuseIfOver } from '../../plugins/rate-limit';
import { findUserByEmail } from '../../auth/accounts';
import { planSummaryOf } from '../../domain/plans';
import { accountDeletionPreview, deleteAccount } from './account-deletion';
import { sendLinkEmail, sendSignUpAttemptEmail } from './mail';
import {
  changePassword,
  claimAccount,
  confirmCurrentPassword,
  confirmEmailToken,
  createSpeaker,
  resetPassword,
  undoEmailChange,
  verifyCredentials,
} from './service';

export const ADMIN_INVALID_MESSAGE = 'Invalid credentials';
export const PASSWORD_RESET_SENT_MESSAGE =
  'If an account uses this address, we have e-mailed it a link to choose a new password. The link works once, for 1 hour.';
const LINK_MAILS_PER_HOUR = 3;
/** The one answer to a sign-up, whatever the address holds; true in every case, as each queues an e-mail to it. */
export const signUpSentMessage = (email: string) =>
  `Check your e-mail: we have sent a message to ${email} that tells you how to continue. If it does not arrive within a few minutes, look in your spam folder.`;

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

  // Each limit is counted per bucket name and address, not per path: an old address of a route
  // carries the route's own hooks (compat/deprecated-aliases.ts), so it counts in the same bucket.
  r.route({
    ...operationRoute(signUpOperation),
    onRequest: limit('signup'),
    handler: async (request, reply) => {
      // One answer whatever the address holds (new, a free page, an account): what happened is
      // told only in the e-mail to the address. The cap counts sign-ups for the address, whoever
      // holds it, so reaching it tells nothing either.
      const email = normalizeEmail(request.body.email);
      const outcome = await createSpeaker(db, request.body, () => perUserLimit(reply, `signup-mail:${email}`));
      if (outcome.kind === 'created') await sendLinkEmail(mail, outcome.user, 'verify-email', email);
      // Whoever typed the address gets no session: only the link sent to it opens a free page.
      else if (outcome.kind === 'free-page')
        await sendLinkEmail(mail, { id: outcome.userId, firstName: request.body.firstName }, 'claim-account', email);
      else await sendSignUpAttemptEmail(mail, outcome);
      return reply.status(202).send({ message: signUpSentMessage(email) });
    },
  });

  r.route({
    ...operationRoute(verifyEmailOperation),
    onRequest: limit('verify-email'),
    handler: async (request) => {
      const { user, previousEmail } = await confirmEmailToken(db, request.body.token);
      // The address given up is told, with a link that gives it back (someone else may have made the change).
      if (previousEmail) await sendLinkEmail(mail, user, 'undo-email-change', previousEmail, user.email);
      // The session (if any) carries the account as it was; the next request reads it anew.
      if (request.user?.id === user.id) request.user = user;
      return { message: `Your e-mail address ${user.email} is confirmed.`, email: user.email };
    },
  });

  r.route({
    ...operationRoute(undoEmailChangeOperation),
    onRequest: limit('undo-email-change'),
    handler: async (request, reply) => {
      const user = await undoEmailChange(db, request.body.token);
      // undoEmailChange ended every session of the account; this browser's cookie goes too.
      await opts.sessions.endSession(request, reply);
      return {
        message: `Your account's e-mail address is ${user.email} again, and every device has been signed out. Choose a new password now with "Forgot your password?".`,
        email: user.email,
      };
    },
  });

  r.route({
    ...operationRoute(resendEmailVerificationOperation),
    handler: async (request, reply) => {
      const user = request.user!;
      if (user.emailVerified) return reply.status(202).send({ message: `Your e-mail address ${user.email} is already confirmed.` });
      await perUserLimit(reply, `resend-verification:${user.id}`);
      await sendLinkEmail(mail, user, 'verify-email', user.email);
      return reply.status(202).send({ message: `We have e-mailed a new confirmation link to ${user.email}.` });
    },
  });

  r.route({
    ...operationRoute(requestPasswordResetOperation),
    onRequest: limit('password-reset'),
    handler: async (request, reply) => {
      const user = await findUserByEmail(db, request.body.email);
      // Same answer, same status, whether or not the address has an account.
      if (user?.passwordHash && (await underMailCap(`reset-mail:${user.id}`))) {
        await sendLinkEmail(mail, user, 'password-reset', user.email);
      }
      return reply.status(202).send({ message: PASSWORD_RESET_SENT_MESSAGE });
    },
  });

  r.route({
    ...operationRoute(confirmPasswordResetOperation),
    onRequest: limit('password-reset-confirm'),
    handler: async (request, reply) => {
      await resetPassword(db, request.body.token, request.body.password);
      // resetPassword ended every session of the account, this browser's included.
      await opts.sessions.endSession(request, reply);
      return { message: 'Your password has been changed. Please sign in with your new password.' };
    },
  });

  r.route({
    ...operationRoute(claimAccountOperation),
    onRequest: limit('claim-account'),
    handler: async (request, reply) => {
      const user = await claimAccount(db, request.body.token, request.body.password);
      await opts.sessions.startSession(request, reply, user);
      return { user, message: 'Your password is set. Welcome to SpeakerPro!' };
    },
  });

  r.route({
    ...operationRoute(changePasswordOperation),
    onRequest: limit('change-password'),
    handler: async (request, reply) => {
      await changePassword(db, request.user!.id, request.body.currentPassword, request.body.newPassword);
      await opts.sessions.revokeOtherSessions(request, reply);
      return { message: 'Your password has been changed. Every other device has been signed out.' };
    },
  });

  r.route({
    ...operationRoute(changeEmailOperation),
    onRequest: limit('change-email'),
    handler: async (request, reply) => {
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
  });

  // Deleting an account: the password again, then a link to the account's address (1 hour, once),
  // whose page shows what goes before the speaker confirms.
  r.route({
    ...operationRoute(requestAccountDeletionOperation),
    onRequest: limit('delete-account'),
    handler: async (request, reply) => {
      const user = request.user!;
      await confirmCurrentPassword(db, user.id, request.body.currentPassword);
      await perUserLimit(reply, `delete-account:${user.id}`);
      await sendLinkEmail(mail, user, 'delete-account', user.email);
      return reply.status(202).send({
        message: `We have e-mailed a link to ${user.email}. Your account is deleted only when you open it and confirm; the link works once, for 1 hour.`,
      });
    },
  });

  r.route({
    ...operationRoute(previewAccountDeletionOperation),
    onRequest: limit('delete-account-link'),
    handler: async (request) => accountDeletionPreview(db, request.params.token),
  });

  r.route({
    ...operationRoute(confirmAccountDeletionOperation),
    onRequest: limit('delete-account-link'),
    handler: async (request, reply) => {
      const summary = await deleteAccount(opts.deps, request.body.token);
      // The sessions went with the account; this browser's cookie goes too.
      await opts.sessions.endSession(request, reply);
      return summary;
    },
  });

  r.route({
    ...operationRoute(endAllSessionsOperation),
    handler: async (request, reply) => {
      await opts.sessions.revokeOtherSessions(request, reply, { all: true });
      return { success: true as const };
    },
  });

  r.route({
    ...operationRoute(signInOperation),
    onRequest: limit('login'),
    handler: async (request, reply) => {
      const user = await verifyCredentials(db, request.body.email, request.body.password);
      await opts.sessions.startSession(request, reply, user);
      return { user, message: 'Logged in' };
    },
  });

  // Under /api/admin/ but open before the owner is signed in (http/route-sets.ts says so).
  r.route({
    ...operationRoute(signInOwnerOperation),
    onRequest: limit('admin-login'),
    handler: async (request, reply) => {
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
  });

  r.route({
    ...operationRoute(signOutOperation),
    handler: async (request, reply) => {
      await opts.sessions.endSession(request, reply);
      return { success: true as const };
    },
  });

  r.route({
    ...operationRoute(getCurrentUserOperation),
    handler: async (request) => {
      const user = request.user!;
      return { ...user, plan: user.role === 'speaker' ? await planSummaryOf(db, user.id) : null };
    },
  });

  r.route({
    ...operationRoute(openSignInPageOperation),
    handler: async (request, reply) => {
      // Back to the page that asked for a login, when it is a page of this site.
      const back = safeReturnPath(request.query.returnTo);
      return reply.redirect(back ? `/speaker/login?returnTo=${encodeURIComponent(back)}` : '/speaker/login', 302);
    },
  });
}
