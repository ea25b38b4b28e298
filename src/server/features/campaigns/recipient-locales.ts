import { sql } from 'drizzle-orm';
import { normalizeEmail } from '../../../shared/domain/email';
import { DEFAULT_LOCALE, supportedLocale, type Locale } from '../../../shared/i18n/locales';
import { queryRows, type Db } from '../../db/client';

/**
 * The language each recipient of a speaker's campaign reads, by normalised address: the language
 * of their answer to the campaign's talk (one per attendee and talk; without a talk, their latest
 * answer to any of the speaker's talks), else the talk's own language, else English. The owner's
 * campaigns (no speaker) go to the English-speaking side of SpeakerPro: English for everyone.
 */
export async function recipientLocales(
  db: Db,
  c: { ownerUserId: number | null; eventId: number | null },
  emails: string[],
): Promise<Map<string, Locale>> {
  const keys = [...new Set(emails.map(normalizeEmail))];
  const out = new Map<string, Locale>();
  if (c.ownerUserId === null || keys.length === 0) {
    for (const k of keys) out.set(k, DEFAULT_LOCALE);
    return out;
  }
  // The addresses travel as one JSON parameter: a campaign of any size is one statement.
  const answers = await queryRows<{ email: string; language: string }>(
    db,
    sql`select distinct on (lower(r.attendee_email)) lower(r.attendee_email) as email, r.language
        from responses r join events e on e.id = r.event_id
        where e.speaker_user_id = ${c.ownerUserId}
          and ${c.eventId === null ? sql`true` : sql`r.event_id = ${c.eventId}`}
          and lower(r.attendee_email) in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))
        order by lower(r.attendee_email), r.submitted_at desc, r.id desc`,
  );
  const answered = new Map(answers.map((a) => [a.email, supportedLocale(a.language)]));
  const [talk] =
    c.eventId === null ? [] : await queryRows<{ language: string | null }>(db, sql`select language from events where id = ${c.eventId}`);
  const talkLocale = talk?.language ? supportedLocale(talk.language) : null;
  for (const k of keys) out.set(k, answered.get(k) ?? talkLocale ?? DEFAULT_LOCALE);
  return out;
}
