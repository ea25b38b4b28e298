import { sql } from 'drizzle-orm';
import { type ThankYouGift } from '../../../shared/domain/campaign-templates';
import { DEFAULT_BRAND_COLOR, safeHexColor } from '../../../shared/domain/brand-colors';
import { queryRows, type Db } from '../../db/client';
import { notFound } from '../../errors';
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

export async function speakerIdentity(db: Db, userId: number, publicUrl: string): Promise<SpeakerIdentity> {
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
