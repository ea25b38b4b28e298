import { sql } from 'drizzle-orm';
import type { AudienceInsights, RatingDistribution, TalkInsight, TalkRatings } from '../../../shared/contract/insights';
import { companyFromDomain, FREE_MAIL_DOMAIN_LIST, mostTypedForm } from '../../../shared/domain/company';
import { HOT_LEAD_MIN_RATING } from '../../../shared/domain/constants';
import { percentage } from '../../../shared/domain/leads';
import { shownAverage } from '../../../shared/domain/organizer-report';
import { SENIORITY_LEVELS, seniorityOf, type Seniority } from '../../../shared/domain/seniority';
import { queryRows, type Db } from '../../db/client';
import { SHARES_DETAILS } from '../../domain/consent-rules';
import { notFound } from '../../errors';

/** Roles and companies named on the charts; the rest are counted together. */
const TOP_ROLES = 6;
const TOP_COMPANIES = 6;

/*
 * The counts are the talk page's and the analytics page's (see eventQuery in the talks feature):
 * every stored answer is a response, a hot lead is HOT_LEAD_MIN_RATING stars or more whoever
 * answered, the average is rounded to one decimal in SQL, and the response rate is the same
 * rounded percentage of the expected audience.
 */
const RATING_COUNTS = sql`
  count(r.id)::int as responses,
  (count(r.id) filter (where r.rating >= ${HOT_LEAD_MIN_RATING}))::int as hot_leads,
  round(avg(r.rating)::numeric, 1)::float8 as average,
  (count(r.id) filter (where r.rating = 1))::int as r1,
  (count(r.id) filter (where r.rating = 2))::int as r2,
  (count(r.id) filter (where r.rating = 3))::int as r3,
  (count(r.id) filter (where r.rating = 4))::int as r4,
  (count(r.id) filter (where r.rating = 5))::int as r5`;

interface RatingRow {
  responses: number;
  hot_leads: number;
  average: number | null;
  r1: number;
  r2: number;
  r3: number;
  r4: number;
  r5: number;
}

