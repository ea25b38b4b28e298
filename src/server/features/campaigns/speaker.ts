import { sql } from 'drizzle-orm';
import { type ThankYouGift } from '../../../shared/domain/campaign-templates';
import { DEFAULT_BRAND_COLOR, safeHexColor } from '../../../shared/domain/brand-colors';
import { queryRows, type Db } from '../../db/client';
import { notFound } from '../../errors';
import { talkGiftColumns } from '../../domain/gifts';
import { absoluteUrl } from './service';

// The speaker a campaign speaks for: name, address, gift and brand (approval and thank-you e-mails).

export interface SpeakerIdentity {
  userId: number;
  name: string;
  email: string;
  gift: ThankYouGift | null;
  /** Absolute address of the logo from their profile, for the thank-you e-mail's header. */
  logoUrl: string | null;
  brandColor: string;
}

/** The speaker, with the gift of the talk `eventId` names (its own, else the profile's), or the profile's gift without one. */
export async function speakerIdentity(db: Db, userId: number, publicUrl: string, eventId?: number | null): Promise<SpeakerIdentity> {
  const [row] = await queryRows<{
    email: string;
    first_name: string;
    last_name: string;
    p_first: string | null;
    p_last: string | null;
    work_email: string | null;
    digital_gift_title: string | null;
    digital_gift_url: string | null;
    digital_gift_access_code: string | null;
    logo_url: string | null;
    brand_color: string | null;
  }>(
    db,
    sql`select u.email, u.first_name, u.last_name, p.first_name as p_first, p.last_name as p_last, p.work_email,
               ${talkGiftColumns}, p.logo_url, p.brand_color_primary as brand_color
        from users u left join speaker_profiles p on p.user_id = u.id
        left join events e on e.id = ${eventId ?? null}::int and e.speaker_user_id = u.id
        where u.id = ${userId}`,
  );
  if (!row) throw notFound('Speaker not found');
  const name = `${row.p_first ?? row.first_name} ${row.p_last ?? row.last_name}`.trim();
  const gift = row.digital_gift_url
    ? { title: row.digital_gift_title, url: absoluteUrl(publicUrl, row.digital_gift_url), accessCode: row.digital_gift_access_code }
    : null;
  return {
    userId,
    name,
    email: row.work_email?.trim() || row.email,
    gift,
    logoUrl: row.logo_url ? absoluteUrl(publicUrl, row.logo_url) : null,
    brandColor: safeHexColor(row.brand_color, DEFAULT_BRAND_COLOR),
  };
}
