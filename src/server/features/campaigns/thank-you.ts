import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CreateThankYouEmailResponse, ThankYouEmail } from '../../../shared/contract/campaigns';
import {
  renderEmail,
  siteValues,
  htmlTemplateFromText,
  thankYouPersonalization,
  thankYouSampleValues,
  thankYouTemplate,
} from '../../../shared/domain/campaign-templates';
import { normalizeEmail } from '../../../shared/domain/email';
import { queryRows } from '../../db/client';
import { campaignRecipients, campaigns } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { MAY_NAME } from '../privacy/consent-rules';
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
