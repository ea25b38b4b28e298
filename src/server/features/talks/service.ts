import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Talk, TalkResponse, HotLead, RoleCount, Testimonial } from '../../../shared/contract/talks';
import type { Gift } from '../../../shared/contract/feedback';
import { saveTalkSchema } from '../../../shared/contract/talks';
import { companyFromDomain, FREE_MAIL_DOMAIN_LIST } from '../../../shared/domain/company';
import { MOST_TYPED_FORM } from '../../domain/typed-forms';
import { HOT_LEAD_MIN_RATING } from '../../../shared/domain/constants';
import { talkDateProblem } from '../../../shared/domain/event-dates';
import { isHotLead, percentage } from '../../../shared/domain/leads';
import { shortUrl } from '../../../shared/domain/short-link';
import type { Locale } from '../../../shared/i18n/locales';
import { DEFAULT_TIME_ZONE, isoInTimeZone } from '../../../shared/domain/time-zones';
import { queryRows, type Db } from '../../db/client';
import { events } from '../../db/schema';
import { invalidField, notFound } from '../../errors';
import { giftUrlToStore } from '../../domain/gifts';
import { cursorTime, type Keyset } from '../../http/paging';
// One definition of a testimonial everywhere: what the graphics page offers (see OFFERED).
import { OFFERED } from '../../domain/testimonials';
// Who an answer may name, and whose role and company may be shown (decision 025).
import { MAY_NAME, SHARES_DETAILS } from '../../domain/consent-rules';
import { IS_BOOKING_LEAD } from '../../domain/booking-lead';
import {
  FOLLOW_UP_COLUMNS,
  FOLLOW_UP_CSV_HEADER,
  FOLLOW_UP_JOIN,
  followUpCells,
  followUpOf,
  IS_LISTED_HOT_LEAD,
  statusFilter,
  type FollowUpRow,
} from '../../domain/lead-follow-up';
import type { LeadStatus } from '../../../shared/domain/lead-follow-up';
import {
  answeredQuestionsJson,
  answeredQuestionsOf,
  answersOfResponses,
  answerValueOf,
  questionColumnHeader,
  questionsEverAsked,
} from '../../domain/talk-questions';
import { copyTalkQuestions, saveTalkQuestions, TALK_QUESTIONS_JSON, talkQuestionsOf } from './questions';

type ParsedEvent = ReturnType<typeof saveTalkSchema.parse>;

