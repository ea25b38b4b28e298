import { sql } from 'drizzle-orm';
import type { Gift, Presentation, SubmitFeedbackResponse } from '../../../shared/contract/feedback';
import type { submitFeedbackSchema } from '../../../shared/contract/feedback';
import { emailDomain, roleGroup } from '../../../shared/domain/company';
import { HOT_LEAD_MIN_RATING } from '../../../shared/domain/constants';
import { normalizeEmail } from '../../../shared/domain/email';
import type { Config } from '../../config';
import { queryRows, type Db } from '../../db/client';
import { notFound } from '../../errors';
import { attendeeGraphicToken } from '../graphics/service';
import { MAY_CONTACT } from '../events/service';

type Submission = ReturnType<typeof submitFeedbackSchema.parse>;

interface PresentationRow {
  id: number;
  speaker_user_id: number;
  profile_id: number | null;
  event_name: string;
  talk_title: string | null;
  venue: string | null;
  hashtag: string | null;
  first_name: string;
  last_name: string;
  slug: string | null;
  logo_url: string | null;
  brand_color_primary: string | null;
  brand_color_secondary: string | null;
  digital_gift_title: string | null;
  digital_gift_description: string | null;
  digital_gift_url: string | null;
  digital_gift_access_code: string | null;
  digital_gift_type: Gift['type'] | null;
}

// A talk with what its public page shows of the speaker (name, slug, branding, gift).
const presentationSelect = sql`
  select e.id, e.speaker_user_id, e.event_name, e.talk_title, e.venue, e.hashtag,
         p.id as profile_id, coalesce(p.first_name, u.first_name) as first_name,
         coalesce(p.last_name, u.last_name) as last_name, p.slug, p.logo_url,
         p.brand_color_primary, p.brand_color_secondary, p.digital_gift_title, p.digital_gift_description,
         p.digital_gift_url, p.digital_gift_access_code, p.digital_gift_type
  from events e
  join users u on u.id = e.speaker_user_id
  left join speaker_profiles p on p.user_id = e.speaker_user_id`;

async function presentationRow(db: Db, id: number): Promise<PresentationRow | undefined> {
  const [row] = await queryRows<PresentationRow>(
    db,
    sql`${presentationSelect} where e.id = ${id}`,
  );
  return row;
}

function toPresentation(row: PresentationRow): Presentation {
  return {
    id: row.id,
    speakerId: row.profile_id ?? row.speaker_user_id,
    // The spec's document-1 path stores the talk title in eventName and the event in venue;
    // talk_title is filled either way, so prefer it.
    title: row.talk_title ?? row.event_name,
    // Document 1's form puts the talk title in eventName and the event in venue.
    eventName: row.talk_title && row.talk_title === row.event_name && row.venue ? row.venue : row.event_name,
    hashtag: row.hashtag,
    speakerName: `${row.first_name} ${row.last_name}`.trim(),
    speakerSlug: row.slug ?? '',
    logoUrl: row.logo_url,
    brandColorPrimary: row.brand_color_primary ?? '#2563eb',
    brandColorSecondary: row.brand_color_secondary ?? '#1e40af',
    giftTitle: row.digital_gift_title,
  };
}

export async function getPresentation(db: Db, id: number): Promise<Presentation> {
  const row = await presentationRow(db, id);
  if (!row) throw notFound('Presentation not found');
  return toPresentation(row);
}

/**
 * Stores one attendee's answer. The same e-mail answering the same talk again replaces the
 * earlier answer (one row per attendee per talk); a consent keeps its first timestamp while it
 * stays given and is cleared when withdrawn.
 */
