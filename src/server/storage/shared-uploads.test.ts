import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { graphics } from '../db/schema';
import { answer, createOwnTalk, pngSize, speakerWithProfile, STANDARD_ANSWERS, waitForBatch } from '../test/graphics-fixtures';
import { createAppMailer } from '../compose';
import { MINIMAL_PDF, pngImage, upload } from '../test/uploads';
import { createTestApp, signUpSpeaker, type TestContext } from '../test/harness';
import { LIMITS } from '../test/limits';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp';
import { storageConfigFromEnv } from './s3-config';
import { startTestS3Server, type TestS3Server } from './s3-test-server';
import { createStorage } from './storage';

/**
 * Two app processes behind one load balancer: the same database, each its own DATA_DIR. A file
 * uploaded through one must be served by the other, which only a shared bucket makes true.
 */

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(async () => {
  await s3?.close();
});

interface Pair {
  a: TestContext;
  b: FastifyInstance;
  close(): Promise<void>;
}

/** App A from the harness; app B built on A's database with its own DATA_DIR and the same S3_* settings. */
async function twoProcesses(env: Record<string, string>): Promise<Pair> {
  const a = await createTestApp(env);
  const dataDir = path.join(os.tmpdir(), `speakerpro-test-b-${randomBytes(4).toString('hex')}`);
  const config = { ...a.config, dataDir };
  const storage = createStorage(a.database.db, dataDir, storageConfigFromEnv(env));
  const mailer = createAppMailer(config, a.database.db, storage);
  const b = await buildApp(
    { config, database: a.database, db: a.database.db, mailer, storage, jobs: a.deps.jobs },
    { webDist: path.join(os.tmpdir(), 'speakerpro-no-web') },
  );
  await b.ready();
  return {
    a,
    b,
    async close() {
      await b.close();
      await mailer.close();
      await a.close();
      for (const dir of [a.config.dataDir, dataDir]) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Uploads a logo and a gift through A and fetches both from B. */
async function uploadOnAServeFromB(pair: Pair) {
  const speaker = await signUpSpeaker(pair.a.app);
  const logo = pngImage(400, 400);
  const gift = Buffer.concat([MINIMAL_PDF, Buffer.from(`%${randomBytes(2048).toString('hex')}\n`)]);
  const logoRes = await upload(
    pair.a.app,
    '/api/speaker-admin/logos',
    [{ field: 'logo', filename: 'logo.png', content: logo }],
    speaker.cookie,
  );
  const giftRes = await upload(
    pair.a.app,
    '/api/speaker-admin/digital-gift-files',
    [{ field: 'digitalGift', filename: 'handout.pdf', content: gift }],
    speaker.cookie,
  );
  expect(logoRes.statusCode).toBe(200);
  expect(giftRes.statusCode).toBe(200);
  const logoUrl: string = logoRes.json().logoUrl;
  const giftUrl: string = giftRes.json().fileUrl;
  // A serves what it stored, whatever the driver.
  expect((await pair.a.app.inject({ method: 'GET', url: logoUrl })).rawPayload.equals(logo)).toBe(true);
  return {
    logo,
    gift,
    fromB: {
      logo: await pair.b.inject({ method: 'GET', url: logoUrl }),
      gift: await pair.b.inject({ method: 'GET', url: giftUrl }),
    },
  };
}

describe('a file uploaded through one app process is served by another', () => {
  it('with S3: app B serves the logo and the gift uploaded through app A, byte-identical', async () => {
    const pair = await twoProcesses(s3.env(await s3.createBucket()));
    try {
      const { logo, gift, fromB } = await uploadOnAServeFromB(pair);
      expect(fromB.logo.statusCode).toBe(200);
      expect(fromB.logo.headers['content-type']).toBe('image/png');
      expect(Number(fromB.logo.headers['content-length'])).toBe(logo.length);
      expect(fromB.logo.rawPayload.equals(logo)).toBe(true);
      expect(fromB.gift.statusCode).toBe(200);
      expect(fromB.gift.headers['content-disposition']).toContain('handout.pdf');
      expect(fromB.gift.rawPayload.equals(gift)).toBe(true);
    } finally {
      await pair.close();
    }
  });

  // The control: the same scenario on local disk shows the defect, so the test above can fail.
  it('on local disk (two DATA_DIRs): app B answers 404 for both, the defect S3 removes', async () => {
    const pair = await twoProcesses({});
    try {
      const { fromB } = await uploadOnAServeFromB(pair);
      expect(fromB.logo.statusCode).toBe(404);
      expect(fromB.gift.statusCode).toBe(404);
    } finally {
      await pair.close();
    }
  });
});

describe('graphics kept in the bucket', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  // Two apps, their queues, a render and a ZIP on a shared S3 server, and waits for background work.
  it('A renders and zips them from S3 and mails the ZIP; B serves the same ZIP and images', { timeout: LIMITS.longTestMs }, async () => {
    const pair = await twoProcesses({ ...s3.env(await s3.createBucket()), SMTP_URL: smtp.url });
    try {
      const { a, b } = pair;
      const speaker = await speakerWithProfile(a.app, a.database);
      const eventId = await createOwnTalk(a.app, speaker.cookie, { eventName: 'Bucket Summit' });
      for (const x of STANDARD_ANSWERS) await answer(a.app, eventId, x);
      // A's queue runs the batch: its worker saves the PNGs to, then reads them back from, S3.
      const started = await a.app.inject({
        method: 'POST',
        url: `/api/speaker-admin/events/${eventId}/generate-all-graphics`,
        headers: { cookie: speaker.cookie },
      });
      expect(started.statusCode).toBe(202);
      const done = await waitForBatch(a.app, speaker.cookie, started.json().batchId);
      expect(done).toMatchObject({ status: 'done', completed: 3, failed: 0 });

      const zipFromA = await a.app.inject({ method: 'GET', url: done.zipUrl, headers: { cookie: speaker.cookie } });
      const zipFromB = await b.inject({ method: 'GET', url: done.zipUrl, headers: { cookie: speaker.cookie } });
      expect(zipFromB.statusCode).toBe(200);
      expect(zipFromB.rawPayload.equals(zipFromA.rawPayload)).toBe(true);
      const entries = Object.values(unzipSync(new Uint8Array(zipFromB.rawPayload)));
      expect(entries).toHaveLength(3);
      for (const png of entries) expect(pngSize(Buffer.from(png))).toEqual({ width: 1080, height: 1080 });

      const rows = await a.database.db.select().from(graphics).where(eq(graphics.eventId, eventId));
      for (const row of rows) {
        const image = await b.inject({ method: 'GET', url: `/api/graphics/${row.id}/image.png`, headers: { cookie: speaker.cookie } });
        expect(image.statusCode).toBe(200);
        expect(Number(image.headers['content-length'])).toBe(image.rawPayload.length);
        expect(entries.some((png) => Buffer.from(png).equals(image.rawPayload))).toBe(true);
      }

      // The mailer read the queued attachment back from the bucket: the ZIP arrives whole.
      const deadline = Date.now() + LIMITS.backgroundWorkMs;
      let mail = smtp.received.find((m) => m.to.includes(speaker.user.email) && /Subject: Your testimonial graphics/.test(m.raw));
      while (!mail && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        await a.deps.mailer.deliverDue();
        mail = smtp.received.find((m) => m.to.includes(speaker.user.email) && /Subject: Your testimonial graphics/.test(m.raw));
      }
      expect(mail).toBeDefined();
      const part = mail!.raw.split(/\r?\n--/).find((p) => /content-type:\s*application\/zip/i.test(p));
      const base64 = part!
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('')
        .replace(/\s+/g, '');
      expect(Buffer.from(base64, 'base64').equals(zipFromA.rawPayload)).toBe(true);
    } finally {
      await pair.close();
    }
  });
});