interface TalkRow {
  id: number;
  event_name: string;
  talk_title: string | null;
  venue: string | null;
  client: string | null;
  hashtag: string | null;
  event_date: Date | string;
  status: string;
  expected_audience_size: number | null;
  created_at: Date | string;
  updated_at: Date | string;
  cursor_at: string;
  response_count: number;
  hot_lead_count: number;
  contactable_response_count: number;
  contactable_hot_lead_count: number;
  testimonial_count: number;
  graphics_count: number;
  average_rating: number | null;
  slug: string | null;
  ask_takeaway: boolean;
  ask_booking: boolean;
  language: string | null;
  time_zone: string | null;
  effective_time_zone: string;
  short_code: string;
  gift_title: string | null;
  gift_description: string | null;
  gift_url: string | null;
  gift_access_code: string | null;
  gift_type: Gift['type'] | null;
  questions: unknown;
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** The public page an event's QR code points at. */
export function feedbackUrl(publicUrl: string, slug: string | null, eventId: number): string {
  return slug ? `${publicUrl}/qr/${encodeURIComponent(slug)}/${eventId}` : `${publicUrl}/feedback/${eventId}`;
}

function toTalk(row: TalkRow, publicUrl: string): Talk {
  return {
    id: row.id,
    eventName: row.event_name,
    talkTitle: row.talk_title,
    venue: row.venue,
    client: row.client,
    hashtag: row.hashtag,
    eventDate: iso(row.event_date),
    status: row.status,
    expectedAudienceSize: row.expected_audience_size,
    responseCount: row.response_count,
    hotLeadCount: row.hot_lead_count,
    contactableResponseCount: row.contactable_response_count,
    contactableHotLeadCount: row.contactable_hot_lead_count,
    testimonialCount: row.testimonial_count,
    graphicsCount: row.graphics_count,
    averageRating: row.average_rating === null ? null : Number(row.average_rating),
    responseRate: row.expected_audience_size ? percentage(row.response_count, row.expected_audience_size) : null,
    feedbackUrl: feedbackUrl(publicUrl, row.slug, row.id),
    askTakeaway: row.ask_takeaway,
    askBooking: row.ask_booking,
    language: (row.language as Locale | null) ?? null,
    timeZone: row.time_zone,
    effectiveTimeZone: row.effective_time_zone,
    gift:
      row.gift_title === null
        ? null
        : {
            title: row.gift_title,
            description: row.gift_description,
            url: row.gift_url,
            accessCode: row.gift_access_code,
            type: row.gift_type ?? 'external_link',
          },
    questions: talkQuestionsOf(row.questions),
    shortCode: row.short_code,
    shortUrl: shortUrl(publicUrl, row.short_code),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

// Counts per event in one pass over that event's responses (index on responses.event_id); the
// events are chosen (filtered, ordered, limited) first, so only those get counted. responseCount
// is every row in responses (responseCounts below reads the same number for the live counter).
// A testimonial counts when the attendee allowed publishing it.
function eventQuery(where: SQL, orderAndLimit: SQL): SQL {
  return sql`
  select e.id, e.event_name, e.talk_title, e.venue, e.client, e.hashtag, e.event_date, e.status,
         e.expected_audience_size, e.created_at, e.ask_takeaway, e.ask_booking, e.language, e.time_zone,
         coalesce(e.time_zone, p.time_zone, ${DEFAULT_TIME_ZONE}) as effective_time_zone, p.slug,
         e.expected_audience_size, e.created_at, e.short_code, p.slug, e.updated_at,
         e.gift_title, e.gift_description, e.gift_url, e.gift_access_code, e.gift_type,
         ${cursorTime(sql`e.updated_at`)} as cursor_at, ${TALK_QUESTIONS_JSON} as questions,
         coalesce(s.response_count, 0)::int as response_count,
         coalesce(s.hot_lead_count, 0)::int as hot_lead_count,
         coalesce(s.contactable_response_count, 0)::int as contactable_response_count,
         coalesce(s.contactable_hot_lead_count, 0)::int as contactable_hot_lead_count,
         coalesce(s.testimonial_count, 0)::int as testimonial_count,
         round(s.average_rating, 1)::float8 as average_rating,
         -- Testimonial graphics made and not removed (graphics.event_id is indexed).
         (select count(*) from graphics g
          where g.event_id = e.id and g.status = 'generated' and g.removed_at is null)::int as graphics_count
  from (select * from events e where ${where} ${orderAndLimit}) e
  left join speaker_profiles p on p.user_id = e.speaker_user_id
  left join lateral (
    select count(*) as response_count,
           count(*) filter (where r.rating >= ${HOT_LEAD_MIN_RATING}) as hot_lead_count,
           count(*) filter (where ${MAY_NAME}) as contactable_response_count,
           count(*) filter (where r.rating >= ${HOT_LEAD_MIN_RATING} and ${MAY_NAME}) as contactable_hot_lead_count,
           count(*) filter (where ${OFFERED}) as testimonial_count,
           avg(r.rating)::numeric as average_rating
    from responses r where r.event_id = e.id
  ) s on true
  ${orderAndLimit}`;
}

/** The feedback page of the talk whose short link code this is (stored upper case), or null for none. */
export async function feedbackUrlForShortCode(db: Db, publicUrl: string, code: string): Promise<string | null> {
  const [row] = await queryRows<{ id: number; slug: string | null }>(
    db,
    sql`select e.id, p.slug from events e left join speaker_profiles p on p.user_id = e.speaker_user_id where e.short_code = ${code}`,
  );
  return row ? feedbackUrl(publicUrl, row.slug, row.id) : null;
}

/**
 * Each talk's responseCount as eventQuery counts it (every stored answer; one that waits for its
 * e-mailed link is not stored yet), for many talks in one statement (the presenter's live counter
 * reads every watched talk with it). A talk that no longer exists is missing from the map.
 */
export async function responseCounts(db: Db, eventIds: readonly number[], speakerUserId?: number): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  // One SQL text whatever the number of talks: the ids travel as one int[] parameter.
  const ids = `{${eventIds.map((id) => Math.trunc(id)).join(',')}}`;
  const rows = await queryRows<{ id: number; response_count: number }>(
    db,
    sql`select e.id, (select count(*) from responses r where r.event_id = e.id)::int as response_count
        from events e where e.id = any(${ids}::int[])
        ${speakerUserId === undefined ? sql`` : sql`and e.speaker_user_id = ${speakerUserId}`}`,
  );
  return new Map(rows.map((r) => [r.id, r.response_count]));
}

/** One of the speaker's own talks' responseCount; another speaker's (or a missing) talk is the same 404. */
export async function ownResponseCount(db: Db, userId: number, eventId: number): Promise<number> {
  const count = (await responseCounts(db, [eventId], userId)).get(eventId);
  if (count === undefined) throw notFound('Event not found');
  return count;
}

export async function listOwnTalks(db: Db, userId: number, publicUrl: string): Promise<Talk[]> {
  const rows = await queryRows<TalkRow>(db, eventQuery(sql`e.speaker_user_id = ${userId}`, sql`order by e.event_date desc, e.id desc`));
  return rows.map((r) => toTalk(r, publicUrl));
}

/** A page of the speaker's talks, newest change first. */
export async function pageOwnTalks(db: Db, userId: number, publicUrl: string, keys: Keyset) {
  const rows = await queryRows<TalkRow>(db, eventQuery(sql`e.speaker_user_id = ${userId} and ${keys.where}`, keys.orderAndLimit));
  return { rows, toItem: (row: TalkRow) => toTalk(row, publicUrl) };
}

/** One of the speaker's own events; another speaker's (or a missing) id is the same 404. */
export async function getOwnTalk(db: Db, userId: number, eventId: number, publicUrl: string): Promise<Talk> {
  const [row] = await queryRows<TalkRow>(db, eventQuery(sql`e.id = ${eventId} and e.speaker_user_id = ${userId}`, sql``));
  if (!row) throw notFound('Event not found');
  return toTalk(row, publicUrl);
}

function eventColumns(input: ParsedEvent) {
  const {
    eventName,
    talkTitle,
    venue,
    client,
    hashtag,
    eventDate,
    status,
    expectedAudienceSize,
    askTakeaway,
    askBooking,
    language,
    timeZone,
  } = input;
  return {
    eventName,
    talkTitle,
    venue,
    client,
    hashtag,
    eventDate,
    status,
    expectedAudienceSize,
    // A switch left out keeps what is stored (a new talk: the column's default, asked).
    ...(askTakeaway === undefined ? {} : { askTakeaway }),
    ...(askBooking === undefined ? {} : { askBooking }),
    ...(language === undefined ? {} : { language }),
    ...(timeZone === undefined ? {} : { timeZone }),
  };
}

/**
 * The talk's own gift as columns: left out, the stored one stays; null, the talk gives the
 * speaker's profile gift again. An uploaded file must be the speaker's (or the one already stored).
 */
async function giftColumns(db: Db, userId: number, gift: ParsedEvent['gift'], storedUrl?: string | null) {
  if (gift === undefined) return {};
  if (gift === null) return { giftTitle: null, giftDescription: null, giftUrl: null, giftAccessCode: null, giftType: null };
  return {
    giftTitle: gift.title,
    giftDescription: gift.description,
    giftUrl: await giftUrlToStore(db, userId, gift, 'gift.url', storedUrl),
    giftAccessCode: gift.accessCode,
    giftType: gift.type,
  };
}

/** A new talk, or a talk moved to another day, must be dated within the window; an old talk keeps its day. */
function checkTalkDate(date: Date, stored?: Date) {
  if (stored && stored.getTime() === date.getTime()) return;
  const problem = talkDateProblem(date);
  if (problem) throw invalidField('eventDate', problem);
}

export async function createOwnTalk(db: Db, userId: number, input: ParsedEvent, publicUrl: string): Promise<Talk> {
  checkTalkDate(input.eventDate);
  const gift = await giftColumns(db, userId, input.gift);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({ speakerUserId: userId, ...eventColumns(input), ...gift })
      .returning({ id: events.id });
    await saveTalkQuestions(tx, row!.id, input.questions);
    return row!.id;
  });
  return getOwnTalk(db, userId, id, publicUrl);
}

