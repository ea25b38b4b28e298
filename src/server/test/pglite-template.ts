// The migrated PGlite database the global setup made (src/server/test/global-setup.ts), for the
// test databases of the harness and for the data directories of the server processes tests start.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { migratedPgliteDump } from './global-setup';

/**
 * The migrated template's bytes, decoded from the global setup's base64 once per worker process.
 * A run on PostgreSQL has none from the global setup: the first file that asks migrates one here.
 */
let templateBytes: Promise<Buffer> | undefined;
export function pgliteTemplate(): Promise<Buffer> {
  templateBytes ??= (async () => Buffer.from(inject('pgliteTemplate') ?? (await migratedPgliteDump()), 'base64'))();
  return templateBytes;
}

/**
 * The template as the Blob PGlite loads a data directory from. PGlite reads it with arrayBuffer()
 * alone, and Node's Blob.arrayBuffer() copies a 40 MB Blob in small chunks for about 0.7 s of CPU
 * (measured on Node 24), a third of what opening a test database cost; this one hands PGlite a copy
 * of the bytes made in one go (a few ms). A copy, so that nothing PGlite does to it reaches the template.
 */
export class TarBlob extends Blob {
  constructor(private readonly template: Buffer) {
    super([], { type: 'application/x-tar' });
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(new Uint8Array(this.template).buffer);
  }
}

/**
 * Makes `dataDir` a DATA_DIR holding the migrated database where the server keeps it (pglite/ in it,
 * see openDatabase in db/client.ts), so a server process started on it only checks its migrations
 * instead of creating a database and migrating it (about 5 s of CPU less for each start, measured).
 */
export async function writeMigratedDataDir(dataDir: string): Promise<void> {
  const client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: new TarBlob(await pgliteTemplate()) });
  await client.close();
}
