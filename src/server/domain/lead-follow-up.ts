import { sql, type SQL } from 'drizzle-orm';
import type { LeadFollowUp } from '../../shared/contract/lead-follow-up';
import { HOT_LEAD_MIN_RATING } from '../../shared/domain/constants';
import type { LeadStatus } from '../../shared/domain/lead-follow-up';
import { MAY_NAME } from './consent-rules';

/*
 * A lead's follow-up (lead_follow_ups) as every list of leads reads it: the hot leads, the booking
 * leads, their files. The fragments read `r` as the responses row and `f` as its follow-up row,
 * joined with FOLLOW_UP_JOIN; an answer without a row is a lead in status `new`.
 */

/**
 * A hot lead as the lists and the hot-leads file have it: 4-5 stars and an attendee the speaker may
 * name (MAY_NAME). An attendee who did not agree to be contacted is counted, never followed up.
 */
export const IS_LISTED_HOT_LEAD = sql`(r.rating >= ${HOT_LEAD_MIN_RATING} and ${MAY_NAME})`;

export const FOLLOW_UP_JOIN = sql`left join lead_follow_ups f on f.response_id = r.id`;

export const FOLLOW_UP_COLUMNS = sql`coalesce(f.status, 'new') as lead_status, coalesce(f.note, '') as lead_note,
  to_char(f.remind_on, 'YYYY-MM-DD') as lead_remind_on`;

export interface FollowUpRow {
  lead_status: LeadStatus;
  lead_note: string;
  lead_remind_on: string | null;
}

export const followUpOf = (row: FollowUpRow): LeadFollowUp => ({
  status: row.lead_status,
  note: row.lead_note,
  remindOn: row.lead_remind_on,
});

/** The answer's follow-up status without the join (one value, for a row read on its own). */
export const LEAD_STATUS_OF_ANSWER = sql`coalesce((select f.status from lead_follow_ups f where f.response_id = r.id), 'new')`;

/** `and` the lead is in the status asked for, or nothing when none was asked. */
export const statusFilter = (status: LeadStatus | undefined): SQL =>
  status === undefined ? sql`` : sql`and coalesce(f.status, 'new') = ${status}`;

/** The CSV columns of a lead's follow-up, after a file's older columns. */
export const FOLLOW_UP_CSV_HEADER = ['Follow-up Status', 'Follow-up Note', 'Remind On'];

export const followUpCells = (row: FollowUpRow): unknown[] => [row.lead_status, row.lead_note, row.lead_remind_on ?? ''];
