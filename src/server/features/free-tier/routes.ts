import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createFreePageSignup,
  createFreePageWizardSignup,
  getSpeakerData as getSpeakerDataOperation,
  getSpeakerPageQrCode,
  sendReferrals,
  submitFreePageAnswer,
  uploadGiftFile,
} from '../../../shared/contract/free-tier';
import { operationRoute } from '../../http/operations';
import { normalizeEmail } from '../../../shared/domain/email';
import {
  ANONYMOUS_UPLOADS_PER_HOUR,
  FREE_TIER_MESSAGES as M,
  GIFT_FILE_MAX_BYTES,
  freePageMailedMessage,
  type ContentType,
} from '../../../shared/domain/free-tier';
import type { AppDeps } from '../../deps';
import { clientLimitKey, hitRateLimit, memoryRateLimit, rateLimit, refuseIfOver } from '../../plugins/rate-limit';
import { fileUrl } from '../../storage/storage';
import { qrPng } from '../../graphics/qr';
import { readSingleFile } from '../../http/multipart';
import { emailMarketingOptOuts } from '../../domain/consent-rules';
import { queueReferralEmail, speakerPageUrl } from './qr-email';
import {
  findSpeakerPage,
  getSpeakerData,
  signUpFreeSpeaker,
  submitFreeTierFeedback,
  type FreeSignupInput,
  type SubmitAnswer,
} from './service';
import { notifyOwnerOfUrgentLeads, ownerLeadDeps } from '../../domain/owner-leads';
import { chargeAnonymousUpload, checkFreeTierGift } from './uploads';

// Per client address. Sign-ups and uploads are anonymous, so each is capped; referrals send e-mail
// to addresses a stranger typed, so they are capped hardest.
export const FREE_SIGNUPS_PER_HOUR = 20;
/** Free-page e-mails (a page's link, or "someone tried") to one address in an hour, from any client. */
export const FREE_PAGE_MAILS_PER_HOUR = 3;
export const GIFT_UPLOADS_PER_HOUR = ANONYMOUS_UPLOADS_PER_HOUR;
const REFERRAL_REQUESTS_PER_HOUR = 5;
/** Addresses one client may have invited in a day, whatever came of each: one form's worth of friends. */
export const REFERRAL_ADDRESSES_PER_DAY = 3;
/** How long an address, once invited by anyone, is not invited again (besides the once-ever invitation's idempotency key). */
const REFERRAL_RECIPIENT_WINDOW_SECONDS = 30 * 24 * 3600;
const DAY_SECONDS = 24 * 3600;