interface TalkRow extends RatingRow {
  id: number;
  title: string;
  event_name: string;
  event_date: Date | string;
  expected_audience_size: number | null;
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
const distributionOf = (row: RatingRow): RatingDistribution => [row.r1, row.r2, row.r3, row.r4, row.r5];

/** The speaker's talks with their rating counts, oldest first (the order of a trend). */
async function talkRows(db: Db, userId: number): Promise<TalkRow[]> {
  return queryRows<TalkRow>(
    db,
    sql`select e.id, coalesce(e.talk_title, e.event_name) as title, e.event_name, e.event_date, e.expected_audience_size,
               ${RATING_COUNTS}
        from events e left join responses r on r.event_id = e.id
        where e.speaker_user_id = ${userId}
        group by e.id
        order by e.event_date, e.id`,
  );
}

export async function talkInsights(db: Db, userId: number): Promise<TalkInsight[]> {
  return (await talkRows(db, userId)).map((row) => ({
    id: row.id,
    title: row.title,
    eventName: row.event_name,
    date: iso(row.event_date),
    responses: row.responses,
    average: shownAverage(row.responses, row.average),
    responseRate: row.expected_audience_size ? percentage(row.responses, row.expected_audience_size) : null,
    hotLeadShare: row.responses > 0 ? percentage(row.hot_leads, row.responses) : null,
    distribution: distributionOf(row),
  }));
}

/** One of the speaker's talks' rating bars; another speaker's (or a missing) talk is the same 404. */
export async function talkRatings(db: Db, userId: number, eventId: number): Promise<TalkRatings> {
  const [row] = await queryRows<RatingRow>(
    db,
    sql`select ${RATING_COUNTS}
        from events e left join responses r on r.event_id = e.id
        where e.id = ${eventId} and e.speaker_user_id = ${userId}
        group by e.id`,
  );
  if (!row) throw notFound('Event not found');
  return { responses: row.responses, average: shownAverage(row.responses, row.average), distribution: distributionOf(row) };
}

interface DetailRow {
  event_id: number;
  role: string;
  domain: string;
  n: number;
}

/** The form of each role typed most often, by role as compared (case-insensitively), with its answers. */
function groupRoles(rows: readonly DetailRow[]) {
  const forms = new Map<string, Map<string, number>>();
  for (const row of rows) {
    if (row.role === '') continue;
    const key = row.role.toLowerCase();
    const typed = forms.get(key) ?? new Map<string, number>();
    typed.set(row.role, (typed.get(row.role) ?? 0) + row.n);
    forms.set(key, typed);
  }
  return new Map(
    [...forms].map(([key, typed]) => [key, { label: mostTypedForm(typed), total: [...typed.values()].reduce((a, b) => a + b, 0) }]),
  );
}

const topKeys = <K>(totals: Map<K, number>, limit: number, label: (k: K) => string) =>
  [...totals]
    .sort((a, b) => b[1] - a[1] || label(a[0]).localeCompare(label(b[0])))
    .slice(0, limit)
    .map(([k]) => k);

/**
 * Who each talk reached, from the answers whose attendee shares their details (SHARES_DETAILS,
 * decision 025: an opt-out of data sharing keeps the answer out of every role and company
 * breakdown). Roles are grouped as the analytics page groups them (role without its company, any
 * letter case); companies are work e-mail domains, personal mailboxes left out; seniority is read
 * from the role (decision 078).
 */
export async function audienceInsights(db: Db, userId: number): Promise<AudienceInsights> {
  const [talks, details] = await Promise.all([
    talkRows(db, userId),
    queryRows<DetailRow>(
      db,
      sql`select r.event_id, r.role_group as role, r.email_domain as domain, count(*)::int as n
          from responses r join events e on e.id = r.event_id
          where e.speaker_user_id = ${userId} and ${SHARES_DETAILS}
          group by r.event_id, r.role_group, r.email_domain`,
    ),
  ]);
  const freeMail = new Set(FREE_MAIL_DOMAIN_LIST);
  const isCompany = (domain: string) => domain !== '' && !freeMail.has(domain);

  const roles = groupRoles(details);
  const topRoles = topKeys(new Map([...roles].map(([key, r]) => [key, r.total])), TOP_ROLES, (key) => roles.get(key)!.label);
  const domainTotals = new Map<string, number>();
  for (const row of details) if (isCompany(row.domain)) domainTotals.set(row.domain, (domainTotals.get(row.domain) ?? 0) + row.n);
  const topDomains = topKeys(domainTotals, TOP_COMPANIES, (domain) => domain);

  return {
    roles: topRoles.map((key) => roles.get(key)!.label),
    companies: topDomains.map((domain) => ({ company: companyFromDomain(domain), domain })),
    talks: talks.map((talk) => {
      const mine = details.filter((row) => row.event_id === talk.id);
      const described = mine.reduce((sum, row) => sum + row.n, 0);
      const bySeniority = new Map<Seniority, number>();
      for (const row of mine) bySeniority.set(seniorityOf(row.role), (bySeniority.get(seniorityOf(row.role)) ?? 0) + row.n);
      const count = (match: (row: DetailRow) => boolean) => mine.filter(match).reduce((sum, row) => sum + row.n, 0);
      const roleCounts = topRoles.map((key) => ({ role: roles.get(key)!.label, count: count((row) => row.role.toLowerCase() === key) }));
      const companyCounts = topDomains.map((domain) => ({ domain, count: count((row) => row.domain === domain) }));
      return {
        id: talk.id,
        title: talk.title,
        eventName: talk.event_name,
        date: iso(talk.event_date),
        responses: talk.responses,
        described,
        seniority: SENIORITY_LEVELS.map((level) => ({ level, count: bySeniority.get(level) ?? 0 })),
        roles: roleCounts,
        otherRoles: count((row) => row.role !== '') - roleCounts.reduce((sum, r) => sum + r.count, 0),
        companies: companyCounts,
        otherCompanies: count((row) => isCompany(row.domain)) - companyCounts.reduce((sum, c) => sum + c.count, 0),
      };
    }),
  };
}
