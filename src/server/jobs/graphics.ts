import type { PgBoss } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, lt } from 'drizzle-orm';
import { files } from '../db/schema';
import { GRAPHICS_BATCH_JOB, runBatch } from '../features/graphics/batch';
import type { GraphicsDeps } from '../features/graphics/service';

export const PURGE_DEMO_GRAPHICS_JOB = 'graphics.purge-demo';
/** Demo graphics (made on /graphic-example) are kept a day: anyone can make them. */
export const DEMO_GRAPHIC_TTL_MS = 24 * 60 * 60 * 1000;

/** Deletes demo graphics older than a day, bytes and rows. */
export async function purgeDemoGraphics(deps: Pick<GraphicsDeps, 'db' | 'storage'>, now = Date.now()): Promise<number> {
  const old = await deps.db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.kind, 'demo-graphic'), lt(files.createdAt, new Date(now - DEMO_GRAPHIC_TTL_MS))));
  for (const file of old) await deps.storage.remove(file.id);
  return old.length;
}

/** Registers the graphics workers on the queue: "Generate All" batches and the demo clean-up. */
export async function registerGraphicsJobs(
  boss: PgBoss,
  deps: GraphicsDeps,
  log: FastifyBaseLogger,
  options: { pollingIntervalSeconds: number; schedule: boolean },
): Promise<void> {
  await boss.createQueue(GRAPHICS_BATCH_JOB);
  await boss.work<{ batchId: number }>(GRAPHICS_BATCH_JOB, { pollingIntervalSeconds: options.pollingIntervalSeconds }, async ([job]) => {
    if (!job) return;
    await runBatch(deps, job.data.batchId);
    log.info({ batchId: job.data.batchId }, 'graphics batch finished');
  });
  await boss.createQueue(PURGE_DEMO_GRAPHICS_JOB);
  await boss.work(PURGE_DEMO_GRAPHICS_JOB, { pollingIntervalSeconds: options.pollingIntervalSeconds }, async () => {
    const removed = await purgeDemoGraphics(deps);
    return { removed };
  });
  if (options.schedule) await boss.schedule(PURGE_DEMO_GRAPHICS_JOB, '41 * * * *');
}
