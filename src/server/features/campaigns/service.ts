import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type {
  ApproveCampaignResponse,
  CampaignDetail,
  CampaignKind,
  CampaignRecipient,
  CampaignStatus,
  CampaignSummary,
  CreateThankYouEmailResponse,
  GenerateBulkEmailsResponse,
  PendingEmailApproval,
  RejectCampaignResponse,
  ThankYouEmail,
  SkipReason,
  WelcomeEmailCampaign,
  generateBulkEmailsSchema,
} from '../../../shared/contract/campaigns';
import { SKIP_REASONS } from '../../../shared/contract/campaigns';
import {
  bulkCampaignTemplate,
  campaignTitle,
  ownerPersonalizedContent,
  recipientValues,
  renderEmail,
  sampleValues,
  siteValues,
  htmlTemplateFromText,
  thankYouPersonalization,
  thankYouSampleValues,
  thankYouTemplate,
  welcomePersonalization,
  welcomeTemplate,
  type CampaignTemplate,
  type CampaignType,
  type RecipientGroup,
  type TemplateValues,
  type ThankYouGift,
} from '../../../shared/domain/campaign-templates';
import { normalizeEmail } from '../../../shared/domain/email';
import { DEFAULT_BRAND_COLOR, readableTextColor, safeHexColor } from '../../../shared/domain/brand-colors';
import type { z } from 'zod';
import type { Config } from '../../config';
import { queryRows, type Db } from '../../db/client';
import { assessments, campaignRecipients, campaigns, mailMessages } from '../../db/schema';
import { badRequest, conflict, invalidField, notFound } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { renderThankYouEmailHtml } from '../../mail/templates/thank-you-email';
import { ownerMailOutcome, sendToOwner } from '../../mail/owner';
import { emailMarketingOptOuts, MAY_NAME } from '../privacy/consent-rules';
import { bestName, bestNames, givenName } from '../people/best-name';

export type CampaignRow = typeof campaigns.$inferSelect;
type RecipientRow = typeof campaignRecipients.$inferSelect;

export interface CampaignDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
}

export const CAMPAIGN_NOT_FOUND_MESSAGE = 'Campaign not found';
export const EMAIL_NOT_FOUND_MESSAGE = 'Email not found';
export const NO_CONSENTING_RESPONDENTS_MESSAGE = 'No attendee of this event has agreed to be contacted yet, so there is no one to thank.';
export const EVERYONE_THANKED_MESSAGE = 'Every attendee who agreed to be contacted has already been thanked for this event.';
export const EMPTY_GROUP_MESSAGE = 'There is no one in this group to e-mail.';

/** Group names kept on each recipient, so Regenerate knows where the list came from. */
const GROUP_KEY = 'group';
const EXPLICIT_LIST_GROUP = 'list';
const EVENT_GROUP = 'event';

const RECIPIENT_INSERT_CHUNK = 500;

function newPublicId(): string {
  return randomBytes(16).toString('base64url');
}

/** People read 'approved' for "approved, the messages are on their way". */
export function publicStatus(status: CampaignRow['status']): CampaignStatus {
  return status === 'sending' ? 'approved' : status;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function templateOf(c: Pick<CampaignRow, 'subject' | 'textTemplate' | 'htmlTemplate'>): CampaignTemplate {
  return { subject: c.subject, textTemplate: c.textTemplate, htmlTemplate: c.htmlTemplate ?? htmlTemplateFromText(c.textTemplate) };
}

function ownerReplyTo(config: Config): string {
  if (config.admin?.email) return config.admin.email;
  return /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
}

/** A gift path served by this app (an uploaded file) becomes an address that works from a mailbox. */
function absoluteUrl(publicUrl: string, url: string): string {
  return url.startsWith('/') ? `${publicUrl}${url}` : url;
}

// ---------------------------------------------------------------------------------------------
// Finding campaigns and deciding who may see them
// ---------------------------------------------------------------------------------------------

/** By public id, or by the numeric id (the admin list links use the public id). */
export async function findCampaign(db: Db, identifier: string): Promise<CampaignRow | undefined> {
  const [byPublicId] = await db.select().from(campaigns).where(eq(campaigns.publicId, identifier));
  if (byPublicId) return byPublicId;
  if (!/^[1-9]\d{0,9}$/.test(identifier)) return undefined;
  const id = Number(identifier);
  if (id > 2_147_483_647) return undefined;
  const [byId] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return byId;
}

/** The owner's campaigns (no speaker owns them); a speaker's campaign is not the admin's to approve. */
export async function getAdminCampaign(db: Db, identifier: string, kinds?: CampaignKind[]): Promise<CampaignRow> {
  const c = await findCampaign(db, identifier);
  if (!c || c.ownerUserId !== null || (kinds && !kinds.includes(c.kind))) throw notFound(CAMPAIGN_NOT_FOUND_MESSAGE);
  return c;
}

/** A speaker sees only their own campaigns; anyone else's (or the owner's) is the same 404. */
export async function getSpeakerCampaign(
  db: Db,
  userId: number,
  identifier: string,
  message = CAMPAIGN_NOT_FOUND_MESSAGE,
): Promise<CampaignRow> {
  const c = await findCampaign(db, identifier);
  if (!c || c.ownerUserId !== userId) throw notFound(message);
  return c;
}

async function recipientsOf(db: Db, campaignId: number): Promise<RecipientRow[]> {
  return db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, campaignId)).orderBy(asc(campaignRecipients.id));
}

