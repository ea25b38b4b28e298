import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, graphicBatches, mailMessages } from '../../db/schema';
import type { RunningJobQueue } from '../../jobs/queue';
import { purgeDemoGraphics } from './jobs';
import { graphicRow, layoutOf, renderAndStore } from './service';
import { queryRows } from '../../db/client';
import { createTestApp, type TestContext } from '../../test/harness';
import { GRAPHICS_BATCH_JOB, runBatch, startBatch } from './batch';
import { inProcessRenderer, type GraphicRenderer } from '../../graphics/render-pool';
import { graphics } from '../../db/schema';
import { answer, createOwnTalk, pngSize, speakerWithProfile, STANDARD_ANSWERS, waitForBatch } from '../../test/graphics-fixtures';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';

let smtp: TestSmtpServer;
let t: TestContext;
let jobs: RunningJobQueue;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  // The real queue, as main.ts starts it: the route enqueues, a pg-boss worker runs the batch.
  jobs = await t.jobQueue();
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The attachment of a MIME message with the given content type, decoded. */
function attachment(raw: string, contentType: string): { filename: string; bytes: Buffer } | null {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) return null;
  for (const part of raw.split(`--${boundary}`)) {
    const [head, ...body] = part.split(/\r?\n\r?\n/);
    if (!head || !new RegExp(`content-type:\\s*${contentType}`, 'i').test(head)) continue;
    const filename = /filename="?([^";\r\n]+)"?/i.exec(head)?.[1] ?? '';
    return { filename, bytes: Buffer.from(body.join('\n').replace(/\s+/g, ''), 'base64') };
  }
  return null;
}

describe('Generate All through the job queue and SMTP', () => {
  it('the queued job renders every offered testimonial and mails the ZIP to the speaker', async () => {
    const speaker = await speakerWithProfile(t.app, t.database);
    const eventId = await createOwnTalk(t.app, speaker.cookie, { eventName: 'Leaders Forum' });
    for (const a of STANDARD_ANSWERS) await answer(t.app, eventId, a);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/speaker-admin/events/${eventId}/generate-all-graphics`,
      headers: { cookie: speaker.cookie },
    });
    expect(res.statusCode).toBe(202);
    const { batchId } = res.json();
    // A second click while it runs joins the same batch.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/batch-generate-graphics/${eventId}`,
      headers: { cookie: speaker.cookie },
    });
    expect(again.json().batchId).toBe(batchId);

    const done = await waitForBatch(t.app, speaker.cookie, batchId);
    expect(done).toMatchObject({ status: 'done', total: 3, completed: 3, failed: 0 });
    const jobRows = await jobs.boss.fetch(GRAPHICS_BATCH_JOB);
    expect(jobRows ?? []).toHaveLength(0);

    // The speaker also got the new event's "ready for feedback" e-mail: find the ZIP's.
    const message = smtp.received.find((m) => m.to.includes(speaker.user.email) && /Subject: Your testimonial graphics/.test(m.raw));
    expect(message).toBeDefined();
    expect(message!.raw).toMatch(/Subject: Your testimonial graphics for Leaders Forum/);
    const zip = attachment(message!.raw, 'application/zip');
    expect(zip?.filename).toMatch(/^testimonial-graphics-leaders-forum-\d+\.zip$/);
    const entries = unzipSync(new Uint8Array(zip!.bytes));
    expect(Object.keys(entries)).toHaveLength(3);
    for (const bytes of Object.values(entries)) expect(pngSize(Buffer.from(bytes))).toEqual({ width: 1080, height: 1080 });
    const [mail] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.source, 'graphics-zip'));
    expect(mail).toMatchObject({ status: 'sent', transport: 'smtp', toAddress: speaker.user.email });

    // Delivered twice by the queue: a finished batch is left alone (no second e-mail).
    const mailsBefore = smtp.received.length;
    await runBatch(t.deps, batchId);
    expect(smtp.received.length).toBe(mailsBefore);
    const [row] = await t.database.db.select().from(graphicBatches).where(eq(graphicBatches.id, batchId));
    expect(row!.status).toBe('done');
  });
});

/** Each ZIP entry's name and whether its local header sets the UTF-8 flag (general purpose bit 11). */
function zipNames(bytes: Uint8Array): { name: string; utf8: boolean }[] {
  const view = Buffer.from(bytes);
  const out: { name: string; utf8: boolean }[] = [];
  for (
    let at = view.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    at >= 0;
    at = view.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]), at + 4)
  ) {
    const length = view.readUInt16LE(at + 26);
    out.push({ name: view.subarray(at + 30, at + 30 + length).toString('utf8'), utf8: (view.readUInt16LE(at + 6) & 0x0800) !== 0 });
  }
  return out;
}

