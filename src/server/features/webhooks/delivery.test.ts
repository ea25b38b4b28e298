import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { createProfile, createTestApp, signUpSpeaker, type TestContext } from '../../test/harness';
import { LIMITS } from '../../test/limits';
import type { HostLookup } from './address-rules';
import { createWebhookSender, type WebhookSender } from './delivery';
import { pruneWebhookDeliveries, queueWebhookEvents } from './events';
import { createWebhook, queueTestEvent } from './service';
import { startTestReceiver, type TestReceiver } from '../../test/webhook-receiver';

// The worker and the event reader driven by hand (no job queue), on the real database: what the
// production address rules refuse, what several processes do with one queue, and what a process
// that died mid-send leaves behind.

let t: TestContext;
const receivers: TestReceiver[] = [];
const senders: WebhookSender[] = [];

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_RETRY_BASE_MS: '200' });
});
afterAll(async () => {
  await Promise.all(senders.map((s) => s.close()));
  await t.close();
  await Promise.all(receivers.map((r) => r.close()));
});

async function receiver(options: Parameters<typeof startTestReceiver>[0] = {}) {
  const r = await startTestReceiver(options);
  receivers.push(r);
  return r;
}

function sender(options: Partial<Parameters<typeof createWebhookSender>[0]> = {}) {
  const s = createWebhookSender({ db: t.database.db, config: t.config, ...options });
  senders.push(s);
  return s;
}

let slugs = 0;
async function speakerWithTalk() {
  const speaker = await signUpSpeaker(t.app);
  slugs += 1;
  await createProfile(t.database, speaker.user, { slug: `delivery-speaker-${slugs}` });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/speaker-admin/events',
    headers: { cookie: speaker.cookie },
    payload: { eventName: 'Summit', talkTitle: 'Talk', eventDate: '2026-11-20' },
  });
  return { ...speaker, talkId: res.json().id as number };
}

