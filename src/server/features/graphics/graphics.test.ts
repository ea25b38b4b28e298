import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, graphics, mailMessages, privacyOptOuts, responses, speakerProfiles } from '../../db/schema';
import { createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';
import { answer, createOwnTalk, pngSize, solidPng, speakerWithProfile, STANDARD_ANSWERS, waitForBatch } from '../../test/graphics-fixtures';

let t: TestContext;
let owner: { cookie: string; user: { id: number; email: string } };
let other: { cookie: string; user: { id: number; email: string } };
let adminCookie: string;
let eventId: number;
let responseIds: number[];
let tokens: (string | undefined)[];

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const del = (url: string, cookie?: string) => t.app.inject({ method: 'DELETE', url, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signInAdmin(t.app);
  owner = await speakerWithProfile(t.app, t.database, { brandColorPrimary: '#7c3aed', brandColorSecondary: '#db2777' });
  other = await speakerWithProfile(t.app, t.database);
  eventId = await createOwnTalk(t.app, owner.cookie);
  const saved = [];
  for (const a of STANDARD_ANSWERS) saved.push(await answer(t.app, eventId, a));
  responseIds = saved.map((s) => s.id);
  tokens = saved.map((s) => s.graphicToken);
});
afterAll(async () => {
  await t.close();
});

async function startGraphics(cookie = owner.cookie, id = eventId) {
  return post(`/api/speaker-admin/events/${id}/generate-graphics`, cookie);
}

async function firstGraphicId(id = eventId): Promise<number> {
  const res = await startGraphics(owner.cookie, id);
  expect(res.statusCode).toBe(200);
  return res.json().graphicId;
}

describe('offering testimonials', () => {
  it('offers exactly the consented 4-5 star testimonials, in order, with one graphics row each', async () => {
    const graphicId = await firstGraphicId();
    const first = await get(`/api/graphics-approval/${graphicId}`, owner.cookie);
    expect(first.statusCode).toBe(200);
    const data = first.json();
    expect(data).toMatchObject({
      testimonial: {
        testimonial: 'Practical, funny and full of ideas I can use on Monday.',
        attendeeName: 'Priya',
        speakerName: 'Maya Okafor',
        rating: 5,
      },
      event: { id: eventId, name: 'Growth Summit', talkTitle: 'Stories That Sell', hashtag: 'GrowthSummit2026', status: 'upcoming' },
      speaker: { name: 'Maya Okafor', brandColorPrimary: '#7c3aed' },
      existingGraphic: null,
      testimonialPosition: 1,
      totalTestimonials: 3,
      navigation: { eventId },
      layout: 'classic',
      shareUrl: null,
    });
    // The event's card counts the same testimonials as this page offers.
    const event = (await get(`/api/speaker-admin/events/${eventId}`, owner.cookie)).json();
    expect(event.testimonialCount).toBe(data.totalTestimonials);
    expect(data.linkedinPostText).toContain('"Practical, funny and full of ideas I can use on Monday."');
    expect(data.linkedinPostText).toContain('⭐⭐⭐⭐⭐ 5/5');
    expect(data.linkedinPostText).toContain('#GrowthSummit2026');

    // Following Next visits Priya, Tom, Sam and then ends.
    const names: string[] = [];
    let next: number | null = graphicId;
    while (next !== null) {
      const page: { testimonial: { attendeeName: string }; testimonialPosition: number; navigation: { nextId: number | null } } = (
        await get(`/api/graphics-approval/${next}`, owner.cookie)
      ).json();
      names.push(page.testimonial.attendeeName);
      expect(page.testimonialPosition).toBe(names.length);
      next = page.navigation.nextId;
    }
    expect(names).toEqual(['Priya', 'Tom', 'Sam']);

    // Running it again creates nothing new.
    await firstGraphicId();
    const rows = await t.database.db.select().from(graphics).where(eq(graphics.eventId, eventId));
    expect(rows.map((r) => r.responseId).sort()).toEqual([responseIds[0], responseIds[1], responseIds[4]].sort());
  });

  it('never offers or renders a testimonial whose e-mail opted out of testimonials (any case)', async () => {
    const ev = await createOwnTalk(t.app, owner.cookie, { eventName: 'Opt-out Day' });
    await answer(t.app, ev, { rating: 5, name: 'Kim', email: 'Kim.Lee@Example.com' });
    const keep = await answer(t.app, ev, { rating: 4, name: 'Jo', email: 'jo@example.com' });
    await t.database.db.insert(privacyOptOuts).values({ email: 'kim.lee@example.COM', testimonials: true });
    const graphicId = (await startGraphics(owner.cookie, ev)).json().graphicId;
    const data = (await get(`/api/graphics-approval/${graphicId}`, owner.cookie)).json();
    expect(data.totalTestimonials).toBe(1);
    expect(data.testimonial.attendeeName).toBe('Jo');
    const batch = (await post(`/api/speaker-admin/events/${ev}/generate-all-graphics`, owner.cookie)).json();
    const done = await waitForBatch(t.app, owner.cookie, batch.batchId);
    expect(done).toMatchObject({ status: 'done', total: 1, completed: 1, failed: 0 });
    const zip = unzipSync(new Uint8Array((await get(done.zipUrl, owner.cookie)).rawPayload));
    expect(Object.keys(zip)).toHaveLength(1);
    expect(Object.keys(zip)[0]).toMatch(/-jo-4-stars\.png$/);
    const rows = await t.database.db.select().from(graphics).where(eq(graphics.eventId, ev));
    expect(rows.map((r) => r.responseId)).toEqual([keep.id]);
    // Opting out later hides a graphic already made, and its image.
    await t.database.db.insert(privacyOptOuts).values({ email: 'JO@example.com', testimonials: true });
    expect((await get(`/api/graphics-approval/${rows[0]!.id}`, owner.cookie)).statusCode).toBe(404);
    expect((await get(`/api/graphics/${rows[0]!.id}/image.png`, owner.cookie)).statusCode).toBe(404);
    expect(
      (await get('/api/testimonial-graphics/data', adminCookie)).json().map((x: { attendeeName: string }) => x.attendeeName),
    ).not.toContain('Jo');
  });

  it('an opt-out made on the privacy page (POST /api/privacy/opt-out) takes the testimonial out of graphics', async () => {
    const ev = await createOwnTalk(t.app, owner.cookie, { eventName: 'Privacy Page' });
    await answer(t.app, ev, { rating: 5, name: 'Rae', email: 'rae@example.com' });
    await answer(t.app, ev, { rating: 5, name: 'Max', email: 'max@example.com' });
    const graphicId = (await startGraphics(owner.cookie, ev)).json().graphicId;
    expect((await get(`/api/graphics-approval/${graphicId}`, owner.cookie)).json().totalTestimonials).toBe(2);
    const optOut = await post('/api/privacy/opt-out', undefined, { email: ' RAE@example.com ', optOutCategories: { testimonials: true } });
    expect(optOut.statusCode).toBe(200);
    const left = (await get(`/api/graphics-approval/${(await startGraphics(owner.cookie, ev)).json().graphicId}`, owner.cookie)).json();
    expect(left).toMatchObject({ totalTestimonials: 1, testimonial: { attendeeName: 'Max' } });
  });

  it('answers 400 with a clear message when the event has nothing to offer, 404 for another speaker', async () => {
    const ev = await createOwnTalk(t.app, owner.cookie, { eventName: 'Quiet Room' });
    await answer(t.app, ev, { rating: 3, name: 'Ola', email: 'ola@example.com' });
    const none = await startGraphics(owner.cookie, ev);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/4-5 star testimonials whose attendees agreed to publication/);
    expect((await startGraphics(other.cookie)).statusCode).toBe(404);
    expect((await startGraphics(other.cookie)).json().message).toBe('Event not found');
    expect((await post(`/api/speaker-admin/events/${eventId}/generate-graphics`)).statusCode).toBe(401);
    expect((await post(`/api/speaker-admin/events/abc/generate-graphics`, owner.cookie)).statusCode).toBe(400);
  });

  it("is 'Graphic not found' for an unknown id", async () => {
    const res = await get('/api/graphics-approval/999999', owner.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Graphic not found');
  });
});

describe('generating and serving a graphic', () => {
  it('renders a 1080x1080 PNG, regenerates in place with a chosen layout, and serves it to owner and admin', async () => {
    const graphicId = await firstGraphicId();
    const res = await post(`/api/graphics-approval/${graphicId}/generate`, owner.cookie);
    expect(res.statusCode).toBe(200);
    const first = res.json();
    expect(first).toMatchObject({ layout: 'classic', testimonial: { attendeeName: 'Priya', speakerName: 'Maya Okafor', rating: 5 } });
    expect(first.imageUrl).toMatch(new RegExp(`^/api/account/graphics/${graphicId}/image\\.png\\?v=\\d+$`));
    const image = await get(first.imageUrl, owner.cookie);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(pngSize(image.rawPayload)).toEqual({ width: 1080, height: 1080 });

    const [before] = await t.database.db.select().from(graphics).where(eq(graphics.id, graphicId));
    await new Promise((r) => setTimeout(r, 5));
    const again = await post(`/api/graphics-approval/${graphicId}/generate`, owner.cookie, { layout: 'bold' });
    expect(again.statusCode).toBe(200);
    expect(again.json().layout).toBe('bold');
    expect(again.json().imageUrl).not.toBe(first.imageUrl);
    const [after] = await t.database.db.select().from(graphics).where(eq(graphics.id, graphicId));
    expect(after!.fileId).not.toBe(before!.fileId);
    expect(after!.layout).toBe('bold');
    // The old PNG is gone, the row is the same one.
    expect(await t.database.db.select().from(files).where(eq(files.id, before!.fileId!))).toHaveLength(0);
    const bold = PNG.sync.read((await get(again.json().imageUrl, owner.cookie)).rawPayload);
    const classic = PNG.sync.read(image.rawPayload);
    expect(pixelmatch(bold.data, classic.data, undefined, 1080, 1080, { threshold: 0.1 })).toBeGreaterThan(100_000);

    const page = (await get(`/api/graphics-approval/${graphicId}`, owner.cookie)).json();
    expect(page.existingGraphic.imageUrl).toBe(again.json().imageUrl);
    expect(page.layout).toBe('bold');

    expect((await get(first.imageUrl, adminCookie)).statusCode).toBe(200);
    const download = await get(`/api/graphics/${graphicId}/image.png?download=1`, owner.cookie);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="testimonial-priya\.png"/);
  });

  it('validates the layout', async () => {
    const graphicId = await firstGraphicId();
    const res = await post(`/api/graphics-approval/${graphicId}/generate`, owner.cookie, { layout: 'fancy' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0]).toMatchObject({ field: 'layout' });
  });

  it('another speaker cannot read, regenerate, delete, share or download; anonymous gets 401', async () => {
    const graphicId = await firstGraphicId();
    await post(`/api/graphics-approval/${graphicId}/generate`, owner.cookie);
    const attempts = [
      () => get(`/api/graphics-approval/${graphicId}`, other.cookie),
      () => post(`/api/graphics-approval/${graphicId}/generate`, other.cookie),
      () => del(`/api/graphics-approval/${graphicId}/delete-testimonial`, other.cookie),
      () => post(`/api/speaker-admin/graphics/${graphicId}/public-link`, other.cookie),
      () => del(`/api/speaker-admin/graphics/${graphicId}/public-link`, other.cookie),
      () => get(`/api/graphics/${graphicId}/image.png`, other.cookie),
    ];
    for (const attempt of attempts) {
      const res = await attempt();
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Graphic not found');
    }
    for (const url of [`/api/graphics-approval/${graphicId}`, `/api/graphics/${graphicId}/image.png`]) {
      expect((await get(url)).statusCode).toBe(401);
    }
    expect((await post(`/api/graphics-approval/${graphicId}/generate`)).statusCode).toBe(401);
    expect((await del(`/api/graphics-approval/${graphicId}/delete-testimonial`)).statusCode).toBe(401);
    // The admin reviews graphics in the admin area, not on the speaker's page.
    expect((await get(`/api/graphics-approval/${graphicId}`, adminCookie)).statusCode).toBe(403);
    // Still there, unchanged.
    expect((await get(`/api/graphics-approval/${graphicId}`, owner.cookie)).json().existingGraphic).not.toBeNull();
  });
});

