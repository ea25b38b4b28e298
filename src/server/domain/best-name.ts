import { sql } from 'drizzle-orm';
import { nameFromEmail, normalizeEmail } from '../../shared/domain/email';
import { typedName } from '../../shared/domain/greeting';
import { queryRows, type Db } from '../db/client';

/*
 * One rule for every screen, export, report and e-mail that names a person: the best name known
 * for an address. Addresses match trimmed and lower-cased on both sides (older rows kept them as
 * typed). Where the rule knows no name, a screen may show the address's local part, but a greeting
 * says "Hi there," (firstNameOf in src/shared/domain/campaign-templates.ts).
 */

/**
 * Every name on record for an address, best first (rank):
 * 1. the speaker profile, under its account's own address: the person set it up themselves (the
 *    profile's work e-mail is free text a speaker could set to anyone's address, so it names no one);
 * 2. the speaker account (the owner's account carries a placeholder name the server wrote);
 * 3. the waitlist entry; 4. the product's feedback form; 5. a talk's feedback form; 6. the free-tier
 *    wizard: names the person typed about themselves;
 * 7. the assessment's own records: the qualified lead and the report, which keep the name that was
 *    known (or that an older page sent) when the assessment was taken.
 * Within a rank the newest record wins (someone who filled in a form twice wrote their name last).
 *
 * Ranks 1-6 hold names the person typed: such a name is a name even when it is the address's local
 * part (Marcus, marcus@…). The assessment's records (rank 7) were filed under the local part where
 * no name was known (nameFromEmail in submitAssessment), and the stored text cannot tell that
 * stand-in from a typed name: there the local part is no name (a name the person typed is on record
 * at a better rank anyway).
 */
const ASSESSMENT_RANK = 7;
export const NAMES_ON_RECORD = sql`
  select lower(trim(u.email)) as email, trim(p.first_name || ' ' || p.last_name) as name, 1 as rank, p.updated_at as at
    from speaker_profiles p join users u on u.id = p.user_id
  union all
  select lower(trim(email)), trim(first_name || ' ' || last_name), 2, updated_at from users where role = 'speaker'
  union all
  select lower(trim(email)), trim(name), 3, joined_at from waitlist_entries
  union all
  select lower(trim(speaker_email)), trim(speaker_name), 4, submitted_at from campaign_feedback
  union all
  select lower(trim(attendee_email)), trim(attendee_name), 5, submitted_at from responses
  union all
  select lower(trim(payload->'answers'->>'email')), trim(payload->'answers'->>'name'), 6, created_at from free_tier_signups
  union all
  select lower(trim(email)), trim(name), 7, created_at from qualified_leads
  union all
  select lower(trim(speaker_email)), trim(speaker_name), 7, generated_at from assessment_reports`;

/** Where a name of each rank comes from, as the owner's console says it. */
const NAME_SOURCES: Record<number, string> = {
  1: 'speaker profile',
  2: 'speaker account',
  3: 'waitlist',
  4: "SpeakerPro's feedback form",
  5: "a talk's feedback form",
  6: 'free QR page wizard',
  [ASSESSMENT_RANK]: 'readiness assessment',
};

/** The best name known for each address, by normalised e-mail; an address with no known name is absent. */
export async function bestNames(db: Db, emails: readonly string[]): Promise<Map<string, string>> {
  const named = await bestNamesWithSource(db, emails);
  return new Map([...named].map(([email, { name }]) => [email, name]));
}

/** bestNames with where each name came from (see NAME_SOURCES). */
export async function bestNamesWithSource(db: Db, emails: readonly string[]): Promise<Map<string, { name: string; source: string }>> {
  const keys = [...new Set(emails.map(normalizeEmail).filter((e) => e !== ''))];
  const out = new Map<string, { name: string; source: string }>();
  if (keys.length === 0) return out;
  const rows = await queryRows<{ email: string; name: string; rank: number }>(
    db,
    sql`select email, name, rank from (${NAMES_ON_RECORD}) names
        where email in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )}) and name is not null and name <> ''
        order by rank, at desc`,
  );
  for (const r of rows) {
    if (out.has(r.email)) continue;
    const rank = Number(r.rank);
    const name = rank < ASSESSMENT_RANK ? typedName(r.name) : givenName(r.name, r.email);
    if (name !== '') out.set(r.email, { name, source: NAME_SOURCES[rank]! });
  }
  return out;
}

export async function bestName(db: Db, email: string): Promise<string | null> {
  return (await bestNames(db, [email])).get(normalizeEmail(email)) ?? null;
}

/**
 * A name that came with an address from somewhere that may have filled it in from the address (a
 * list the owner's client sent, the assessment's records), tidied, or '' when it is no name: what
 * typedName refuses, and the address's local part. A name the person typed is read with typedName.
 */
export function givenName(name: string, email: string): string {
  const tidy = typedName(name);
  return tidy.toLowerCase() === nameFromEmail(normalizeEmail(email)) ? '' : tidy;
}
