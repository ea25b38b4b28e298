import { and, eq, inArray, sql } from 'drizzle-orm';
import type { GraphicBatch } from '../../../shared/contract/graphics';
import { batchProgressPercent } from '../../../shared/domain/graphics';
import { queryRows, type Db } from '../../db/client';
import { graphicBatches } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { JobQueue } from '../../jobs/job-queue';
import { graphicRow, layoutOf, markFailed, NO_TESTIMONIALS_MESSAGE, readLogo, renderAndStore, type GraphicsDeps } from './service';
import { offeredGraphics } from './speaker-graphics';
import { fileNamePart, fileNameWithId } from '../../../shared/domain/slug';
import { lazy } from '../../lazy';

// The ZIP writer loads with the first batch delivered.
const fflate = lazy(() => import('fflate'));

export const GRAPHICS_BATCH_JOB = 'graphics.generate-batch';
export const DELIVERY_FAILED_MESSAGE = 'Could not deliver your marketing package';
/** Larger ZIPs are not attached (mail servers commonly refuse 20-25 MB); the e-mail links to the download. */
export const MAX_ZIP_ATTACHMENT_BYTES = 15 * 1024 * 1024;

type BatchRow = typeof graphicBatches.$inferSelect;

export function zipUrl(batchId: number): string {
  return `/api/speaker-admin/graphic-batches/${batchId}/graphics.zip`;
}

export function toBatch(row: BatchRow): GraphicBatch {
  return {
    batchId: row.id,
    eventId: row.eventId,
    status: row.status,
    total: row.total,
    completed: row.completed,
    failed: row.failed,
    progress: batchProgressPercent(row),
    zipUrl: row.zipFileId ? zipUrl(row.id) : null,
    error: row.error,
  };
}

/**
 * Starts "Generate All" for one of the speaker's events: the batch is a job on the queue, run by
 * whichever process's worker takes it (graphicsJobs). A batch already queued or running for the
 * event is returned instead of a second one.
 */
export async function startBatch(deps: Pick<GraphicsDeps, 'db'> & { jobs: JobQueue }, userId: number, eventId: number): Promise<BatchRow> {
  const [event] = await queryRows<{ id: number }>(
    deps.db,
    sql`select id from events where id = ${eventId} and speaker_user_id = ${userId}`,
  );
  if (!event) throw notFound('Event not found');
  const offered = await offeredGraphics(deps.db, eventId);
  if (offered.length === 0) throw badRequest(NO_TESTIMONIALS_MESSAGE);
  const [running] = await deps.db
    .select()
    .from(graphicBatches)
    .where(and(eq(graphicBatches.eventId, eventId), inArray(graphicBatches.status, ['queued', 'running'])))
    .limit(1);
  if (running) return running;
  const [batch] = await deps.db
    .insert(graphicBatches)
    .values({ eventId, speakerUserId: userId, status: 'queued', total: offered.length })
    .returning();
  await deps.jobs.send(GRAPHICS_BATCH_JOB, { batchId: batch!.id }, { retryLimit: 1, expireInSeconds: 30 * 60 });
  return batch!;
}

export async function getOwnBatch(db: Db, userId: number, batchId: number): Promise<BatchRow> {
  const [row] = await db.select().from(graphicBatches).where(eq(graphicBatches.id, batchId)).limit(1);
  if (!row || row.speakerUserId !== userId) throw notFound('Batch not found');
  return row;
}

/** A graphic's name in the ZIP after its number: its author (fileNameWithId), or the answer without one. */
function authorPart(row: { attendee_name: string; response_id: number }): string {
  return row.attendee_name.trim() === '' ? `testimonial-${row.response_id}` : fileNameWithId(row.attendee_name, row.response_id, 40);
}

/**
 * The stored PNG a graphic has now. The speaker (or the attendee, for their own graphic) may make
 * it again while the batch runs, which replaces its file and removes the one the batch made: the
 * newer file is the graphic, so that one goes in the ZIP. Null for a graphic removed meanwhile.
 */
async function currentFile(deps: GraphicsDeps, graphicId: number) {
  // Bounded: each round sees a file that a concurrent render has only just replaced.
  for (let round = 0; round < 3; round++) {
    const [row] = await queryRows<{ file_id: string | null }>(
      deps.db,
      sql`select file_id from graphics where id = ${graphicId} and removed_at is null`,
    );
    if (!row?.file_id) return null;
    const file = await deps.storage.get(row.file_id);
    if (file) return file;
  }
  throw new Error(`graphic ${graphicId} has no stored file`);
}

