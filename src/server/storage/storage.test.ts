import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { files, users } from '../db/schema';
import { createTestDatabase } from '../test/harness';
import { S3_KEY_PREFIX } from './s3-objects';
import { startTestS3Server, type TestS3Server } from './s3-test-server';
import { createStorage, readStoredFile, type Storage, type StoredFile } from './storage';

let database: Database;
let s3: TestS3Server;
let ownerId: number;

beforeAll(async () => {
  [database, s3] = await Promise.all([createTestDatabase(), startTestS3Server()]);
  const [user] = await database.db.insert(users).values({ email: 'owner@example.com', firstName: 'O', lastName: 'W' }).returning();
  ownerId = user!.id;
});
afterAll(async () => {
  await s3?.close();
  await database?.close();
});

/** One driver under test, with a way to look at its bytes behind the Storage interface's back. */
interface Driver {
  storage: Storage;
  /** Whether the bytes of `file` exist where the driver keeps them. */
  exists(file: StoredFile): Promise<boolean>;
  /** How many stored objects there are in all. */
  count(): Promise<number>;
  /** Deletes the bytes only, as a lost disk or a bucket emptied by hand would. */
  lose(file: StoredFile): Promise<void>;
}

async function localDriver(): Promise<Driver> {
  const dataDir = path.join(os.tmpdir(), `speakerpro-storage-${randomBytes(4).toString('hex')}`);
  const where = (file: StoredFile) => path.join(dataDir, 'uploads', file.storagePath);
  return {
    storage: createStorage(database.db, dataDir),
    exists: async (file) => fs.existsSync(where(file)),
    count: async () => {
      const root = path.join(dataDir, 'uploads');
      if (!fs.existsSync(root)) return 0;
      return fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
    },
    lose: async (file) => fs.rmSync(where(file)),
  };
}

async function s3Driver(): Promise<Driver> {
  const bucket = await s3.createBucket();
  const key = (file: StoredFile) => `${S3_KEY_PREFIX}${file.storagePath}`;
  return {
    storage: createStorage(database.db, '/nonexistent-data-dir', s3.config(bucket)),
    async exists(file) {
      try {
        await s3.client.send(new HeadObjectCommand({ Bucket: bucket, Key: key(file) }));
        return true;
      } catch (err) {
        if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
        throw err;
      }
    },
    async count() {
      const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return listed.KeyCount ?? 0;
    },
    lose: async (file) => {
      await s3.client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(file) }));
    },
  };
}

const pdf = (size = 64) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size)]);
const save = (storage: Storage, bytes: Buffer, ownerUserId: number | null = ownerId) =>
  storage.save({ ownerUserId, kind: 'gift', originalName: 'Keynote handout.pdf', mimeType: 'application/pdf', bytes });
const ageRows = (ids: string[], ms: number) =>
  Promise.all(
    ids.map((id) =>
      database.db
        .update(files)
        .set({ createdAt: new Date(Date.now() - ms) })
        .where(eq(files.id, id)),
    ),
  );

describe.each([
  ['local folder', localDriver],
  ['S3 bucket (s3rver)', s3Driver],
])('storage on %s', (_name, makeDriver) => {
  let d: Driver;
  beforeAll(async () => {
    d = await makeDriver();
  });

  it('save → get → open returns the same bytes, streamed in pieces, with their size', async () => {
    // Several MB, so the stream arrives in many chunks (and multiple TCP reads from the bucket).
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    const saved = await save(d.storage, bytes);
    expect(saved).toMatchObject({
      ownerUserId: ownerId,
      kind: 'gift',
      originalName: 'Keynote handout.pdf',
      mimeType: 'application/pdf',
      sizeBytes: bytes.length,
    });
    expect(saved.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(saved.storagePath).toBe(`${saved.id.slice(0, 2)}/${saved.id}`);
    expect(await d.exists(saved)).toBe(true);

    const row = await d.storage.get(saved.id);
    expect(row).toEqual(saved);
    const opened = await d.storage.open(row!);
    expect(opened!.size).toBe(bytes.length);
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    expect((await readStoredFile(d.storage, row!))!.equals(bytes)).toBe(true);
  });

  it('open answers null when a row has lost its bytes', async () => {
    const saved = await save(d.storage, pdf());
    await d.lose(saved);
    expect(await d.storage.open(saved)).toBeNull();
    expect(await readStoredFile(d.storage, saved)).toBeNull();
  });

  it('remove deletes the row and the object; removing it again is harmless', async () => {
    const kept = await save(d.storage, pdf());
    const gone = await save(d.storage, pdf());
    await d.storage.remove(gone.id);
    expect(await d.storage.get(gone.id)).toBeUndefined();
    expect(await d.exists(gone)).toBe(false);
    expect(await d.storage.open(gone)).toBeNull();
    await d.storage.remove(gone.id);
    expect(await d.exists(kept)).toBe(true);
  });

  it('a save whose row is refused leaves no object behind', async () => {
    const before = await d.count();
    // No such user: the foreign key refuses the row after the bytes were written.
    await expect(save(d.storage, pdf(), 2_000_000_000)).rejects.toThrow();
    expect(await d.count()).toBe(before);
  });

  it('purgeUnowned deletes the objects of stale unowned files only, past one chunk, within its limit', async () => {
    const day = 24 * 3600_000;
    // More than one purge transaction's worth (100), so the chunks are shown to add up.
    const stale = await Promise.all(Array.from({ length: 130 }, () => save(d.storage, pdf(16), null)));
    const fresh = await save(d.storage, pdf(), null);
    const owned = await save(d.storage, pdf(), ownerId);
    await ageRows([...stale.map((f) => f.id), owned.id], 2 * day);
    const cutoff = new Date(Date.now() - day);

    expect(await d.storage.purgeUnowned('gift', cutoff, 120)).toBe(120);
    expect(await d.storage.purgeUnowned('gift', cutoff)).toBe(10);
    expect(await d.storage.purgeUnowned('gift', cutoff)).toBe(0);
    for (const file of stale) {
      expect(await d.storage.get(file.id)).toBeUndefined();
      expect(await d.exists(file)).toBe(false);
    }
    for (const file of [fresh, owned]) {
      expect(await d.storage.get(file.id)).toBeDefined();
      expect(await d.exists(file)).toBe(true);
    }
  });
});