describe('share links', () => {
  it('work without login and stop working when revoked', async () => {
    const graphicId = await firstGraphicId();
    const [row] = await t.database.db.select().from(graphics).where(eq(graphics.id, graphicId));
    await t.database.db.update(graphics).set({ status: 'pending', fileId: null }).where(eq(graphics.id, graphicId));
    const early = await post(`/api/speaker-admin/graphics/${graphicId}/public-link`, owner.cookie);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Generate the graphic before sharing it');
    await t.database.db.update(graphics).set({ status: row!.status, fileId: row!.fileId }).where(eq(graphics.id, graphicId));
    await post(`/api/graphics-approval/${graphicId}/generate`, owner.cookie);

    const created = await post(`/api/speaker-admin/graphics/${graphicId}/public-link`, owner.cookie);
    expect(created.statusCode).toBe(200);
    const { shareUrl } = created.json();
    // The link is the graphic's page (its preview tags name the PNG); the PNG keeps its own address.
    expect(shareUrl).toMatch(/^http:\/\/localhost:5000\/g\/[A-Za-z0-9_-]{32}$/);
    expect((await post(`/api/speaker-admin/graphics/${graphicId}/public-link`, owner.cookie)).json().shareUrl).toBe(shareUrl);
    expect((await get(`/api/graphics-approval/${graphicId}`, owner.cookie)).json().shareUrl).toBe(shareUrl);
    const token = new URL(shareUrl).pathname.slice('/g/'.length);
    const page = await get(`/g/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<meta property="og:image" content="http://localhost:5000/api/public/graphics/shared/${token}.png">`);

    const path = `/api/public/graphics/shared/${token}.png`;
    const shared = await get(path);
    expect(shared.statusCode).toBe(200);
    expect(pngSize(shared.rawPayload)).toEqual({ width: 1080, height: 1080 });
    // A link shared before the public routes had their own prefix still opens the same image.
    const sharedEarlier = await get(path.replace('/api/public/', '/api/'));
    expect(sharedEarlier.statusCode).toBe(200);
    expect(sharedEarlier.rawPayload.equals(shared.rawPayload)).toBe(true);

    const revoked = await del(`/api/speaker-admin/graphics/${graphicId}/public-link`, owner.cookie);
    expect(revoked.json()).toEqual({ shareUrl: null });
    expect((await get(path)).statusCode).toBe(404);
    expect((await get(`/g/${token}`)).statusCode).toBe(404);
    expect((await get(path.replace('/api/public/', '/api/'))).statusCode).toBe(404);
    expect((await get('/api/graphics/shared/not-a-real-token-at-all-xx.png')).statusCode).toBe(404);
  });
});