/**
 * Who a campaign's message no longer fits, and why, by lower-cased address: anyone who opted out
 * of marketing e-mail; for a welcome, anyone already welcomed by another campaign (one welcome per
 * person, ever); for an assessment invitation, anyone who already took the assessment; and anyone
 * the owner left out of this campaign before approving it. The one
 * rule for the approval page's figures, the generator's copy list and approval itself.
 */
export async function skipReasons(
  db: Db,
  c: { id: number | null; campaignType: string },
  emails: string[],
): Promise<Map<string, SkipReason>> {
  const keys = [...new Set(emails.map(normalizeEmail))];
  const out = new Map<string, SkipReason>();
  if (keys.length === 0) return out;
  const optedOut = await emailMarketingOptOuts(db, keys);
  let noLongerFits = new Set<string>();
  if (c.campaignType === 'welcome') {
    const rows = await db
      .selectDistinct({ email: sql<string>`lower(${campaignRecipients.email})` })
      .from(campaignRecipients)
      .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
      .where(
        and(
          eq(campaigns.campaignType, 'welcome'),
          c.id === null ? undefined : sql`${campaigns.id} <> ${c.id}`,
          inArray(campaignRecipients.status, ['queued', 'sent']),
          inArray(sql`lower(${campaignRecipients.email})`, keys),
        ),
      );
    noLongerFits = new Set(rows.map((r) => r.email));
  } else if (c.campaignType === 'assessment_invitation') {
    const rows = await db
      .selectDistinct({ email: sql<string>`lower(${assessments.email})` })
      .from(assessments)
      .where(inArray(sql`lower(${assessments.email})`, keys));
    noLongerFits = new Set(rows.map((r) => r.email));
  }
  const fitReason: SkipReason = c.campaignType === 'welcome' ? SKIP_REASONS.alreadyWelcomed : SKIP_REASONS.alreadyAssessed;
  const excluded = new Set<string>();
  if (c.id !== null) {
    const rows = await db
      .select({ email: sql<string>`lower(${campaignRecipients.email})` })
      .from(campaignRecipients)
      .where(and(eq(campaignRecipients.campaignId, c.id), isNotNull(campaignRecipients.excludedAt)));
    for (const r of rows) excluded.add(r.email);
  }
  for (const k of keys) {
    if (optedOut.has(k)) out.set(k, SKIP_REASONS.optedOut);
    else if (excluded.has(k)) out.set(k, SKIP_REASONS.excludedByOwner);
    else if (noLongerFits.has(k)) out.set(k, fitReason);
  }
  return out;
}

async function toRecipients(db: Db, rows: RecipientRow[], c: { id: number; campaignType: string }): Promise<CampaignRecipient[]> {
  const reasons = await skipReasons(
    db,
    c,
    rows.map((r) => r.email),
  );
  return rows.map((r) => {
    // Once decided (skipped at approval), the stored reason; before approval, today's.
    const reason =
      r.status === 'skipped'
        ? ((r.skipReason as SkipReason | null) ?? SKIP_REASONS.optedOut)
        : r.status === 'pending'
          ? (reasons.get(normalizeEmail(r.email)) ?? null)
          : null;
    return {
      name: r.name,
      email: r.email,
      rating: r.rating,
      status: r.status,
      optedOut: reason === SKIP_REASONS.optedOut,
      excluded: r.excludedAt !== null,
      skipReason: reason,
    };
  });
}

/**
 * What happened to each recipient's message, in the words a page may use (decision 019): "sent" is
 * only what a mail server (or the sender's connected mailbox) accepted; a message kept in the
 * outbox because no mail server is configured is counted apart, never as sent.
 */
async function deliveryCountsOf(db: Db, c: CampaignRow) {
  const [row] = await queryRows<{ sent: number; outbox: number; failed: number; skipped: number; queued: number }>(
    db,
    sql`select count(*) filter (where cr.status = 'sent' and m.status is distinct from 'outbox')::int as sent,
               count(*) filter (where cr.status = 'sent' and m.status = 'outbox')::int as outbox,
               count(*) filter (where cr.status = 'failed')::int as failed,
               count(*) filter (where cr.status = 'skipped')::int as skipped,
               count(*) filter (where cr.status = 'queued')::int as queued
        from campaign_recipients cr left join mail_messages m on m.id = cr.mail_message_id
        where cr.campaign_id = ${c.id}`,
  );
  return {
    recipientCount: c.recipientCount,
    sentCount: row!.sent,
    outboxCount: row!.outbox,
    failedCount: row!.failed,
    skippedCount: row!.skipped,
    queuedCount: row!.queued,
  };
}

function groupOf(rows: RecipientRow[]): string | null {
  return rows[0]?.personalization[GROUP_KEY] ?? null;
}

function valuesFor(publicUrl: string, r: Pick<RecipientRow, 'name' | 'email' | 'personalization'>): TemplateValues {
  // A stored name that is only the address (a draft saved before names were checked, a form filled
  // in with it) is no name: the e-mail says "Hi there," rather than greet the address.
  return { ...siteValues(publicUrl), ...recipientValues({ name: givenName(r.name, r.email), email: r.email }, r.personalization) };
}

/** The values a preview shows: the owner's e-mails use a sample person; a speaker's, their first attendee. */
function previewValues(publicUrl: string, c: CampaignRow, rows: RecipientRow[]): TemplateValues {
  const first = rows[0];
  if ((c.kind === 'thank_you' || c.kind === 'speaker' || c.kind === 'welcome') && first) return valuesFor(publicUrl, first);
  if (c.kind === 'thank_you') return { ...siteValues(publicUrl), ...thankYouSampleValues(null) };
  return sampleValues(siteValues(publicUrl));
}

