import { and, eq, inArray } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, mailMessages } from '../../db/schema';
import { readStoredFile } from '../../storage/storage';
import { daysFromNow } from '../../test/dates';
import { TEST_ADMIN, createProfile, createTestApp, signUpSpeaker, type TestContext } from '../../test/harness';

const TALK_DAY = daysFromNow(-2);
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/speaker-admin/events/notification', () => {
  it('tells the speaker their talk is ready and the owner that a talk was set up', async () => {
    const speaker = await signUpSpeaker(t.app, { firstName: 'Ada', lastName: 'Stone' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/speaker-admin/events/notification',
      headers: { cookie: speaker.cookie },
      payload: { eventName: 'Scaling Trust', eventNameOptional: 'DevDays 2026', hashtag: '#trust' },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'outbox' });
    const mails = await t.database.db
      .select()
      .from(mailMessages)
      .where(inArray(mailMessages.source, ['event-created', 'event-created-owner']));
    const toSpeaker = mails.find((m) => m.toAddress === speaker.user.email)!;
    expect(toSpeaker.subject).toBe('Your talk "Scaling Trust" is ready for feedback');
    expect(toSpeaker.textBody).toContain('at DevDays 2026');
    const toOwner = mails.find((m) => m.toAddress === TEST_ADMIN.email)!;
    expect(toOwner).toMatchObject({
      source: 'event-created-owner',
      replyTo: speaker.user.email,
      subject: 'New talk on SpeakerPro: "Scaling Trust"',
    });
    expect(toOwner.textBody).toContain(`Ada Stone (${speaker.user.email}) set up "Scaling Trust" at DevDays 2026. Hashtag: #trust.`);
  });

  it('needs a signed-in speaker and an event name', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/speaker-admin/events/notification', payload: { eventName: 'x' } })).statusCode,
    ).toBe(401);
    const speaker = await signUpSpeaker(t.app);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/speaker-admin/events/notification',
      headers: { cookie: speaker.cookie },
      payload: { eventName: ' ' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/eventName/);
    const written = await t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, speaker.user.email));
    expect(written.filter((m) => m.source !== 'auth-verify-email')).toHaveLength(0);
  });
});

describe('the "ready for feedback" e-mail for every new event', () => {
  async function createAndRead(body: Record<string, unknown>) {
    const speaker = await signUpSpeaker(t.app, { firstName: 'Bea', lastName: 'North' });
    await createProfile(t.database, speaker.user, { slug: `bea-north-${speaker.user.id}` });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/speaker-admin/events',
      headers: { cookie: speaker.cookie },
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    const event = res.json();
    const mails = await t.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.toAddress, speaker.user.email), eq(mailMessages.source, 'event-created')));
    return { speaker, event, mails };
  }

  async function decodeAttachedQr(mail: typeof mailMessages.$inferSelect): Promise<string | undefined> {
    const [attachment] = mail.attachments ?? [];
    expect(attachment).toMatchObject({ contentType: 'image/png' });
    const [file] = await t.database.db.select().from(files).where(eq(files.id, attachment!.fileId));
    const image = PNG.sync.read((await readStoredFile(t.deps.storage, file!))!);
    return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
  }

  it('the dashboard path: one e-mail with the feedback link and a QR code that decodes to it; the owner is told too', async () => {
    const { event, mails } = await createAndRead({
      eventName: 'DevDays 2026',
      talkTitle: 'Scaling Trust',
      hashtag: '#trust',
      eventDate: `${TALK_DAY}T09:00:00Z`,
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your talk "Scaling Trust" is ready for feedback');
    expect(mails[0]!.textBody).toContain(
      `"Scaling Trust" at DevDays 2026 on ${new Date(TALK_DAY).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`,
    );
    expect(mails[0]!.textBody).toContain(`Attendees answer here: ${event.feedbackUrl}`);
    expect(await decodeAttachedQr(mails[0]!)).toBe(event.feedbackUrl);
    const owner = await t.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.toAddress, TEST_ADMIN.email), eq(mailMessages.idempotencyKey, `event-created-owner:${event.id}`)));
    expect(owner).toHaveLength(1);
  });

  it('the first-presentation path (talk in eventName, event in venue) gets the same e-mail', async () => {
    const { event, mails } = await createAndRead({
      eventName: 'Stories That Sell',
      venue: 'Growth Summit',
      talkTitle: 'Stories That Sell',
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your talk "Stories That Sell" is ready for feedback');
    expect(mails[0]!.textBody).toContain('"Stories That Sell" at Growth Summit');
    expect(await decodeAttachedQr(mails[0]!)).toBe(event.feedbackUrl);
  });

  it('an event that is not created sends nothing', async () => {
    const { speaker } = await createAndRead({ eventName: 'Fine', talkTitle: 'A Fine Talk' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/speaker-admin/events',
      headers: { cookie: speaker.cookie },
      payload: { eventName: ' ' },
    });
    expect(bad.statusCode).toBe(400);
    const mails = await t.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.toAddress, speaker.user.email), eq(mailMessages.source, 'event-created')));
    expect(mails).toHaveLength(1);
  });
});