describe('deleting a testimonial', () => {
  it('removes it from graphics (and its PNG) but keeps the response', async () => {
    const ev = await createOwnTalk(t.app, owner.cookie, { eventName: 'Delete Day' });
    const a = await answer(t.app, ev, { rating: 5, name: 'Uma', email: 'uma@example.com' });
    await answer(t.app, ev, { rating: 4, name: 'Vic', email: 'vic@example.com' });
    const first = (await startGraphics(owner.cookie, ev)).json().graphicId;
    await post(`/api/graphics-approval/${first}/generate`, owner.cookie);
    const [row] = await t.database.db.select().from(graphics).where(eq(graphics.id, first));
    const share = (await post(`/api/speaker-admin/graphics/${first}/public-link`, owner.cookie)).json().shareUrl;

    const events = (await get('/api/speaker-admin/events', owner.cookie)).json();
    expect(events.find((e: { id: number }) => e.id === ev).graphicsCount).toBe(1);

    const res = await del(`/api/graphics-approval/${first}/delete-testimonial`, owner.cookie);
    expect(res.statusCode).toBe(200);
    const next = res.json().nextId;
    expect(res.json()).toMatchObject({ success: true, eventId: ev });
    expect((await get(`/api/graphics-approval/${next}`, owner.cookie)).json()).toMatchObject({
      testimonial: { attendeeName: 'Vic' },
      testimonialPosition: 1,
      totalTestimonials: 1,
    });
    expect((await get(`/api/graphics-approval/${first}`, owner.cookie)).statusCode).toBe(404);
    expect((await del(`/api/graphics-approval/${first}/delete-testimonial`, owner.cookie)).statusCode).toBe(404);
    expect((await get(new URL(share).pathname)).statusCode).toBe(404);
    expect((await get(`/api/public/graphics/shared/${new URL(share).pathname.slice('/g/'.length)}.png`)).statusCode).toBe(404);
    expect(await t.database.db.select().from(files).where(eq(files.id, row!.fileId!))).toHaveLength(0);
    expect(await t.database.db.select().from(responses).where(eq(responses.id, a.id))).toHaveLength(1);
    const eventsAfter = (await get('/api/speaker-admin/events', owner.cookie)).json();
    expect(eventsAfter.find((e: { id: number }) => e.id === ev)).toMatchObject({ graphicsCount: 0, responseCount: 2 });
    // Removing the last one leads nowhere.
    expect((await del(`/api/graphics-approval/${next}/delete-testimonial`, owner.cookie)).json().nextId).toBeNull();
  });
});

