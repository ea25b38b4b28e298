import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, graphicBatches, graphics } from '../../db/schema';
import { notFound } from '../../errors';
import type { Storage } from '../../storage/storage';

/**
 * Deletes one of the speaker's events with everything made from it: its answers, graphics,
 * thank-you campaigns and pending corrections go with the row (foreign keys cascade), and the PNG
 * and ZIP files made for it are removed from storage too.
 * Someone else's event, or one that does not exist, is "not found" alike.
 */
export async function deleteOwnTalk(db: Db, storage: Pick<Storage, 'remove'>, userId: number, eventId: number): Promise<void> {
  const owned = and(eq(events.id, eventId), eq(events.speakerUserId, userId));
  const [event] = await db.select({ id: events.id }).from(events).where(owned).limit(1);
  if (!event) throw notFound('Event not found');

  // The files are read first: the cascade below only clears the rows that point at them.
  const pngs = await db
    .select({ fileId: graphics.fileId })
    .from(graphics)
    .where(and(eq(graphics.eventId, eventId), isNotNull(graphics.fileId)));
  const zips = await db
    .select({ fileId: graphicBatches.zipFileId })
    .from(graphicBatches)
    .where(and(eq(graphicBatches.eventId, eventId), isNotNull(graphicBatches.zipFileId)));

  const deleted = await db.delete(events).where(owned).returning({ id: events.id });
  if (deleted.length === 0) throw notFound('Event not found');
  for (const { fileId } of [...pngs, ...zips]) if (fileId) await storage.remove(fileId);
}