/**
 * Creates every talk or none, in one transaction (a talk import). The inputs are checked already:
 * dates in the window, no gift (an import carries none).
 */
export async function createOwnTalks(db: Db, userId: number, inputs: readonly ParsedEvent[], publicUrl: string): Promise<Talk[]> {
  const rows = await db.transaction(async (tx) =>
    tx
      .insert(events)
      .values(inputs.map((input) => ({ speakerUserId: userId, ...eventColumns(input) })))
      .returning({ id: events.id }),
  );
  const ids = rows.map((r) => r.id).sort((a, b) => a - b);
  const talks = await queryRows<TalkRow>(
    db,
    eventQuery(sql`e.speaker_user_id = ${userId} and e.id = any(${`{${ids.join(',')}}`}::int[])`, sql`order by e.id`),
  );
  return talks.map((r) => toTalk(r, publicUrl));
}

export async function updateOwnTalk(db: Db, userId: number, eventId: number, input: ParsedEvent, publicUrl: string): Promise<Talk> {
  const [current] = await db
    .select({ eventDate: events.eventDate, giftUrl: events.giftUrl })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.speakerUserId, userId)));
  if (!current) throw notFound('Event not found');
  checkTalkDate(input.eventDate, current.eventDate);
  const gift = await giftColumns(db, userId, input.gift, current.giftUrl);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(events)
      .set({ ...eventColumns(input), ...gift })
      .where(and(eq(events.id, eventId), eq(events.speakerUserId, userId)))
      .returning({ id: events.id });
    if (updated.length === 0) throw notFound('Event not found');
    await saveTalkQuestions(tx, eventId, input.questions);
  });
  return getOwnTalk(db, userId, eventId, publicUrl);
}