describe('Generate All (batch)', () => {
  it('runs as a batch, reports progress, produces a ZIP of exactly the offered PNGs and e-mails it', async () => {
    // Rows come back in no fixed order without ORDER BY (PostgreSQL moves updated rows): compare ids.
    const idsBefore = new Set((await t.database.db.select({ id: mailMessages.id }).from(mailMessages)).map((m) => m.id));
    const res = await post(`/api/speaker-admin/events/${eventId}/generate-all-graphics`, owner.cookie);
    expect(res.statusCode).toBe(202);
    const started = res.json();
    expect(started).toMatchObject({ total: 3, generatedCount: 3, statusUrl: `/api/speaker-admin/graphic-batches/${started.batchId}` });
    const done = await waitForBatch(t.app, owner.cookie, started.batchId);
    expect(done).toMatchObject({ status: 'done', total: 3, completed: 3, failed: 0, progress: 100, error: null });
    expect(done.zipUrl).toBe(`/api/speaker-admin/graphic-batches/${started.batchId}/graphics.zip`);

    const zipRes = await get(done.zipUrl, owner.cookie);
    expect(zipRes.statusCode).toBe(200);
    expect(zipRes.headers['content-type']).toBe('application/zip');
    expect(zipRes.headers['content-disposition']).toMatch(/attachment; filename="testimonial-graphics-growth-summit-\d+\.zip"/);
    const entries = unzipSync(new Uint8Array(zipRes.rawPayload));
    const names = Object.keys(entries);
    expect(names).toHaveLength(3);
    expect(names.every((n) => n.endsWith('.png'))).toBe(true);
    for (const name of names) expect(pngSize(Buffer.from(entries[name]!))).toEqual({ width: 1080, height: 1080 });

    const mails = (await t.database.db.select().from(mailMessages)).filter((m) => !idsBefore.has(m.id));
    const mail = mails.find((m) => m.source === 'graphics-zip');
    expect(mail).toMatchObject({ toAddress: owner.user.email, status: 'outbox', subject: 'Your testimonial graphics for Growth Summit' });
    expect(mail!.textBody).toMatch(
      /Your 3 testimonial graphics \(1080x1080 PNG\) are ready for Growth Summit\. They are attached as testimonial-graphics-growth-summit-\d+\.zip/,
    );

    const events = (await get('/api/speaker-admin/events', owner.cookie)).json();
    expect(events.find((e: { id: number }) => e.id === eventId).graphicsCount).toBe(3);
  });

  it('re-running does not duplicate graphics; the second endpoint answers graphicsCount', async () => {
    const rowsBefore = await t.database.db.select().from(graphics).where(eq(graphics.eventId, eventId));
    const res = await post(`/api/batch-generate-graphics/${eventId}`, owner.cookie);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ total: 3, graphicsCount: 3 });
    const done = await waitForBatch(t.app, owner.cookie, res.json().batchId);
    expect(done.status).toBe('done');
    // The talk's own address answers the batch without the older names for its total.
    const canonical = await post(`/api/speaker-admin/talks/${eventId}/graphic-batches`, owner.cookie);
    expect(canonical.statusCode).toBe(202);
    expect(canonical.json()).toEqual({
      batchId: expect.any(Number),
      status: expect.any(String),
      total: 3,
      statusUrl: `/api/speaker-admin/graphic-batches/${canonical.json().batchId}`,
    });
    expect((await waitForBatch(t.app, owner.cookie, canonical.json().batchId)).status).toBe('done');
    const rowsAfter = await t.database.db.select().from(graphics).where(eq(graphics.eventId, eventId));
    expect(rowsAfter.map((r) => r.id).sort()).toEqual(rowsBefore.map((r) => r.id).sort());
    const counted = (await t.database.db.execute(
      sql`select count(*)::int as count from files where kind = 'graphic' and owner_user_id = ${owner.user.id}
          and id in (select file_id from graphics where event_id = ${eventId})`,
    )) as unknown as { rows: { count: number }[] };
    expect(counted.rows[0]!.count).toBe(3);
  });

  it('only the owner may start, follow or download a batch', async () => {
    const res = await post(`/api/speaker-admin/events/${eventId}/generate-all-graphics`, owner.cookie);
    const { batchId } = res.json();
    await waitForBatch(t.app, owner.cookie, batchId);
    expect((await post(`/api/speaker-admin/events/${eventId}/generate-all-graphics`, other.cookie)).statusCode).toBe(404);
    expect((await post(`/api/batch-generate-graphics/${eventId}`, other.cookie)).statusCode).toBe(404);
    expect((await post(`/api/speaker-admin/talks/${eventId}/graphic-batches`, other.cookie)).statusCode).toBe(404);
    expect((await post(`/api/batch-generate-graphics/${eventId}`)).statusCode).toBe(401);
    expect((await get(`/api/speaker-admin/graphic-batches/${batchId}`, other.cookie)).statusCode).toBe(404);
    expect((await get(`/api/graphic-batches/${batchId}/graphics.zip`, other.cookie)).statusCode).toBe(404);
    expect((await get(`/api/graphic-batches/${batchId}/graphics.zip`)).statusCode).toBe(401);
    expect((await get(`/api/speaker-admin/graphic-batches/${batchId}`, adminCookie)).statusCode).toBe(403);
  });
});

