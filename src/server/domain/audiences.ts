import { sql } from 'drizzle-orm';
import { AUDIENCE_EXCLUSIONS, type AudienceExclusion } from '../../shared/domain/audiences';
import { ownerPersonalizedContent, type RecipientGroup } from '../../shared/domain/campaign-templates';
import { nameFromEmail, normalizeEmail } from '../../shared/domain/email';
import { typedName } from '../../shared/domain/greeting';
import { queryRows, type Db } from '../db/client';
import { inquirySummary } from './inquiries';
import { bestNames } from './best-name';
import { emailMarketingOptOuts, marketingConsentsGiven } from './consent-rules';
import { getEngagementSegments } from './engagement-segments';

/*
 * The owner's audiences (decision 052): every recipient group with all its members, each marked
 * with why they are not e-mailed, if so. The same lists feed the admin console, the CSV exports and
 * the campaign generator, so a campaign goes to exactly the people the owner saw; hence this rule
 * lives below both features. Attendees of a
 * speaker's talk are in none of them: they answered the speaker, not SpeakerPro.
 */

export interface AudienceMember {
  /** The best name known (bestNames), else what the record says, else the address's local part. */
  name: string;
  /** The name a greeting may use: '' when none is known ("Hi there,"). */
  greetingName: string;
  /** Normalised. */
  email: string;
  /** One line on why the person is in the audience ('Rated 5 stars', 'Score 96/120', …). */
  detail: string;
  /** The line the campaign e-mail's {{personalizedContent}} says to them. */
  personalizedContent: string;
  /** Null: e-mailed. Opted out: a recipient skipped at approval. No consent: not a recipient. */
  reason: AudienceExclusion | null;
}

interface Candidate {
  email: string;
  ownName?: string;
  detail: string;
  personalizedContent: string;
}

const day = (d: Date | string) => new Date(d).toISOString().slice(0, 10);

async function waitlistCandidates(db: Db): Promise<Candidate[]> {
  const rows = await queryRows<{ name: string; email: string; joined_at: string }>(
    db,
    sql`select name, email, joined_at from waitlist_entries order by joined_at, id`,
  );
  return rows.map((w) => ({
    email: w.email,
    ownName: w.name,
    detail: `Joined the waitlist ${day(w.joined_at)}`,
    personalizedContent: ownerPersonalizedContent({ joinedAt: new Date(w.joined_at) }),
  }));
}

async function qualifiedCandidates(db: Db): Promise<Candidate[]> {
  const rows = await queryRows<{ email: string; score: number; max_score: number }>(
    db,
    sql`select best.email, best.score, best.max_score
        from (select distinct on (lower(a.email)) a.email, a.score, a.max_score, a.created_at
              from assessments a where a.passed order by lower(a.email), a.score desc, a.created_at) best
        order by best.created_at`,
  );
  return rows.map((q) => ({
    email: q.email,
    detail: `Assessment score ${q.score}/${q.max_score}`,
    personalizedContent: ownerPersonalizedContent({ score: q.score, maxScore: q.max_score }),
  }));
}

async function segmentCandidates(db: Db, group: 'hot_lead' | 'qualified_prospect' | 'new_waitlist', now: Date): Promise<Candidate[]> {
  // Every member, opted out or not: the opted-out ones are listed (and skipped) with the reason.
  const s = await getEngagementSegments(db, now, new Set());
  if (group === 'hot_lead') {
    return s.hot_lead.map((p) => ({
      email: p.email,
      detail: `Rated SpeakerPro ${p.highestRating} stars`,
      personalizedContent: ownerPersonalizedContent({}),
    }));
  }
  if (group === 'qualified_prospect') {
    return s.qualified_prospect.map((p) => ({
      email: p.email,
      detail: `Best assessment score ${p.bestAssessmentScore}`,
      personalizedContent: ownerPersonalizedContent({ score: p.bestAssessmentScore }),
    }));
  }
  return s.new_waitlist.map((p) => ({
    email: p.email,
    ownName: p.name,
    detail: `Joined the waitlist ${day(p.joinedAt)}`,
    personalizedContent: ownerPersonalizedContent({ joinedAt: new Date(p.joinedAt) }),
  }));
}

