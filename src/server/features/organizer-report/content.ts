import { DEFAULT_TIME_ZONE } from '../../../shared/domain/time-zones';
import { sql } from 'drizzle-orm';
import type { ReportTestimonial } from '../../../shared/contract/organizer-report';
import { safeHexColor } from '../../../shared/domain/brand-colors';
import { companyFromDomain, isFreeMailDomain } from '../../../shared/domain/company';
import { RATING_MAX, RATING_MIN } from '../../../shared/domain/constants';
import { quotedTestimonial } from '../../../shared/domain/graphics';
import { percentage } from '../../../shared/domain/leads';
import { REPORT_COMPANY_MIN_ANSWERS, REPORT_TESTIMONIALS_MAX, shownAverage } from '../../../shared/domain/organizer-report';
import { queryRows, type Db } from '../../db/client';
import { IS_BOOKING_LEAD } from '../../domain/booking-lead';
import { MOST_TYPED_FORM } from '../../domain/typed-forms';
import { findPublicTalk } from '../../domain/speaker-card';
// One definition of a testimonial everywhere (4-5 stars, publication agreed, no testimonials
// opt-out, not removed by the speaker), and a graphic's rule for the name beside it.
import { ATTENDEE_NAME, OFFERED } from '../../domain/testimonials';
import { MAY_QUOTE, SHARES_DETAILS } from '../../domain/consent-rules';
import { groupTakeaways, type GroupedTakeaways } from '../../domain/takeaway-groups';

/** Role groups and companies listed at most. */
const ROLES_SHOWN = 8;
const COMPANIES_SHOWN = 10;

/**
 * Everything a report shows, read from the database at the moment it is opened: an opt-out, a
 * withdrawn consent or a testimonial the speaker removed is gone from the next open. Nothing in it
 * names an attendee beyond a first name and a role beside a published testimonial; no e-mail
 * address is read at all (companies come from the stored domain).
 */
export interface ReportContent {
  talkTitle: string;
  eventName: string;
  eventDate: Date;
  speakerName: string;
  speakerUserId: number;
  logoUrl: string | null;
  /** The speaker's colours, checked (a safe hex colour, else the default). */
  brandPrimary: string;
  brandSecondary: string;
  responses: number;
  expectedAudience: number | null;
  /** Responses as a rounded percentage of the expected audience; null without an audience size. */
  responseRate: number | null;
  /** Answers per star rating, 5 stars first. */
  distribution: { stars: number; count: number }[];
  /** One decimal; null below REPORT_AVERAGE_MIN_ANSWERS answers. */
  average: number | null;
  bookingLeads: number;
  takeaways: GroupedTakeaways;
  /** Takeaways attendees gave that are not quoted (no agreement to publication, or an opt-out): said, so the count matches the talk's page. */
  takeawaysUnquoted: number;
  testimonials: ReportQuote[];
  roles: { role: string; count: number }[];
  companies: { company: string; count: number }[];
  note: string | null;
  generatedAt: Date;
  /** The talk's time zone (its own, else the speaker's): the report's times are read in it. */
  timeZone: string;
}

interface TestimonialRow {
  id: number;
  rating: number;
  testimonial: string;
  /** The part of it the speaker chose for its graphic, if they did. */
  excerpt: string | null;
  attendee_name: string;
  role_group: string;
}

/** "Priya Sharma" → "Priya": a report never carries a last name, whatever was typed in the first-name field. */
export const firstNameOnly = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/**
 * A testimonial as the report shows it, with its author's parts apart: the page sets each one off
 * as typed text of its own direction (an Arabic name beside English words).
 */
export interface ReportQuote extends ReportTestimonial {
  /** The first name and the role as the attendee typed them (role '' when none); null: anonymous. */
  author: { name: string; role: string } | null;
}

function authorOf(row: TestimonialRow): ReportQuote['author'] {
  // ATTENDEE_NAME and the role below are empty for an attendee who opted out of data sharing.
  const name = firstNameOnly(row.attendee_name);
  return name === '' ? null : { name, role: row.role_group.trim() };
}

/** "Priya, Head of People": the author as one line of text (the speaker's list, the PDF). */
const attributionOf = (author: ReportQuote['author']) => (author ? [author.name, author.role].filter(Boolean).join(', ') : null);

/**
 * Every testimonial of the talk a report may show (OFFERED), best first: 5 stars before 4, then the
 * fuller words before the shorter, then the earlier answer. The role is the one without its company
 * (role_group), so a first name, a role and a company never stand together.
 */
export async function reportTestimonials(db: Db, eventId: number): Promise<ReportQuote[]> {
  const rows = await queryRows<TestimonialRow>(
    db,
    sql`select r.id, r.rating, r.testimonial, g.excerpt, ${ATTENDEE_NAME} as attendee_name,
               case when ${SHARES_DETAILS} then r.role_group else '' end as role_group
        from responses r
        left join graphics g on g.response_id = r.id
        where r.event_id = ${eventId} and ${OFFERED}
        order by r.rating desc, length(trim(r.testimonial)) desc, r.id`,
  );
  return rows.map((r) => {
    const author = authorOf(r);
    return { id: r.id, rating: r.rating, quote: quotedTestimonial(r.testimonial, r.excerpt), attribution: attributionOf(author), author };
  });
}

/** What the report shows when the speaker has not chosen: the best ones. */
export const defaultTestimonialIds = (eligible: readonly ReportQuote[]) => eligible.slice(0, REPORT_TESTIMONIALS_MAX).map((t) => t.id);

