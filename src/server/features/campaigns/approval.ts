import { and, eq } from 'drizzle-orm';
import {
  DRAFT_OBSOLETE_MESSAGE,
  type ApproveCampaignResponse,
  type RejectCampaignResponse,
  type SkipReason,
} from '../../../shared/contract/campaigns';
import { skipReasonsText } from '../../../shared/domain/skip-reasons';
import { renderEmail } from '../../../shared/domain/campaign-templates';
import { normalizeEmail } from '../../../shared/domain/email';
import { readableTextColor } from '../../../shared/domain/brand-colors';
import { type Db } from '../../db/client';
import { campaignRecipients, campaigns } from '../../db/schema';
import { AppError, conflict } from '../../errors';
import { renderOwnerCampaignEmailHtml, renderThankYouEmailHtml } from '../../mail/email-templates';
import {
  type CampaignDeps,
  type CampaignRow,
  deliveryCountsOf,
  publicStatus,
  recipientsOf,
  skipReasons,
  templateOf,
  valuesFor,
  withoutUnnamedRecipients,
} from './service';
import { ownerReplyTo } from '../../mail/owner';
import { type SpeakerIdentity, speakerIdentity } from './speaker';
import { alreadyDecidedMessage } from './drafts';
import { greeting } from '../../../shared/domain/greeting';
import type { Locale } from '../../../shared/i18n/locales';
import { recipientLocales } from './recipient-locales';
import { isObsoleting } from './welcome';
import { recipientFacts } from './recipient-facts';

// Approving and rejecting (one way for every kind).

/**
 * Approves a pending campaign and queues its e-mails, all in one transaction: the status flips from
 * pending only once (a second approval gets 409 and sends nothing), each recipient gets exactly one
 * message (keyed by campaign and address), and opted-out addresses are marked skipped without a
 * message. Delivery then runs in the background and settles the counts. `finalise` may still change
 * the campaign once it is this request's to send (the speaker's thank-you as shown on screen).
 */
export async function approveCampaign(
  deps: CampaignDeps,
  campaign: CampaignRow,
  approverUserId: number,
  finalise?: (tx: Db, approving: CampaignRow) => Promise<CampaignRow>,
): Promise<ApproveCampaignResponse> {
  const { db, mailer, config } = deps;
  const outcome = await db.transaction(async (tx) => {
    await withoutUnnamedRecipients(tx, campaign);
    const [approving] = await tx
      .update(campaigns)
      .set({ status: 'sending', approvedAt: new Date(), approvedByUserId: approverUserId })
      .where(and(eq(campaigns.id, campaign.id), eq(campaigns.status, 'pending')))
      .returning();
    if (!approving) return null;
    // Last changes to the words and the list, made in this transaction (an error undoes the approval).
    const flipped = finalise ? await finalise(tx, approving) : approving;
    const rows = await recipientsOf(tx, flipped.id);
    const reasons = await skipReasons(
      tx,
      flipped,
      rows.map((r) => r.email),
    );
    // A person's own welcome draft after another welcome reached them: refused, so nothing is
    // recorded as if decided (the throw undoes the status change); the owner discards it instead.
    const only = rows.length === 1 ? reasons.get(normalizeEmail(rows[0]!.email)) : undefined;
    if (flipped.kind === 'welcome' && isObsoleting(only ?? null)) {
      throw new AppError(409, 'DRAFT_OBSOLETE', DRAFT_OBSOLETE_MESSAGE, { reason: only });
    }
    const speaker = flipped.ownerUserId !== null ? await speakerIdentity(tx, flipped.ownerUserId, config.publicUrl, flipped.eventId) : null;
    const replyTo = speaker ? speaker.email : ownerReplyTo(config);
    const tpl = templateOf(flipped);
    const locales = await recipientLocales(
      tx,
      flipped,
      rows.map((r) => r.email),
    );
    const facts = await recipientFacts(
      tx,
      rows.map((r) => r.email),
    );
    let queued = 0;
    let skipped = 0;
    let firstSent: { name: string; subject: string; text: string } | null = null;
    for (const r of rows) {
      const key = normalizeEmail(r.email);
      const reason = reasons.get(key);
      const email = renderEmail(tpl, valuesFor(config.publicUrl, r, facts.get(key)));
      // The words SpeakerPro adds around the text are in the recipient's language; the text is as approved.
      const locale = locales.get(key)!;
      // A thank-you is the speaker's own e-mail: their logo, colour and a gift button (react-email).
      // The owner's campaigns are SpeakerPro's own e-mails (react-email, from the same text).
      const html =
        flipped.kind === 'thank_you' && speaker
          ? await thankYouHtml(speaker, email, locale)
          : flipped.ownerUserId === null
            ? await renderOwnerCampaignEmailHtml({ subject: email.subject, text: email.text, locale })
            : email.html;
      const { id } = await mailer.enqueue(tx, {
        to: r.email,
        // A speaker's campaign shows the speaker as the sender (their own mailbox when connected).
        ...(speaker ? { fromName: `${speaker.name} via SpeakerPro` } : {}),
        replyTo,
        subject: email.subject,
        text: email.text,
        html,
        source: `campaign:${flipped.kind}`,
        idempotencyKey: `campaign:${flipped.id}:${key}`,
        marketing: true,
        trackClicks: flipped.ownerUserId === null,
        locale,
        senderUserId: speaker?.userId,
        // A skipped recipient's message is written skipped with its reason (the outbox lists it), never sent.
        ...(reason ? { skipReason: reason } : {}),
      });
      await tx
        .update(campaignRecipients)
        .set({ status: reason ? 'skipped' : 'queued', skipReason: reason ?? null, mailMessageId: id, updatedAt: new Date() })
        .where(eq(campaignRecipients.id, r.id));
      if (reason) {
        skipped += 1;
        continue;
      }
      queued += 1;
      firstSent ??= { name: r.name, subject: email.subject, text: email.text };
    }
    // The speaker's copy of a thank-you: one message, not a CC on every personal e-mail.
    if (flipped.kind === 'thank_you' && speaker && firstSent) {
      await mailer.enqueue(tx, speakerCopy(flipped, speaker, firstSent, queued, skipped));
    }
    const nothingToSend = queued === 0;
    const [settled] = await tx
      .update(campaigns)
      .set({
        recipientCount: rows.length,
        skippedCount: skipped,
        ...(nothingToSend ? { status: 'sent' as const, sentAt: new Date() } : {}),
      })
      .where(eq(campaigns.id, flipped.id))
      .returning();
    return {
      campaign: settled!,
      queued,
      skipped,
    };
  });
  if (!outcome) return alreadyApproved(db, campaign);
  mailer.kick();
  const c = outcome.campaign;
  const counts = await deliveryCountsOf(db, c);
  return {
    id: c.publicId,
    message:
      outcome.queued === 0
        ? `Approved. Nothing was sent: every recipient was skipped (${skipReasonsText(counts.skippedReasons)}).`
        : `Approved. ${outcome.queued} e-mail${outcome.queued === 1 ? ' is' : 's are'} queued for sending.`,
    status: publicStatus(c.status),
    ...counts,
    ...(c.kind === 'welcome' ? await welcomeOutcome(db, c) : {}),
  };
}

