import { sql } from 'drizzle-orm';
import { nameFromEmail, normalizeEmail } from '../../../shared/domain/email';
import { queryRows, type Db } from '../../db/client';

/**
 * The best name known for each address, by lower-cased e-mail; an address with no known name is
 * absent. One rule for every screen, export and e-mail that names a person. In order: the speaker
 * profile (the person set it up themselves), the account, the waitlist entry, the feedback form the
 * person filled in (the product's own or a talk's), the free-tier wizard. A "name" that is only the
 * address's local part (older rows stored one) is no name.
 */
export async function bestNames(db: Db, emails: readonly string[]): Promise<Map<string, string>> {
  const keys = [...new Set(emails.map(normalizeEmail).filter((e) => e !== ''))];
  const out = new Map<string, string>();
  if (keys.length === 0) return out;
  const rows = await queryRows<{ email: string; name: string; rank: number }>(
    db,
    sql`select email, name, rank from (
          select lower(coalesce(nullif(p.work_email, ''), u.email)) as email, trim(p.first_name || ' ' || p.last_name) as name, 1 as rank
            from speaker_profiles p join users u on u.id = p.user_id
          union all
          select lower(u.email), trim(p.first_name || ' ' || p.last_name), 1
            from speaker_profiles p join users u on u.id = p.user_id
          union all
          select lower(email), trim(first_name || ' ' || last_name), 2 from users
          union all
          select lower(email), trim(name), 3 from waitlist_entries
          union all
          select lower(speaker_email), trim(speaker_name), 4 from campaign_feedback
          union all
          select lower(attendee_email), trim(attendee_name), 5 from responses
          union all
          select lower(payload->'answers'->>'email'), trim(payload->'answers'->>'name'), 6 from free_tier_signups
        ) names
        where email in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )}) and name is not null and name <> ''
        order by rank`,
  );
  for (const r of rows) {
    if (out.has(r.email) || isOnlyTheAddress(r.name, r.email)) continue;
    out.set(r.email, r.name.replace(/\s+/g, ' '));
  }
  return out;
}

/** A stored name that is just the address or its local part, which older code wrote as a name. */
function isOnlyTheAddress(name: string, email: string): boolean {
  const n = name.trim().toLowerCase();
  return n === email || n === nameFromEmail(email).toLowerCase();
}

export async function bestName(db: Db, email: string): Promise<string | null> {
  return (await bestNames(db, [email])).get(normalizeEmail(email)) ?? null;
}