type EventColumn = keyof typeof events.$inferSelect;

/**
 * What duplicating a talk does with each column of `events`: `copied` from the original, `given`
 * by the request (else the original's), or `new` (the column's default: a new id, short link code
 * and times; a copy starts upcoming). Typed over every column, so a new column does not compile
 * until it is placed here, and a test compares this list with the table in the database.
 */
export const ON_COPY: Record<EventColumn, 'copied' | 'given' | 'new'> = {
  id: 'new',
  speakerUserId: 'copied',
  eventName: 'given',
  talkTitle: 'copied',
  venue: 'copied',
  client: 'copied',
  hashtag: 'copied',
  eventDate: 'given',
  status: 'new',
  expectedAudienceSize: 'copied',
  shortCode: 'new',
  askTakeaway: 'copied',
  askBooking: 'copied',
  language: 'copied',
  timeZone: 'copied',
  giftTitle: 'copied',
  giftDescription: 'copied',
  giftUrl: 'copied',
  giftAccessCode: 'copied',
  giftType: 'copied',
  createdAt: 'new',
  updatedAt: 'new',
};

/** A new talk like one of the speaker's own (see ON_COPY), without its answers; another speaker's id is a 404. */
export async function copyOwnTalk(
  db: Db,
  userId: number,
  eventId: number,
  given: { eventName?: string; eventDate: Date },
  publicUrl: string,
): Promise<Talk> {
  checkTalkDate(given.eventDate);
  const columns = getTableColumns(events);
  const kept = (Object.keys(ON_COPY) as EventColumn[]).filter((c) => ON_COPY[c] !== 'new');
  const value = (c: EventColumn): SQL => {
    if (c === 'eventName' && given.eventName !== undefined) return sql`${given.eventName}`;
    if (c === 'eventDate') return sql`${given.eventDate.toISOString()}::timestamptz`;
    return sql`${sql.identifier(columns[c].name)}`;
  };
  // The talk and its questions together: a copy is never left without the questions it should ask.
  const row = await db.transaction(async (tx) => {
    const [copy] = await queryRows<{ id: number }>(
      tx,
      sql`insert into events (${sql.join(
        kept.map((c) => sql.identifier(columns[c].name)),
        sql`, `,
      )})
        select ${sql.join(kept.map(value), sql`, `)} from events where id = ${eventId} and speaker_user_id = ${userId}
        returning id`,
    );
    if (copy) await copyTalkQuestions(tx, eventId, copy.id);
    return copy;
  });
  if (!row) throw notFound('Event not found');
  return getOwnTalk(db, userId, row.id, publicUrl);
}

