import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { SpeakerData, FreeTierFeedbackResponse, freeTierFeedbackSchema } from '../../../shared/contract/free-tier';
import type { PendingAnswerResponse, SubmitFeedbackResponse, submitFeedbackSchema } from '../../../shared/contract/feedback';
import { isUploadedFilePath, uploadedFileIdOf } from '../../../shared/contract/profile';
import { normalizeEmail } from '../../../shared/domain/email';
import { FREE_BOOK_PATH, FREE_TIER_MESSAGES, defaultContentTitle, type ContentType } from '../../../shared/domain/free-tier';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { events, files, freeTierSignups, marketingConsents, speakerProfiles, users } from '../../db/schema';
import { MARKETING_CONSENT_WORDING } from '../../../shared/domain/audiences';
import { badRequest, notFound } from '../../errors';
import { fileUrl } from '../../storage/storage';
import { findUserByEmail } from '../../auth/accounts';
import { recordLead } from '../../domain/owner-leads';
import { readDefaultGift } from '../../domain/default-gift';
import type { Mailer } from '../../mail/mailer';
import { queueFreePageAttemptEmail, queueQrCodeEmail, speakerPageUrl } from './qr-email';
import { qrPng } from '../../graphics/qr';
import {
  SPEAKER_NOT_FOUND_MESSAGE,
  getProfileByUserId,
  slugFor,
  splitName,
  withSlugRetry,
  type ProfileRow,
} from '../../domain/speaker-profiles';

export interface FreeSignupInput {
  source: 'wizard' | 'single-page';
  name: string;
  email: string;
  phone: string;
  contentTypes: string[];
  contentTitle: string | null;
  giftTitle: string;
  giftUrl: string;
  accessCode: string | null;
  /** Everything the form sent, kept for the owner (sharing, friends, WhatsApp, agent interest). */
  answers: Record<string, unknown>;
  /** The number to add to the WhatsApp community, when they asked to join. */
  whatsappPhone: string | null;
  /** They asked to be introduced to speaking agents. */
  agentIntro: boolean;
  /** They agreed to marketing e-mail from SpeakerPro. */
  marketingConsent: boolean;
}

/**
 * What a free sign-up did, told only in the e-mail to the address: a page made now, the page the
 * address already had (left as it was), or nothing, since the address has an account.
 */
export type FreeSignupOutcome =
  { kind: 'page'; profile: ProfileRow; eventId: number; existing: boolean } | { kind: 'account'; email: string };

const defaultGiftUnavailable = () =>
  badRequest(FREE_TIER_MESSAGES.defaultGiftUnavailable, {
    fields: [{ field: 'giftUrl', message: 'must be your own gift: the free SpeakerPro gift is not on offer right now' }],
  });

// Also what a wizard finishing more than a day after its upload gets (the file was purged).
const invalidGiftFile = () =>
  badRequest(FREE_TIER_MESSAGES.giftFileExpired, {
    fields: [{ field: 'giftUrl', message: 'must be a file uploaded for this gift' }],
  });

/** The id in an uploaded file's path, '' for a malformed one, or null for any other link. */
function uploadedFileId(url: string): string | null {
  const id = uploadedFileIdOf(url);
  if (id === null) return null;
  return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : '';
}

/** The event behind a speaker's free page: the one recorded with their first free signup. */
async function pageEventId(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ eventId: events.id })
    .from(freeTierSignups)
    .innerJoin(events, and(eq(events.id, sql<number>`(${freeTierSignups.payload}->>'eventId')::int`), eq(events.speakerUserId, userId)))
    .where(eq(freeTierSignups.speakerUserId, userId))
    .orderBy(asc(freeTierSignups.id))
    .limit(1);
  return row?.eventId ?? null;
}

/**
 * A free signup (wizard or single page). A new address gets a speaker account without a password
 * (claimed later at /speaker/signup), a free profile with a unique slug, and one event that backs
 * the public page /feedback/{slug}. The same address again reuses that speaker, profile and event:
 * nothing is duplicated, and nothing is overwritten, since no one proved they own the address (a
 * stranger could otherwise swap a speaker's gift link). An address with a real account (a password,
 * or the admin) gets no page. Whichever it was, the e-mail queued to the address in the same
 * transaction is the only place that says so: the page's link and QR code, or that someone tried.
 * `admit` (the per-address mail cap) runs once the request is known to be valid, before anything is written.
 */