/** A ZIP of the graphics' stored PNGs, built entry by entry (PNGs are compressed already, so they are stored as is). */
async function zipFiles(deps: GraphicsDeps, entries: { name: string; graphicId: number }[]): Promise<Buffer> {
  const { Zip, ZipPassThrough } = await fflate();
  const chunks: Uint8Array[] = [];
  let done!: () => void;
  let fail!: (err: Error) => void;
  const finished = new Promise<void>((resolve, reject) => {
    done = resolve;
    fail = reject;
  });
  const zip = new Zip((err, chunk, final) => {
    if (err) return fail(err);
    chunks.push(chunk);
    if (final) done();
  });
  for (const entry of entries) {
    const file = await currentFile(deps, entry.graphicId);
    // Removed by the speaker since it was made: not theirs to send any more.
    if (!file) continue;
    const opened = await deps.storage.open(file);
    if (!opened) throw new Error(`graphic ${entry.name} has no stored bytes`);
    const member = new ZipPassThrough(entry.name);
    zip.add(member);
    // Chunk by chunk from disk or the bucket: only the ZIP being built is held whole.
    for await (const chunk of opened.stream) member.push(chunk as Uint8Array);
    member.push(new Uint8Array(0), true);
  }
  zip.end();
  await finished;
  return Buffer.concat(chunks);
}

function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${(n / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;
}

/**
 * The job: renders every publishable testimonial of the event (one graphics row each, replaced in
 * place), zips the PNGs, stores the ZIP and e-mails it to the speaker. Safe to run again (pg-boss
 * delivers at least once): rows are updated, not added, and a finished batch is left alone.
 */
export async function runBatch(deps: GraphicsDeps, batchId: number): Promise<void> {
  const [batch] = await deps.db.select().from(graphicBatches).where(eq(graphicBatches.id, batchId)).limit(1);
  if (!batch || batch.status === 'done') return;
  const offered = await offeredGraphics(deps.db, batch.eventId);
  await deps.db
    .update(graphicBatches)
    .set({ status: 'running', total: offered.length, completed: 0, failed: 0, error: null })
    .where(eq(graphicBatches.id, batchId));
  try {
    const logo = await readLogo(deps.db);
    const entries: { name: string; graphicId: number }[] = [];
    for (const [index, item] of offered.entries()) {
      const row = await graphicRow(deps.db, sql`g.id = ${item.graphicId}`);
      let ok = false;
      if (row && row.offered) {
        try {
          await renderAndStore(deps, row, layoutOf(row.layout), logo);
          const number = String(index + 1).padStart(String(offered.length).length, '0');
          entries.push({ name: `${number}-${authorPart(row)}-${row.rating}-stars.png`, graphicId: item.graphicId });
          ok = true;
        } catch (err) {
          await markFailed(deps.db, item.graphicId, err);
        }
      }
      await deps.db
        .update(graphicBatches)
        .set(ok ? { completed: sql`${graphicBatches.completed} + 1` } : { failed: sql`${graphicBatches.failed} + 1` })
        .where(eq(graphicBatches.id, batchId));
    }

    const [event] = await queryRows<{ event_name: string; speaker_email: string; speaker_first_name: string }>(
      deps.db,
      sql`select e.event_name, u.email as speaker_email, coalesce(p.first_name, u.first_name) as speaker_first_name
          from events e join users u on u.id = e.speaker_user_id
          left join speaker_profiles p on p.user_id = e.speaker_user_id
          where e.id = ${batch.eventId}`,
    );
    const zipName = `testimonial-graphics-${fileNamePart(event!.event_name, 40) || 'event'}-${batch.eventId}.zip`;
    const zipBytes = await zipFiles(deps, entries);
    const zipFile = await deps.storage.save({
      ownerUserId: batch.speakerUserId,
      kind: 'graphics-zip',
      originalName: zipName,
      mimeType: 'application/zip',
      bytes: zipBytes,
    });
    const [previous] = await deps.db
      .select({ zipFileId: graphicBatches.zipFileId })
      .from(graphicBatches)
      .where(eq(graphicBatches.id, batchId));
    await deps.db.update(graphicBatches).set({ zipFileId: zipFile.id }).where(eq(graphicBatches.id, batchId));
    if (previous?.zipFileId) await deps.storage.remove(previous.zipFileId);

    const link = `${deps.config.publicUrl}${zipUrl(batchId)}`;
    const attach = zipBytes.length <= MAX_ZIP_ATTACHMENT_BYTES;
    const what = entries.length === 1 ? 'graphic (1080x1080 PNG) is' : `graphics (1080x1080 PNG) are`;
    const sent = await deps.mailer.send({
      to: event!.speaker_email,
      subject: `Your testimonial graphics for ${event!.event_name}`,
      text:
        `Hi ${event!.speaker_first_name},\n\n` +
        `Your ${entries.length} testimonial ${what} ready for ${event!.event_name}. ` +
        (attach
          ? `They are attached as ${zipName} (${formatBytes(zipBytes.length)}).\n\n`
          : `The ZIP (${formatBytes(zipBytes.length)}) is too large to attach.\n\n`) +
        `You can also download the ZIP while signed in: ${link}\n\nSpeakerPro`,
      attachments: attach ? [{ filename: zipName, content: zipBytes, contentType: 'application/zip' }] : undefined,
      source: 'graphics-zip',
    });
    await deps.db
      .update(graphicBatches)
      .set({ status: 'done', finishedAt: new Date(), error: sent.status === 'failed' ? DELIVERY_FAILED_MESSAGE : null })
      .where(eq(graphicBatches.id, batchId));
  } catch (err) {
    await deps.db
      .update(graphicBatches)
      .set({ status: 'failed', finishedAt: new Date(), error: 'Could not generate all graphics' })
      .where(eq(graphicBatches.id, batchId));
    throw err;
  }
}
