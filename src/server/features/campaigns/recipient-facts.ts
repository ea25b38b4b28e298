import { sql } from 'drizzle-orm';
import type { RecipientFacts } from '../../../shared/domain/campaign-templates';
import { normalizeEmail } from '../../../shared/domain/email';
import { queryRows, type Db } from '../../db/client';

/**
 * What is known about each address as the e-mail is written, by normalised address: their latest
 * assessment, whether they are on the waitlist, have a free page (a free-tier sign-up) or a speaker
 * account. Read when a campaign is approved, so a draft written earlier still says what is true then.
 */
export async function recipientFacts(db: Db, emails: string[]): Promise<Map<string, RecipientFacts>> {
  const keys = [...new Set(emails.map(normalizeEmail))];
  const out = new Map<string, RecipientFacts>();
  if (keys.length === 0) return out;
  // The addresses travel as one JSON parameter: a campaign of any size is one statement.
  const among = (column: ReturnType<typeof sql.raw>) =>
    sql`lower(${column}) in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`;
  const [assessed, waitlist, people] = await Promise.all([
    queryRows<{ email: string; score: number; max_score: number; passed: boolean }>(
      db,
      sql`select distinct on (lower(email)) lower(email) as email, score, max_score, passed from assessments
          where ${among(sql.raw('email'))} order by lower(email), created_at desc, id desc`,
    ),
    queryRows<{ email: string }>(db, sql`select distinct lower(email) as email from waitlist_entries where ${among(sql.raw('email'))}`),
    queryRows<{ email: string; free_page: boolean }>(
      db,
      sql`select lower(u.email) as email, exists (select 1 from free_tier_signups f where f.speaker_user_id = u.id) as free_page
          from users u where u.role = 'speaker' and ${among(sql.raw('u.email'))}`,
    ),
  ]);
  const assessments = new Map(assessed.map((a) => [a.email, { score: a.score, maxScore: a.max_score, passed: a.passed }]));
  const onWaitlist = new Set(waitlist.map((w) => w.email));
  const speakers = new Map(people.map((p) => [p.email, p.free_page]));
  for (const k of keys) {
    out.set(k, {
      assessment: assessments.get(k) ?? null,
      onWaitlist: onWaitlist.has(k),
      hasFreePage: speakers.get(k) ?? false,
      isSpeaker: speakers.has(k),
    });
  }
  return out;
}
