import { eq, sql } from 'drizzle-orm';
import type { Gift, PublicTalk } from '../../shared/contract/feedback';
import { uploadedFileIdOf } from '../../shared/contract/profile';
import { supportedLocale } from '../../shared/i18n/locales';
import { queryRows, type Db } from '../db/client';
import { speakerProfiles } from '../db/schema';
import { notFound } from '../errors';
import { readStoredFile, type Storage } from '../storage/storage';
import { talkGiftColumns } from './gifts';
import { ACTIVE_QUESTIONS_JSON, questionsOf } from './talk-questions';

/*
 * The speaker's card on everything made for a talk: their name, slug, logo, brand colours and gift,
 * as the attendee's form, the presenter's slide, the organizer's report and the free page show them.
 */

export interface PublicTalkRow {
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
  ask_takeaway: boolean;
  ask_booking: boolean;
  language: string | null;
  questions: unknown;
}

// A talk with what its public page shows of the speaker (name, slug, branding) and the gift it gives.
export const publicTalkSelect = sql`
  select e.id, e.speaker_user_id, e.event_name, e.talk_title, e.venue, e.hashtag, e.ask_takeaway, e.ask_booking, e.language,
         p.id as profile_id, coalesce(p.first_name, u.first_name) as first_name,
         coalesce(p.last_name, u.last_name) as last_name, p.slug, p.logo_url,
         p.brand_color_primary, p.brand_color_secondary, ${talkGiftColumns}, ${ACTIVE_QUESTIONS_JSON} as questions
  from events e
  join users u on u.id = e.speaker_user_id
  left join speaker_profiles p on p.user_id = e.speaker_user_id`;

async function publicTalkRow(db: Db, id: number): Promise<PublicTalkRow | undefined> {
  const [row] = await queryRows<PublicTalkRow>(db, sql`${publicTalkSelect} where e.id = ${id}`);
  return row;
}

export function toPublicTalk(row: PublicTalkRow): PublicTalk {
  return {
    id: row.id,
    speakerId: row.profile_id ?? row.speaker_user_id,
    title: row.talk_title ?? row.event_name,
    // Talks made by the first-presentation form before it stored the event under its own name kept
    // the talk title in event_name and the event in venue; they still read right.
    eventName: row.talk_title && row.talk_title === row.event_name && row.venue ? row.venue : row.event_name,
    hashtag: row.hashtag,
    speakerName: `${row.first_name} ${row.last_name}`.trim(),
    speakerSlug: row.slug ?? '',
    logoUrl: row.logo_url,
    brandColorPrimary: row.brand_color_primary ?? '#2563eb',
    brandColorSecondary: row.brand_color_secondary ?? '#1e40af',
    giftTitle: row.digital_gift_title,
    askTakeaway: row.ask_takeaway,
    askBooking: row.ask_booking,
    language: row.language === null ? null : supportedLocale(row.language),
    questions: questionsOf(row.questions),
  };
}

export async function findPublicTalk(db: Db, id: number): Promise<PublicTalk> {
  const row = await publicTalkRow(db, id);
  if (!row) throw notFound('Talk not found');
  return toPublicTalk(row);
}

/** Formats the renderer draws; a logo uploaded in another (WebP) leaves the fallback in place. */
const DRAWABLE_LOGO_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif']);

/** The bytes of the logo the speaker uploaded in their profile, or null when there is none to draw. */
export async function speakerLogo(deps: { db: Db; storage: Storage }, userId: number): Promise<Buffer | null> {
  const [profile] = await deps.db
    .select({ logoUrl: speakerProfiles.logoUrl })
    .from(speakerProfiles)
    .where(eq(speakerProfiles.userId, userId))
    .limit(1);
  const id = uploadedFileIdOf(profile?.logoUrl ?? '');
  if (!id) return null;
  const file = await deps.storage.get(id);
  if (!file || file.kind !== 'logo' || file.ownerUserId !== userId || !DRAWABLE_LOGO_TYPES.has(file.mimeType)) return null;
  return readStoredFile(deps.storage, file);
}
