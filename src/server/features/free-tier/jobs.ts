import type { Db } from '../../db/client';
import type { JobRegistration } from '../../jobs/job-queue';
import type { Mailer } from '../../mail/mailer';
import { tellFreeSpeakersOfNewAnswers } from './answer-digest';

const FREE_SPEAKER_ANSWERS_JOB = 'free-tier.answers-digest';

/** To each free speaker, an hourly note of new answers on their page. */
export function freeTierJobs(deps: { db: Db; mailer: Mailer; publicUrl: string }): JobRegistration[] {
  return [
    {
      name: FREE_SPEAKER_ANSWERS_JOB,
      schedule: '5 * * * *',
      async handler(_data, { log }) {
        const told = await tellFreeSpeakersOfNewAnswers(deps);
        if (told > 0) log.info({ told }, 'free speakers told of new answers');
        return { told };
      },
    },
  ];
}
