import { sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '../../../shared/domain/time-zones';
import { HOT_LEAD_MIN_RATING } from '../../../shared/domain/constants';
import { greeting } from '../../../shared/domain/greeting';
import { LEAD_REMINDER_HOUR, LEAD_STATUS_LABELS, type LeadStatus } from '../../../shared/domain/lead-follow-up';
import { queryRows, type Db } from '../../db/client';
import { IS_BOOKING_LEAD } from '../../domain/booking-lead';
import { MAY_NAME, MAY_NAME_REFERRAL } from '../../domain/consent-rules';
import type { Mailer } from '../../mail/mailer';

interface DueReminder {
  response_id: number;
  remind_on: string;
  status: LeadStatus;
  note: string;
  speaker_email: string;
  speaker_first_name: string | null;
  event_id: number;
  event_name: string;
  talk_title: string | null;
  rating: number;
  booking_lead: boolean;
  attendee_name: string | null;
  attendee_email: string | null;
  referral_name: string | null;
  referral_email: string | null;
}

/** Who the lead is, as far as the consent rules let the e-mail say. */
function whoOf(r: DueReminder): string {
  if (r.attendee_email !== null) return r.attendee_name ? `${r.attendee_name} <${r.attendee_email}>` : r.attendee_email;
  if (r.referral_email !== null) {
    const referral = r.referral_name ? `${r.referral_name} <${r.referral_email}>` : r.referral_email;
    return `${referral}, passed on by an attendee`;
  }
  return 'an attendee who is not named (they did not agree to be contacted, or asked not to share their details)';
}

/**
 * E-mails each speaker a reminder for every lead whose reminder day has come in the speaker's time
 * zone (from LEAD_REMINDER_HOUR on that day; a later run the same or a following day catches up).
 * Each reminder is queued in the outbox, so delivery is retried, and marked sent for its day in the
 * same transaction: a restart or a second process never sends it twice, while a reminder moved to
 * another day is due again on that day. One run at a time across processes (an advisory lock).
 */
export async function sendDueLeadReminders(deps: { db: Db; mailer: Mailer; publicUrl: string }, now = new Date()): Promise<number> {
  const site = deps.publicUrl.replace(/\/+$/, '');
  const sent = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lead-reminders'))`);
    const due = await queryRows<DueReminder>(
      tx,
      sql`select f.response_id, to_char(f.remind_on, 'YYYY-MM-DD') as remind_on, f.status, f.note,
                 u.email as speaker_email, coalesce(nullif(p.first_name, ''), u.first_name) as speaker_first_name,
                 e.id as event_id, e.event_name, e.talk_title, r.rating, ${IS_BOOKING_LEAD} as booking_lead,
                 case when ${MAY_NAME} then r.attendee_name end as attendee_name,
                 case when ${MAY_NAME} then r.attendee_email end as attendee_email,
                 case when ${MAY_NAME_REFERRAL} then r.referral_name end as referral_name,
                 case when ${MAY_NAME_REFERRAL} then r.referral_email end as referral_email
          from lead_follow_ups f
          join responses r on r.id = f.response_id
          join events e on e.id = r.event_id
          join users u on u.id = e.speaker_user_id
          left join speaker_profiles p on p.user_id = e.speaker_user_id
          where f.remind_on is not null and f.reminded_on is distinct from f.remind_on
            and (${now.toISOString()}::timestamptz at time zone coalesce(p.time_zone, ${DEFAULT_TIME_ZONE}))
                >= f.remind_on + make_interval(hours => ${LEAD_REMINDER_HOUR})
          order by f.remind_on, f.response_id`,
    );
    for (const r of due) {
      const talk = r.talk_title ? `${r.talk_title} (${r.event_name})` : r.event_name;
      // A hot lead is followed up on its talk's page; a booking lead under 4 stars on the booking leads page.
      const page =
        r.booking_lead && r.rating < HOT_LEAD_MIN_RATING ? `${site}/speaker/booking-leads` : `${site}/speaker/events/${r.event_id}`;
      const who = whoOf(r);
      await deps.mailer.enqueue(tx, {
        to: r.speaker_email,
        subject: `Reminder: follow up with ${r.attendee_name || r.referral_name || 'a lead'} from ${talk}`,
        text: [
          greeting(r.speaker_first_name),
          '',
          `You asked to be reminded on ${r.remind_on} to follow up this lead:`,
          '',
          `Who: ${who}`,
          `Talk: ${talk}`,
          `Rating: ${r.rating} out of 5`,
          `Status: ${LEAD_STATUS_LABELS[r.status]}`,
          `Your note: ${r.note.trim() || '(none)'}`,
          '',
          `Open the lead: ${page}`,
          '',
          'This is the only reminder for that day. To be reminded again, set a new day on the lead.',
          '',
          'The SpeakerPro team',
        ].join('\n'),
        source: 'lead-reminder',
        idempotencyKey: `lead-reminder:${r.response_id}:${r.remind_on}`,
      });
      await tx.execute(sql`update lead_follow_ups set reminded_on = remind_on where response_id = ${r.response_id}`);
    }
    return due.length;
  });
  if (sent > 0) deps.mailer.kick();
  return sent;
}
