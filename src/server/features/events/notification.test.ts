import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../db/schema';
import { TEST_ADMIN, createTestApp, signUpSpeaker, type TestContext } from '../../test/harness';

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
    expect(toOwner).toMatchObject({ source: 'event-created-owner', replyTo: speaker.user.email, subject: 'New talk on SpeakerPro: "Scaling Trust"' });
    expect(toOwner.textBody).toContain(`Ada Stone (${speaker.user.email}) set up "Scaling Trust" at DevDays 2026. Hashtag: #trust.`);
  });

  it('needs a signed-in speaker and an event name', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/speaker-admin/events/notification', payload: { eventName: 'x' } })).statusCode).toBe(401);
    const speaker = await signUpSpeaker(t.app);
    const bad = await t.app.inject({ method: 'POST', url: '/api/speaker-admin/events/notification', headers: { cookie: speaker.cookie }, payload: { eventName: ' ' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/eventName/);
    const written = await t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, speaker.user.email));
    expect(written.filter((m) => m.source !== 'auth-verify-email')).toHaveLength(0);
  });
});