/** The free QR feedback pages' API. `submitAnswer`: the feedback feature's storing of an answer (given where the app is composed). */
export async function freeTierRoutes(app: FastifyInstance, opts: { deps: AppDeps; submitAnswer: SubmitAnswer }) {
  const { db, config, mailer, storage } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signupLimit = rateLimit(db, { bucket: 'free-tier-signup', max: FREE_SIGNUPS_PER_HOUR, windowSeconds: 3600 });

  /** Free-page e-mails to one address at most this often, whoever holds it: a flood of sign-ups cannot flood an inbox. */
  const pageMailRule = {
    bucket: 'free-page-mails',
    max: FREE_PAGE_MAILS_PER_HOUR,
    windowSeconds: 3600,
    message: 'We have already sent several e-mails to this address in the last hour. Please check your inbox, or try again later.',
  };

  /**
   * The one signup: the wizard and the single page send their own shapes, each turned into the
   * same input. Every address gets the same answer (decision 088); what became of it (a page made,
   * the page it had, or an account that makes no page) is in the e-mail queued to it.
   */
  async function signUp(request: FastifyRequest, reply: FastifyReply, input: FreeSignupInput, contentType: ContentType) {
    const email = normalizeEmail(input.email);
    const admit = async () => {
      const { count, resetAt } = await hitRateLimit(db, `${pageMailRule.bucket}:${email}`, pageMailRule.windowSeconds);
      refuseIfOver(pageMailRule, reply, count, resetAt);
    };
    await signUpFreeSpeaker(db, input, { mailer, publicUrl: config.publicUrl, contentType }, admit);
    // Any request stored is told to the owner now (if that fails, the hourly sweep tells them later).
    // Run whatever the outcome, so an address with an account (which stores none) takes as long.
    await notifyOwnerOfUrgentLeads(ownerLeadDeps(opts.deps)).catch((err: unknown) =>
      request.log.warn({ err }, 'owner not yet told of a new request'),
    );
    return reply.status(202).send({ success: true as const, message: freePageMailedMessage(email, mailer.transport) });
  }

  r.route({
    ...operationRoute(createFreePageWizardSignup),
    onRequest: signupLimit,
    handler: async (request, reply) => {
      const body = request.body;
      const input: FreeSignupInput = {
        source: 'wizard',
        name: body.name,
        email: body.email,
        phone: body.phone,
        contentTypes: [body.contentType],
        contentTitle: body.contentTitle,
        giftTitle: body.giftTitle,
        giftUrl: body.giftUrl,
        accessCode: body.accessCode,
        answers: body,
        whatsappPhone: body.whatsappInterest.interested ? body.whatsappInterest.phoneNumber : null,
        agentIntro: body.agentIntroInterest.interested,
        marketingConsent: body.marketingConsent,
      };
      return signUp(request, reply, input, body.contentType);
    },
  });

  r.route({
    ...operationRoute(createFreePageSignup),
    onRequest: signupLimit,
    handler: async (request, reply) => {
      const body = request.body;
      const input: FreeSignupInput = {
        source: 'single-page',
        name: body.name,
        email: body.email,
        phone: body.phone,
        contentTypes: body.contentTypes,
        contentTitle: body.contentTitle,
        giftTitle: body.giftTitle,
        giftUrl: body.giftUrl,
        accessCode: body.accessCode,
        answers: body,
        // The single page asks neither for the WhatsApp community nor for agent introductions.
        whatsappPhone: null,
        agentIntro: false,
        marketingConsent: body.marketingConsent,
      };
      return signUp(request, reply, input, body.contentTypes[0]!);
    },
  });

  r.route({ ...operationRoute(getSpeakerDataOperation), handler: async (request) => getSpeakerData(db, request.params.slug) });

  // The page's QR code (for older /free-tier-success?id= links and reprints); the page's address is public anyway.
  r.route({
    ...operationRoute(getSpeakerPageQrCode),
    handler: async (request, reply) => {
      const { profile } = await findSpeakerPage(db, request.params.slug);
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=3600')
        .header('content-disposition', `inline; filename="speakerpro-qr-${profile.slug}.png"`)
        .send(await qrPng(speakerPageUrl(config.publicUrl, profile.slug)));
    },
  });

  r.route({
    ...operationRoute(submitFreePageAnswer),
    // Same flood guard as the talk form: a whole audience may answer from one Wi-Fi address.
    onRequest: memoryRateLimit({ bucket: 'free-tier-feedback', max: config.feedbackRateLimitPerMinute, windowSeconds: 60 }),
    handler: async (request, reply) => {
      const outcome = await submitFreeTierFeedback(db, opts.submitAnswer, request.body);
      return outcome.kind === 'stored' ? reply.status(201).send(outcome.response) : reply.status(202).send(outcome.response);
    },
  });

  r.route({
    ...operationRoute(uploadGiftFile),
    onRequest: rateLimit(db, { bucket: 'upload-file', max: GIFT_UPLOADS_PER_HOUR, windowSeconds: 3600, message: M.uploadQuotaReached }),
    handler: async (request) => {
      // The form also sends type=gift; gifts are the only kind this anonymous upload accepts.
      const upload = await readSingleFile(request, 'file', GIFT_FILE_MAX_BYTES, M.fileTooLarge);
      const checked = await checkFreeTierGift(upload.bytes, upload.clientName);
      await chargeAnonymousUpload(db, clientLimitKey(request), upload.bytes.length);
      const file = await storage.save({
        // Anonymous (pending: not served, deleted after a day) until the wizard's signup claims it
        // for the new speaker (even if someone is signed in: the wizard may be for another address).
        ownerUserId: null,
        kind: 'gift',
        originalName: checked.fileName,
        mimeType: checked.mimeType,
        bytes: upload.bytes,
      });
      return { fileUrl: fileUrl(file), fileName: file.originalName };
    },
  });

  r.route({
    ...operationRoute(sendReferrals),
    onRequest: rateLimit(db, { bucket: 'free-tier-referrals', max: REFERRAL_REQUESTS_PER_HOUR, windowSeconds: 3600 }),
    handler: async (request, reply) => {
      // referrerName is still accepted (older pages send it) but never used: see queueReferralEmail.
      const addresses = [...new Set(request.body.speakerFriends.map((f) => normalizeEmail(f.email)))];
      // Per sender: every address asked for counts (sent, skipped or opted out alike), so a client
      // reaches REFERRAL_ADDRESSES_PER_DAY strangers a day, not requests × friends; a request that
      // would go over is refused whole, before anything is queued.
      let sender = { count: 0, resetAt: new Date() };
      for (const _address of addresses)
        sender = await hitRateLimit(db, `free-tier-referral-addresses:${clientLimitKey(request)}`, DAY_SECONDS);
      refuseIfOver(
        {
          bucket: 'free-tier-referral-addresses',
          max: REFERRAL_ADDRESSES_PER_DAY,
          windowSeconds: DAY_SECONDS,
          message: `You can invite up to ${REFERRAL_ADDRESSES_PER_DAY} people a day. Nothing was sent; please try again tomorrow.`,
        },
        reply,
        sender.count,
        sender.resetAt,
      );
      const optedOut = await emailMarketingOptOuts(db, addresses);
      let emailsSent = 0;
      let alreadyInvited = 0;
      for (const to of addresses) {
        if (optedOut.has(to)) continue;
        // Per recipient, across every sender: one invitation in the window, whatever became of the last one's outbox row.
        if ((await hitRateLimit(db, `free-tier-referral-to:${to}`, REFERRAL_RECIPIENT_WINDOW_SECONDS)).count > 1) {
          alreadyInvited += 1;
          continue;
        }
        const { created } = await queueReferralEmail(mailer, db, config.publicUrl, to);
        if (created) emailsSent += 1;
        else alreadyInvited += 1;
      }
      return { success: true, emailsSent, skipped: optedOut.size + alreadyInvited };
    },
  });
}
