import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files } from '../db/schema';

export type StoredFile = typeof files.$inferSelect;
export type FileKind = StoredFile['kind'];

export interface Storage {
  /** Writes the bytes under DATA_DIR/uploads and records them; the returned id is unguessable. */
  /** `via` records the row in the caller's transaction. */
  save(input: { ownerUserId: number | null; kind: FileKind; originalName: string; mimeType: string; bytes: Buffer }, via?: Db): Promise<StoredFile>;
  get(id: string): Promise<StoredFile | undefined>;
  /**
   * Deletes up to `limit` files of `kind` that nobody owns and that were created before `before`,
   * rows and bytes; returns how many. Safe to run in several processes at once: each row is
   * deleted by exactly one of them.
   */
  purgeUnowned(kind: FileKind, before: Date, limit?: number): Promise<number>;
  /** Absolute path of a stored file's bytes. */
  pathOf(file: StoredFile): string;
  remove(id: string): Promise<void>;
}

/**
 * The longest name a stored file keeps. Its URL `/api/files/{id}/{name}` is routed by find-my-way,
 * which refuses (414) a path parameter longer than Fastify's default maxParamLength of 100
 * characters, measured after percent-decoding.
 */
export const STORED_FILE_NAME_MAX_LENGTH = 100;
/** Longer than this, what follows the last dot is part of the name, not an extension to keep. */
const KEPT_EXTENSION_MAX_LENGTH = 16;

/** `name` cut to STORED_FILE_NAME_MAX_LENGTH characters, keeping its extension. */
export function fitFileName(name: string, max = STORED_FILE_NAME_MAX_LENGTH): string {
  if (name.length <= max) return name;
  const ext = path.extname(name);
  const keptExt = ext.length <= KEPT_EXTENSION_MAX_LENGTH ? ext : '';
  let stem = '';
  // By code points, so an emoji or an accented letter is never cut in half.
  for (const char of name.slice(0, name.length - keptExt.length)) {
    if (stem.length + char.length + keptExt.length > max) break;
    stem += char;
  }
  return `${stem.trimEnd() || 'file'}${keptExt}`;
}

/**
 * An anonymous gift upload (the free QR wizard's) that no signup has claimed yet: not served, and
 * deleted after a day (see jobs/uploads.ts).
 */
export function isPendingUpload(file: Pick<StoredFile, 'kind' | 'ownerUserId'>): boolean {
  return file.kind === 'gift' && file.ownerUserId === null;
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
            originalName: fitFileName(input.originalName),
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
    async purgeUnowned(kind, before, limit = 500) {
      return db.transaction(async (tx) => {
        // SKIP LOCKED: a row another purge holds is its to delete, and a row a signup is claiming
        // right now is left alone (the claim re-checks that the file is still unowned).
        const due = tx
          .select({ id: files.id })
          .from(files)
          .where(and(eq(files.kind, kind), isNull(files.ownerUserId), lt(files.createdAt, before)))
          .limit(limit)
          .for('update', { skipLocked: true });
        const rows = await tx
          .delete(files)
          .where(and(inArray(files.id, due), isNull(files.ownerUserId)))
          .returning({ storagePath: files.storagePath });
        // Bytes go before the commit: if this fails the rows come back and the next run retries,
        // rather than leaving bytes on disk that no row points at.
        for (const row of rows) await fs.promises.rm(path.join(root, row.storagePath), { force: true });
        return rows.length;
      });
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