/** `outbox`: how many of its messages were kept in the outbox (counted in sentCount's column, shown apart). */
export function toSummary(
  c: CampaignRow,
  outbox = 0,
  audience: { group: string | null; firstRecipient: string | null } = { group: null, firstRecipient: null },
): CampaignSummary {
  return {
    title: campaignTitle({ kind: c.kind, campaignType: c.campaignType, recipientCount: c.recipientCount, ...audience }),
    id: c.publicId,
    kind: c.kind,
    status: publicStatus(c.status),
    campaign_type: c.campaignType,
    recipient_count: c.recipientCount,
    sample_subject: renderEmail(templateOf(c), sampleValues()).subject,
    sent_count: c.sentCount - outbox,
    outbox_count: outbox,
    failed_count: c.failedCount,
    skipped_count: c.skippedCount,
    created_at: c.createdAt.toISOString(),
    sent_at: iso(c.sentAt),
  };
}

export async function campaignDetail(db: Db, publicUrl: string, campaign: CampaignRow): Promise<CampaignDetail> {
  const c = await withoutUnnamedRecipients(db, campaign);
  const rows = await recipientsOf(db, c.id);
  const recipients = await toRecipients(db, rows, c);
  const sample = renderEmail(templateOf(c), previewValues(publicUrl, c, rows));
  let event: CampaignDetail['event'] = null;
  if (c.eventId !== null) {
    const [e] = await queryRows<{ id: number; event_name: string }>(db, sql`select id, event_name from events where id = ${c.eventId}`);
    if (e) event = { id: e.id, name: e.event_name };
  }
  const counts = await deliveryCountsOf(db, c);
  return {
    id: c.publicId,
    kind: c.kind,
    status: publicStatus(c.status),
    campaignType: c.campaignType,
    campaign_type: c.campaignType,
    recipientGroup: groupOf(rows),
    customMessage: c.customMessage,
    ...counts,
    recipient_count: counts.recipientCount,
    sent_count: counts.sentCount,
    createdAt: c.createdAt.toISOString(),
    created_at: c.createdAt.toISOString(),
    approvedAt: iso(c.approvedAt),
    rejectedAt: iso(c.rejectedAt),
    rejectionReason: c.rejectionReason,
    sentAt: iso(c.sentAt),
    sent_at: iso(c.sentAt),
    sampleSubject: sample.subject,
    sample_subject: sample.subject,
    sampleContent: sample.text,
    sample_content: sample.text,
    sampleHtml: sample.html,
    recipients,
    recipients_data: JSON.stringify(
      recipients.map((r) => ({ name: r.name, email: r.email, ...(r.rating !== null ? { rating: r.rating } : {}) })),
    ),
    event,
  };
}

/**
 * The owner leaves one recipient of a pending campaign out (or takes them back); approval then
 * skips them with the reason 'left out by the owner'. Once approved, the list is settled (409).
 */
export async function setRecipientExcluded(db: Db, c: CampaignRow, email: string, excluded: boolean) {
  const outcome = await db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.id, c.id), eq(campaigns.status, 'pending')))
      .for('update');
    if (!pending) return 'settled' as const;
    const changed = await tx
      .update(campaignRecipients)
      .set({ excludedAt: excluded ? new Date() : null, updatedAt: new Date() })
      .where(and(eq(campaignRecipients.campaignId, c.id), sql`lower(${campaignRecipients.email}) = ${normalizeEmail(email)}`))
      .returning({ id: campaignRecipients.id });
    return changed.length > 0 ? ('done' as const) : ('unknown' as const);
  });
  if (outcome === 'settled') throw conflict('This campaign has already been approved or rejected; its recipients can no longer change.');
  if (outcome === 'unknown') throw invalidField('email', 'is not a recipient of this campaign');
  return campaignRecipientsList(db, c);
}

export async function campaignRecipientsList(db: Db, c: CampaignRow) {
  const rows = await recipientsOf(db, c.id);
  return { campaignId: c.publicId, recipientCount: c.recipientCount, recipients: await toRecipients(db, rows, c) };
}

