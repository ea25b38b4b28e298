import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { undrawableCharacters } from '../graphics/drawable';
import { hanPreferenceOf } from '../graphics/fonts';
import { signedCapability } from '../secrets';
import { HOT_LEAD_MIN_RATING } from '../../shared/domain/constants';
import { MAY_QUOTE, SHARES_DETAILS } from './consent-rules';

/*
 * Which testimonials may be shown as graphics, quoted on a proof page or an organizer's report, or
 * sent in a webhook, and where a shared graphic lives: one rule for every feature that shows them.
 */

/**
 * A testimonial may become a graphic when it is rated 4-5, its attendee agreed to publication, it
 * says something, the attendee's e-mail has not opted out of testimonials (MAY_QUOTE), and the
 * speaker has not removed it from graphics. `r` is the responses row.
 */
export const OFFERED = sql`r.rating >= ${HOT_LEAD_MIN_RATING}
  and r.publish_consent_at is not null
  and length(trim(r.testimonial)) > 0
  and ${MAY_QUOTE}
  and not exists (select 1 from graphics gr where gr.response_id = r.id and gr.removed_at is not null)`;

// A graphic drawn for an attendee who opted out of data sharing is anonymous (no name, no role): the
// renderer draws "Anonymous", and file and ZIP entry names fall back to the answer's number.
export const ATTENDEE_NAME = sql`case when ${SHARES_DETAILS} then r.attendee_name else '' end`;

/**
 * The link a speaker shares: a page ({PUBLIC_URL}/g/{token}) whose social preview tags name the
 * graphic as its image, so a post on LinkedIn shows the graphic rather than a bare file link.
 */
export function shareUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/g/${token}`;
}

/** Where shared graphics' PNGs are served: social sites' crawlers must be let in here (robots.txt). */
export const SHARED_GRAPHIC_IMAGES_PATH = '/api/public/graphics/shared/';

/** The shared graphic's PNG itself (the page's og:image; links shared before the page existed point here). */
export function shareImageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${SHARED_GRAPHIC_IMAGES_PATH}${token}.png`;
}

/** The capability an attendee gets with their answer: signed, nothing stored per answer. */
export function attendeeGraphicToken(config: Pick<Config, 'appSecret' | 'dataDir'>, responseId: number): string {
  return signedCapability(config, 'attendee-graphic', responseId);
}

/**
 * True when every character of an attendee's words can be drawn: the attendee's own graphic is
 * offered only then (a graphic with characters no font has is refused, never drawn without them).
 */
export function attendeeTextsDrawable(texts: readonly (string | null | undefined)[]): boolean {
  const present = texts.filter((t): t is string => typeof t === 'string');
  const han = hanPreferenceOf(present);
  return present.every((t) => undrawableCharacters(t, han).length === 0);
}