interface ResponseRow extends FollowUpRow {
  id: number;
  event_id: number;
  attendee_name: string;
  attendee_email: string;
  attendee_role: string;
  rating: number;
  testimonial: string;
  notes: string | null;
  business_inquiry: string | null;
  contact_consent_at: Date | string | null;
  publish_consent_at: Date | string | null;
  contact_consent_text: string | null;
  publish_consent_text: string | null;
  takeaway: string | null;
  books_speakers: boolean | null;
  submitted_at: Date | string;
  updated_at: Date | string;
  cursor_at: string;
  event_name: string;
  talk_title: string | null;
  may_name: boolean;
  shares_details: boolean;
  /** A hot lead the lists show (IS_LISTED_HOT_LEAD) or a booking lead: one with a follow-up. */
  is_lead: boolean;
  /** The answers to the speaker's questions (AnsweredQuestion JSON). */
  question_answers: unknown;
}

function toResponse(r: ResponseRow): TalkResponse {
  return {
    id: r.id,
    eventId: r.event_id,
    attendeeName: r.may_name ? r.attendee_name : null,
    attendeeEmail: r.may_name ? r.attendee_email : null,
    attendeeRole: r.shares_details ? r.attendee_role : null,
    rating: r.rating,
    isHotLead: isHotLead(r.rating),
    testimonial: r.testimonial,
    notes: r.notes,
    businessInquiry: r.business_inquiry,
    contactConsent: r.contact_consent_at !== null,
    contactConsentAt: r.contact_consent_at === null ? null : iso(r.contact_consent_at),
    publishConsent: r.publish_consent_at !== null,
    publishConsentAt: r.publish_consent_at === null ? null : iso(r.publish_consent_at),
    takeaway: r.takeaway,
    booksSpeakers: r.books_speakers,
    submittedAt: iso(r.submitted_at),
    updatedAt: iso(r.updated_at),
    followUp: r.is_lead ? followUpOf(r) : null,
    answers: answeredQuestionsOf(r.question_answers),
  };
}

interface ResponseFilter {
  eventId?: number;
  hotOnly?: boolean;
  contactableOnly?: boolean;
  /** Only leads in this follow-up status. */
  status?: LeadStatus;
  /** A page, newest change first; without it every row, newest answer first. */
  page?: Keyset;
}

async function responseRows(db: Db, userId: number, filter: ResponseFilter) {
  return queryRows<ResponseRow>(
    db,
    sql`select r.id, r.event_id, r.attendee_name, r.attendee_email, r.attendee_role, r.rating, r.testimonial,
               r.notes, r.business_inquiry, r.contact_consent_at, r.publish_consent_at, r.contact_consent_text,
               r.publish_consent_text, r.takeaway, r.books_speakers, r.submitted_at, r.updated_at,
               ${cursorTime(sql`r.updated_at`)} as cursor_at, e.event_name, e.talk_title,
               ${MAY_NAME} as may_name, ${SHARES_DETAILS} as shares_details,
               ${FOLLOW_UP_COLUMNS}, (${IS_LISTED_HOT_LEAD} or ${IS_BOOKING_LEAD}) as is_lead,
               -- The speaker reads every answer's words, as they read the testimonial.
               ${answeredQuestionsJson(sql`true`)} as question_answers
        from responses r join events e on e.id = r.event_id ${FOLLOW_UP_JOIN}
        where e.speaker_user_id = ${userId}
          ${filter.eventId === undefined ? sql`` : sql`and e.id = ${filter.eventId}`}
          ${filter.hotOnly ? sql`and r.rating >= ${HOT_LEAD_MIN_RATING}` : sql``}
          ${filter.contactableOnly ? sql`and ${MAY_NAME}` : sql``}
          ${statusFilter(filter.status)}
          ${filter.page ? sql`and ${filter.page.where} ${filter.page.orderAndLimit}` : sql`order by r.submitted_at desc, r.id desc`}`,
  );
}

/** Every answer as feedback; the attendee's name and e-mail only under MAY_NAME, their role only under SHARES_DETAILS. */
export async function listResponses(db: Db, userId: number, eventId?: number): Promise<TalkResponse[]> {
  return (await responseRows(db, userId, { eventId })).map(toResponse);
}