export async function submitFeedback(db: Db, config: Pick<Config, 'appSecret' | 'dataDir'>, input: Submission): Promise<SubmitFeedbackResponse> {
  const email = normalizeEmail(input.workEmail);
  // One statement: find the talk (and its speaker's gift) and store the answer, so a hall full of
  // attendees costs one round trip each.
  const [saved] = await queryRows<{
    id: number | null;
    updated: boolean | null;
    digital_gift_title: string | null;
    digital_gift_description: string | null;
    digital_gift_url: string | null;
    digital_gift_access_code: string | null;
    digital_gift_type: Gift['type'] | null;
  }>(
    db,
    sql`with talk as (
          select e.id, p.digital_gift_title, p.digital_gift_description, p.digital_gift_url,
                 p.digital_gift_access_code, p.digital_gift_type
          from events e left join speaker_profiles p on p.user_id = e.speaker_user_id
          where e.id = ${input.presentationId}
        ), saved as (
          insert into responses (event_id, rating, testimonial, attendee_name, attendee_role, attendee_email,
                                 role_group, email_domain, business_inquiry, contact_consent_at, publish_consent_at)
          select talk.id, ${input.rating}, ${input.testimonial}, ${input.firstName}, ${input.jobRole}, ${email},
                 ${roleGroup(input.jobRole)}, ${emailDomain(email)}, ${input.businessInquiry},
                 ${input.contactConsent ? sql`now()` : null}::timestamptz, ${input.publishConsent ? sql`now()` : null}::timestamptz
          from talk
          on conflict (event_id, lower(attendee_email)) do update set
            rating = excluded.rating,
            testimonial = excluded.testimonial,
            attendee_name = excluded.attendee_name,
            attendee_role = excluded.attendee_role,
            role_group = excluded.role_group,
            business_inquiry = excluded.business_inquiry,
            contact_consent_at = case when excluded.contact_consent_at is null then null
                                      else coalesce(responses.contact_consent_at, excluded.contact_consent_at) end,
            publish_consent_at = case when excluded.publish_consent_at is null then null
                                      else coalesce(responses.publish_consent_at, excluded.publish_consent_at) end,
            submitted_at = now()
          returning id, (xmax <> 0) as updated
        )
        select saved.id, saved.updated, talk.digital_gift_title, talk.digital_gift_description, talk.digital_gift_url,
               talk.digital_gift_access_code, talk.digital_gift_type
        from talk left join saved on true`,
  );
  if (!saved || saved.id === null) throw notFound('Presentation not found');
  const gift: Gift | null = saved.digital_gift_title
    ? {
        title: saved.digital_gift_title,
        description: saved.digital_gift_description,
        url: saved.digital_gift_url,
        accessCode: saved.digital_gift_access_code,
        type: saved.digital_gift_type ?? 'external_link',
      }
    : null;
  // Only a publishable testimonial can become the attendee's own graphic.
  const mayHaveGraphic = input.rating >= HOT_LEAD_MIN_RATING && input.publishConsent;
  return {
    id: saved.id,
    updated: Boolean(saved.updated),
    gift,
    ...(mayHaveGraphic ? { graphicToken: attendeeGraphicToken(config, saved.id) } : {}),
  };
}

export async function listOwnPresentations(db: Db, userId: number) {
  const rows = await queryRows<PresentationRow>(
    db,
    sql`${presentationSelect} where e.speaker_user_id = ${userId} order by e.created_at, e.id`,
  );
  return rows.map(toPresentation);
}

export async function listOwnFeedback(db: Db, userId: number) {
  const rows = await queryRows<{
    id: number;
    speaker_id: number;
    event_id: number;
    rating: number;
    testimonial: string;
    attendee_name: string;
    attendee_role: string;
    attendee_email: string;
    business_inquiry: string | null;
    submitted_at: Date | string;
    may_contact: boolean;
  }>(
    db,
    sql`select r.id, coalesce(p.id, e.speaker_user_id) as speaker_id, r.event_id, r.rating, r.testimonial,
               r.attendee_name, r.attendee_role, r.attendee_email, r.business_inquiry, r.submitted_at,
               (${MAY_CONTACT}) as may_contact
        from responses r
        join events e on e.id = r.event_id
        left join speaker_profiles p on p.user_id = e.speaker_user_id
        where e.speaker_user_id = ${userId}
        order by r.submitted_at desc, r.id desc`,
  );
  return rows.map((r) => ({
    id: r.id,
    speakerId: r.speaker_id,
    presentationId: r.event_id,
    rating: r.rating,
    testimonial: r.testimonial,
    // Named only under the one consent rule the lists and lead files follow.
    firstName: r.may_contact ? r.attendee_name : null,
    jobRole: r.attendee_role,
    workEmail: r.may_contact ? r.attendee_email : null,
    businessInquiry: r.business_inquiry,
    createdAt: new Date(r.submitted_at).toISOString(),
  }));
}
