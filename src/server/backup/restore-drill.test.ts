// The restore drill (decision 084): a deployment with data, an uploaded file, mail waiting in the
// queue and a job due is backed up with the real `npm run backup` process, then changed (a talk
// deleted, the file overwritten, rows added, mail sent), then restored with `npm run restore`:
// the data, the file's bytes and both queues must be as they were at the backup, and mail sent
// after the restore must carry Message-IDs no receiving server has seen. It runs on PGlite and,
// in the PostgreSQL pass of the suite, on PostgreSQL; the files on local disk and in an S3 bucket.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { asc, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openDatabase, queryRows, wrapPool, type Database } from '../db/client';
import { events, mailMessages, users } from '../db/schema';
import { createLocalObjectStore } from '../storage/local-objects';
import { createS3ObjectStore } from '../storage/s3-objects';
import { startTestS3Server, type TestS3Server } from '../storage/s3-test-server';
import { createProfile, createTestApp, signUpSpeaker, type TestContext } from '../test/harness';
import { LIMITS } from '../test/limits';
import { writeMigratedDataDir } from '../test/pglite-template';
import { mailHeaders, startTestSmtpServer } from '../test/smtp';
import { pngImage } from '../test/uploads';
import { sql } from 'drizzle-orm';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const cleanUps: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
}, LIMITS.hookMs);