async function storeAnswer(talkId: number, rating = 5) {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into responses (event_id, rating, testimonial, attendee_name, attendee_role, attendee_email)
        values (${talkId}, ${rating}, 'Great', 'Ana', 'CTO', ${`ana.${Math.random()}@example.com`}) returning id`,
  );
  return row!.id;
}

const deliveryRow = async (id: number) => (await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0]!;

async function eventually<T>(check: () => T | undefined | Promise<T | undefined>, ms = LIMITS.backgroundWorkMs): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('with NODE_ENV=production', () => {
  const production = () => ({ ...t.config, nodeEnv: 'production' as const });

  it('the API refuses URLs that are or name a loopback, private or link-local address (400 naming url)', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      const speaker = await signUpSpeaker(prod.app);
      for (const url of [
        'https://127.0.0.1/hook',
        'https://10.0.0.8/hook',
        'https://192.168.1.1/hook',
        'https://172.20.0.1/hook',
        'https://169.254.169.254/latest/meta-data/',
        'https://100.64.1.1/hook',
        'https://[::1]/hook',
        'https://[fd00::1]/hook',
        'https://[::ffff:192.168.1.1]/hook',
        'https://localhost/hook',
        'http://127.0.0.1:8080/hook',
      ]) {
        const res = await prod.app.inject({
          method: 'POST',
          url: '/api/speaker-admin/webhooks',
          headers: { cookie: speaker.cookie },
          payload: { url, events: ['response.created'] },
        });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().details.fields, url).toEqual([{ field: 'url', message: expect.stringMatching(/^must/) }]);
      }
      const [{ count } = { count: -1 }] = await queryRows<{ count: number }>(
        prod.database.db,
        sql`select count(*)::int as count from webhook_endpoints`,
      );
      expect(count).toBe(0);
    } finally {
      await prod.close();
    }
  });

  it('a host name that resolves to a private address is refused when the endpoint is added', async () => {
    const speaker = await signUpSpeaker(t.app);
    const lookup: HostLookup = async (host) =>
      host === 'hooks.example'
        ? [{ address: '93.184.216.34', family: 4 }]
        : host === 'intranet.example'
          ? [{ address: '10.20.30.40', family: 4 }]
          : [
              { address: '93.184.216.34', family: 4 },
              { address: '::1', family: 6 },
            ];
    const deps = { db: t.database.db, config: production(), lookup };
    await expect(
      createWebhook(deps, speaker.user.id, { url: 'https://intranet.example/hook', events: ['lead.hot'] }),
    ).rejects.toMatchObject({
      statusCode: 400,
      details: {
        fields: [{ field: 'url', message: expect.stringContaining('not allowed') }],
      },
    });
    // What the server's DNS answered is not told: neither the address nor what kind it is.
    const refused = await createWebhook(deps, speaker.user.id, { url: 'https://intranet.example/hook', events: ['lead.hot'] }).catch(
      (err: unknown) => JSON.stringify(err),
    );
    expect(refused).not.toContain('10.20.30.40');
    expect(refused).not.toContain('private address (');
    await expect(createWebhook(deps, speaker.user.id, { url: 'https://dual.example/hook', events: ['lead.hot'] })).rejects.toMatchObject({
      statusCode: 400,
    });
    const created = await createWebhook(deps, speaker.user.id, { url: 'https://hooks.example/hook', events: ['lead.hot'] });
    expect(created.id).toBeGreaterThan(0);
  });

  it('a delivery whose host has started to resolve to a private address is not sent, and not retried', async () => {
    const speaker = await signUpSpeaker(t.app);
    let answer = '93.184.216.34';
    const lookup: HostLookup = async () => [{ address: answer, family: 4 }];
    const { id } = await createWebhook({ db: t.database.db, config: production(), lookup }, speaker.user.id, {
      url: 'https://rebind.example/hook',
      events: ['lead.hot'],
    });
    // The name now leads to the server's own network (where a receiver would listen).
    answer = '127.0.0.1';
    const { deliveryId } = await queueTestEvent(t.database.db, speaker.user.id, id);
    const worker = sender({ config: production(), lookup });
    expect(await worker.pump()).toBe(1);
    await worker.idle();
    const row = await deliveryRow(deliveryId);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, responseCode: null, nextAttemptAt: null });
    expect(row.error).toBe('rebind.example resolves to an address webhooks are not allowed to reach');
    expect(row.attemptLog).toEqual([expect.objectContaining({ attempt: 1, responseCode: null, durationMs: null })]);
  });
});

describe('ports', () => {
  const production = () => ({ ...t.config, nodeEnv: 'production' as const });

  it('in production only 443 and 80 are allowed, when the endpoint is added and at every delivery', async () => {
    const speaker = await signUpSpeaker(t.app);
    const lookup: HostLookup = async () => [{ address: '93.184.216.34', family: 4 }];
    const deps = { db: t.database.db, config: production(), lookup };
    for (const url of ['https://hooks.example:8443/hook', 'https://hooks.example:22/hook', 'https://hooks.example:5432/hook']) {
      await expect(createWebhook(deps, speaker.user.id, { url, events: ['lead.hot'] }), url).rejects.toMatchObject({
        statusCode: 400,
        details: { fields: [{ field: 'url', message: expect.stringContaining('not allowed') }] },
      });
    }
    for (const url of ['https://hooks.example/hook', 'https://hooks.example:443/hook', 'https://hooks.example:80/hook']) {
      expect((await createWebhook(deps, speaker.user.id, { url, events: ['lead.hot'] })).id, url).toBeGreaterThan(0);
    }
    // An endpoint stored on another port (added before this rule) is not sent to, nor retried.
    const [stored] = await t.database.db
      .insert(webhookEndpoints)
      .values({ userId: speaker.user.id, url: 'https://hooks.example:8443/hook', events: ['lead.hot'], secretSealed: 'x', secretHint: 'x' })
      .returning({ id: webhookEndpoints.id });
    const { deliveryId } = await queueTestEvent(t.database.db, speaker.user.id, stored!.id);
    const worker = sender({ config: production(), lookup });
    await eventually(async () => ((await worker.pump()) > 0 || (await deliveryRow(deliveryId)).status !== 'queued' ? true : undefined));
    await worker.idle();
    const row = await deliveryRow(deliveryId);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, error: 'Port 8443 is not allowed; webhooks are sent to port 443 or 80' });
  });

  it('outside production a receiver on this machine may listen on any port', async () => {
    const speaker = await signUpSpeaker(t.app);
    const hook = await receiver();
    expect(new URL(hook.url).port).not.toBe('');
    const { id } = await createWebhook({ db: t.database.db, config: t.config }, speaker.user.id, { url: hook.url, events: ['lead.hot'] });
    const { eventId } = await queueTestEvent(t.database.db, speaker.user.id, id);
    const worker = sender();
    await eventually(async () => {
      await worker.pump();
      return hook.received.find((w) => w.json.id === eventId);
    });
  });
});

describe('one queue, several processes', () => {
  it('each delivery is sent by one of them: two workers draining 30 deliveries send each once', async () => {
    const speaker = await speakerWithTalk();
    const hook = await receiver();
    const { id } = await createWebhook({ db: t.database.db, config: t.config }, speaker.user.id, { url: hook.url, events: ['lead.hot'] });
    const queued = [];
    for (let i = 0; i < 30; i += 1) queued.push((await queueTestEvent(t.database.db, speaker.user.id, id)).eventId);
    const a = sender();
    const b = sender();
    await eventually(async () => {
      await Promise.all([a.pump(), b.pump()]);
      return hook.received.length >= 30 ? true : undefined;
    });
    await Promise.all([a.idle(), b.idle()]);
    expect(hook.received.map((w) => w.json.id).sort()).toEqual([...queued].sort());
    const [{ delivered } = { delivered: -1 }] = await queryRows<{ delivered: number }>(
      t.database.db,
      sql`select count(*)::int as delivered from webhook_deliveries where endpoint_id = ${id} and status = 'delivered' and attempts = 1`,
    );
    expect(delivered).toBe(30);
  });

  it("share the limits: one speaker's slow endpoints hold at most two attempts across both, and another speaker's delivery goes out while they wait", async () => {
    const busy = await speakerWithTalk();
    const slow = await startTestReceiver({ answerAfterMs: 60_000 });
    const fast = await receiver();
    const deps = { db: t.database.db, config: t.config };
    const endpoints = [];
    for (const path of ['a', 'b', 'c']) {
      endpoints.push((await createWebhook(deps, busy.user.id, { url: `${slow.url}/${path}`, events: ['lead.hot'] })).id);
    }
    for (let i = 0; i < 12; i += 1) await queueTestEvent(t.database.db, busy.user.id, endpoints[i % endpoints.length]!);
    const other = await speakerWithTalk();
    const otherHook = await createWebhook(deps, other.user.id, { url: fast.url, events: ['lead.hot'] });
    const { eventId } = await queueTestEvent(t.database.db, other.user.id, otherHook.id);

    // Two processes take turns on the queue; the other speaker's delivery was queued last of 13.
    const a = sender();
    const b = sender();
    try {
      await eventually(async () => {
        await Promise.all([a.pump(), b.pump()]);
        return fast.received.length > 0 ? true : undefined;
      });
      expect(fast.received.map((w) => w.headers['webhook-id'])).toEqual([eventId]);
      // It went out while every attempt at the slow endpoints was still waiting for its answer,
      // and the busy speaker never had more than two under way, whichever process sent them.
      await Promise.all([a.pump(), b.pump()]);
      await eventually(() => (slow.received.length >= 1 ? true : undefined));
      expect(slow.received.length).toBeLessThanOrEqual(2);
      expect(slow.mostAtOnce()).toBeLessThanOrEqual(2);
      const [{ sending } = { sending: -1 }] = await queryRows<{ sending: number }>(
        t.database.db,
        sql`select count(*)::int as sending from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
            where e.user_id = ${busy.user.id} and d.status = 'sending'`,
      );
      expect(sending).toBeLessThanOrEqual(2);
    } finally {
      // Dropping the waiting requests ends the attempts still under way.
      await slow.close();
      await Promise.all([a.idle(), b.idle()]);
      // The busy speaker's deliveries left waiting for a retry would be the next tests' work.
      await t.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.userId, busy.user.id));
    }
  });

  it('a delivery left mid-send by a process that died is sent again once its lease runs out, and the log says so', async () => {
    const speaker = await speakerWithTalk();
    const hook = await receiver();
    const { id } = await createWebhook({ db: t.database.db, config: t.config }, speaker.user.id, { url: hook.url, events: ['lead.hot'] });
    const { deliveryId, eventId } = await queueTestEvent(t.database.db, speaker.user.id, id);
    // What a killed process leaves: claimed for attempt 1, lease still running.
    await t.database.db
      .update(webhookDeliveries)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: sql`now() + interval '1 second'` })
      .where(eq(webhookDeliveries.id, deliveryId));
    const worker = sender();
    expect(await worker.pump()).toBe(0);
    const row = await eventually(async () => {
      await worker.pump();
      await worker.idle();
      const d = await deliveryRow(deliveryId);
      return d.status === 'delivered' ? d : undefined;
    });
    expect(row.attempts).toBe(2);
    expect(row.attemptLog.map((a) => [a.attempt, a.responseCode, a.error])).toEqual([
      [1, null, 'Interrupted: the process sending it stopped'],
      [2, 200, null],
    ]);
    expect(hook.received.map((w) => w.headers['webhook-id'])).toEqual([eventId]);
  });

  it('events are queued once however many processes read at the same time', async () => {
    const speaker = await speakerWithTalk();
    const hook = await receiver();
    const { id } = await createWebhook({ db: t.database.db, config: t.config }, speaker.user.id, {
      url: hook.url,
      events: ['response.created', 'lead.hot'],
    });
    const answers: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      answers.push(await storeAnswer(speaker.talkId, 5), await storeAnswer(speaker.talkId, 2));
      await Promise.all([queueWebhookEvents(t.database.db), queueWebhookEvents(t.database.db), queueWebhookEvents(t.database.db)]);
    }
    await queueWebhookEvents(t.database.db);
    const rows = await queryRows<{ response_id: number; event_type: string }>(
      t.database.db,
      sql`select response_id, event_type from webhook_deliveries where endpoint_id = ${id} order by response_id, event_type`,
    );
    expect(rows.length).toBe(12);
    expect(new Set(rows.map((r) => `${r.response_id}:${r.event_type}`)).size).toBe(12);
    expect(new Set(rows.map((r) => r.response_id))).toEqual(new Set(answers));
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'an answer whose statement commits after a newer one is still announced (the cursor waits for it)',
    async () => {
      const speaker = await speakerWithTalk();
      const hook = await receiver();
      const { id } = await createWebhook({ db: t.database.db, config: t.config }, speaker.user.id, {
        url: hook.url,
        events: ['response.created'],
      });
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let slowId!: number;
      let stored!: () => void;
      const slowStored = new Promise<void>((resolve) => (stored = resolve));
      // An answer's statement that has drawn its id but not committed yet (its own connection).
      const slow = t.database.db.transaction(async (tx) => {
        const [row] = await queryRows<{ id: number }>(
          tx,
          sql`insert into responses (event_id, rating, testimonial, attendee_name, attendee_role, attendee_email)
              values (${speaker.talkId}, 4, 'Late', 'Lee', 'COO', 'lee@example.com') returning id`,
        );
        slowId = row!.id;
        stored();
        await held;
      });
      await slowStored;
      const fast = await storeAnswer(speaker.talkId);
      expect(fast).toBeGreaterThan(slowId);
      await queueWebhookEvents(t.database.db);
      release();
      await slow;
      await queueWebhookEvents(t.database.db);
      const rows = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id));
      expect(rows.map((r) => r.responseId).sort()).toEqual([slowId, fast].sort());
    },
  );

  it('finished deliveries leave the log after 30 days; waiting ones stay', async () => {
    const speaker = await speakerWithTalk();
    const { id } = await createWebhook({ db: t.database.db, config: t.config }, speaker.user.id, {
      url: 'http://127.0.0.1:9/never',
      events: ['lead.hot'],
    });
    const rows = [];
    for (let i = 0; i < 3; i += 1) rows.push((await queueTestEvent(t.database.db, speaker.user.id, id)).deliveryId);
    const [old, recent, waiting] = rows as [number, number, number];
    await t.database.db.execute(
      sql`update webhook_deliveries set status = 'delivered', completed_at = now() - interval '31 days' where id = ${old}`,
    );
    await t.database.db.execute(
      sql`update webhook_deliveries set status = 'failed', completed_at = now() - interval '29 days' where id = ${recent}`,
    );
    await t.database.db.execute(sql`update webhook_deliveries set next_attempt_at = now() + interval '1 hour' where id = ${waiting}`);
    expect(await pruneWebhookDeliveries(t.database.db)).toBe(1);
    const left = await t.database.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, id));
    expect(left.map((r) => r.id).sort()).toEqual([recent, waiting].sort());
    await t.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  });

  it('a deleted endpoint takes its deliveries with it', async () => {
    const speaker = await speakerWithTalk();
    const { id } = await createWebhook({ db: t.database.db, config: t.config }, speaker.user.id, {
      url: 'http://127.0.0.1:9/never',
      events: ['lead.hot'],
    });
    await queueTestEvent(t.database.db, speaker.user.id, id);
    await t.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    const rows = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id));
    expect(rows).toEqual([]);
  });
});
