import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  ApproveCampaignResponse,
  CreateThankYouEmailResponse,
  EditThankYouEmail,
  SendThankYouEmail,
  ThankYouEmail,
} from '../../../shared/contract/campaigns';
import {
  renderEmail,
  siteValues,
  htmlTemplateFromText,
  thankYouPersonalization,
  thankYouSampleValues,
  thankYouTemplate,
  type TemplateValues,
} from '../../../shared/domain/campaign-templates';
import { normalizeEmail } from '../../../shared/domain/email';
import { type Db, queryRows } from '../../db/client';
import { campaignRecipients, campaigns, events } from '../../db/schema';
import { conflict, invalidField, notFound } from '../../errors';
import { MAY_NAME } from '../../domain/consent-rules';
import {
  type CampaignDeps,
  type CampaignRow,
  EVENT_GROUP,
  EVERYONE_THANKED_MESSAGE,
  GROUP_KEY,
  NO_CONSENTING_RESPONDENTS_MESSAGE,
  deliveryCountsOf,
  iso,
  publicStatus,
  recipientsOf,
  templateOf,
  toRecipients,
  valuesFor,
  withoutUnnamedRecipients,
} from './service';
import { speakerIdentity } from './speaker';
import { type NewRecipient, createDraft, replaceDraft } from './drafts';
import { approveCampaign } from './approval';

// A speaker's thank-you e-mail.

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
    const speaker = await speakerIdentity(tx, userId, config.publicUrl, eventId);
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

export async function thankYouEmail(deps: CampaignDeps, userId: number, campaign: CampaignRow): Promise<ThankYouEmail> {
  const { db, config } = deps;
  const c = await withoutUnnamedRecipients(db, campaign);
  const rows = await recipientsOf(db, c.id);
  const recipients = await toRecipients(db, rows, c);
  const speaker = await speakerIdentity(db, userId, config.publicUrl, c.eventId);
  const tpl = templateOf(c);
  const first = rows[0];
  const sample = renderEmail(
    tpl,
    first ? valuesFor(config.publicUrl, first) : { ...siteValues(config.publicUrl), ...thankYouSampleValues(speaker.gift) },
  );
  const [talk] =
    c.eventId === null
      ? []
      : await db
          .select({ name: events.eventName, talkTitle: events.talkTitle, status: events.status, eventDate: events.eventDate })
          .from(events)
          .where(eq(events.id, c.eventId));
  return {
    emailId: c.publicId,
    status: publicStatus(c.status),
    subject: sample.subject,
    content: sample.text,
    ...(await deliveryCountsOf(db, c)),
    sentAt: iso(c.sentAt),
    createdAt: c.createdAt.toISOString(),
    recipients: recipients.map((r, i) => {
      const values = valuesFor(config.publicUrl, rows[i]!);
      const email = renderEmail(tpl, values);
      return { ...r, preview: { subject: email.subject, text: email.text }, values: definedValues(values) };
    }),
    event: {
      id: c.eventId,
      name: talk?.name ?? '',
      talkTitle: talk?.talkTitle ?? null,
      status: talk?.status ?? null,
      eventDate: talk ? talk.eventDate.toISOString() : null,
    },
    speaker: { name: speaker.name, email: speaker.email },
    template: { subject: c.subject, body: c.textTemplate },
  };
}

function definedValues(values: TemplateValues): Record<string, string | number | null> {
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string | number | null] => entry[1] !== undefined));
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
  edits: EditThankYouEmail,
): Promise<ThankYouEmail> {
  const updated = await deps.db.transaction(async (tx) => {
    const remove = (edits.removeRecipients ?? []).map(normalizeEmail);
    return rewriteDraft(tx, c.id, 'pending', edits, (email) => remove.includes(email));
  });
  if (!updated) throw conflict('This e-mail has already been approved; it can no longer be changed.');
  return thankYouEmail(deps, userId, updated);
}

/**
 * Sends the e-mail the speaker has on screen: its subject and words as typed and only the attendees
 * still ticked, saved or not. They are written to the draft in the approval's own transaction, so
 * what is approved is exactly what was sent; a listed address the draft does not hold is refused
 * (400 naming `recipients`) and nothing is sent. Who may be e-mailed at all is still decided by
 * approveCampaign (opt-outs are skipped).
 */
export function sendThankYouEmail(
  deps: CampaignDeps,
  userId: number,
  c: CampaignRow,
  shown: SendThankYouEmail | null | undefined,
): Promise<ApproveCampaignResponse> {
  if (!shown) return approveCampaign(deps, c, userId);
  return approveCampaign(deps, c, userId, async (tx, approving) => {
    let keep: Set<string> | null = null;
    if (shown.recipients) {
      keep = new Set(shown.recipients.map(normalizeEmail));
      const held = new Set((await recipientsOf(tx, approving.id)).map((r) => normalizeEmail(r.email)));
      const stranger = [...keep].find((email) => !held.has(email));
      if (stranger) throw invalidField('recipients', `must be attendees this e-mail was drafted for; ${stranger} is not one`);
    }
    const updated = await rewriteDraft(tx, approving.id, 'sending', shown, (email) => keep !== null && !keep.has(email));
    return updated ?? approving;
  });
}

/**
 * Writes a draft's new subject and text (the HTML is made again from the text) and takes
 * off the recipients `drop` names (by lower-cased address): only while it has `status` (pending while
 * edited, sending inside its approval), else null.
 */
async function rewriteDraft(
  tx: Db,
  campaignId: number,
  status: 'pending' | 'sending',
  words: { subject?: string; body?: string },
  drop: (email: string) => boolean,
): Promise<CampaignRow | null> {
  const changes = {
    ...(words.subject !== undefined ? { subject: words.subject } : {}),
    ...(words.body !== undefined ? { textTemplate: words.body, htmlTemplate: htmlTemplateFromText(words.body) } : {}),
  };
  const still = and(eq(campaigns.id, campaignId), eq(campaigns.status, status));
  // A body without subject or words (`{}`, or only recipients) keeps the draft's: an update would set nothing.
  const [row] =
    Object.keys(changes).length === 0
      ? await tx.select().from(campaigns).where(still)
      : await tx.update(campaigns).set(changes).where(still).returning();
  if (!row) return null;
  const dropped = (await recipientsOf(tx, campaignId)).filter((r) => drop(normalizeEmail(r.email))).map((r) => r.id);
  if (dropped.length === 0) return row;
  await tx.delete(campaignRecipients).where(inArray(campaignRecipients.id, dropped));
  const [recounted] = await tx
    .update(campaigns)
    .set({ recipientCount: sql`(select count(*)::int from campaign_recipients where campaign_id = ${campaignId})` })
    .where(eq(campaigns.id, campaignId))
    .returning();
  return recounted!;
}
