import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { StoredBytes } from './object-store';
import { buffer } from 'node:stream/consumers';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import { UPLOADED_FILE_PATH } from '../../shared/contract/profile';
import { createLocalObjectStore } from './local-objects';
import type { S3StorageConfig } from './s3-config';
import { createS3ObjectStore } from './s3-objects';

export type StoredFile = typeof files.$inferSelect;
export type FileKind = StoredFile['kind'];

/**
 * Uploaded files: metadata in the files table, bytes on local disk or in an S3-compatible bucket
 * (same behaviour, same callers). Who may read a file is decided by the routes, never here.
 */
export interface Storage {
  /** Stores the bytes and records them; the returned id is unguessable. */
  /** `via` records the row in the caller's transaction. */
  save(
    input: { ownerUserId: number | null; kind: FileKind; originalName: string; mimeType: string; bytes: Buffer },
    via?: Db,
  ): Promise<StoredFile>;
  get(id: string): Promise<StoredFile | undefined>;
  /** The file's bytes as a stream with their size; null when the row's bytes are gone. */
  open(file: StoredFile): Promise<StoredBytes | null>;
  /**
   * Deletes up to `limit` files of `kind` that nobody owns and that were created before `before`,
   * rows and bytes; returns how many. Safe to run in several processes at once: each row is
   * deleted by exactly one of them.
   */
  purgeUnowned(kind: FileKind, before: Date, limit?: number): Promise<number>;
  remove(id: string): Promise<void>;
}

/**
 * Rows deleted per purge transaction. Their bytes are deleted while the rows are still locked (see
 * purgeUnowned), which with a bucket means network calls inside the transaction: small chunks keep
 * each one short.
 */
const PURGE_CHUNK = 100;

/**
 * The longest name a stored file keeps. Its URL `/api/public/files/{id}/{name}` is routed by find-my-way,
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
  return `${UPLOADED_FILE_PATH}${file.id}/${encodeURIComponent(file.originalName)}`;
}

/** All of a stored file's bytes, or null when they are gone: for small files needed whole (mail attachments). */
export async function readStoredFile(storage: Pick<Storage, 'open'>, file: StoredFile): Promise<Buffer | null> {
  const opened = await storage.open(file);
  return opened ? buffer(opened.stream) : null;
}

/**
 * `s3` set: bytes in that bucket, shared by every app process on the same database. Unset: under
 * DATA_DIR/uploads, which only the process on this machine can serve.
 */
export function createStorage(db: Db, dataDir: string, s3?: S3StorageConfig): Storage {
  const objects = s3 ? createS3ObjectStore(s3) : createLocalObjectStore(path.join(dataDir, 'uploads'));
  return {
    async save(input, via = db) {
      const id = randomBytes(16).toString('base64url');
      // Two-level fan-out keeps directories small; the key is the id, never user input.
      const key = `${id.slice(0, 2)}/${id}`;
      await objects.put(key, input.bytes, input.mimeType);
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
            storagePath: key,
          })
          .returning();
        return row!;
      } catch (err) {
        await objects.delete([key]);
        throw err;
      }
    },
    async get(id) {
      const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
      return row;
    },
    open(file) {
      return objects.open(file.storagePath);
    },
    async purgeUnowned(kind, before, limit = 500) {
      let removed = 0;
      while (removed < limit) {
        const chunk = Math.min(PURGE_CHUNK, limit - removed);
        const deleted = await db.transaction(async (tx) => {
          // SKIP LOCKED: a row another purge holds is its to delete, and a row a signup is claiming
          // right now is left alone (the claim re-checks that the file is still unowned).
          const due = tx
            .select({ id: files.id })
            .from(files)
            .where(and(eq(files.kind, kind), isNull(files.ownerUserId), lt(files.createdAt, before)))
            .limit(chunk)
            .for('update', { skipLocked: true });
          const rows = await tx
            .delete(files)
            .where(and(inArray(files.id, due), isNull(files.ownerUserId)))
            .returning({ storagePath: files.storagePath });
          // Bytes go before the commit: if this fails the rows come back and the next run retries,
          // rather than leaving bytes that no row points at; and while the rows are locked no
          // signup can claim a file whose bytes are being deleted.
          await objects.delete(rows.map((row) => row.storagePath));
          return rows.length;
        });
        removed += deleted;
        if (deleted < chunk) break;
      }
      return removed;
    },
    async remove(id) {
      const [row] = await db.delete(files).where(eq(files.id, id)).returning();
      if (row) await objects.delete([row.storagePath]);
    },
  };
}
