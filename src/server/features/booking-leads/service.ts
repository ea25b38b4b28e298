import { sql } from 'drizzle-orm';
import type { BookingLead, BookingLeads } from '../../../shared/contract/booking-leads';
import { queryRows, type Db } from '../../db/client';
import { MAY_NAME, MAY_NAME_REFERRAL } from '../../domain/consent-rules';
import { IS_BOOKING_LEAD } from '../../domain/booking-lead';
import { cursorTime, type Keyset } from '../../http/paging';
import {
  FOLLOW_UP_COLUMNS,
  FOLLOW_UP_CSV_HEADER,
  FOLLOW_UP_JOIN,
  followUpCells,
  followUpOf,
  statusFilter,
  type FollowUpRow,
} from '../../domain/lead-follow-up';
import type { LeadStatus } from '../../../shared/domain/lead-follow-up';

interface BookingLeadRow extends FollowUpRow {
  id: number;
  event_id: number;
  event_name: string;
  talk_title: string | null;
  event_date: Date | string;
  submitted_at: Date | string;
  rating: number;
  books_speakers: boolean | null;
  business_inquiry: string | null;
  attendee_name: string | null;
  attendee_role: string | null;
  attendee_email: string | null;
  referral_name: string | null;
  referral_email: string | null;
  has_referral: boolean;
  updated_at: Date | string;
  cursor_at: string;
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/**
 * The speaker's booking leads (IS_BOOKING_LEAD), newest first. Who someone is leaves the database
 * only under the consent rules: the attendee's name, role and e-mail under MAY_NAME, the referral's
 * name and e-mail under MAY_NAME_REFERRAL; the other columns come out as nulls.
 */
async function bookingLeadRows(db: Db, userId: number, status?: LeadStatus, page?: Keyset): Promise<BookingLeadRow[]> {
  return queryRows<BookingLeadRow>(
    db,
    sql`select r.id, r.event_id, e.event_name, e.talk_title, e.event_date, r.submitted_at, r.rating,
               r.books_speakers, r.business_inquiry,
               case when ${MAY_NAME} then r.attendee_name end as attendee_name,
               case when ${MAY_NAME} then r.attendee_role end as attendee_role,
               case when ${MAY_NAME} then r.attendee_email end as attendee_email,
               case when ${MAY_NAME_REFERRAL} then r.referral_name end as referral_name,
               case when ${MAY_NAME_REFERRAL} then r.referral_email end as referral_email,
               r.referral_consent_at is not null as has_referral,
               r.updated_at, ${cursorTime(sql`r.updated_at`)} as cursor_at, ${FOLLOW_UP_COLUMNS}
        from responses r join events e on e.id = r.event_id ${FOLLOW_UP_JOIN}
        where e.speaker_user_id = ${userId} and ${IS_BOOKING_LEAD} ${statusFilter(status)}
        ${page ? sql`and ${page.where} ${page.orderAndLimit}` : sql`order by r.submitted_at desc, r.id desc`}`,
  );
}

function toBookingLead(r: BookingLeadRow): BookingLead {
  return {
    id: r.id,
    responseId: r.id,
    eventId: r.event_id,
    eventName: r.event_name,
    talkTitle: r.talk_title,
    eventDate: iso(r.event_date),
    submittedAt: iso(r.submitted_at),
    rating: r.rating,
    booksSpeakers: r.books_speakers,
    businessInquiry: r.business_inquiry,
    attendee: r.attendee_email === null ? null : { name: r.attendee_name ?? '', role: r.attendee_role ?? '', email: r.attendee_email },
    referral: r.referral_email === null ? null : { name: r.referral_name, email: r.referral_email },
    referralWithheld: r.has_referral && r.referral_email === null,
    followUp: followUpOf(r),
    updatedAt: iso(r.updated_at),
  };
}

export async function listBookingLeads(db: Db, userId: number, status?: LeadStatus): Promise<BookingLeads> {
  const leads = (await bookingLeadRows(db, userId, status)).map(toBookingLead);
  return {
    leads,
    total: leads.length,
    anonymousCount: leads.filter((l) => l.attendee === null).length,
    withheldReferralCount: leads.filter((l) => l.referralWithheld).length,
  };
}

/** A page of the speaker's booking leads, newest change first (`r` is the answer). */
export async function pageBookingLeads(db: Db, userId: number, page: Keyset, status?: LeadStatus) {
  return { rows: await bookingLeadRows(db, userId, status, page), toItem: toBookingLead };
}

export const BOOKING_LEADS_CSV_HEADER = [
  'Talk',
  'Event',
  'Event Date',
  'Submitted At',
  'Rating',
  'Books Speakers',
  'Business Inquiry',
  'Name',
  'Email',
  'Job Role',
  'Referral Name',
  'Referral Email',
  ...FOLLOW_UP_CSV_HEADER,
];

/**
 * The booking leads as a file of people one may contact: a row for each lead that names someone
 * (the attendee under MAY_NAME, or the person they passed on under MAY_NAME_REFERRAL), with the
 * other's cells empty; a lead that names nobody is counted, not listed (like the hot-leads file).
 */
export async function bookingLeadsCsv(db: Db, userId: number): Promise<{ rows: unknown[][]; notListed: number }> {
  const rows = await bookingLeadRows(db, userId);
  const named = rows.filter((r) => r.attendee_email !== null || r.referral_email !== null);
  return {
    rows: named.map((r) => {
      const l = toBookingLead(r);
      return [
        l.talkTitle ?? l.eventName,
        l.eventName,
        l.eventDate.slice(0, 10),
        l.submittedAt,
        l.rating,
        l.booksSpeakers === null ? '' : l.booksSpeakers ? 'yes' : 'no',
        l.businessInquiry,
        l.attendee?.name,
        l.attendee?.email,
        l.attendee?.role,
        l.referral?.name,
        l.referral?.email,
        ...followUpCells(r),
      ];
    }),
    notListed: rows.length - named.length,
  };
}
