import { sql } from 'drizzle-orm';
import type { Lead, UpdateLead } from '../../../shared/contract/lead-follow-up';
import { updateLeadSchema } from '../../../shared/contract/lead-follow-up';
import { DEFAULT_TIME_ZONE } from '../../../shared/domain/time-zones';
import { HOT_LEAD_MIN_RATING } from '../../../shared/domain/constants';
import { queryRows, type Db } from '../../db/client';
import { IS_BOOKING_LEAD } from '../../domain/booking-lead';
import { MAY_NAME } from '../../domain/consent-rules';
import { IS_LISTED_HOT_LEAD } from '../../domain/lead-follow-up';
import { AppError, invalidField, notFound } from '../../errors';

interface LeadCheckRow {
  hot_lead: boolean;
  booking_lead: boolean;
  high_rating: boolean;
  may_name: boolean;
  time_zone: string;
  today: string;
  remind_on: string | null;
}

/**
 * Sets a lead's follow-up. The answer must be on one of the speaker's lead lists: a hot lead as the
 * lists show it (IS_LISTED_HOT_LEAD) or a booking lead (IS_BOOKING_LEAD). The reminder day is read in
 * the speaker's time zone and must not be before their today, unless it is the day already set
 * (saving a note must not fail because the reminder day has passed).
 */
export async function updateOwnLead(db: Db, userId: number, responseId: number, input: UpdateLead): Promise<Lead> {
  const { status, note, remindOn } = updateLeadSchema.parse(input);
  return db.transaction(async (tx) => {
    const [lead] = await queryRows<LeadCheckRow>(
      tx,
      sql`select ${IS_LISTED_HOT_LEAD} as hot_lead, ${IS_BOOKING_LEAD} as booking_lead,
                 r.rating >= ${HOT_LEAD_MIN_RATING} as high_rating, ${MAY_NAME} as may_name,
                 coalesce(p.time_zone, ${DEFAULT_TIME_ZONE}) as time_zone,
                 to_char(now() at time zone coalesce(p.time_zone, ${DEFAULT_TIME_ZONE}), 'YYYY-MM-DD') as today,
                 to_char(f.remind_on, 'YYYY-MM-DD') as remind_on
          from responses r join events e on e.id = r.event_id
          left join speaker_profiles p on p.user_id = e.speaker_user_id
          left join lead_follow_ups f on f.response_id = r.id
          where r.id = ${responseId} and e.speaker_user_id = ${userId}
          for update of r`,
    );
    // Another speaker's answer is not told apart from one that does not exist.
    if (!lead) throw notFound('Lead not found');
    if (!lead.hot_lead && !lead.booking_lead) {
      const why = lead.high_rating
        ? 'its attendee did not agree to be contacted, and neither books speakers nor passed anyone on'
        : `it is rated under ${HOT_LEAD_MIN_RATING} stars, and its attendee neither books speakers nor passed anyone on`;
      throw new AppError(422, 'NOT_A_LEAD', `This answer is not a hot or booking lead: ${why}.`);
    }
    if (remindOn !== null && remindOn < lead.today && remindOn !== lead.remind_on) {
      throw invalidField('remindOn', `must be today (${lead.today} in ${lead.time_zone}) or later`);
    }
    const [saved] = await queryRows<{ updated_at: Date | string }>(
      tx,
      sql`insert into lead_follow_ups (response_id, status, note, remind_on)
          values (${responseId}, ${status}, ${note}, ${remindOn}::date)
          on conflict (response_id) do update
            set status = excluded.status, note = excluded.note, remind_on = excluded.remind_on, updated_at = now()
          returning updated_at`,
    );
    // The lead lists page by the answer's change time: a follow-up is a change of the lead.
    await tx.execute(sql`update responses set updated_at = now() where id = ${responseId}`);
    return {
      responseId,
      status,
      note,
      remindOn,
      hotLead: lead.hot_lead,
      bookingLead: lead.booking_lead,
      timeZone: lead.time_zone,
      updatedAt: new Date(saved!.updated_at).toISOString(),
    };
  });
}