describe('admin testimonial graphics', () => {
  it('lists offered testimonials, generates, approves (persisted), regenerates, deletes', async () => {
    const list = await get('/api/testimonial-graphics/data', adminCookie);
    expect(list.statusCode).toBe(200);
    const items = list.json() as { id: number; attendeeName: string; imageUrl?: string }[];
    expect(items.map((i) => i.id)).toEqual(expect.arrayContaining([responseIds[0], responseIds[1], responseIds[4]]));
    expect(items.map((i) => i.id)).not.toContain(responseIds[2]);
    expect(items.map((i) => i.id)).not.toContain(responseIds[3]);

    const tom = responseIds[1]!;
    // Document 3's client posts with a JSON content type and no body.
    const generated = await t.app.inject({
      method: 'POST',
      url: `/api/testimonial-graphics/generate/${tom}`,
      headers: { cookie: adminCookie, 'content-type': 'application/json' },
    });
    expect(generated.statusCode).toBe(200);
    expect(generated.json()).toMatchObject({ testimonial: { id: tom, speakerName: 'Maya Okafor', rating: 4, approvedAt: null } });
    expect(pngSize((await get(generated.json().imageUrl, adminCookie)).rawPayload)).toEqual({ width: 1080, height: 1080 });

    const approved = await post(`/api/admin/testimonial-graphics/${tom}/approval`, adminCookie);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: tom, approvedBy: 'owner@speakerpro.test' });
    const [row] = await t.database.db.select().from(graphics).where(eq(graphics.responseId, tom));
    expect(row!.approvedAt).not.toBeNull();
    expect(row!.approvedByUserId).not.toBeNull();
    const listed = (await get('/api/testimonial-graphics/data', adminCookie)).json().find((i: { id: number }) => i.id === tom);
    expect(listed).toMatchObject({ approvedBy: 'owner@speakerpro.test' });
    expect(listed.approvedAt).toBe(approved.json().approvedAt);

    // A new render is a new image: the approval no longer applies.
    await post(`/api/testimonial-graphics/generate/${tom}`, adminCookie);
    expect(
      (await get('/api/testimonial-graphics/data', adminCookie)).json().find((i: { id: number }) => i.id === tom).approvedAt,
    ).toBeNull();

    const summary = await post('/api/testimonial-graphics/generate-all', adminCookie);
    expect(summary.statusCode).toBe(200);
    expect(summary.json().summary.failed).toBe(0);
    const all = (await get('/api/testimonial-graphics/data', adminCookie)).json() as { imageUrl?: string }[];
    expect(all.every((i) => typeof i.imageUrl === 'string')).toBe(true);
    expect((await post('/api/testimonial-graphics/generate-all', adminCookie)).json()).toEqual({ summary: { successful: 0, failed: 0 } });

    const removed = await del(`/api/testimonial-graphics/${tom}`, adminCookie);
    expect(removed.json()).toEqual({ success: true });
    expect((await get('/api/testimonial-graphics/data', adminCookie)).json().map((i: { id: number }) => i.id)).not.toContain(tom);
    expect((await del(`/api/testimonial-graphics/${tom}`, adminCookie)).statusCode).toBe(404);
    expect((await post(`/api/testimonial-graphics/generate/${responseIds[2]}`, adminCookie)).statusCode).toBe(404);
  });

  it('refuses approval before a graphic exists', async () => {
    const ev = await createOwnTalk(t.app, other.cookie, { eventName: 'Fresh' });
    const a = await answer(t.app, ev, { rating: 5, name: 'Zoe', email: 'zoe@example.com' });
    const res = await post(`/api/admin/testimonial-graphics/${a.id}/approval`, adminCookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Generate the graphic before approving it');
  });

  it('is admin only: 401 anonymous, 403 speaker', async () => {
    const calls = [
      () => get('/api/testimonial-graphics/data'),
      () => post(`/api/testimonial-graphics/generate/${responseIds[0]}`),
      () => post('/api/testimonial-graphics/generate-all'),
      () => del(`/api/testimonial-graphics/${responseIds[0]}`),
      () => post(`/api/admin/testimonial-graphics/${responseIds[0]}/approval`),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(401);
    const asSpeaker = [
      () => get('/api/testimonial-graphics/data', owner.cookie),
      () => post(`/api/testimonial-graphics/generate/${responseIds[0]}`, owner.cookie),
      () => post('/api/testimonial-graphics/generate-all', owner.cookie),
      () => del(`/api/testimonial-graphics/${responseIds[0]}`, owner.cookie),
      () => post(`/api/admin/testimonial-graphics/${responseIds[0]}/approval`, owner.cookie),
    ];
    for (const call of asSpeaker) expect((await call()).statusCode).toBe(403);
  });
});