export async function listAdminCampaigns(db: Db, kind: 'bulk' | 'welcome' | 'all'): Promise<CampaignSummary[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(isNull(campaigns.ownerUserId), kind === 'all' ? inArray(campaigns.kind, ['bulk', 'welcome']) : eq(campaigns.kind, kind)))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  if (rows.length === 0) return [];
  const outbox = await db
    .select({ campaignId: campaignRecipients.campaignId, n: sql<number>`count(*)::int` })
    .from(campaignRecipients)
    .innerJoin(mailMessages, eq(mailMessages.id, campaignRecipients.mailMessageId))
    .where(
      and(
        eq(mailMessages.status, 'outbox'),
        inArray(
          campaignRecipients.campaignId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .groupBy(campaignRecipients.campaignId);
  const byId = new Map(outbox.map((o) => [o.campaignId, Number(o.n)]));
  const firsts = await queryRows<{ campaign_id: number; name: string; email: string; grp: string | null }>(
    db,
    sql`select distinct on (campaign_id) campaign_id, name, email, personalization->>${GROUP_KEY} as grp
        from campaign_recipients where campaign_id in (${sql.join(
          rows.map((r) => sql`${r.id}`),
          sql`, `,
        )})
        order by campaign_id, id`,
  );
  const audience = new Map(firsts.map((f) => [f.campaign_id, { group: f.grp, firstRecipient: f.name.trim() || f.email }]));
  return rows.map((c) => toSummary(c, byId.get(c.id) ?? 0, audience.get(c.id)));
}

// ---------------------------------------------------------------------------------------------
// Drafting
// ---------------------------------------------------------------------------------------------

interface NewRecipient {
  name: string;
  email: string;
  rating?: number | null;
  personalization: Record<string, string>;
}

function dedupe(recipients: NewRecipient[]): NewRecipient[] {
  const seen = new Set<string>();
  const out: NewRecipient[] = [];
  for (const r of recipients) {
    const key = normalizeEmail(r.email);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push({ ...r, email: r.email.trim() });
  }
  return out;
}

async function insertRecipients(tx: Db, campaignId: number, recipients: NewRecipient[]) {
  for (let i = 0; i < recipients.length; i += RECIPIENT_INSERT_CHUNK) {
    const chunk = recipients.slice(i, i + RECIPIENT_INSERT_CHUNK);
    await tx.insert(campaignRecipients).values(
      chunk.map((r) => ({
        campaignId,
        name: r.name,
        email: r.email,
        rating: r.rating ?? null,
        personalization: r.personalization,
        status: 'pending' as const,
      })),
    );
  }
}

interface DraftInput {
  kind: CampaignKind;
  ownerUserId: number | null;
  eventId?: number | null;
  campaignType: string;
  template: CampaignTemplate;
  customMessage?: string | null;
  recipients: NewRecipient[];
}

async function createDraft(tx: Db, input: DraftInput): Promise<CampaignRow> {
  const recipients = dedupe(input.recipients);
  const [row] = await tx
    .insert(campaigns)
    .values({
      publicId: newPublicId(),
      kind: input.kind,
      ownerUserId: input.ownerUserId,
      eventId: input.eventId ?? null,
      campaignType: input.campaignType,
      subject: input.template.subject,
      textTemplate: input.template.textTemplate,
      htmlTemplate: input.template.htmlTemplate,
      customMessage: input.customMessage ?? null,
      status: 'pending',
      recipientCount: recipients.length,
    })
    .returning();
  await insertRecipients(tx, row!.id, recipients);
  return row!;
}

/** Replaces a pending draft's copy and recipients (Regenerate); anything else is already decided. */
async function replaceDraft(tx: Db, campaignId: number, template: CampaignTemplate, recipients: NewRecipient[]): Promise<CampaignRow> {
  const unique = dedupe(recipients);
  await tx.delete(campaignRecipients).where(eq(campaignRecipients.campaignId, campaignId));
  await insertRecipients(tx, campaignId, unique);
  const [row] = await tx
    .update(campaigns)
    .set({
      subject: template.subject,
      textTemplate: template.textTemplate,
      htmlTemplate: template.htmlTemplate,
      recipientCount: unique.length,
    })
    .where(eq(campaigns.id, campaignId))
    .returning();
  return row!;
}

/** Locks a campaign for a change that needs it still pending; 409 says what happened to it instead. */
async function lockPending(tx: Db, campaignId: number): Promise<CampaignRow> {
  const [locked] = await queryRows<{ status: CampaignRow['status'] }>(
    tx,
    sql`select status from campaigns where id = ${campaignId} for update`,
  );
  if (!locked) throw notFound(CAMPAIGN_NOT_FOUND_MESSAGE);
  if (locked.status !== 'pending') throw conflict(alreadyDecidedMessage(locked.status));
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId));
  return row!;
}

function alreadyDecidedMessage(status: CampaignRow['status']): string {
  switch (status) {
    case 'approved':
    case 'sending':
      return 'This campaign has already been approved and its e-mails are being sent.';
    case 'sent':
      return 'This campaign has already been sent.';
    case 'rejected':
      return 'This campaign was rejected and can no longer be sent.';
    case 'failed':
      return 'This campaign has already been processed.';
    default:
      return 'Only a pending campaign can be changed.';
  }
}

// ---------------------------------------------------------------------------------------------
// Approving and rejecting (one way for every kind)
// ---------------------------------------------------------------------------------------------

interface SpeakerIdentity {
  userId: number;
  name: string;
  email: string;
  gift: ThankYouGift | null;
  /** Absolute address of the logo from their profile, for the thank-you e-mail's header. */
  logoUrl: string | null;
  brandColor: string;
}

async function speakerIdentity(db: Db, userId: number, publicUrl: string): Promise<SpeakerIdentity> {
  const [row] = await queryRows<{
    email: string;
    first_name: string;
    last_name: string;
    p_first: string | null;
    p_last: string | null;
    work_email: string | null;
    gift_title: string | null;
    gift_url: string | null;
    gift_code: string | null;
    logo_url: string | null;
    brand_color: string | null;
  }>(
    db,
    sql`select u.email, u.first_name, u.last_name, p.first_name as p_first, p.last_name as p_last, p.work_email,
               p.digital_gift_title as gift_title, p.digital_gift_url as gift_url, p.digital_gift_access_code as gift_code,
               p.logo_url, p.brand_color_primary as brand_color
        from users u left join speaker_profiles p on p.user_id = u.id where u.id = ${userId}`,
  );
  if (!row) throw notFound('Speaker not found');
  const name = `${row.p_first ?? row.first_name} ${row.p_last ?? row.last_name}`.trim();
  const gift = row.gift_url ? { title: row.gift_title, url: absoluteUrl(publicUrl, row.gift_url), accessCode: row.gift_code } : null;
  return {
    userId,
    name,
    email: row.work_email?.trim() || row.email,
    gift,
    logoUrl: row.logo_url ? absoluteUrl(publicUrl, row.logo_url) : null,
    brandColor: safeHexColor(row.brand_color, DEFAULT_BRAND_COLOR),
  };
}

/**
 * Approves a pending campaign and queues its e-mails, all in one transaction: the status flips from
 * pending only once (a second approval gets 409 and sends nothing), each recipient gets exactly one
 * message (keyed by campaign and address), and opted-out addresses are marked skipped without a
 * message. Delivery then runs in the background and settles the counts.
 */
