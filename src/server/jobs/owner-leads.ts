import type { PgBoss } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { notifyOwnerOfUrgentLeads, sendDailyDigest, type OwnerLeadDeps } from '../features/owner-leads/service';

export const OWNER_LEADS_SWEEP_JOB = 'owner-leads.notify-urgent';
export const OWNER_LEADS_DIGEST_JOB = 'owner-leads.daily-digest';

/**
 * The owner's mail about their inbox: an hourly sweep that tells them of any urgent request a crash
 * or a missing owner address left untold, and a digest of the last 24 hours every morning (UTC).
 */
export async function registerOwnerLeadJobs(
  boss: PgBoss,
  deps: OwnerLeadDeps,
  log: FastifyBaseLogger,
  options: { pollingIntervalSeconds: number; schedule: boolean },
): Promise<void> {
  await boss.createQueue(OWNER_LEADS_SWEEP_JOB);
  await boss.createQueue(OWNER_LEADS_DIGEST_JOB);
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
  }
}