export async function signUpFreeSpeaker(
  db: Db,
  input: FreeSignupInput,
  mail: { mailer: Mailer; publicUrl: string; contentType: ContentType },
  admit: () => Promise<void>,
): Promise<FreeSignupOutcome> {
  const email = normalizeEmail(input.email);
  const { firstName, lastName } = splitName(input.name);
  const contentTitle = input.contentTitle ?? defaultContentTitle(input.name);
  const giftFileId = uploadedFileId(input.giftUrl);
  if (giftFileId === '') throw invalidGiftFile();
  // "The free SpeakerPro gift" is the one the owner set up, copied to the new page as it is now.
  let chosen = { title: input.giftTitle, url: input.giftUrl, accessCode: input.accessCode, description: null as string | null };
  if (input.giftUrl === FREE_BOOK_PATH) {
    const offered = await readDefaultGift(db);
    if (!offered) throw defaultGiftUnavailable();
    chosen = { title: offered.title, url: offered.url, accessCode: offered.accessCode, description: offered.description };
  }
  await admit();

  const outcome = await withSlugRetry(() =>
    db.transaction(async (tx): Promise<FreeSignupOutcome> => {
      // One signup per address at a time: a double click cannot make two events.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`free-tier:${email}`}))`);
      let user = await findUserByEmail(tx, email);
      if (user && (user.passwordHash !== null || user.role !== 'speaker')) {
        // Its owner signs in instead; nothing is stored for a request whose sender may not own the address.
        await queueFreePageAttemptEmail(mail.mailer, tx, mail.publicUrl, { email: user.email, name: user.firstName });
        // A page's e-mail carries its QR code, and drawing it is most of a sign-up's time: draw one
        // here too, so the answer's timing does not tell an account from a page.
        await qrPng(speakerPageUrl(mail.publicUrl, `${firstName}-${lastName}`.toLowerCase()));
        return { kind: 'account', email: user.email };
      }
      if (!user) {
        [user] = await tx.insert(users).values({ email, passwordHash: null, firstName, lastName, role: 'speaker' }).returning();
      }
      const userId = user!.id;

      let profile = await getProfileByUserId(tx, userId);
      const existing = profile !== undefined;
      if (!profile) {
        let giftUrl = chosen.url;
        if (giftFileId) {
          // An anonymous upload becomes the new speaker's file; anyone else's file is refused. One
          // conditional update, so a file the hourly purge is deleting at this moment is either
          // claimed first (and kept) or already gone (and refused), never a link to missing bytes.
          const [file] = await tx
            .update(files)
            .set({ ownerUserId: userId })
            .where(and(eq(files.id, giftFileId), eq(files.kind, 'gift'), or(isNull(files.ownerUserId), eq(files.ownerUserId, userId))))
            .returning();
          if (!file) throw invalidGiftFile();
          giftUrl = fileUrl(file);
        }
        const slug = await slugFor(tx, firstName, lastName);
        [profile] = await tx
          .insert(speakerProfiles)
          .values({
            userId,
            slug,
            firstName,
            lastName,
            workEmail: email,
            phoneNumber: input.phone,
            contentTitle,
            contentTypes: input.contentTypes,
            isOnboardingComplete: false,
            digitalGiftTitle: chosen.title,
            digitalGiftDescription: chosen.description,
            digitalGiftUrl: giftUrl,
            digitalGiftAccessCode: chosen.accessCode,
            digitalGiftType: giftFileId || isUploadedFilePath(chosen.url) ? 'uploaded_file' : 'external_link',
          })
          .returning();
      }

      let eventId = await pageEventId(tx, userId);
      if (eventId === null) {
        const title = profile!.contentTitle ?? contentTitle;
        const [event] = await tx
          .insert(events)
          .values({ speakerUserId: userId, eventName: title, talkTitle: title, eventDate: new Date(), status: 'upcoming' })
          .returning({ id: events.id });
        eventId = event!.id;
      }
      const [signup] = await tx
        .insert(freeTierSignups)
        .values({ speakerUserId: userId, source: input.source, payload: { eventId, answers: input.answers } })
        .returning({ id: freeTierSignups.id });
      if (input.marketingConsent) {
        await tx.insert(marketingConsents).values({ email, source: 'free_page', sourceId: signup!.id, wording: MARKETING_CONSENT_WORDING });
      }
      // The owner's inbox gets the new page and what the speaker asked for, with the signup.
      const who = { sourceId: signup!.id, name: input.name, email };
      if (!existing) await recordLead(tx, { ...who, kind: 'free_tier_page', detail: `/feedback/${profile!.slug}` });
      if (input.whatsappPhone) await recordLead(tx, { ...who, kind: 'whatsapp', detail: `WhatsApp number: ${input.whatsappPhone}` });
      if (input.agentIntro) await recordLead(tx, { ...who, kind: 'agent_intro', detail: `Phone: ${input.phone}` });
      await queueQrCodeEmail(mail.mailer, tx, mail.publicUrl, {
        email: profile!.workEmail,
        name: `${profile!.firstName} ${profile!.lastName}`.trim(),
        slug: profile!.slug,
        contentTitle: profile!.contentTitle ?? input.giftTitle,
        giftTitle: profile!.digitalGiftTitle,
        contentType: mail.contentType,
        existing,
      });
      return { kind: 'page', profile: profile!, eventId, existing };
    }),
  );
  mail.mailer.kick();
  return outcome;
}