/** The keyset of the answer lists: the answer's change time and id. */
export const responseKeys = { updatedAt: sql`r.updated_at`, id: sql`r.id` };

/** A page of the answers (all the speaker's, or one talk's), newest change first. */
export async function pageResponses(db: Db, userId: number, page: Keyset, eventId?: number) {
  return { rows: await responseRows(db, userId, { eventId, page }), toItem: toResponse };
}

/**
 * A page of the speaker's hot leads: 4-5 stars and MAY_NAME, the same rows as the hot-leads file
 * (an attendee who did not agree to be contacted is counted on the talk, never listed).
 */
export async function pageHotLeads(db: Db, userId: number, page: Keyset, status?: LeadStatus) {
  const rows = await responseRows(db, userId, { hotOnly: true, contactableOnly: true, status, page });
  return {
    rows,
    toItem: (r: ResponseRow): HotLead => ({
      ...toResponse(r),
      attendeeName: r.attendee_name,
      attendeeEmail: r.attendee_email,
      eventName: r.event_name,
      talkTitle: r.talk_title,
      followUp: followUpOf(r),
    }),
  };
}

interface TestimonialRow {
  id: number;
  event_id: number;
  event_name: string;
  talk_title: string | null;
  rating: number;
  testimonial: string;
  attendee_name: string | null;
  attendee_role: string | null;
  submitted_at: Date | string;
  updated_at: Date | string;
  cursor_at: string;
}

/**
 * A page of the speaker's testimonials: the answers OFFERED as graphics (and counted as the talk's
 * testimonials), the name and role under SHARES_DETAILS as the proof page shows them.
 */
export async function pageTestimonials(db: Db, userId: number, page: Keyset) {
  const rows = await queryRows<TestimonialRow>(
    db,
    sql`select r.id, r.event_id, e.event_name, e.talk_title, r.rating, r.testimonial,
               case when ${SHARES_DETAILS} then nullif(trim(r.attendee_name), '') end as attendee_name,
               case when ${SHARES_DETAILS} then nullif(trim(r.attendee_role), '') end as attendee_role,
               r.submitted_at, r.updated_at, ${cursorTime(sql`r.updated_at`)} as cursor_at
        from responses r join events e on e.id = r.event_id
        where e.speaker_user_id = ${userId} and ${OFFERED} and ${page.where}
        ${page.orderAndLimit}`,
  );
  return {
    rows,
    toItem: (r: TestimonialRow): Testimonial => ({
      id: r.id,
      eventId: r.event_id,
      eventName: r.event_name,
      talkTitle: r.talk_title,
      rating: r.rating,
      testimonial: r.testimonial,
      attendeeName: r.attendee_name,
      attendeeRole: r.attendee_role,
      submittedAt: iso(r.submitted_at),
      updatedAt: iso(r.updated_at),
    }),
  };
}

const LEADS_CSV_HEADER = [
  'Name',
  'Email',
  'Job Role',
  'Rating',
  'Hot Lead',
  'Testimonial',
  'Business Inquiry',
  'May Contact',
  'Contact Consent At',
  'May Publish',
  'Publish Consent At',
  'Submitted At',
  'Event',
  // Consent receipts, after the older columns so files read by position keep their layout; the
  // times are the Consent At columns above. Empty for answers from before receipts.
  'Contact Consent Wording',
  'Publish Consent Wording',
  // The speaker's follow-up of a lead (hot or booking); empty on an answer that is neither.
  ...FOLLOW_UP_CSV_HEADER,
];

/**
 * A lead file names people, so it holds only the attendees who may be named (MAY_NAME). Times are
 * ISO 8601 with the offset of the talk's effective zone: a spreadsheet reads the instant, a person their own clock.
 */
