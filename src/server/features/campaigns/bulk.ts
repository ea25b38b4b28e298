import type { LegacyCampaignSummary, LegacyGenerateBulkEmailsResponse, generateBulkEmailsSchema } from '../../../shared/contract/campaigns';
import {
  bulkCampaignTemplate,
  ownerPersonalizedContent,
  renderEmail,
  welcomeTemplate,
  isRecipientGroup,
  type CampaignType,
  type RecipientGroup,
} from '../../../shared/domain/campaign-templates';
import { AUDIENCE_EXCLUSIONS } from '../../../shared/domain/audiences';
import { audienceMembers } from '../../domain/audiences';
import { normalizeEmail } from '../../../shared/domain/email';
import { countSkipReasons } from '../../../shared/domain/skip-reasons';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../errors';
import { bestNames, givenName } from '../../domain/best-name';
import { type NewRecipient, createDraft, dedupe, lockPending, replaceDraft } from './drafts';
import {
  type CampaignDeps,
  type CampaignRow,
  EMPTY_GROUP_MESSAGE,
  EXPLICIT_LIST_GROUP,
  GROUP_KEY,
  groupOf,
  recipientsOf,
  skipReasons,
  toSummary,
  valuesFor,
} from './service';
import { ownerReplyTo } from '../../mail/owner';

// The owner's bulk e-mails: recipient groups, drafting and regenerating.

/**
 * A group's recipients: the audience's members (audienceMembers, the list the owner sees), each
 * under the best name known for their address. Someone who opted out is still a recipient, to be
 * skipped with the reason at approval; someone whose marketing consent the group needs and who
 * never gave it is no recipient at all.
 */
export async function resolveGroup(db: Db, group: RecipientGroup): Promise<NewRecipient[]> {
  const members = await audienceMembers(db, group);
  return members
    .filter((m) => m.reason !== AUDIENCE_EXCLUSIONS.noMarketingConsent)
    .map((m) => ({
      // No known name is an empty name: the greeting then says "Hi there," (never the address).
      name: m.greetingName,
      email: m.email,
      personalization: { [GROUP_KEY]: group, source: group, personalizedContent: m.personalizedContent },
    }));
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
export async function generateBulkEmails(deps: CampaignDeps, input: GenerateInput): Promise<LegacyGenerateBulkEmailsResponse> {
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
  let campaign: LegacyCampaignSummary | null = null;
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
    skippedReasons: countSkipReasons([...skipped.values()]),
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
    const recipients = isRecipientGroup(group)
      ? await resolveGroup(tx, group)
      : rows.map((r) => ({ name: r.name, email: r.email, rating: r.rating, personalization: r.personalization }));
    if (recipients.length === 0) throw conflict(EMPTY_GROUP_MESSAGE);
    return replaceDraft(tx, c.id, tpl, recipients);
  });
}