/** Everyone who made a free page: the page's account address, which got the QR code. */
async function freePageCandidates(db: Db): Promise<Candidate[]> {
  const rows = await queryRows<{ email: string; slug: string | null; created_at: string }>(
    db,
    sql`select * from (select distinct on (lower(u.email)) u.email, p.slug, f.created_at
          from free_tier_signups f join users u on u.id = f.speaker_user_id
          left join speaker_profiles p on p.user_id = u.id
          order by lower(u.email), f.created_at) first_signup
        order by created_at`,
  );
  return rows.map((r) => ({
    email: r.email,
    detail: r.slug ? `Free page /feedback/${r.slug}` : 'Free page',
    personalizedContent: ownerPersonalizedContent({}),
  }));
}

/** Every organiser who left an address with an inquiry, under their latest one. */
async function organiserCandidates(db: Db): Promise<Candidate[]> {
  const rows = await queryRows<{
    email: string;
    name: string;
    company: string | null;
    event_type: string;
    event_date: string | null;
    audience_size: number | null;
    created_at: string;
  }>(
    db,
    sql`select * from (select distinct on (lower(email)) email, name, company, event_type, event_date, audience_size, created_at
          from event_inquiries where email is not null and trim(email) <> ''
          order by lower(email), created_at desc, id desc) latest
        order by created_at`,
  );
  return rows.map((r) => ({
    email: r.email,
    ownName: r.name,
    detail: `Inquiry: ${inquirySummary({ eventType: r.event_type, company: r.company, eventDate: r.event_date, audienceSize: r.audience_size })}`,
    personalizedContent: ownerPersonalizedContent({}),
  }));
}

async function candidatesOf(db: Db, group: RecipientGroup, now: Date): Promise<Candidate[]> {
  switch (group) {
    case 'waitlist':
      return waitlistCandidates(db);
    case 'qualified':
      return qualifiedCandidates(db);
    case 'all':
      // A qualified speaker on the waitlist is listed once, as qualified.
      return [...(await qualifiedCandidates(db)), ...(await waitlistCandidates(db))];
    case 'hot_lead':
    case 'qualified_prospect':
    case 'new_waitlist':
      return segmentCandidates(db, group, now);
    case 'free_page_speakers':
      return freePageCandidates(db);
    case 'organisers':
      return organiserCandidates(db);
  }
}

/** Whose address was given for something else, so marketing needs their recorded yes. */
const NEEDS_MARKETING_CONSENT: ReadonlySet<RecipientGroup> = new Set(['free_page_speakers', 'organisers']);

/** Every member of an audience, each person once (addresses compared normalised), in the list's order. */
export async function audienceMembers(db: Db, group: RecipientGroup, now = new Date()): Promise<AudienceMember[]> {
  const unique = new Map<string, Candidate>();
  for (const c of await candidatesOf(db, group, now)) {
    const key = normalizeEmail(c.email);
    if (!unique.has(key)) unique.set(key, { ...c, email: key });
  }
  const list = [...unique.values()];
  const emails = list.map((c) => c.email);
  const [known, optedOut, consented] = await Promise.all([
    bestNames(db, emails),
    emailMarketingOptOuts(db, emails),
    NEEDS_MARKETING_CONSENT.has(group) ? marketingConsentsGiven(db) : Promise.resolve(null),
  ]);
  return list.map((c) => {
    const greetingName = known.get(c.email) ?? typedName(c.ownName ?? '');
    const reason =
      consented && !consented.has(c.email)
        ? AUDIENCE_EXCLUSIONS.noMarketingConsent
        : optedOut.has(c.email)
          ? AUDIENCE_EXCLUSIONS.optedOut
          : null;
    return {
      name: greetingName || nameFromEmail(c.email),
      greetingName,
      email: c.email,
      detail: c.detail,
      personalizedContent: c.personalizedContent,
      reason,
    };
  });
}