/** A free page by slug: the profile and its event, or 404 'Speaker not found'. */
export async function findSpeakerPage(db: Db, slug: string): Promise<{ profile: ProfileRow; eventId: number }> {
  const [profile] = await db.select().from(speakerProfiles).where(eq(speakerProfiles.slug, slug.toLowerCase())).limit(1);
  const eventId = profile ? await pageEventId(db, profile.userId) : null;
  if (!profile || eventId === null) throw notFound(SPEAKER_NOT_FOUND_MESSAGE);
  return { profile, eventId };
}

/** What /feedback/{slug} shows: no gift link (that is delivered with the answer to feedback). */
export async function getSpeakerData(db: Db, slug: string): Promise<SpeakerData> {
  const { profile, eventId } = await findSpeakerPage(db, slug);
  const [event] = await db.select({ eventName: events.eventName }).from(events).where(eq(events.id, eventId)).limit(1);
  return {
    name: `${profile.firstName} ${profile.lastName}`.trim(),
    speakerSlug: profile.slug,
    contentTitle: profile.contentTitle ?? event?.eventName ?? '',
    giftTitle: profile.digitalGiftTitle,
    description: profile.description,
    contentTypes: profile.contentTypes ?? [],
    presentationId: eventId,
  };
}

/** Stores an answer to a talk as the talk's own form does (the feedback feature's, given where the app is composed). */
export type SubmitAnswer = (
  answer: z.output<typeof submitFeedbackSchema>,
) => Promise<{ kind: 'stored'; response: SubmitFeedbackResponse } | { kind: 'pending'; response: PendingAnswerResponse }>;

/** An attendee's answer on a free page: a real response on the page's event, with the gift in reply. */
export async function submitFreeTierFeedback(
  db: Db,
  submitAnswer: SubmitAnswer,
  input: z.output<typeof freeTierFeedbackSchema>,
): Promise<{ kind: 'stored'; response: FreeTierFeedbackResponse } | { kind: 'pending'; response: PendingAnswerResponse }> {
  const { eventId } = await findSpeakerPage(db, input.speakerSlug);
  const outcome = await submitAnswer({
    presentationId: eventId,
    rating: input.rating,
    testimonial: input.testimonial,
    firstName: input.firstName,
    jobRole: input.jobRole ?? '',
    workEmail: input.workEmail,
    language: input.language,
    businessInquiry: input.businessInquiry,
    contactConsent: input.contactConsent,
    publishConsent: input.publishConsent,
    contactConsentVersion: input.contactConsentVersion,
    publishConsentVersion: input.publishConsentVersion,
    answerToken: input.answerToken,
    // A free page asks only the required questions.
    takeaway: null,
    booksSpeakers: null,
    referralName: null,
    referralEmail: null,
    referralConsent: false,
    answers: [],
  });
  if (outcome.kind === 'pending') return outcome;
  const { id, updated, gift, answerToken, thankYouKey } = outcome.response;
  return { kind: 'stored', response: { id, updated, gift, answerToken, thankYouKey, presentationId: eventId } };
}
