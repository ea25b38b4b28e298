import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PUBLISH_CONSENTS_NAMING_COMPANY } from '../../shared/domain/consents';
import { normalizeEmail } from '../../shared/domain/email';
import type { Db } from '../db/client';
import { marketingConsents, privacyOptOuts } from '../db/schema';

/*
 * What a person's choices on /privacy (privacy_opt_outs, one row per address) and on the feedback
 * form (the answer's two consents) allow, one rule per category (decision 025). Every surface that
 * mails, quotes, shares or names an attendee uses these and nothing else. The SQL fragments read
 * `r` as the responses row.
 */

type Category = 'email_marketing' | 'social_media' | 'testimonials' | 'data_sharing';

function optedOut(category: Category, address: SQL = sql.raw('r.attendee_email')): SQL {
  return sql`exists (select 1 from privacy_opt_outs o where lower(o.email) = lower(${address}) and ${sql.raw(`o.${category}`)})`;
}

/**
 * `data_sharing`: "do not share my details with the speakers I gave feedback to". The answer's
 * rating and words still reach the speaker, anonymous: no name, e-mail, job role or company.
 */
export const SHARES_DETAILS = sql`(not ${optedOut('data_sharing')})`;

/**
 * Whether the speaker may learn who the attendee is, their first name and work e-mail (decision
 * 019's MAY_CONTACT, now with the data-sharing opt-out): they agreed to be contacted and did not
 * opt out of data sharing. Everyone is still counted.
 */
export const MAY_NAME = sql`(r.contact_consent_at is not null and ${SHARES_DETAILS})`;

/**
 * Whether the speaker may learn who an answer's referral is ("Who else should hear this talk?"),
 * their name and e-mail: the attendee confirmed that person agreed to be passed on
 * (referral_consent_at), and the referred address did not opt out of data sharing. Otherwise the
 * answer still counts as a booking lead, without the referral's details.
 */
export const MAY_NAME_REFERRAL = sql`(r.referral_consent_at is not null and r.referral_email is not null and not ${optedOut('data_sharing', sql.raw('r.referral_email'))})`;

/**
 * Whether the attendee's company (read from their work e-mail's domain) may be published with
 * their testimonial: the words of the publish consent they agreed to name the company, and they
 * did not opt out of data sharing. Under earlier wording only first name and job role were agreed.
 */
export const MAY_NAME_COMPANY = sql`(r.publish_consent_version in (${sql.join(
  PUBLISH_CONSENTS_NAMING_COMPANY.map((v) => sql`${v}`),
  sql`, `,
)}) and ${SHARES_DETAILS})`;

/** `testimonials`: the attendee's words may be quoted (graphics, reviews, counts) only without this opt-out. */
export const MAY_QUOTE = sql`(not ${optedOut('testimonials')})`;

/**
 * Whether the attendee's own words (testimonial, takeaway) may leave the speaker's screens for
 * another service, such as a webhook's receiver, which may publish them: the attendee allowed
 * publication and did not opt out of testimonials. The speaker still reads every answer's words
 * in the app.
 */
export const MAY_PUBLISH_WORDS = sql`(r.publish_consent_at is not null and ${MAY_QUOTE})`;

/** MAY_QUOTE for the address of an answer being stored (no responses row to read yet): a value, or a column holding it. */
export const mayQuoteAddress = (email: string | SQL): SQL =>
  sql`(not ${optedOut('testimonials', typeof email === 'string' ? sql`${email}` : email)})`;

/** `social_media`: no LinkedIn text or share link is made for the attendee's testimonial. */
export const MAY_POST_SOCIAL = sql`(not ${optedOut('social_media')})`;

/**
 * `email_marketing`: the addresses (normalised) among `emails` that opted out of marketing e-mail.
 * Campaigns, thank-you e-mails and welcomes are skipped at approval, referrals are not queued, and
 * the delivery worker checks again before any marketing message leaves.
 */
export async function emailMarketingOptOuts(db: Db, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  return marketingOptOutsWhere(db, inArray(sql`lower(${privacyOptOuts.email})`, emails.map(normalizeEmail)));
}

/** Every address (normalised) that opted out of marketing e-mail: the owner's engagement segments. */
export async function allEmailMarketingOptOuts(db: Db): Promise<Set<string>> {
  return marketingOptOutsWhere(db);
}

/**
 * Marketing e-mail from SpeakerPro to someone who gave their address on a form about something
 * else (a free page's sign-up, for the QR code; an inquiry, for the answer) needs their recorded
 * yes: the addresses (normalised) that gave it (marketing_consents). An opt-out of marketing
 * e-mail (emailMarketingOptOuts) still wins over it. Attendees of a speaker's talk are never asked
 * for it: their contact consent is to the speaker.
 */
export async function marketingConsentsGiven(db: Db): Promise<Set<string>> {
  const rows = await db.selectDistinct({ email: marketingConsents.email }).from(marketingConsents);
  return new Set(rows.map((r) => normalizeEmail(r.email)));
}

async function marketingOptOutsWhere(db: Db, among?: SQL): Promise<Set<string>> {
  const rows = await db
    .select({ email: privacyOptOuts.email })
    .from(privacyOptOuts)
    .where(and(among, eq(privacyOptOuts.emailMarketing, true)));
  return new Set(rows.map((r) => normalizeEmail(r.email)));
}
