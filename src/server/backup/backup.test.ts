// What a restore refuses before it touches anything (decision 084). The whole round trip, through
// the real commands on both databases, is the restore drill (restore-drill.test.ts).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BackupError, codeMigrationLevel, createBackup, readBackup, restoreBackup, type Manifest } from './backup';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A backup folder as `npm run backup` writes one, with `changes` made to its manifest. */
function fakeBackup(changes: Partial<Manifest> = {}): { dir: string; target: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-backup-test-'));
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-restore-target-'));
  folders.push(dir, target);
  const dump = Buffer.from('not really a database');
  fs.writeFileSync(path.join(dir, 'database.tar.gz'), dump);
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    appVersion: '0.1.0',
    database: {
      kind: 'pglite',
      file: 'database.tar.gz',
      bytes: dump.length,
      sha256: createHash('sha256').update(dump).digest('hex'),
      serverVersion: 'PGlite 17',
    },
    migrations: codeMigrationLevel(),
    counts: {},
    files: { store: 'local', objects: [] },
    ...changes,
  };
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  return { dir, target };
}

async function refusal(dir: string, target: string): Promise<string> {
  const err = await restoreBackup({ dataDir: target }, dir, { force: true }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(BackupError);
  // Refused before anything was written where the deployment keeps its data.
  expect(fs.readdirSync(target)).toEqual([]);
  return (err as Error).message;
}

describe('backing up the embedded database', () => {
  it('refuses a folder that is not empty: two backups in one would mix', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-backup-full-'));
    folders.push(dir);
    fs.writeFileSync(path.join(dir, 'manifest.json'), '{}');
    await expect(createBackup({ dataDir: dir }, dir)).rejects.toThrow(`${dir} is not empty: back up into a new folder`);
  });

  it('refuses while a server holds the data folder, and writes nothing', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-backup-running-'));
    const dir = path.join(dataDir, 'backup');
    folders.push(dataDir);
    fs.mkdirSync(path.join(dataDir, 'pglite'));
    fs.writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17');
    // The lock file a running server writes, naming a process that is alive (the one that started this test).
    fs.writeFileSync(path.join(dataDir, 'speakerpro.pid'), String(process.ppid));
    const err = await createBackup({ dataDir }, dir).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BackupError);
    expect((err as Error).message).toBe(
      `The database in ${dataDir} is in use by process ${process.ppid}; stop that process first. The embedded database is backed up and restored with the server stopped.`,
    );
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
  });
});

describe('restoring a backup', () => {
  it('refuses a backup made by code with a migration this code does not know, naming both levels', async () => {
    const code = codeMigrationLevel();
    const { dir, target } = fakeBackup({
      migrations: { applied: code.applied + 1, lastCreatedAt: code.lastCreatedAt + 1000, lastTag: '9999_from_the_future' },
      appVersion: '9.0.0',
    });
    expect(await refusal(dir, target)).toBe(
      `The backup's database is at migration 9999_from_the_future, newer than this code's ${code.lastTag}: restore it with the version that made it (9.0.0) or newer`,
    );
  });

  it('refuses a damaged backup, a file missing from it, and a folder that is no backup', async () => {
    const damaged = fakeBackup();
    fs.appendFileSync(path.join(damaged.dir, 'database.tar.gz'), 'x');
    expect(await refusal(damaged.dir, damaged.target)).toBe(
      'database.tar.gz in the backup does not match its checksum: the backup is damaged',
    );

    const missing = fakeBackup({
      files: { store: 'local', objects: [{ key: 'ab/abc', bytes: 1, sha256: '0', contentType: 'image/png' }] },
    });
    expect(await refusal(missing.dir, missing.target)).toBe(`The backup lacks ${path.join('files', 'ab/abc')}, which its manifest lists`);

    const none = fakeBackup();
    fs.rmSync(path.join(none.dir, 'manifest.json'));
    expect(() => readBackup(none.dir)).toThrow(/holds no manifest.json: it is not a backup made by npm run backup/);
  });

  it('refuses a backup of the other kind of database', async () => {
    const { dir, target } = fakeBackup();
    const err = await restoreBackup({ dataDir: target, databaseUrl: 'postgres://u:p@127.0.0.1:1/none' }, dir, { force: true }).catch(
      (e: unknown) => e,
    );
    expect((err as Error).message).toMatch(/^The backup holds an embedded \(PGlite\) database, and DATABASE_URL names a PostgreSQL server/);
  });
});
