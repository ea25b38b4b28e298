import { and, eq, lt } from 'drizzle-orm';
import { files } from '../../db/schema';
import type { JobRegistration } from '../../jobs/job-queue';
import { GRAPHICS_BATCH_JOB, runBatch } from './batch';
import type { GraphicsDeps } from './service';

const PURGE_DEMO_GRAPHICS_JOB = 'graphics.purge-demo';
/** Demo graphics (made on /graphic-example) are kept a day: anyone can make them. */
const DEMO_GRAPHIC_TTL_MS = 24 * 60 * 60 * 1000;

/** Deletes demo graphics older than a day, bytes and rows. */
export async function purgeDemoGraphics(deps: Pick<GraphicsDeps, 'db' | 'storage'>, now = Date.now()): Promise<number> {
  const old = await deps.db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.kind, 'demo-graphic'), lt(files.createdAt, new Date(now - DEMO_GRAPHIC_TTL_MS))));
  for (const file of old) await deps.storage.remove(file.id);
  return old.length;
}

/** The graphics jobs: "Generate All" batches and the hourly clean-up of demo graphics. */
export function graphicsJobs(deps: GraphicsDeps): JobRegistration[] {
  const batch: JobRegistration<{ batchId: number }> = {
    name: GRAPHICS_BATCH_JOB,
    async handler({ batchId }, { log }) {
      await runBatch(deps, batchId);
      log.info({ batchId }, 'graphics batch finished');
    },
  };
  return [
    batch,
    {
      name: PURGE_DEMO_GRAPHICS_JOB,
      schedule: '41 * * * *',
      async handler() {
        const removed = await purgeDemoGraphics(deps);
        return { removed };
      },
    },
  ];
}
