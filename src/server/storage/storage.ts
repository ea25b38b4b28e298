import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files } from '../db/schema';

export type StoredFile = typeof files.$inferSelect;
export type FileKind = StoredFile['kind'];

export interface Storage {
  /** Writes the bytes under DATA_DIR/uploads and records them; the returned id is unguessable. */
  /** `via` records the row in the caller's transaction. */
  save(input: { ownerUserId: number | null; kind: FileKind; originalName: string; mimeType: string; bytes: Buffer }, via?: Db): Promise<StoredFile>;
  get(id: string): Promise<StoredFile | undefined>;
  /** Absolute path of a stored file's bytes. */
  pathOf(file: StoredFile): string;
  remove(id: string): Promise<void>;
}

/** Public URL under which a stored file is served (see the files route). */
export function fileUrl(file: Pick<StoredFile, 'id' | 'originalName'>): string {
  return `/api/files/${file.id}/${encodeURIComponent(file.originalName)}`;
}

export function createStorage(db: Db, dataDir: string): Storage {
  const root = path.join(dataDir, 'uploads');
  return {
    async save(input, via = db) {
      const id = randomBytes(16).toString('base64url');
      // Two-level fan-out keeps directories small; the name on disk is the id, never user input.
      const relative = path.join(id.slice(0, 2), id);
      const absolute = path.join(root, relative);
      await fs.promises.mkdir(path.dirname(absolute), { recursive: true });
      await fs.promises.writeFile(absolute, input.bytes, { flag: 'wx' });
      try {
        const [row] = await via
          .insert(files)
          .values({
            id,
            ownerUserId: input.ownerUserId,
            kind: input.kind,
            originalName: input.originalName,
            mimeType: input.mimeType,
            sizeBytes: input.bytes.length,
            storagePath: relative,
          })
          .returning();
        return row!;
      } catch (err) {
        await fs.promises.rm(absolute, { force: true });
        throw err;
      }
    },
    async get(id) {
      const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
      return row;
    },
    pathOf(file) {
      return path.join(root, file.storagePath);
    },
    async remove(id) {
      const [row] = await db.delete(files).where(eq(files.id, id)).returning();
      if (row) await fs.promises.rm(path.join(root, row.storagePath), { force: true });
    },
  };
}