describe("the speaker's own logo on graphics", () => {
  it("a graphic of a speaker who uploaded a logo draws that logo, not the owner's; a logo that is not theirs is never used", async () => {
    const speaker = await speakerWithProfile(t.app, t.database);
    const ev = await createOwnTalk(t.app, speaker.cookie, { eventName: 'Brand Day' });
    await answer(t.app, ev, { rating: 5, name: 'Una', email: 'una@brand.example' });
    const graphicId = (await startGraphics(speaker.cookie, ev)).json().graphicId;
    const render = async () => {
      const { imageUrl } = (await post(`/api/graphics-approval/${graphicId}/generate`, speaker.cookie)).json();
      return PNG.sync.read((await get(imageUrl, speaker.cookie)).rawPayload);
    };
    const countColour = (png: PNG, [r, g, b]: [number, number, number]) => {
      let n = 0;
      for (let i = 0; i < png.data.length; i += 4) if (png.data[i] === r && png.data[i + 1] === g && png.data[i + 2] === b) n += 1;
      return n;
    };
    // The owner's logo is green; the speaker's is orange.
    await post('/api/settings', adminCookie, { key: 'speakerpro_logo', value: solidPng(800, 150, [16, 185, 129, 255]).toString('base64') });
    const withOwnerLogo = await render();
    expect(countColour(withOwnerLogo, [16, 185, 129])).toBeGreaterThan(10_000);

    const uploadLogo = (bytes: Buffer, cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/speaker-admin/logos',
        headers: { cookie, 'content-type': 'multipart/form-data; boundary=x' },
        payload: Buffer.concat([
          Buffer.from('--x\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n'),
          bytes,
          Buffer.from('\r\n--x--\r\n'),
        ]),
      });
    const uploaded = await uploadLogo(solidPng(800, 400, [249, 115, 22, 255]), speaker.cookie);
    expect(uploaded.statusCode).toBe(200);
    await t.database.db
      .update(speakerProfiles)
      .set({ logoUrl: uploaded.json().logoUrl })
      .where(eq(speakerProfiles.userId, speaker.user.id));
    const withOwnLogo = await render();
    expect(countColour(withOwnLogo, [249, 115, 22])).toBeGreaterThan(10_000);
    expect(countColour(withOwnLogo, [16, 185, 129])).toBe(0);

    // Pointing the profile at someone else's upload does not put their logo on this speaker's graphics.
    const stranger = await speakerWithProfile(t.app, t.database);
    const theirs = await uploadLogo(solidPng(800, 400, [147, 51, 234, 255]), stranger.cookie);
    await t.database.db.update(speakerProfiles).set({ logoUrl: theirs.json().logoUrl }).where(eq(speakerProfiles.userId, speaker.user.id));
    const notTheirs = await render();
    expect(countColour(notTheirs, [147, 51, 234])).toBe(0);
    expect(countColour(notTheirs, [16, 185, 129])).toBeGreaterThan(10_000);
    await t.database.db.execute(sql`delete from settings where key = 'speakerpro_logo'`);
  });
});

