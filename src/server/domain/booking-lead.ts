import { sql } from 'drizzle-orm';

/**
 * An answer that may lead to the speaker's next booking: the attendee books speakers (or
 * influences who speaks at their events), or named someone else who should hear the talk and
 * confirmed that person agreed to be passed on. Separate from hot leads, which go by stars. Reads
 * `r` as the responses row; every list and count of booking leads uses this and nothing else.
 */
export const IS_BOOKING_LEAD = sql`(r.books_speakers is true or r.referral_consent_at is not null)`;
