import { eq, sql } from 'drizzle-orm';
import type { CampaignKind } from '../../../shared/contract/campaigns';
import { type CampaignTemplate } from '../../../shared/domain/campaign-templates';
import { normalizeEmail } from '../../../shared/domain/email';
import { queryRows, type Db } from '../../db/client';
import { campaignRecipients, campaigns } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { CAMPAIGN_NOT_FOUND_MESSAGE, type CampaignRow, RECIPIENT_INSERT_CHUNK, newPublicId } from './service';

// Drafting: a campaign and its recipients, written pending, and replaced while still pending.

export interface NewRecipient {
  name: string;
  email: string;
  rating?: number | null;
  personalization: Record<string, string>;
}

export function dedupe(recipients: NewRecipient[]): NewRecipient[] {
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

export async function createDraft(tx: Db, input: DraftInput): Promise<CampaignRow> {
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
export async function replaceDraft(
  tx: Db,
  campaignId: number,
  template: CampaignTemplate,
  recipients: NewRecipient[],
): Promise<CampaignRow> {
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
export async function lockPending(tx: Db, campaignId: number): Promise<CampaignRow> {
  const [locked] = await queryRows<{ status: CampaignRow['status'] }>(
    tx,
    sql`select status from campaigns where id = ${campaignId} for update`,
  );
  if (!locked) throw notFound(CAMPAIGN_NOT_FOUND_MESSAGE);
  if (locked.status !== 'pending') throw conflict(alreadyDecidedMessage(locked.status));
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId));
  return row!;
}

export function alreadyDecidedMessage(status: CampaignRow['status']): string {
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