/** The welcome e-mail's one recipient and, when skipped, the reason stored for them. */
async function welcomeOutcome(db: Db, c: CampaignRow): Promise<Pick<ApproveCampaignResponse, 'recipientEmail' | 'skipReason'>> {
  const [first] = await recipientsOf(db, c.id);
  if (!first) return {};
  return { recipientEmail: first.email, skipReason: first.status === 'skipped' ? (first.skipReason as SkipReason | null) : null };
}

/**
 * Approving again what is already approved (a double click, a second tab, a retried request) is
 * the same success, answered with where delivery stands now; nothing is sent twice. A rejected or
 * failed campaign is still a 409.
 */
async function alreadyApproved(db: Db, campaign: CampaignRow): Promise<ApproveCampaignResponse> {
  const [current] = await db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
  if (!current || !['approved', 'sending', 'sent'].includes(current.status)) {
    throw conflict(alreadyDecidedMessage(current?.status ?? 'pending'));
  }
  return {
    id: current.publicId,
    message: alreadyDecidedMessage(current.status),
    status: publicStatus(current.status),
    ...(await deliveryCountsOf(db, current)),
    ...(current.kind === 'welcome' ? await welcomeOutcome(db, current) : {}),
  };
}

function thankYouHtml(speaker: SpeakerIdentity, email: { subject: string; text: string }, locale: Locale): Promise<string> {
  return renderThankYouEmailHtml({
    locale,
    text: email.text,
    subject: email.subject,
    speakerName: speaker.name,
    logoUrl: speaker.logoUrl,
    brandColor: speaker.brandColor,
    buttonTextColor: readableTextColor(speaker.brandColor),
    giftUrl: speaker.gift?.url ?? null,
  });
}

function speakerCopy(
  c: CampaignRow,
  speaker: SpeakerIdentity,
  first: { name: string; subject: string; text: string },
  queued: number,
  skipped: number,
) {
  const skippedNote =
    skipped > 0
      ? ` ${skipped} attendee${skipped === 1 ? '' : 's'} who opted out of marketing e-mail ${skipped === 1 ? 'was' : 'were'} skipped.`
      : '';
  return {
    to: speaker.email,
    subject: `Your copy: ${first.subject}`,
    text: [
      greeting(speaker.name.trim().split(/\s+/)[0] || null),
      '',
      `This is your copy of the thank-you e-mail sent to ${queued} attendee${queued === 1 ? '' : 's'}. Each one is personal (first name, rating, a line of their testimonial and your gift); replies come to this address.${skippedNote}`,
      '',
      `Here is the e-mail as ${first.name || 'your first attendee'} receives it:`,
      '',
      '----------',
      first.text,
      '----------',
    ].join('\n'),
    source: 'campaign:thank_you:copy',
    idempotencyKey: `campaign:${c.id}:speaker-copy`,
    senderUserId: speaker.userId,
  };
}

export async function rejectCampaign(db: Db, campaign: CampaignRow, reason?: string | null): Promise<RejectCampaignResponse> {
  const [row] = await db
    .update(campaigns)
    .set({ status: 'rejected', rejectedAt: new Date(), rejectionReason: reason?.trim() ? reason.trim() : null })
    .where(and(eq(campaigns.id, campaign.id), eq(campaigns.status, 'pending')))
    .returning();
  if (!row) {
    const [current] = await db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, campaign.id));
    throw conflict(alreadyDecidedMessage(current?.status ?? 'pending'));
  }
  return { id: row.publicId, message: 'Campaign rejected. No e-mails were sent.', status: 'rejected' };
}
