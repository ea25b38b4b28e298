import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type {
  CampaignReportCounts,
  CampaignDetail,
  CampaignPreview,
  LegacyCampaignDetail,
  LegacyCampaignSummary,
  CampaignKind,
  CampaignRecipient,
  CampaignStatus,
  CampaignSummary,
  SkipReason,
} from '../../../shared/contract/campaigns';
import { SKIP_REASONS } from '../../../shared/contract/campaigns';
import {
  campaignTitle,
  recipientValues,
  renderEmail,
  sampleValues,
  siteValues,
  htmlTemplateFromText,
  factValues,
  type RecipientFacts,
  thankYouSampleValues,
  type CampaignTemplate,
  type TemplateValues,
} from '../../../shared/domain/campaign-templates';
import { normalizeEmail } from '../../../shared/domain/email';
import type { Config } from '../../config';
import { queryRows, type Db } from '../../db/client';
import { assessments, campaignRecipients, campaigns, mailMessages } from '../../db/schema';
import { conflict, invalidField, notFound } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { emailMarketingOptOuts, MAY_NAME } from '../../domain/consent-rules';
import { typedName } from '../../../shared/domain/greeting';
import { recipientFacts } from './recipient-facts';
import { campaignReportCounts, EMPTY_REPORT } from './report';

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
export const GROUP_KEY = 'group';
export const EXPLICIT_LIST_GROUP = 'list';
export const EVENT_GROUP = 'event';

export const RECIPIENT_INSERT_CHUNK = 500;

export function newPublicId(): string {
  return randomBytes(16).toString('base64url');
}

/** People read 'approved' for "approved, the messages are on their way". */
export function publicStatus(status: CampaignRow['status']): CampaignStatus {
  return status === 'sending' ? 'approved' : status;
}

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function templateOf(c: Pick<CampaignRow, 'subject' | 'textTemplate' | 'htmlTemplate'>): CampaignTemplate {
  return { subject: c.subject, textTemplate: c.textTemplate, htmlTemplate: c.htmlTemplate ?? htmlTemplateFromText(c.textTemplate) };
}

/** A gift path served by this app (an uploaded file) becomes an address that works from a mailbox. */
export function absoluteUrl(publicUrl: string, url: string): string {
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

export async function recipientsOf(db: Db, campaignId: number): Promise<RecipientRow[]> {
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

export async function toRecipients(db: Db, rows: RecipientRow[], c: { id: number; campaignType: string }): Promise<CampaignRecipient[]> {
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
export async function deliveryCountsOf(db: Db, c: CampaignRow) {
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
    skippedReasons: await storedSkipReasons(db, c.id),
    queuedCount: row!.queued,
  };
}

/** The skipped recipients by the reason stored when they were skipped (never worked out again). */
async function storedSkipReasons(db: Db, campaignId: number): Promise<{ reason: SkipReason; count: number }[]> {
  const rows = await queryRows<{ reason: string | null; n: number }>(
    db,
    sql`select skip_reason as reason, count(*)::int as n from campaign_recipients
        where campaign_id = ${campaignId} and status = 'skipped' group by skip_reason order by n desc, skip_reason`,
  );
  // Rows skipped before reasons were stored were skipped for an opt-out (the only reason then).
  return rows.map((r) => ({ reason: (r.reason as SkipReason | null) ?? SKIP_REASONS.optedOut, count: r.n }));
}

export function groupOf(rows: RecipientRow[]): string | null {
  return rows[0]?.personalization[GROUP_KEY] ?? null;
}

/** `facts`: what is known about the recipient now (recipientFacts); without them, what a sample person would read. */
export function valuesFor(
  publicUrl: string,
  r: Pick<RecipientRow, 'name' | 'email' | 'personalization'>,
  facts: RecipientFacts | null = null,
): TemplateValues {
  // A recipient's name was checked when the draft was written (bestNames, givenName for a list the
  // owner sent): it is the name as typed, even when it is the address's local part (Marcus,
  // marcus@…). An address in the name field is still no name: the e-mail says "Hi there,".
  return {
    ...siteValues(publicUrl),
    ...recipientValues({ name: typedName(r.name), email: r.email }, r.personalization),
    ...factValues(publicUrl, facts),
  };
}

/** The values a preview shows: the owner's e-mails use a sample person; a speaker's, their first attendee. */
export function previewValues(publicUrl: string, c: CampaignRow, rows: RecipientRow[]): TemplateValues {
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
  report: CampaignReportCounts = EMPTY_REPORT,
): LegacyCampaignSummary {
  const summary: CampaignSummary = {
    title: campaignTitle({ kind: c.kind, campaignType: c.campaignType, recipientCount: c.recipientCount, ...audience }),
    id: c.publicId,
    kind: c.kind,
    status: publicStatus(c.status),
    campaignType: c.campaignType,
    recipientCount: c.recipientCount,
    sampleSubject: renderEmail(templateOf(c), sampleValues()).subject,
    sentCount: c.sentCount - outbox,
    outboxCount: outbox,
    failedCount: c.failedCount,
    skippedCount: c.skippedCount,
    createdAt: c.createdAt.toISOString(),
    sentAt: iso(c.sentAt),
    report,
  };
  // The canonical paths' schema keeps the camelCase names; the old paths' keeps both.
  return {
    ...summary,
    campaign_type: summary.campaignType,
    recipient_count: summary.recipientCount,
    sample_subject: summary.sampleSubject,
    sent_count: summary.sentCount,
    outbox_count: summary.outboxCount,
    failed_count: summary.failedCount,
    skipped_count: summary.skippedCount,
    created_at: summary.createdAt,
    sent_at: summary.sentAt,
  };
}

export async function campaignDetail(db: Db, publicUrl: string, campaign: CampaignRow): Promise<LegacyCampaignDetail> {
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

/** The e-mail as one recipient of the campaign would get it if it were sent now (what is known of them included). */
export async function previewAsRecipient(db: Db, publicUrl: string, c: CampaignRow, email: string): Promise<CampaignPreview> {
  const key = normalizeEmail(email);
  const [r] = await db
    .select()
    .from(campaignRecipients)
    .where(and(eq(campaignRecipients.campaignId, c.id), sql`lower(${campaignRecipients.email}) = ${key}`));
  if (!r) throw invalidField('email', 'is not a recipient of this campaign', 'querystring');
  const facts = (await recipientFacts(db, [r.email])).get(key) ?? null;
  const rendered = renderEmail(templateOf(c), valuesFor(publicUrl, r, facts));
  return { name: r.name, email: r.email, ...rendered };
}

export async function campaignRecipientsList(db: Db, c: CampaignRow) {
  const rows = await recipientsOf(db, c.id);
  return { campaignId: c.publicId, recipientCount: c.recipientCount, recipients: await toRecipients(db, rows, c) };
}

export async function listAdminCampaigns(db: Db, kind: 'bulk' | 'welcome' | 'all'): Promise<LegacyCampaignSummary[]> {
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
  const reports = await campaignReportCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((c) => toSummary(c, byId.get(c.id) ?? 0, audience.get(c.id), reports.get(c.id)));
}

/**
 * A pending thank-you draft names its recipients to the speaker, so it keeps only who may still be
 * named (MAY_NAME): whoever withdrew contact consent or opted out of data sharing since the draft
 * was made leaves it, as asking for the draft again would leave them out. Other campaigns as they are.
 */
export async function withoutUnnamedRecipients(db: Db, c: CampaignRow): Promise<CampaignRow> {
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