export async function approveCampaign(deps: CampaignDeps, campaign: CampaignRow, approverUserId: number): Promise<ApproveCampaignResponse> {
  const { db, mailer, config } = deps;
  const outcome = await db.transaction(async (tx) => {
    await withoutUnnamedRecipients(tx, campaign);
    const [flipped] = await tx
      .update(campaigns)
      .set({ status: 'sending', approvedAt: new Date(), approvedByUserId: approverUserId })
      .where(and(eq(campaigns.id, campaign.id), eq(campaigns.status, 'pending')))
      .returning();
    if (!flipped) return null;
    const rows = await recipientsOf(tx, flipped.id);
    const reasons = await skipReasons(
      tx,
      flipped,
      rows.map((r) => r.email),
    );
    const speaker = flipped.ownerUserId !== null ? await speakerIdentity(tx, flipped.ownerUserId, config.publicUrl) : null;
    const replyTo = speaker ? speaker.email : ownerReplyTo(config);
    const tpl = templateOf(flipped);
    let queued = 0;
    let skipped = 0;
    let firstSent: { name: string; subject: string; text: string } | null = null;
    for (const r of rows) {
      const key = normalizeEmail(r.email);
      const reason = reasons.get(key);
      if (reason) {
        await tx
          .update(campaignRecipients)
          .set({ status: 'skipped', skipReason: reason, updatedAt: new Date() })
          .where(eq(campaignRecipients.id, r.id));
        skipped += 1;
        continue;
      }
      const email = renderEmail(tpl, valuesFor(config.publicUrl, r));
      // A thank-you is the speaker's own e-mail: their logo, colour and a gift button (react-email).
      const html = flipped.kind === 'thank_you' && speaker ? await thankYouHtml(speaker, email) : email.html;
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
        senderUserId: speaker?.userId,
      });
      await tx
        .update(campaignRecipients)
        .set({ status: 'queued', mailMessageId: id, updatedAt: new Date() })
        .where(eq(campaignRecipients.id, r.id));
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
      firstEmail: rows.find((r) => !reasons.has(normalizeEmail(r.email)))?.email ?? rows[0]?.email,
    };
  });
  if (!outcome) return alreadyApproved(db, campaign);
  mailer.kick();
  const c = outcome.campaign;
  return {
    id: c.publicId,
    message:
      outcome.queued === 0
        ? 'Approved. Nothing was sent: the e-mail no longer fits any recipient (opted out, already welcomed or already assessed).'
        : `Approved. ${outcome.queued} e-mail${outcome.queued === 1 ? ' is' : 's are'} queued for sending.`,
    status: publicStatus(c.status),
    ...(await deliveryCountsOf(db, c)),
    ...(c.kind === 'welcome' && outcome.firstEmail ? { recipientEmail: outcome.firstEmail } : {}),
  };
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
  const [first] = current.kind === 'welcome' ? await recipientsOf(db, current.id) : [];
  return {
    id: current.publicId,
    message: alreadyDecidedMessage(current.status),
    status: publicStatus(current.status),
    ...(await deliveryCountsOf(db, current)),
    ...(first ? { recipientEmail: first.email } : {}),
  };
}