export async function leadsCsv(
  db: Db,
  userId: number,
  event: { id: number; effectiveTimeZone: string },
  hotOnly: boolean,
): Promise<{ header: string[]; rows: unknown[][] }> {
  const rows = await responseRows(db, userId, { eventId: event.id, hotOnly, contactableOnly: true });
  const zone = event.effectiveTimeZone;
  const iso = (d: Date | string) => isoInTimeZone(d instanceof Date ? d : new Date(d), zone);
  // The speaker's own questions last, one column each, labelled by the question (retired ones too:
  // their answers stay); empty where the attendee did not answer.
  const questions = await questionsEverAsked(db, event.id);
  const answers = await answersOfResponses(
    db,
    rows.map((r) => r.id),
  );
  const cells = rows.map((r) => [
    r.attendee_name,
    r.attendee_email,
    r.attendee_role,
    r.rating,
    isHotLead(r.rating) ? 'yes' : 'no',
    r.testimonial,
    r.business_inquiry,
    r.contact_consent_at ? 'yes' : 'no',
    r.contact_consent_at ? iso(r.contact_consent_at) : '',
    r.publish_consent_at ? 'yes' : 'no',
    r.publish_consent_at ? iso(r.publish_consent_at) : '',
    iso(r.submitted_at),
    r.event_name,
    r.contact_consent_at ? r.contact_consent_text : null,
    r.publish_consent_at ? r.publish_consent_text : null,
    ...(r.is_lead ? followUpCells(r) : FOLLOW_UP_CSV_HEADER.map(() => '')),
    ...questions.map((q) => {
      const given = answers.get(r.id)?.find((a) => a.question_id === q.id);
      return given ? answerValueOf(given) : '';
    }),
  ]);
  return { header: [...LEADS_CSV_HEADER, ...questions.map(questionColumnHeader)], rows: cells };
}

export async function topRoles(db: Db, userId: number, limit: number): Promise<RoleCount[]> {
  const rows = await queryRows<{ role: string; count: number; total: number }>(
    db,
    sql`with mine as (
          select r.role_group, ${SHARES_DETAILS} as shares_details from responses r join events e on e.id = r.event_id
          where e.speaker_user_id = ${userId}
        )
        -- Percentages of everyone who answered; a role is shown only for who shares their details.
        select ${MOST_TYPED_FORM} as role, sum(n)::int as count, (select count(*) from mine)::int as total
        from (select role_group as form, count(*) as n from mine where role_group <> '' and shares_details group by role_group) forms
        group by lower(form)
        order by 2 desc, 1
        limit ${limit}`,
  );
  return rows.map((r) => ({ role: r.role, count: r.count, percentage: percentage(r.count, r.total) }));
}

export async function companyBreakdown(db: Db, userId: number, limit = 10) {
  const rows = await queryRows<{ domain: string; count: number; total: number }>(
    db,
    sql`with mine as (
          select r.email_domain, ${SHARES_DETAILS} as shares_details from responses r join events e on e.id = r.event_id
          where e.speaker_user_id = ${userId}
        )
        select email_domain as domain, count(*)::int as count, (select count(*) from mine)::int as total
        from mine
        where email_domain <> '' and shares_details and email_domain <> all(${sql.raw(`array[${FREE_MAIL_DOMAIN_LIST.map((d) => `'${d}'`).join(',')}]`)})
        group by email_domain
        order by count(*) desc, email_domain
        limit ${limit}`,
  );
  return rows.map((r) => ({
    company: companyFromDomain(r.domain),
    domain: r.domain,
    count: r.count,
    percentage: percentage(r.count, r.total),
  }));
}

export async function speakerTotals(db: Db, userId: number) {
  const [row] = await queryRows<{ events: number; attendees: number; hot_leads: number; average_rating: number | null }>(
    db,
    sql`select (select count(*) from events where speaker_user_id = ${userId})::int as events,
               count(r.id)::int as attendees,
               (count(r.id) filter (where r.rating >= ${HOT_LEAD_MIN_RATING}))::int as hot_leads,
               round(avg(r.rating)::numeric, 1)::float8 as average_rating
        from responses r join events e on e.id = r.event_id
        where e.speaker_user_id = ${userId}`,
  );
  return {
    events: row!.events,
    attendees: row!.attendees,
    hotLeads: row!.hot_leads,
    averageRating: row!.average_rating === null ? null : Number(row!.average_rating),
  };
}

/** The most recent events whose date has passed, newest first. */
export async function recentTalks(db: Db, userId: number, publicUrl: string, limit = 5): Promise<Talk[]> {
  const rows = await queryRows<TalkRow>(
    db,
    eventQuery(sql`e.speaker_user_id = ${userId} and e.event_date <= now()`, sql`order by e.event_date desc, e.id desc limit ${limit}`),
  );
  return rows.map((r) => toTalk(r, publicUrl));
}
