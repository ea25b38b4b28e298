import type { JobRegistration } from '../../jobs/job-queue';
import { notifyOwnerOfUrgentLeads, sendDailyDigest, type NoticeDeps } from '../../domain/owner-leads';

const OWNER_LEADS_SWEEP_JOB = 'owner-leads.notify-urgent';
const OWNER_LEADS_DIGEST_JOB = 'owner-leads.daily-digest';

/**
 * The owner's scheduled notices: an hourly sweep that tells them of any urgent request a crash or
 * a missing owner address left untold, and a digest of the last 24 hours every morning (UTC).
 */
export function ownerLeadJobs(deps: NoticeDeps): JobRegistration[] {
  return [
    {
      name: OWNER_LEADS_SWEEP_JOB,
      schedule: '23 * * * *',
      async handler(_data, { log }) {
        const told = await notifyOwnerOfUrgentLeads(deps);
        if (told > 0) log.info({ told }, 'owner told of urgent requests');
        return { told };
      },
    },
    {
      name: OWNER_LEADS_DIGEST_JOB,
      schedule: '0 7 * * *',
      async handler(_data, { log }) {
        const listed = await sendDailyDigest(deps);
        log.info({ listed }, 'owner digest of new requests');
        return { listed };
      },
    },
  ];
}
