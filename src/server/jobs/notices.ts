import type { PgBoss } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { tellFreeSpeakersOfNewAnswers } from '../features/free-tier/answer-digest';
import { notifyOwnerOfUrgentLeads, sendDailyDigest, type NoticeDeps } from '../features/owner-leads/service';

export const OWNER_LEADS_SWEEP_JOB = 'owner-leads.notify-urgent';
export const OWNER_LEADS_DIGEST_JOB = 'owner-leads.daily-digest';
export const FREE_SPEAKER_ANSWERS_JOB = 'free-tier.answers-digest';

/**
 * The scheduled notices: to the owner, an hourly sweep that tells them of any urgent request a
 * crash or a missing owner address left untold and a digest of the last 24 hours every morning
 * (UTC); to each free speaker, an hourly note of new answers on their page.
 */
export async function registerNoticeJobs(
  boss: PgBoss,
  deps: NoticeDeps,
  log: FastifyBaseLogger,
  options: { pollingIntervalSeconds: number; schedule: boolean },
): Promise<void> {
  await boss.createQueue(OWNER_LEADS_SWEEP_JOB);
  await boss.createQueue(OWNER_LEADS_DIGEST_JOB);
  await boss.createQueue(FREE_SPEAKER_ANSWERS_JOB);
  await boss.work(FREE_SPEAKER_ANSWERS_JOB, { pollingIntervalSeconds: options.pollingIntervalSeconds }, async () => {
    const told = await tellFreeSpeakersOfNewAnswers(deps);
    if (told > 0) log.info({ told }, 'free speakers told of new answers');
    return { told };
  });
  await boss.work(OWNER_LEADS_SWEEP_JOB, { pollingIntervalSeconds: options.pollingIntervalSeconds }, async () => {
    const told = await notifyOwnerOfUrgentLeads(deps);
    if (told > 0) log.info({ told }, 'owner told of urgent requests');
    return { told };
  });
  await boss.work(OWNER_LEADS_DIGEST_JOB, { pollingIntervalSeconds: options.pollingIntervalSeconds }, async () => {
    const listed = await sendDailyDigest(deps);
    log.info({ listed }, 'owner digest of new requests');
    return { listed };
  });
  if (options.schedule) {
    await boss.schedule(OWNER_LEADS_SWEEP_JOB, '23 * * * *');
    await boss.schedule(OWNER_LEADS_DIGEST_JOB, '0 7 * * *');
    await boss.schedule(FREE_SPEAKER_ANSWERS_JOB, '5 * * * *');
  }
}