function thankYouHtml(speaker: SpeakerIdentity, email: { subject: string; text: string }): Promise<string> {
  return renderThankYouEmailHtml({
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
      `Hi ${speaker.name.split(' ')[0] || 'there'},`,
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

// ---------------------------------------------------------------------------------------------
// The owner's bulk e-mails
// ---------------------------------------------------------------------------------------------

/** Everyone in a group, from the database, each under the best name known for their address (bestNames). */
export async function resolveGroup(db: Db, group: RecipientGroup): Promise<NewRecipient[]> {
  const waitlist =
    group === 'qualified'
      ? []
      : await queryRows<{ name: string; email: string; joined_at: string }>(
          db,
          sql`select name, email, joined_at from waitlist_entries order by joined_at, id`,
        );
  const qualified =
    group === 'waitlist'
      ? []
      : await queryRows<{ email: string; score: number; max_score: number }>(
          db,
          sql`select best.email, best.score, best.max_score
              from (select distinct on (lower(a.email)) a.email, a.score, a.max_score, a.created_at
                    from assessments a where a.passed order by lower(a.email), a.score desc, a.created_at) best
              order by best.created_at`,
        );
  const byEmail = new Map<string, NewRecipient>();
  const known = await bestNames(db, [...qualified.map((q) => q.email), ...waitlist.map((w) => w.email)]);
  for (const q of qualified) {
    // No known name is an empty name: the greeting then says "Hi there," (never the address).
    byEmail.set(normalizeEmail(q.email), {
      name: known.get(normalizeEmail(q.email)) ?? '',
      email: q.email,
      personalization: {
        [GROUP_KEY]: group,
        source: 'qualified',
        personalizedContent: ownerPersonalizedContent({ score: q.score, maxScore: q.max_score }),
      },
    });
  }
  for (const w of waitlist) {
    const key = normalizeEmail(w.email);
    if (byEmail.has(key)) continue;
    byEmail.set(key, {
      name: known.get(key) ?? '',
      email: w.email,
      personalization: {
        [GROUP_KEY]: group,
        source: 'waitlist',
        personalizedContent: ownerPersonalizedContent({ joinedAt: new Date(w.joined_at) }),
      },
    });
  }
  return [...byEmail.values()];
}

type GenerateInput = z.output<typeof generateBulkEmailsSchema>;

/**
 * A list the owner's client sent: each person under the best name known for their address, else
 * the name the list gives, unless that is only the address (a list built from a segment shows the
 * local part for someone unnamed); then no name, and the greeting says "Hi there,".
 */
async function explicitRecipients(db: Db, list: { name: string; email: string }[]): Promise<NewRecipient[]> {
  const known = await bestNames(
    db,
    list.map((r) => r.email),
  );
  return list.map((r) => ({
    name: known.get(normalizeEmail(r.email)) ?? givenName(r.name, r.email),
    email: r.email,
    personalization: { [GROUP_KEY]: EXPLICIT_LIST_GROUP, source: EXPLICIT_LIST_GROUP, personalizedContent: ownerPersonalizedContent({}) },
  }));
}

/**
 * The bulk generator: the e-mails for a group (or a given list), ready to copy, and optionally kept
 * as a pending campaign. Opted-out addresses are left out of the copy list (and would be skipped
 * by the campaign).
 */
export async function generateBulkEmails(deps: CampaignDeps, input: GenerateInput): Promise<GenerateBulkEmailsResponse> {
  const { db, config } = deps;
  const groupField = input.recipientGroup ?? (typeof input.recipients === 'string' ? input.recipients : undefined);
  const recipients = dedupe(
    Array.isArray(input.recipients) && input.recipientGroup === undefined
      ? await explicitRecipients(db, input.recipients)
      : await resolveGroup(db, groupField!),
  );
  const recipientGroup = Array.isArray(input.recipients) && input.recipientGroup === undefined ? EXPLICIT_LIST_GROUP : groupField!;
  const customMessage = input.campaignType === 'custom' ? (input.customMessage ?? null) : null;
  const tpl = bulkCampaignTemplate(input.campaignType, { customMessage });
  const skipped = await skipReasons(
    db,
    { id: null, campaignType: input.campaignType },
    recipients.map((r) => r.email),
  );
  const replyTo = ownerReplyTo(config);
  const emails = recipients
    .filter((r) => !skipped.has(normalizeEmail(r.email)))
    .map((r) => {
      const email = renderEmail(tpl, valuesFor(config.publicUrl, r));
      return { email: r.email, name: r.name, replyTo, subject: email.subject, textContent: email.text };
    });
  let campaign: CampaignSummary | null = null;
  if (input.saveAsDraft) {
    if (recipients.length === 0) throw badRequest(EMPTY_GROUP_MESSAGE);
    const row = await db.transaction((tx) =>
      createDraft(tx, { kind: 'bulk', ownerUserId: null, campaignType: input.campaignType, template: tpl, customMessage, recipients }),
    );
    campaign = toSummary(row, 0, { group: recipientGroup, firstRecipient: recipients[0]?.name || recipients[0]?.email || null });
  }
  return {
    emails,
    count: emails.length,
    skippedCount: recipients.length - emails.length,
    recipientGroup,
    campaignType: input.campaignType,
    campaign,
  };
}

/** Regenerate: the draft's copy from the current templates and, for a group, the group as it is now. */
export async function regenerateDraft(deps: CampaignDeps, campaign: CampaignRow): Promise<CampaignRow> {
  return deps.db.transaction(async (tx) => {
    const c = await lockPending(tx, campaign.id);
    const rows = await recipientsOf(tx, c.id);
    const group = groupOf(rows);
    if (c.kind === 'welcome') {
      return replaceDraft(
        tx,
        c.id,
        welcomeTemplate(),
        rows.map((r) => ({ name: r.name, email: r.email, rating: r.rating, personalization: r.personalization })),
      );
    }
    const tpl = bulkCampaignTemplate(c.campaignType as CampaignType, { customMessage: c.customMessage });
    const recipients =
      group === 'waitlist' || group === 'qualified' || group === 'all'
        ? await resolveGroup(tx, group)
        : rows.map((r) => ({ name: r.name, email: r.email, rating: r.rating, personalization: r.personalization }));
    if (recipients.length === 0) throw conflict(EMPTY_GROUP_MESSAGE);
    return replaceDraft(tx, c.id, tpl, recipients);
  });
}

// ---------------------------------------------------------------------------------------------
// Welcome e-mails
// ---------------------------------------------------------------------------------------------

/** Drafts the pending welcome e-mail for a new waitlist member (in the caller's transaction). */
export async function draftWelcomeCampaign(tx: Db, entry: { name: string; email: string }): Promise<void> {
  const [{ n } = { n: 1 }] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from waitlist_entries`);
  // The entry is already written: the rule finds its name unless the address names the person better.
  const name = (await bestName(tx, entry.email)) ?? '';
  await createDraft(tx, {
    kind: 'welcome',
    ownerUserId: null,
    campaignType: 'welcome',
    template: welcomeTemplate(),
    recipients: [
      { name, email: entry.email, personalization: { [GROUP_KEY]: 'waitlist', source: 'waitlist', ...welcomePersonalization(n) } },
    ],
  });
}

function welcomeStatus(status: CampaignRow['status']): WelcomeEmailCampaign['status'] {
  if (status === 'pending') return 'pending_approval';
  if (status === 'sending') return 'approved';
  return status;
}

export async function welcomeCampaign(db: Db, publicUrl: string, c: CampaignRow): Promise<WelcomeEmailCampaign> {
  const rows = await recipientsOf(db, c.id);
  const first = rows[0];
  const email = renderEmail(templateOf(c), first ? valuesFor(publicUrl, first) : sampleValues(siteValues(publicUrl)));
  const optedOut = first ? (await emailMarketingOptOuts(db, [first.email])).size > 0 : false;
  return {
    id: c.publicId,
    status: welcomeStatus(c.status),
    recipientName: first?.name ?? '',
    recipientEmail: first?.email ?? '',
    createdAt: c.createdAt.toISOString(),
    sentAt: iso(c.sentAt),
    emailSubject: email.subject,
    emailHtml: email.html,
    emailText: email.text,
    campaignData: { totalMembers: Number(first?.personalization.totalMembers ?? 0) || 0 },
    optedOut,
    ...(await deliveryCountsOf(db, c)),
  };
}

// ---------------------------------------------------------------------------------------------
// The owner's approvals list and approval requests
// ---------------------------------------------------------------------------------------------

export async function pendingEmailApprovals(db: Db, publicUrl: string): Promise<PendingEmailApproval[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(isNull(campaigns.ownerUserId), eq(campaigns.status, 'pending'), inArray(campaigns.kind, ['bulk', 'welcome'])))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  if (rows.length === 0) return [];
  const firsts = await queryRows<{ campaign_id: number; name: string; email: string; personalization: Record<string, string> }>(
    db,
    sql`select distinct on (campaign_id) campaign_id, name, email, personalization from campaign_recipients
        where campaign_id in ${rows.map((r) => r.id)} order by campaign_id, id`,
  );
  const firstBy = new Map(firsts.map((f) => [f.campaign_id, f]));
  return rows.map((c) => {
    const first = firstBy.get(c.id);
    const isWelcome = c.kind === 'welcome';
    const email = renderEmail(templateOf(c), first && isWelcome ? valuesFor(publicUrl, first) : sampleValues(siteValues(publicUrl)));
    const others = c.recipientCount - 1;
    return {
      id: c.publicId,
      subject: email.subject,
      recipient_name: isWelcome ? (first?.name ?? '') : `${c.recipientCount} recipient${c.recipientCount === 1 ? '' : 's'}`,
      recipient_email: isWelcome || others <= 0 ? (first?.email ?? '') : `${first?.email ?? ''} and ${others} more`,
      scheduled_at: c.createdAt.toISOString(),
      content: email.text,
      source_type: isWelcome ? ('welcome_email' as const) : ('campaign_draft' as const),
      campaign_type: c.campaignType,
      recipient_count: c.recipientCount,
    };
  });
}

export function approvalPageUrl(publicUrl: string, c: CampaignRow): string {
  return c.kind === 'welcome' ? `${publicUrl}/welcome-email-approvals/${c.publicId}` : `${publicUrl}/campaign-approval/${c.publicId}`;
}

/** E-mails the owner a link to the approval page of a pending e-mail. */
export async function sendApprovalRequest(deps: CampaignDeps, c: CampaignRow) {
  if (c.status !== 'pending') throw conflict(alreadyDecidedMessage(c.status));
  const url = approvalPageUrl(deps.config.publicUrl, c);
  const rows = await recipientsOf(deps.db, c.id);
  const sample = renderEmail(templateOf(c), previewValues(deps.config.publicUrl, c, rows));
  const what =
    c.kind === 'welcome'
      ? `the welcome e-mail to ${rows[0]?.name ?? ''} <${rows[0]?.email ?? ''}>`
      : `the ${c.campaignType.replace(/_/g, ' ')} campaign to ${c.recipientCount} recipient${c.recipientCount === 1 ? '' : 's'}`;
  const { to, status } = await sendToOwner(deps.mailer, deps.config.admin?.email, {
    subject: `Approval needed: ${sample.subject}`,
    text: [
      `${what[0]!.toUpperCase()}${what.slice(1)} is waiting for your approval.`,
      '',
      `Review and approve it here: ${url}`,
      '',
      `Subject: ${sample.subject}`,
      '',
      sample.text,
    ].join('\n'),
    source: 'campaign:approval-request',
  });
  return { message: ownerMailOutcome(status, to), sentTo: to, approvalUrl: url, emailStatus: status };
}

// ---------------------------------------------------------------------------------------------
// A speaker's thank-you e-mail
// ---------------------------------------------------------------------------------------------

/**
 * Drafts (or refreshes) the thank-you e-mail of one of the speaker's events: every respondent who
 * agreed to be contacted and was not already thanked for this event. One pending draft per event:
 * asking again rebuilds it instead of creating another.
 */
export async function draftThankYouEmail(deps: CampaignDeps, userId: number, eventId: number): Promise<CreateThankYouEmailResponse> {
  const { db, config } = deps;
  return db.transaction(async (tx) => {
    // The event row's lock makes two simultaneous requests produce one draft.
    const [event] = await queryRows<{ id: number; event_name: string; talk_title: string | null }>(
      tx,
      sql`select id, event_name, talk_title from events where id = ${eventId} and speaker_user_id = ${userId} for update`,
    );
    if (!event) throw notFound('Event not found');
    const respondents = await queryRows<{
      attendee_name: string;
      attendee_email: string;
      rating: number;
      testimonial: string;
      thanked: boolean;
    }>(
      tx,
      sql`select r.attendee_name, r.attendee_email, r.rating, r.testimonial,
                 exists (select 1 from campaign_recipients cr join campaigns c on c.id = cr.campaign_id
                         where c.event_id = r.event_id and c.kind = 'thank_you' and c.status in ('approved', 'sending', 'sent')
                           and lower(cr.email) = lower(r.attendee_email) and cr.status in ('queued', 'sent')) as thanked
          from responses r
          where r.event_id = ${eventId} and ${MAY_NAME} and length(trim(r.attendee_email)) > 0
          order by r.submitted_at, r.id`,
    );
    if (respondents.length === 0) throw conflict(NO_CONSENTING_RESPONDENTS_MESSAGE);
    const toThank = respondents.filter((r) => !r.thanked);
    if (toThank.length === 0) throw conflict(EVERYONE_THANKED_MESSAGE);
    const speaker = await speakerIdentity(tx, userId, config.publicUrl);
    const template = thankYouTemplate({ speakerName: speaker.name, eventName: event.event_name, talkTitle: event.talk_title });
    const recipients: NewRecipient[] = toThank.map((r) => ({
      name: r.attendee_name,
      email: r.attendee_email,
      rating: r.rating,
      personalization: {
        [GROUP_KEY]: EVENT_GROUP,
        ...thankYouPersonalization({ attendeeName: r.attendee_name, rating: r.rating, testimonial: r.testimonial, gift: speaker.gift }),
      },
    }));
    const [existing] = await queryRows<{ id: number }>(
      tx,
      sql`select id from campaigns where event_id = ${eventId} and owner_user_id = ${userId} and kind = 'thank_you' and status = 'pending'
          order by id desc limit 1 for update`,
    );
    if (existing) {
      const row = await replaceDraft(tx, existing.id, template, recipients);
      return { emailId: row.publicId, recipientCount: row.recipientCount, created: false };
    }
    const row = await createDraft(tx, { kind: 'thank_you', ownerUserId: userId, eventId, campaignType: 'thank_you', template, recipients });
    return { emailId: row.publicId, recipientCount: row.recipientCount, created: true };
  });
}

/**
 * A pending thank-you draft names its recipients to the speaker, so it keeps only who may still be
 * named (MAY_NAME): whoever withdrew contact consent or opted out of data sharing since the draft
 * was made leaves it, as asking for the draft again would leave them out. Other campaigns as they are.
 */
async function withoutUnnamedRecipients(db: Db, c: CampaignRow): Promise<CampaignRow> {
  if (c.kind !== 'thank_you' || c.status !== 'pending' || c.eventId === null) return c;
  const removed = await queryRows<{ id: number }>(
    db,
    sql`delete from campaign_recipients cr
        where cr.campaign_id = ${c.id} and cr.status = 'pending'
          and not exists (select 1 from responses r
                          where r.event_id = ${c.eventId} and lower(r.attendee_email) = lower(cr.email) and ${MAY_NAME})
        returning cr.id`,
  );
  if (removed.length === 0) return c;
  const [recounted] = await db
    .update(campaigns)
    .set({ recipientCount: sql`(select count(*)::int from campaign_recipients where campaign_id = ${c.id})` })
    .where(eq(campaigns.id, c.id))
    .returning();
  return recounted ?? c;
}

export async function thankYouEmail(deps: CampaignDeps, userId: number, campaign: CampaignRow): Promise<ThankYouEmail> {
  const { db, config } = deps;
  const c = await withoutUnnamedRecipients(db, campaign);
  const rows = await recipientsOf(db, c.id);
  const recipients = await toRecipients(db, rows, c);
  const speaker = await speakerIdentity(db, userId, config.publicUrl);
  const tpl = templateOf(c);
  const first = rows[0];
  const sample = renderEmail(
    tpl,
    first ? valuesFor(config.publicUrl, first) : { ...siteValues(config.publicUrl), ...thankYouSampleValues(speaker.gift) },
  );
  let eventName = '';
  if (c.eventId !== null) {
    const [e] = await queryRows<{ event_name: string }>(db, sql`select event_name from events where id = ${c.eventId}`);
    eventName = e?.event_name ?? '';
  }
  return {
    emailId: c.publicId,
    status: publicStatus(c.status),
    subject: sample.subject,
    content: sample.text,
    ...(await deliveryCountsOf(db, c)),
    sentAt: iso(c.sentAt),
    createdAt: c.createdAt.toISOString(),
    recipients: recipients.map((r, i) => {
      const email = renderEmail(tpl, valuesFor(config.publicUrl, rows[i]!));
      return { ...r, preview: { subject: email.subject, text: email.text } };
    }),
    event: { id: c.eventId, name: eventName },
    speaker: { name: speaker.name, email: speaker.email },
    template: { subject: c.subject, body: c.textTemplate },
  };
}

/**
 * The speaker's changes to a thank-you e-mail before approval: its subject and text (the HTML is
 * made again from the text) and the recipients they unticked, who are taken off the list. Once
 * approved, nothing changes any more (409).
 */
export async function editThankYouEmail(
  deps: CampaignDeps,
  userId: number,
  c: CampaignRow,
  edits: { subject?: string; body?: string; removeRecipients?: string[] },
): Promise<ThankYouEmail> {
  const { db } = deps;
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(campaigns)
      .set({
        ...(edits.subject !== undefined ? { subject: edits.subject } : {}),
        ...(edits.body !== undefined ? { textTemplate: edits.body, htmlTemplate: htmlTemplateFromText(edits.body) } : {}),
      })
      .where(and(eq(campaigns.id, c.id), eq(campaigns.status, 'pending')))
      .returning();
    if (!row) return null;
    const remove = (edits.removeRecipients ?? []).map(normalizeEmail);
    if (remove.length === 0) return row;
    await tx
      .delete(campaignRecipients)
      .where(and(eq(campaignRecipients.campaignId, c.id), inArray(sql`lower(${campaignRecipients.email})`, remove)));
    const [recounted] = await tx
      .update(campaigns)
      .set({ recipientCount: sql`(select count(*)::int from campaign_recipients where campaign_id = ${c.id})` })
      .where(eq(campaigns.id, c.id))
      .returning();
    return recounted!;
  });
  if (!updated) throw conflict('This e-mail has already been approved; it can no longer be changed.');
  return thankYouEmail(deps, userId, updated);
}