describe('the ZIP names each graphic by its author', () => {
  it('with every letter: transliterated where it can be (Élodie, Дмитрий, ياسمين), else the answer id and the name as typed (王芳), UTF-8 flagged', async () => {
    const speaker = await speakerWithProfile(t.app, t.database);
    const eventId = await createOwnTalk(t.app, speaker.cookie, { eventName: 'Forum für Führung' });
    const authors = [
      { rating: 5, name: 'Élodie', email: 'elodie@example.fr' },
      { rating: 5, name: 'Дмитрий', email: 'dmitriy@example.ru' },
      { rating: 4, name: 'ياسمين', email: 'yasmin@example.ae' },
      { rating: 5, name: '王芳', email: 'wang.fang@example.cn' },
    ];
    const ids: number[] = [];
    for (const a of authors) ids.push((await answer(t.app, eventId, { ...a, testimonial: `${a.name}: practical and inspiring.` })).id);
    const batch = await startBatch(t.deps, speaker.user.id, eventId);
    const done = await waitForBatch(t.app, speaker.cookie, batch.id);
    expect(done).toMatchObject({ status: 'done', completed: 4, failed: 0 });
    const res = await t.app.inject({ method: 'GET', url: done.zipUrl, headers: { cookie: speaker.cookie } });
    expect(res.statusCode).toBe(200);
    const names = zipNames(res.rawPayload);
    // Numbered in the batch's order, whatever it is: compare without the number.
    expect(names.map((n) => n.name.replace(/^\d+-/, '')).sort()).toEqual(
      ['elodie-5-stars.png', 'dmitriy-5-stars.png', 'yasmyn-4-stars.png', `${ids[3]}-王芳-5-stars.png`].sort(),
    );
    expect(names.filter((n) => n.utf8).map((n) => n.name.replace(/^\d+-/, ''))).toEqual([`${ids[3]}-王芳-5-stars.png`]);
    expect(Object.keys(unzipSync(new Uint8Array(res.rawPayload)))).toHaveLength(4);
    expect(res.headers['content-disposition']).toMatch(new RegExp(`filename="testimonial-graphics-forum-fuer-fuehrung-${eventId}\\.zip"`));
  });
});

describe('a graphic made again while the batch runs', () => {
  it('goes in the ZIP as its newer file: none is left out because its first file was replaced', async () => {
    let remade = false;
    // The app is made with this renderer, which reaches back into the app: filled in below.
    const made: { app?: TestContext; eventId?: number } = {};
    // While the batch renders Sam's graphic, Tom's (already in the batch) is made again, as the
    // speaker's graphics page or the attendee's own download would: its first file is removed.
    const renderer: GraphicRenderer = {
      render: async (input) => {
        if (input.attendeeName === 'Sam' && !remade) {
          remade = true;
          const app = made.app!;
          const [tom] = await queryRows<{ id: number }>(
            app.database.db,
            sql`select g.id from graphics g join responses r on r.id = g.response_id where g.event_id = ${made.eventId!} and r.attendee_name = 'Tom'`,
          );
          const row = (await graphicRow(app.database.db, sql`g.id = ${tom!.id}`))!;
          await renderAndStore(app.deps, row, layoutOf(row.layout), null);
        }
        return inProcessRenderer.render(input);
      },
      close: async () => {},
    };
    const u = await createTestApp({ SMTP_URL: smtp.url }, { renderer });
    made.app = u;
    try {
      const speaker = await speakerWithProfile(u.app, u.database);
      const eventId = await createOwnTalk(u.app, speaker.cookie, { eventName: 'Remade' });
      made.eventId = eventId;
      for (const a of STANDARD_ANSWERS) await answer(u.app, eventId, a);
      const batch = await startBatch(u.deps, speaker.user.id, eventId);
      const done = await waitForBatch(u.app, speaker.cookie, batch.id);
      expect(remade).toBe(true);
      expect(done).toMatchObject({ status: 'done', total: 3, completed: 3, failed: 0 });
      const zip = unzipSync(
        new Uint8Array((await u.app.inject({ method: 'GET', url: done.zipUrl, headers: { cookie: speaker.cookie } })).rawPayload),
      );
      expect(Object.keys(zip)).toHaveLength(3);
      expect(Object.keys(zip).some((name) => name.includes('tom'))).toBe(true);
    } finally {
      await u.close();
    }
  });
});

describe('a render that fails', () => {
  it('is counted as failed, left out of the ZIP and recorded on its graphic; the others still go out', async () => {
    const flaky: GraphicRenderer = {
      render: async (input) => {
        if (input.attendeeName === 'Tom') throw new Error('renderer crashed');
        return inProcessRenderer.render(input);
      },
      close: async () => {},
    };
    // An app of its own, whose queue's graphics worker renders with the failing renderer.
    const u = await createTestApp({ SMTP_URL: smtp.url }, { renderer: flaky });
    try {
      const speaker = await speakerWithProfile(u.app, u.database);
      const eventId = await createOwnTalk(u.app, speaker.cookie, { eventName: 'Partial' });
      for (const a of STANDARD_ANSWERS) await answer(u.app, eventId, a);
      const batch = await startBatch(u.deps, speaker.user.id, eventId);
      const done = await waitForBatch(u.app, speaker.cookie, batch.id);
      expect(done).toMatchObject({ status: 'done', total: 3, completed: 2, failed: 1, progress: 100 });
      const zip = unzipSync(
        new Uint8Array((await u.app.inject({ method: 'GET', url: done.zipUrl, headers: { cookie: speaker.cookie } })).rawPayload),
      );
      expect(Object.keys(zip)).toHaveLength(2);
      const rows = await u.database.db.select().from(graphics).where(eq(graphics.eventId, eventId));
      const failed = rows.filter((r) => r.status === 'failed');
      expect(failed).toHaveLength(1);
      expect(failed[0]!.error).toBe('renderer crashed');
    } finally {
      await u.close();
    }
  });
});

describe('demo graphics', () => {
  it('are rate-limited per address', async () => {
    let last = 0;
    for (let i = 0; i < 21; i += 1) {
      last = (
        await t.app.inject({
          method: 'POST',
          url: '/api/generate-graphic',
          payload: { speakerName: 'Rate Test' },
          remoteAddress: '10.9.8.7',
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });

  it('older than a day are purged, bytes and rows', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/generate-graphic', payload: { speakerName: 'Purge Test' } });
    const id = res.json().url.split('/').at(-2);
    expect(await purgeDemoGraphics(t.deps)).toBe(0);
    expect(await purgeDemoGraphics(t.deps, Date.now() + 25 * 60 * 60 * 1000)).toBeGreaterThan(0);
    expect(await t.database.db.select().from(files).where(eq(files.id, id))).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: res.json().url })).statusCode).toBe(404);
  });
});