/** The deployment's database: reopened after each step, as the server would be restarted. */
async function drillDatabase(dataDir: string): Promise<{ open(): Promise<Database>; env: Record<string, string> }> {
  const template = inject('postgresTemplate');
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB === 'postgres' && template && baseUrl) {
    const name = `sp_drill_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    cleanUps.push(async () => {
      const drop = new pg.Client({ connectionString: baseUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    });
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    return {
      open: async () => wrapPool(new pg.Pool({ connectionString: url.toString(), max: 5 })),
      env: { DATABASE_URL: url.toString(), APP_SECRET: 'restore-drill-secret-of-at-least-32-chars' },
    };
  }
  await writeMigratedDataDir(dataDir);
  return { open: () => openDatabase({ dataDir }), env: { DATABASE_URL: '' } };
}

/** `npm run backup` or `npm run restore` as an operator runs them, in a process of their own. */
function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const limit = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`scripts/backup.ts ${args.join(' ')} took longer than ${LIMITS.backgroundWorkMs} ms\n${stdout}\n${stderr}`));
    }, LIMITS.backgroundWorkMs);
    child.on('exit', (code) => {
      clearTimeout(limit);
      resolve({ code, stdout, stderr });
    });
  });
}

/** What the drill compares before the backup and after the restore. */
async function stateOf(t: TestContext, speakerId: number) {
  const db = t.database.db;
  return {
    users: (await db.select({ id: users.id, email: users.email }).from(users).orderBy(asc(users.id))).map((u) => `${u.id} ${u.email}`),
    talks: (
      await db
        .select({ id: events.id, name: events.eventName })
        .from(events)
        .where(eq(events.speakerUserId, speakerId))
        .orderBy(asc(events.id))
    ).map((e) => `${e.id} ${e.name}`),
    mail: (
      await db
        .select({ id: mailMessages.id, to: mailMessages.toAddress, status: mailMessages.status, messageId: mailMessages.messageId })
        .from(mailMessages)
        .orderBy(asc(mailMessages.id))
    ).map((m) => `${m.id} ${m.to} ${m.status} ${m.messageId}`),
    jobs: (
      await queryRows<{ id: string; state: string; data: unknown }>(
        db,
        sql`select id, state, data from pgboss.job where name = 'backup-drill' order by id`,
      )
    ).map((j) => `${j.id} ${j.state} ${JSON.stringify(j.data)}`),
  };
}

async function createTalk(t: TestContext, cookie: string, eventName: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/speaker-admin/talks',
    headers: { cookie },
    payload: { eventName, talkTitle: `${eventName} keynote`, eventDate: '2026-11-20' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

describe.each(['local disk', 'S3 bucket'] as const)('the restore drill, files on %s', (store) => {
  it(
    'restores the data, the files and the queues as they were at the backup, and new mail gets new Message-IDs',
    { timeout: LIMITS.longTestMs },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-drill-data-'));
      const backupDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-drill-backup-')), 'backup');
      cleanUps.push(() => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        fs.rmSync(path.dirname(backupDir), { recursive: true, force: true });
      });
      const smtp = await startTestSmtpServer();
      cleanUps.push(() => smtp.close());
      let s3: TestS3Server | undefined;
      let s3Env: Record<string, string> = {};
      if (store === 'S3 bucket') {
        s3 = await startTestS3Server();
        const server = s3;
        cleanUps.push(() => server.close());
        s3Env = s3.env(await s3.createBucket());
      }
      const database = await drillDatabase(dataDir);
      const appEnv = { DATA_DIR: dataDir, SMTP_URL: smtp.url, ...s3Env };
      const cliEnv = { DATA_DIR: dataDir, ...database.env, ...s3Env };
      let t = await createTestApp(appEnv, { database: await database.open() });
      cleanUps.push(() => t.close());
      const objects = s3Env.S3_BUCKET
        ? createS3ObjectStore(s3!.config(s3Env.S3_BUCKET))
        : createLocalObjectStore(path.join(dataDir, 'uploads'));

      // --- What the backup must keep.
      const speaker = await signUpSpeaker(t.app);
      await createProfile(t.database, speaker.user);
      const kept = await createTalk(t, speaker.cookie, 'Kept');
      const deleted = await createTalk(t, speaker.cookie, 'Deleted later');
      const logoBytes = pngImage(40, 40);
      const logo = await t.deps.storage.save({
        ownerUserId: speaker.user.id,
        kind: 'logo',
        originalName: 'logo.png',
        mimeType: 'image/png',
        bytes: logoBytes,
      });
      await t.deps.mailer.enqueue(t.database.db, {
        to: 'waiting@example.com',
        subject: 'Waiting',
        text: 'Queued at the backup',
        source: 'test',
      });
      const { boss } = await t.jobQueue();
      await boss.createQueue('backup-drill');
      await boss.send('backup-drill', { due: 'at the backup' });
      const atBackup = await stateOf(t, speaker.user.id);
      expect(atBackup.talks).toEqual([`${kept} Kept`, `${deleted} Deleted later`]);
      expect(atBackup.mail.some((m) => m.includes('waiting@example.com queued'))).toBe(true);
      expect(atBackup.jobs).toHaveLength(1);
      await t.close();

      const backup = await runCli(['backup', backupDir], cliEnv);
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toMatch(/^Backed up into /);
      const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));
      expect(manifest.counts['public.events']).toBe(2);
      expect(manifest.files.objects).toContainEqual(
        expect.objectContaining({ key: logo.storagePath, bytes: logoBytes.length, contentType: 'image/png' }),
      );
      expect(fs.readFileSync(path.join(backupDir, 'files', logo.storagePath))).toEqual(logoBytes);

      // --- Everything changes after the backup.
      t = await createTestApp(appEnv, { database: await database.open() });
      await t.database.db.delete(events).where(eq(events.id, deleted));
      await objects.delete([logo.storagePath]);
      await objects.put(logo.storagePath, Buffer.from('not the logo any more'), 'text/plain');
      const other = await signUpSpeaker(t.app);
      await createTalk(t, other.cookie, 'Added after');
      const added = await t.deps.storage.save({
        ownerUserId: other.user.id,
        kind: 'logo',
        originalName: 'new.png',
        mimeType: 'image/png',
        bytes: pngImage(8, 8),
      });
      await (await t.jobQueue()).boss.send('backup-drill', { due: 'after the backup' });
      const afterBackup = await t.deps.mailer.send({
        to: 'after@example.com',
        subject: 'After',
        text: 'Sent after the backup',
        source: 'test',
      });
      expect(afterBackup.status).toBe('sent');
      await t.close();

      // --- Restore: refused into a deployment that holds data, then forced.
      const refused = await runCli(['restore', backupDir], cliEnv);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/already holds data: restore into an empty one, or add --force/);
      const restored = await runCli(['restore', backupDir, '--force'], cliEnv);
      expect(restored.code, restored.stderr).toBe(0);
      expect(restored.stdout).toMatch(/^Restored from .*Row counts match the backup's manifest/);

      t = await createTestApp(appEnv, { database: await database.open() });
      expect(await stateOf(t, speaker.user.id)).toEqual(atBackup);
      const file = await t.deps.storage.get(logo.id);
      const opened = await t.deps.storage.open(file!);
      expect(await buffer(opened!.stream)).toEqual(logoBytes);
      // Exactly the backup's files: one stored after it is gone.
      const backedUpKeys = (manifest.files.objects as { key: string }[]).map((o) => o.key).sort();
      expect(backedUpKeys).toContain(logo.storagePath);
      expect(backedUpKeys).not.toContain(added.storagePath);
      expect(await objects.list()).toEqual(backedUpKeys);
      expect(
        await t.database.db
          .select()
          .from(users)
          .where(inArray(users.email, [other.user.email])),
      ).toEqual([]);

      // Row ids are handed out again after a restore; Message-IDs never are.
      const seen = new Set(smtp.received.map((m) => /^Message-ID: (.+)$/m.exec(mailHeaders(m.raw))?.[1]?.trim()));
      expect(seen.size).toBeGreaterThan(0);
      const fresh = await t.deps.mailer.send({ to: 'fresh@example.com', subject: 'Fresh', text: 'Sent after the restore', source: 'test' });
      expect(fresh.status).toBe('sent');
      const freshMail = smtp.received.find((m) => m.to.includes('fresh@example.com'))!;
      const freshId = /^Message-ID: (.+)$/m.exec(mailHeaders(freshMail.raw))?.[1]?.trim();
      expect(freshId).toMatch(/^<speakerpro-[0-9a-f]{32}@/);
      expect(seen.has(freshId)).toBe(false);
    },
  );
});
