import { PENDING_UPLOAD_TTL_HOURS } from '../../shared/domain/free-tier';
import type { Storage } from '../storage/storage';
import type { JobRegistration } from './job-queue';

export const PURGE_PENDING_UPLOADS_JOB = 'files.purge-pending-uploads';
export const PENDING_UPLOAD_TTL_MS = PENDING_UPLOAD_TTL_HOURS * 60 * 60 * 1000;
const PURGE_BATCH = 500;

/**
 * Deletes the free wizard's anonymous gift uploads that no signup claimed within a day, rows and
 * bytes. Anyone can upload there, so an unclaimed file is only disk used by a stranger.
 */
export async function purgePendingUploads(storage: Pick<Storage, 'purgeUnowned'>, now = Date.now()): Promise<number> {
  const before = new Date(now - PENDING_UPLOAD_TTL_MS);
  let removed = 0;
  // In batches, so one run after a long outage does not hold thousands of row locks at once.
  for (;;) {
    const batch = await storage.purgeUnowned('gift', before, PURGE_BATCH);
    removed += batch;
    if (batch < PURGE_BATCH) return removed;
  }
}

/** The hourly clean-up of unclaimed uploads. */
export function uploadJobs(storage: Pick<Storage, 'purgeUnowned'>): JobRegistration[] {
  return [
    {
      name: PURGE_PENDING_UPLOADS_JOB,
      schedule: '29 * * * *',
      async handler(_data, { log }) {
        const removed = await purgePendingUploads(storage);
        if (removed > 0) log.info({ removed }, 'purged unclaimed anonymous uploads');
        return { removed };
      },
    },
  ];
}
