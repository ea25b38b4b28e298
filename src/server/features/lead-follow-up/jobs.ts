import type { Db } from '../../db/client';
import type { JobRegistration } from '../../jobs/job-queue';
import type { Mailer } from '../../mail/mailer';
import { sendDueLeadReminders } from './reminders';

const LEAD_REMINDERS_JOB = 'lead-follow-up.reminders';

/**
 * Every quarter of an hour, the lead reminders whose day has come in their speaker's time zone:
 * a reminder leaves within about 15 minutes of 08:00 on its day, whatever the zone's offset.
 */
export function leadFollowUpJobs(deps: { db: Db; mailer: Mailer; publicUrl: string }): JobRegistration[] {
  return [
    {
      name: LEAD_REMINDERS_JOB,
      schedule: '*/15 * * * *',
      async handler(_data, { log }) {
        const sent = await sendDueLeadReminders(deps);
        if (sent > 0) log.info({ sent }, 'lead reminders queued');
        return { sent };
      },
    },
  ];
}
