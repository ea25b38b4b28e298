import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { webhookDeliveries } from '../../db/schema';
import { createProfile, createTestApp, signUpSpeaker, type TestContext } from '../../test/harness';
import { LIMITS } from '../../test/limits';
import { createWebhook, queueTestEvent } from './service';
import { startTestReceiver, type TestReceiver } from '../../test/webhook-receiver';

// One speaker's slow receivers must not hold up anyone else's: the job queue's webhook turn as in
// production, a receiver that answers only after 10 s (the attempt's whole time limit) behind three
// endpoints of one speaker with 20 deliveries due, and another speaker's answer posted meanwhile.
// On its own database, so no other test's deliveries share the queue.

let t: TestContext;
let slow: TestReceiver;
let fast: TestReceiver;

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_TURN_MS: '100' });
  await t.jobQueue();
  slow = await startTestReceiver({ answerAfterMs: 10_000 });
  fast = await startTestReceiver();
});
afterAll(async () => {
  // The slow receiver first: its dropped requests end the attempts still waiting on it.
  await slow?.close();
  await fast?.close();
  await t?.close();
});

async function eventually<T>(check: () => T | undefined | Promise<T | undefined>, ms = LIMITS.backgroundWorkMs, pollMs = 50): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

it("another speaker's answer arrives within 2 s while one speaker's receivers take 10 s for each of 20 deliveries", async () => {
  const deps = { db: t.database.db, config: t.config };
  const busy = await signUpSpeaker(t.app);
  const endpoints = [];
  for (const path of ['a', 'b', 'c']) {
    endpoints.push((await createWebhook(deps, busy.user.id, { url: `${slow.url}/${path}`, events: ['lead.hot'] })).id);
  }
  for (let i = 0; i < 20; i++) await queueTestEvent(t.database.db, busy.user.id, endpoints[i % endpoints.length]!);
  // The slow receiver is holding the busy speaker's first attempts.
  await eventually(() => (slow.received.length >= 2 ? true : undefined));

  const other = await signUpSpeaker(t.app);
  await createProfile(t.database, other.user, { slug: 'fair-delivery-speaker' });
  const talk = await t.app.inject({
    method: 'POST',
    url: '/api/speaker-admin/events',
    headers: { cookie: other.cookie },
    payload: { eventName: 'Summit', talkTitle: 'Talk', eventDate: '2026-11-20' },
  });
  const otherHook = await createWebhook(deps, other.user.id, { url: fast.url, events: ['response.created'] });

  const posted = Date.now();
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/public/feedback',
    payload: {
      presentationId: talk.json().id,
      rating: 3,
      testimonial: 'Useful.',
      firstName: 'Priya',
      jobRole: 'Head of People',
      workEmail: 'priya@brightline.co.uk',
      contactConsent: true,
      publishConsent: true,
    },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  const responseId = answer.json().id as number;
  const got = await eventually(() => fast.received.find((w) => w.json.data.response?.id === responseId), LIMITS.backgroundWorkMs, 10);
  const tookMs = Date.now() - posted;
  expect(got.json.type).toBe('response.created');
  expect(tookMs).toBeLessThan(2_000);

  const [row] = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, otherHook.id));
  await eventually(async () => {
    const [d] = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, row!.id));
    return d?.status === 'delivered' ? true : undefined;
  });
  // The busy speaker never had more than two attempts under way (one per endpoint, two per speaker).
  expect(slow.mostAtOnce()).toBeLessThanOrEqual(2);
  expect(new Set(slow.received.map((w) => w.json.id)).size).toBe(slow.received.length);
});