describe('the logo setting on graphics', () => {
  it("the admin's logo upload changes the next graphic; a 6 MB file and a renamed non-image are refused", async () => {
    const ev = await createOwnTalk(t.app, owner.cookie, { eventName: 'Logo Day' });
    await answer(t.app, ev, { rating: 5, name: 'Ida', email: 'ida@example.com' });
    const graphicId = (await startGraphics(owner.cookie, ev)).json().graphicId;
    const render = async () => {
      const { imageUrl } = (await post(`/api/graphics-approval/${graphicId}/generate`, owner.cookie)).json();
      return PNG.sync.read((await get(imageUrl, owner.cookie)).rawPayload);
    };
    await t.database.db.execute(sql`delete from settings where key = 'speakerpro_logo'`);
    const before = await render();

    const logo = solidPng(800, 150, [16, 185, 129, 255]);
    const saved = await post('/api/settings', adminCookie, { key: 'speakerpro_logo', value: logo.toString('base64') });
    expect(saved.statusCode).toBe(200);
    const after = await render();
    expect(pixelmatch(before.data, after.data, undefined, 1080, 1080, { threshold: 0.1 })).toBeGreaterThan(5000);
    let green = 0;
    for (let i = 0; i < after.data.length; i += 4) {
      if (after.data[i] === 16 && after.data[i + 1] === 185 && after.data[i + 2] === 129) green += 1;
    }
    expect(green).toBeGreaterThan(10_000);

    const sixMb = Buffer.alloc(6 * 1024 * 1024);
    logo.copy(sixMb);
    const big = await post('/api/settings', adminCookie, { key: 'speakerpro_logo', value: sixMb.toString('base64') });
    expect([400, 413]).toContain(big.statusCode);
    expect(big.json().message).toMatch(/too large/i);
    const renamed = await post('/api/settings', adminCookie, {
      key: 'speakerpro_logo',
      value: Buffer.from('%PDF-1.4 not really a logo.png').toString('base64'),
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe('Invalid file type: please select a PNG, JPG, or other image file');
    // The stored logo is still the green one, and graphics keep using it.
    const still = await render();
    expect(pixelmatch(after.data, still.data, undefined, 1080, 1080, { threshold: 0.1 })).toBe(0);
    await t.database.db.execute(sql`delete from settings where key = 'speakerpro_logo'`);
  });
});

describe('demo graphic (POST /api/generate-graphic)', () => {
  it('stores a real 1080x1080 PNG and answers its url', async () => {
    const res = await post('/api/generate-graphic', undefined, {
      speakerName: 'Maya Okafor',
      threeWords: 'engaging, informative and inspiring',
      rating: 5,
      attendeeName: 'Anonymous',
      company: 'Brightline',
      eventHashtags: '#SpeakerPro',
    });
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/api\/public\/files\/[A-Za-z0-9_-]+\/speakerpro-demo-graphic\.png$/);
    const image = await get(url);
    expect(image.statusCode).toBe(200);
    expect(pngSize(image.rawPayload)).toEqual({ width: 1080, height: 1080 });
    const [row] = await t.database.db
      .select()
      .from(files)
      .where(eq(files.id, url.split('/').at(-2)));
    expect(row).toMatchObject({ kind: 'demo-graphic', ownerUserId: null, mimeType: 'image/png' });
  });

  it('fills the defaults the client left out and validates what it sent', async () => {
    expect((await post('/api/generate-graphic', undefined, { speakerName: 'Maya' })).statusCode).toBe(201);
    const missing = await post('/api/generate-graphic', undefined, { threeWords: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.fields).toContainEqual({ field: 'speakerName', message: 'is required' });
    const rating = await post('/api/generate-graphic', undefined, { speakerName: 'Maya', rating: 7 });
    expect(rating.statusCode).toBe(400);
    expect(rating.json().details.fields[0].field).toBe('rating');
  });
});

describe("the attendee's own graphic", () => {
  it('is offered only for a consented 4-5 star answer, guarded by its token', async () => {
    expect(tokens[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens[2]).toBeUndefined(); // 2 stars
    expect(tokens[3]).toBeUndefined(); // no consent to publish
    const id = responseIds[0]!;
    const res = await post(`/api/feedback/${id}/graphic`, undefined, { token: tokens[0] });
    expect(res.statusCode).toBe(200);
    const { imageUrl, downloadUrl } = res.json();
    const image = await get(imageUrl);
    expect(image.statusCode).toBe(200);
    expect(pngSize(image.rawPayload)).toEqual({ width: 1080, height: 1080 });
    expect((await get(downloadUrl)).headers['content-disposition']).toMatch(/^attachment; filename="testimonial-priya\.png"/);
    // The wrong token, or this token for another answer, finds nothing.
    expect((await post(`/api/feedback/${id}/graphic`, undefined, { token: tokens[1] })).statusCode).toBe(404);
    expect((await post(`/api/feedback/${responseIds[1]}/graphic`, undefined, { token: tokens[0] })).statusCode).toBe(404);
    expect((await get(`/api/feedback/${id}/graphic.png?token=${tokens[1]}`)).statusCode).toBe(404);
    expect((await post(`/api/feedback/${id}/graphic`, undefined, {})).statusCode).toBe(400);
  });

  it('is not made once the attendee opts out of testimonials', async () => {
    const ev = await createOwnTalk(t.app, other.cookie, { eventName: 'Privacy' });
    const a = await answer(t.app, ev, { rating: 5, name: 'Pat', email: 'pat@example.com' });
    await t.database.db.insert(privacyOptOuts).values({ email: 'PAT@example.com', testimonials: true });
    expect((await post(`/api/feedback/${a.id}/graphic`, undefined, { token: a.graphicToken })).statusCode).toBe(404);
    expect(await t.database.db.select().from(graphics).where(eq(graphics.responseId, a.id))).toHaveLength(0);
  });
});

describe('a fresh speaker', () => {
  it('sees graphicsCount 0 and cannot reach anything of the owner', async () => {
    const fresh = await signUpSpeaker(t.app);
    expect((await get('/api/speaker-admin/events', fresh.cookie)).json()).toEqual([]);
    expect((await post(`/api/speaker-admin/events/${eventId}/generate-all-graphics`, fresh.cookie)).statusCode).toBe(404);
  });
});