/** The chosen testimonials that still may be shown, in the speaker's order; null: the best ones. */
function chosenTestimonials(eligible: readonly ReportQuote[], ids: readonly number[] | null): ReportQuote[] {
  if (ids === null) return eligible.slice(0, REPORT_TESTIMONIALS_MAX);
  const byId = new Map(eligible.map((t) => [t.id, t]));
  return ids.flatMap((id) => byId.get(id) ?? []).slice(0, REPORT_TESTIMONIALS_MAX);
}

interface EventRow {
  speaker_user_id: number;
  event_date: Date | string;
  time_zone: string;
  expected_audience_size: number | null;
}

interface CountsRow {
  responses: number;
  takeaways_given: number;
  average: number | null;
  booking_leads: number;
  r1: number;
  r2: number;
  r3: number;
  r4: number;
  r5: number;
}

export async function reportContent(
  db: Db,
  eventId: number,
  settings: { note: string | null; testimonialIds: readonly number[] | null },
): Promise<ReportContent> {
  const [presentation, [event], [counts], takeawayRows, eligible, roleRows, companyRows] = await Promise.all([
    findPublicTalk(db, eventId),
    queryRows<EventRow>(
      db,
      sql`select e.speaker_user_id, e.event_date, e.expected_audience_size,
                  coalesce(e.time_zone, p.time_zone, ${DEFAULT_TIME_ZONE}) as time_zone
           from events e left join speaker_profiles p on p.user_id = e.speaker_user_id where e.id = ${eventId}`,
    ),
    queryRows<CountsRow>(
      db,
      sql`select count(*)::int as responses,
                 count(*) filter (where length(trim(coalesce(r.takeaway, ''))) > 0)::int as takeaways_given,
                 round(avg(r.rating)::numeric, 1)::float8 as average,
                 count(*) filter (where ${IS_BOOKING_LEAD})::int as booking_leads,
                 count(*) filter (where r.rating = 1)::int as r1,
                 count(*) filter (where r.rating = 2)::int as r2,
                 count(*) filter (where r.rating = 3)::int as r3,
                 count(*) filter (where r.rating = 4)::int as r4,
                 count(*) filter (where r.rating = 5)::int as r5
          from responses r where r.event_id = ${eventId}`,
    ),
    // Takeaways are quoted without names, and only where the attendee agreed to publication and
    // did not opt out of testimonials.
    queryRows<{ id: number; text: string }>(
      db,
      sql`select r.id, r.takeaway as text from responses r
          where r.event_id = ${eventId} and r.publish_consent_at is not null and ${MAY_QUOTE}
            and length(trim(coalesce(r.takeaway, ''))) > 0
          order by r.id`,
    ),
    reportTestimonials(db, eventId),
    // Roles and companies only of attendees who share their details (decision 025).
    queryRows<{ role: string; count: number }>(
      db,
      sql`select ${MOST_TYPED_FORM} as role, sum(n)::int as count
          from (select r.role_group as form, count(*) as n from responses r
                where r.event_id = ${eventId} and r.role_group <> '' and ${SHARES_DETAILS}
                group by r.role_group) forms
          group by lower(form)
          order by 2 desc, 1
          limit ${ROLES_SHOWN}`,
    ),
    queryRows<{ domain: string; count: number }>(
      db,
      sql`select r.email_domain as domain, count(*)::int as count from responses r
          where r.event_id = ${eventId} and r.email_domain <> '' and ${SHARES_DETAILS}
          group by r.email_domain
          having count(*) >= ${REPORT_COMPANY_MIN_ANSWERS}
          order by count(*) desc, r.email_domain`,
    ),
  ]);
  if (!event || !counts) throw new Error(`talk ${eventId} vanished while its report was read`);

  const byStars: Record<number, number> = { 1: counts.r1, 2: counts.r2, 3: counts.r3, 4: counts.r4, 5: counts.r5 };
  const distribution = [];
  for (let stars = RATING_MAX; stars >= RATING_MIN; stars -= 1) distribution.push({ stars, count: byStars[stars] ?? 0 });
  const expected = event.expected_audience_size;
  return {
    talkTitle: presentation.title,
    eventName: presentation.eventName,
    eventDate: new Date(event.event_date),
    speakerName: presentation.speakerName,
    speakerUserId: event.speaker_user_id,
    logoUrl: presentation.logoUrl,
    // Checked once here for both the page and the PDF; the attendee pages' fallbacks for a speaker who never chose.
    brandPrimary: safeHexColor(presentation.brandColorPrimary, '#4338ca'),
    brandSecondary: safeHexColor(presentation.brandColorSecondary, '#0f172a'),
    responses: counts.responses,
    expectedAudience: expected,
    responseRate: expected ? percentage(counts.responses, expected) : null,
    distribution,
    average: shownAverage(counts.responses, counts.average),
    bookingLeads: counts.booking_leads,
    takeaways: groupTakeaways(takeawayRows),
    takeawaysUnquoted: Math.max(0, counts.takeaways_given - takeawayRows.length),
    testimonials: chosenTestimonials(eligible, settings.testimonialIds),
    roles: roleRows.map((r) => ({ role: r.role, count: r.count })),
    // A personal mailbox's domain says nothing about an employer (as in the speaker's own breakdown).
    companies: companyRows
      .filter((r) => !isFreeMailDomain(r.domain))
      .slice(0, COMPANIES_SHOWN)
      .map((r) => ({ company: companyFromDomain(r.domain), count: r.count })),
    note: settings.note,
    generatedAt: new Date(),
    timeZone: event.time_zone,
  };
}
