import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { privacyOptOuts, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { createProfile, createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';
import { LIMITS } from '../../test/limits';
import { createHmac, randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { webhookImageUrl } from '../../domain/webhook-image-link';
import { sealWebhookSecret } from './secret-box';
import { startTestReceiver, type ReceivedWebhook, type TestReceiver } from '../../test/webhook-receiver';

// The whole loop on real parts: the public answer API, the job queue's webhook turn started as in
// production, real HTTP receivers on 127.0.0.1, and the speaker's API to read the delivery log.

let t: TestContext;
const receivers: TestReceiver[] = [];

beforeAll(async () => {
  // Retries after 200 ms, 1.2 s, ... instead of 10 s, 1 min, ...; a look for new events every
  // 100 ms instead of every second.
  t = await createTestApp({ WEBHOOK_RETRY_BASE_MS: '200', WEBHOOK_TURN_MS: '100' });
  await t.jobQueue();
});
afterAll(async () => {
  await t.close();
  await Promise.all(receivers.map((r) => r.close()));
});

type Speaker = Awaited<ReturnType<typeof signUpSpeaker>>;

async function receiver(options: Parameters<typeof startTestReceiver>[0] = {}) {
  const r = await startTestReceiver(options);
  receivers.push(r);
  return r;
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

let slugs = 0;
async function speakerWithTalk(): Promise<Speaker & { talkId: number }> {
  const speaker = await signUpSpeaker(t.app);
  slugs += 1;
  await createProfile(t.database, speaker.user, { slug: `webhook-speaker-${slugs}` });
  const res = await call('POST', '/api/speaker-admin/events', speaker.cookie, {
    eventName: 'Future of Work Summit',
    talkTitle: 'Leading Hybrid Teams',
    eventDate: '2026-11-20',
  });
  expect(res.statusCode).toBe(201);
  return { ...speaker, talkId: res.json().id as number };
}

async function addWebhook(speaker: Speaker, url: string, events: string[]) {
  const res = await call('POST', '/api/speaker-admin/webhooks', speaker.cookie, { url, events });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; secret: string };
}

let addresses = 0;
async function answer(talkId: number, body: object = {}) {
  addresses += 1;
  const res = await call('POST', '/api/public/feedback', undefined, {
    presentationId: talkId,
    rating: 5,
    testimonial: 'Practical and inspiring.',
    firstName: 'Priya',
    jobRole: 'Head of People at Brightline',
    workEmail: `priya.${addresses}@brightline.co.uk`,
    contactConsent: true,
    publishConsent: true,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

/** Polls until `check` returns something (no fixed sleeps); fails after `ms`. */
async function eventually<T>(check: () => T | undefined | Promise<T | undefined>, ms = LIMITS.backgroundWorkMs): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const about = (r: TestReceiver, responseId: number) => r.received.filter((w) => w.json.data.response?.id === responseId);

/** Every delivery queued for an answer, once none of them is waiting any more. */
async function settledDeliveries(responseId: number) {
  return eventually(async () => {
    const rows = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.responseId, responseId));
    return rows.length > 0 && rows.every((d) => d.status === 'delivered' || d.status === 'failed') ? rows : undefined;
  });
}

/**
 * The delivery passes the official Standard Webhooks library, used as any receiver would; a body
 * changed on the way, or another secret, does not.
 */
function expectSigned(w: ReceivedWebhook, secret: string) {
  expect(new Webhook(secret).verify(w.body, w.headers)).toEqual(JSON.parse(w.body));
  expect(() => new Webhook(secret).verify(`${w.body} `, w.headers)).toThrow();
  expect(() => new Webhook(secret).verify(w.body.replace(w.json.id, '00000000-0000-4000-8000-000000000000'), w.headers)).toThrow();
  expect(() => new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(w.body, w.headers)).toThrow();
}

describe('events reach the receiver', () => {
  let speaker: Speaker & { talkId: number };
  let hook: TestReceiver;
  let secret: string;

  beforeAll(async () => {
    speaker = await speakerWithTalk();
    hook = await receiver();
    ({ secret } = await addWebhook(speaker, hook.url, ['response.created', 'lead.hot', 'lead.booking']));
  });

  it('an answer posted to the public API arrives as response.created, signed with the secret', async () => {
    const started = Date.now();
    const id = await answer(speaker.talkId, { businessInquiry: 'Could you keynote our March offsite?' });
    const created = await eventually(() => about(hook, id).find((w) => w.json.type === 'response.created'));

    expectSigned(created, secret);
    expect(created.headers['user-agent']).toBe('SpeakerPro-Webhooks/1');
    expect(created.headers['content-type']).toBe('application/json');
    expect(created.headers['webhook-id']).toBe(created.json.id);
    expect(Math.abs(Number(created.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(30);
    expect(created.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    // A new endpoint's receiver gets the standard headers only.
    expect(Object.keys(created.headers).filter((h) => h.startsWith('x-speakerpro'))).toEqual([]);
    expect(created.json).toMatchObject({
      type: 'response.created',
      test: false,
      data: {
        talk: { id: speaker.talkId, title: 'Leading Hybrid Teams', eventName: 'Future of Work Summit', date: '2026-11-20' },
        response: {
          id,
          rating: 5,
          hotLead: true,
          bookingLead: false,
          // Not followed up yet (decision 074).
          leadStatus: 'new',
          booksSpeakers: null,
          testimonial: 'Practical and inspiring.',
          businessInquiry: 'Could you keynote our March offsite?',
          attendee: { firstName: 'Priya', email: `priya.${addresses}@brightline.co.uk`, jobRole: 'Head of People at Brightline' },
          url: `http://localhost:5000/speaker/events/${speaker.talkId}`,
        },
      },
    });
    expect(new Date(created.json.createdAt).getTime()).toBeGreaterThanOrEqual(started - 1000);
  });

  it('lead.hot arrives for 4-5 stars and not for a lower rating', async () => {
    const five = await answer(speaker.talkId, { rating: 5 });
    const two = await answer(speaker.talkId, { rating: 2 });
    const fiveRows = await settledDeliveries(five);
    const twoRows = await settledDeliveries(two);
    expect(fiveRows.map((d) => d.eventType).sort()).toEqual(['lead.hot', 'response.created']);
    expect(twoRows.map((d) => d.eventType)).toEqual(['response.created']);
    expect(
      about(hook, five)
        .map((w) => w.json.type)
        .sort(),
    ).toEqual(['lead.hot', 'response.created']);
    expect(about(hook, two).map((w) => w.json.type)).toEqual(['response.created']);
    // Each event has its own id, which is its delivery header.
    const ids = about(hook, five).map((w) => w.headers['webhook-id']);
    expect(new Set(ids).size).toBe(2);
  });

  it('carries the lead\'s follow-up status as it is when sent: a "send again" after a follow-up has the new one', async () => {
    const five = await answer(speaker.talkId, { rating: 5 });
    const rows = await settledDeliveries(five);
    const hot = rows.find((d) => d.eventType === 'lead.hot')!;
    expect(about(hook, five).find((w) => w.json.type === 'lead.hot')!.json.data.response.leadStatus).toBe('new');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/speaker-admin/leads/${five}`,
      headers: { cookie: speaker.cookie },
      payload: { status: 'contacted', note: 'Called on Monday' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const again = await call('POST', `/api/speaker-admin/webhooks/${hot.endpointId}/deliveries/${hot.id}/repeats`, speaker.cookie);
    expect(again.statusCode).toBe(202);
    const repeated = await eventually(() =>
      about(hook, five).filter((w) => w.json.type === 'lead.hot').length === 2 ? about(hook, five) : undefined,
    );
    const [, second] = repeated.filter((w) => w.json.type === 'lead.hot');
    expect(second!.json.data.response.leadStatus).toBe('contacted');
    // The note is the speaker's own: it stays in SpeakerPro.
    expect(second!.body).not.toContain('Called on Monday');
  });

  it('lead.booking arrives for an attendee who books speakers or passed on a referral, and not for others', async () => {
    // Stored as the answer's own statement stores the optional questions: in the same row, at once.
    const store = (booksSpeakers: boolean | null, referral: boolean) =>
      queryRows<{ id: number }>(
        t.database.db,
        sql`insert into responses (event_id, rating, testimonial, attendee_name, attendee_role, attendee_email, books_speakers,
                                   referral_name, referral_email, referral_consent_at, contact_consent_at)
            values (${speaker.talkId}, 3, 'Good', 'Sam', 'Events lead', ${`sam.${Math.random()}@events.example`}, ${booksSpeakers},
                    ${referral ? 'Jo' : null}, ${referral ? 'jo@events.example' : null}, ${referral ? sql`now()` : null}, now())
            returning id`,
      ).then((rows) => rows[0]!.id);
    const books = await store(true, false);
    const refers = await store(false, true);
    const neither = await store(false, false);
    for (const [id, expected] of [
      [books, ['lead.booking', 'response.created']],
      [refers, ['lead.booking', 'response.created']],
      [neither, ['response.created']],
    ] as const) {
      const rows = await settledDeliveries(id);
      expect(rows.map((d) => d.eventType).sort()).toEqual(expected);
      expect(
        about(hook, id)
          .map((w) => w.json.type)
          .sort(),
      ).toEqual(expected);
    }
    const booking = about(hook, books).find((w) => w.json.type === 'lead.booking')!;
    expect(booking.json.data.response).toMatchObject({
      booksSpeakers: true,
      bookingLead: true,
      hotLead: false,
      referralGiven: false,
      leadStatus: 'new',
    });
    const plain = about(hook, neither).find((w) => w.json.type === 'response.created')!;
    expect(plain.json.data.response).toMatchObject({ bookingLead: false, hotLead: false, leadStatus: null });
    const referral = about(hook, refers).find((w) => w.json.type === 'lead.booking')!;
    // The referred person's name and address stay in SpeakerPro.
    expect(referral.json.data.response).toMatchObject({ booksSpeakers: false, bookingLead: true, referralGiven: true });
    expect(referral.body).not.toContain('jo@events.example');
  });

  it('graphic.created arrives once when a testimonial graphic gets its image, and not for an answer that is no testimonial', async () => {
    const pictures = await receiver();
    await addWebhook(speaker, pictures.url, ['graphic.created']);
    // Recorded as the renderer records a finished graphic.
    const draw = async (responseId: number) => {
      const [row] = await queryRows<{ id: number }>(
        t.database.db,
        sql`insert into graphics (response_id, event_id, speaker_user_id, status, layout, generated_at)
            values (${responseId}, ${speaker.talkId}, ${speaker.user.id}, 'generated', 'bold', now()) returning id`,
      );
      return row!.id;
    };
    const quoted = await answer(speaker.talkId, { rating: 5, publishConsent: true, testimonial: 'Best talk of the year.' });
    const unpublished = await answer(speaker.talkId, { rating: 5, publishConsent: false });
    const graphicId = await draw(quoted);
    await draw(unpublished);
    const event = await eventually(() => pictures.received.find((w) => w.json.type === 'graphic.created'));
    expect(event.json.data).toMatchObject({
      talk: { id: speaker.talkId },
      graphic: { id: graphicId, layout: 'bold', shareUrl: null, reviewUrl: `http://localhost:5000/graphics-approval/${graphicId}` },
      response: { id: quoted, testimonial: 'Best talk of the year.' },
    });
    // Drawn again in another layout: the same graphic, not announced twice.
    await t.database.db.execute(sql`update graphics set generated_at = now(), layout = 'classic' where id = ${graphicId}`);
    const witness = await answer(speaker.talkId);
    await settledDeliveries(witness);
    await eventually(() => about(hook, witness)[0]);
    const [{ n } = { n: -1 }] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from webhook_deliveries where event_type = 'graphic.created' and (status = 'queued' or status = 'sending')`,
    );
    expect(n).toBe(0);
    expect(pictures.received.map((w) => w.json.data.graphic.id)).toEqual([graphicId]);
  });

  it('graphic.created links to the PNG for a week without a session; an altered or expired link is refused', async () => {
    const own = await speakerWithTalk();
    const pictures = await receiver();
    await addWebhook(own, pictures.url, ['graphic.created']);
    const quoted = await answer(own.talkId, { rating: 5, publishConsent: true, testimonial: 'Clear, warm and useful.' });
    const started = await call('POST', `/api/speaker-admin/events/${own.talkId}/generate-graphics`, own.cookie);
    expect(started.statusCode, started.body).toBe(200);
    const graphicId = started.json().graphicId as number;
    const drawn = await call('POST', `/api/speaker-admin/graphics/${graphicId}/renders`, own.cookie, {});
    expect(drawn.statusCode, drawn.body).toBe(200);
    const event = await eventually(() => pictures.received.find((w) => w.json.type === 'graphic.created'));
    expect(event.json.data.response.id).toBe(quoted);

    const link = new URL(event.json.data.graphic.imageUrl as string);
    expect(`${link.origin}${link.pathname}`).toBe(`http://localhost:5000/api/public/webhook-graphics/${graphicId}.png`);
    const expires = Number(link.searchParams.get('expires'));
    const week = 7 * 24 * 60 * 60;
    expect(Math.abs(expires - (Date.now() / 1000 + week))).toBeLessThan(120);
    const fetchImage = (query: string, id = graphicId) =>
      t.app.inject({ method: 'GET', url: `/api/public/webhook-graphics/${id}.png?${query}` });

    const image = await fetchImage(link.search.slice(1));
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

    const sig = link.searchParams.get('sig')!;
    const refusals = [
      // A later expiry under the same signature.
      `expires=${expires + 1}&sig=${sig}`,
      // Another graphic's id under this one's signature.
      ['id', `expires=${expires}&sig=${sig}`],
      `expires=${expires}&sig=${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`,
      `expires=${expires}&sig=`,
    ];
    for (const refusal of refusals) {
      const res = Array.isArray(refusal) ? await fetchImage(refusal[1]!, graphicId + 1) : await fetchImage(refusal);
      expect(res.statusCode, String(refusal)).toBe(404);
      expect(res.body).not.toContain('\x89PNG');
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Graphic not found' });
    }
    // A link whose time is up, signed as the server signs them (made as if sent 8 days ago).
    const old = new URL(webhookImageUrl(t.config, t.config.publicUrl, graphicId, Date.now() - 8 * 24 * 60 * 60 * 1000));
    expect((await fetchImage(old.search.slice(1))).statusCode).toBe(404);
    // No expiry or signature at all is a 400 naming the field, not a 500.
    expect((await fetchImage(`sig=${sig}`)).statusCode).toBe(400);
    // The link stops with the testimonial: once the graphic is removed it is refused too.
    await t.database.db.execute(sql`update graphics set removed_at = now() where id = ${graphicId}`);
    expect((await fetchImage(link.search.slice(1))).statusCode).toBe(404);
  });

  it('an endpoint only hears of the event types it subscribed to', async () => {
    const other = await receiver();
    await addWebhook(speaker, other.url, ['lead.hot']);
    const low = await answer(speaker.talkId, { rating: 1 });
    const high = await answer(speaker.talkId, { rating: 4 });
    await settledDeliveries(low);
    await settledDeliveries(high);
    expect(other.received.map((w) => [w.json.type, w.json.data.response.id])).toEqual([['lead.hot', high]]);
  });

  it('answers stored before the endpoint was added are not announced to it', async () => {
    const before = await answer(speaker.talkId);
    const late = await receiver();
    await addWebhook(speaker, late.url, ['response.created']);
    const after = await answer(speaker.talkId);
    await eventually(() => about(late, after)[0]);
    await settledDeliveries(before);
    expect(late.received.map((w) => w.json.data.response.id)).toEqual([after]);
  });
});

describe('endpoints added before the standard signatures', () => {
  it('keep getting the X-SpeakerPro headers their receivers check, until the secret is rotated to the standard form', async () => {
    const speaker = await speakerWithTalk();
    const hook = await receiver();
    const { id: hookId } = await addWebhook(speaker, hook.url, ['response.created']);
    // The secret such an endpoint was given: base64url characters, used as text.
    const old = `whsec_${randomBytes(24).toString('base64url')}`;
    await t.database.db
      .update(webhookEndpoints)
      .set({ secretSealed: sealWebhookSecret(t.config, speaker.user.id, old), secretHint: old.slice(-4) })
      .where(eq(webhookEndpoints.id, hookId));

    const first = await answer(speaker.talkId);
    const before = await eventually(() => about(hook, first)[0]);
    const timestamp = before.headers['x-speakerpro-timestamp']!;
    expect(before.headers['x-speakerpro-signature']).toBe(
      `sha256=${createHmac('sha256', old).update(`${timestamp}.${before.body}`).digest('hex')}`,
    );
    expect(before.headers['x-speakerpro-delivery']).toBe(before.json.id);
    expect(before.headers['x-speakerpro-event']).toBe('response.created');
    // The standard headers too, keyed with the secret's text (a library's "raw" key format).
    expect(new Webhook(old, { format: 'raw' }).verify(before.body, before.headers)).toEqual(before.json);

    const rotated = await call('POST', `/api/speaker-admin/webhooks/${hookId}/secret`, speaker.cookie);
    expect(rotated.statusCode).toBe(201);
    const { secret } = rotated.json() as { secret: string };
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const detail = (await call('GET', `/api/speaker-admin/webhooks/${hookId}`, speaker.cookie)).json();
    expect(detail.secretHint).toBe(secret.slice(-4));
    expect(JSON.stringify(detail)).not.toContain(secret);

    const second = await answer(speaker.talkId);
    const after = await eventually(() => about(hook, second)[0]);
    expectSigned(after, secret);
    expect(Object.keys(after.headers).filter((h) => h.startsWith('x-speakerpro'))).toEqual([]);
    expect(() => new Webhook(old, { format: 'raw' }).verify(after.body, after.headers)).toThrow();
  });
});

describe('payloads follow the attendee consent rules', () => {
  let speaker: Speaker & { talkId: number };
  let hook: TestReceiver;

  beforeAll(async () => {
    speaker = await speakerWithTalk();
    hook = await receiver();
    await addWebhook(speaker, hook.url, ['response.created']);
  });

  const payloadOf = async (id: number) => (await eventually(() => about(hook, id)[0])).json.data.response;

  it('name, e-mail, role and inquiry only for an attendee who agreed to be contacted', async () => {
    const agreed = await answer(speaker.talkId, { contactConsent: true, businessInquiry: 'Book me' });
    const declined = await answer(speaker.talkId, { contactConsent: false, businessInquiry: 'Book me too' });
    expect((await payloadOf(agreed)).attendee).toMatchObject({ firstName: 'Priya', jobRole: 'Head of People at Brightline' });
    const anonymous = await payloadOf(declined);
    expect(anonymous).toMatchObject({ attendee: null, businessInquiry: null, rating: 5 });
    const raw = about(hook, declined)[0]!.body;
    expect(raw).not.toContain('brightline.co.uk');
    expect(raw).not.toContain('Priya');
    expect(raw).not.toContain('Head of People');
  });

  it('no contact details for an attendee who opted out of data sharing, even with contact consent', async () => {
    await t.database.db.insert(privacyOptOuts).values({ email: `priya.${addresses + 1}@brightline.co.uk`, dataSharing: true });
    const id = await answer(speaker.talkId, { contactConsent: true });
    expect(await payloadOf(id)).toMatchObject({ attendee: null, businessInquiry: null });
    expect(about(hook, id)[0]!.body).not.toContain('brightline.co.uk');
  });

  it('the testimonial only when its attendee allowed publication and did not opt out of testimonials', async () => {
    const published = await answer(speaker.talkId, { publishConsent: true, testimonial: 'Quote me on this.' });
    const kept = await answer(speaker.talkId, { publishConsent: false, testimonial: 'Just for the speaker.' });
    await t.database.db.insert(privacyOptOuts).values({ email: `priya.${addresses + 1}@brightline.co.uk`, testimonials: true });
    const optedOut = await answer(speaker.talkId, { publishConsent: true, testimonial: 'Not for the world.' });
    expect((await payloadOf(published)).testimonial).toBe('Quote me on this.');
    expect((await payloadOf(kept)).testimonial).toBeNull();
    expect((await payloadOf(optedOut)).testimonial).toBeNull();
    expect(about(hook, kept)[0]!.body).not.toContain('Just for the speaker.');
    expect(about(hook, optedOut)[0]!.body).not.toContain('Not for the world.');
  });
});

describe('retries and the delivery log', () => {
  it('a receiver that answers 500 twice gets the event on the third attempt; the log shows the three, with one delivery id', async () => {
    const speaker = await speakerWithTalk();
    const flaky = await receiver({ answer: (n) => (n <= 2 ? 500 : 200) });
    const { id: hookId, secret } = await addWebhook(speaker, flaky.url, ['response.created']);
    const id = await answer(speaker.talkId);

    const delivery = await eventually(async () => {
      const detail = (await call('GET', `/api/speaker-admin/webhooks/${hookId}`, speaker.cookie)).json();
      const d = detail.deliveries.find((x: { status: string }) => x.status === 'delivered');
      return d as
        | {
            id: number;
            eventId: string;
            attempts: number;
            responseCode: number;
            attemptLog: { attempt: number; responseCode: number; error: string | null }[];
          }
        | undefined;
    });
    expect(delivery).toMatchObject({ attempts: 3, responseCode: 200, error: null });
    expect(delivery.attemptLog.map((a) => [a.attempt, a.responseCode])).toEqual([
      [1, 500],
      [2, 500],
      [3, 200],
    ]);
    expect(delivery.attemptLog[0]!.error).toBe('HTTP 500: receiver says no');

    expect(flaky.received.map((w) => w.status)).toEqual([500, 500, 200]);
    expect(new Set(flaky.received.map((w) => w.headers['webhook-id']))).toEqual(new Set([delivery.eventId]));
    expect(new Set(flaky.received.map((w) => w.body)).size).toBe(1);
    for (const w of flaky.received) expectSigned(w, secret);
    expect(flaky.received[0]!.json.data.response.id).toBe(id);
  });

  it('gives up after the sixth attempt and says why', async () => {
    const speaker = await speakerWithTalk();
    const down = await receiver({ answer: () => 503 });
    const { id: hookId } = await addWebhook(speaker, down.url, ['response.created']);
    // Due at once instead of waiting out the backoff: only the count of attempts matters here.
    const id = await answer(speaker.talkId);
    const row = await eventually(async () => {
      await t.database.db
        .update(webhookDeliveries)
        .set({ nextAttemptAt: new Date() })
        .where(sql`${webhookDeliveries.status} = 'queued' and ${webhookDeliveries.responseId} = ${id}`);
      const [d] = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.responseId, id));
      return d?.status === 'failed' ? d : undefined;
    });
    expect(row.attempts).toBe(6);
    expect(row.attemptLog).toHaveLength(6);
    expect(down.received).toHaveLength(6);
    const detail = (await call('GET', `/api/speaker-admin/webhooks/${hookId}`, speaker.cookie)).json();
    expect(detail.deliveries[0]).toMatchObject({
      status: 'failed',
      attempts: 6,
      responseCode: 503,
      error: 'HTTP 503: receiver says no',
      nextAttemptAt: null,
    });
  });

  it('a test event is a real signed delivery, and "send again" repeats it with the same event id', async () => {
    const speaker = await speakerWithTalk();
    const hook = await receiver();
    const { id: hookId, secret } = await addWebhook(speaker, hook.url, ['lead.hot', 'graphic.created']);

    const queued = await call('POST', `/api/speaker-admin/webhooks/${hookId}/test-events`, speaker.cookie);
    expect(queued.statusCode).toBe(202);
    const { deliveryId, eventId } = queued.json() as { deliveryId: number; eventId: string };
    const first = await eventually(() => hook.received.find((w) => w.json.id === eventId));
    expectSigned(first, secret);
    // Without a choice, the endpoint's first event type.
    expect(first.json).toMatchObject({ type: 'lead.hot', test: true, data: { response: { rating: 5 } } });

    const chosen = await call('POST', `/api/speaker-admin/webhooks/${hookId}/test-events`, speaker.cookie, { event: 'graphic.created' });
    expect(chosen.statusCode).toBe(202);
    const graphic = await eventually(() => hook.received.find((w) => w.json.id === chosen.json().eventId));
    expect(graphic.json).toMatchObject({ type: 'graphic.created', test: true, data: { graphic: { layout: 'classic' } } });

    const again = await call('POST', `/api/speaker-admin/webhooks/${hookId}/deliveries/${deliveryId}/repeats`, speaker.cookie);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ eventId });
    expect(again.json().deliveryId).not.toBe(deliveryId);
    await eventually(() => (hook.received.filter((w) => w.json.id === eventId).length === 2 ? true : undefined));
    const repeats = hook.received.filter((w) => w.headers['webhook-id'] === eventId);
    expect(repeats).toHaveLength(2);
    expect(repeats[1]!.json.createdAt).toBe(repeats[0]!.json.createdAt);

    const detail = (await call('GET', `/api/speaker-admin/webhooks/${hookId}`, speaker.cookie)).json();
    const log = detail.deliveries as { id: number; eventId: string; status: string; redeliveryOf: number | null; test: boolean }[];
    expect(log.find((d) => d.id === again.json().deliveryId)).toMatchObject({ eventId, redeliveryOf: deliveryId, test: true });
    expect(detail.lastDelivery).not.toBeNull();

    const unknownEvent = await call('POST', `/api/speaker-admin/webhooks/${hookId}/test-events`, speaker.cookie, { event: 'lead.cold' });
    expect(unknownEvent.statusCode).toBe(400);
    expect(unknownEvent.json().details.fields[0].field).toBe('event');
  });

  it('an answer erased before its delivery is never sent', async () => {
    const speaker = await speakerWithTalk();
    const hook = await receiver();
    const { id: hookId } = await addWebhook(speaker, hook.url, ['response.created']);
    const id = await answer(speaker.talkId, { rating: 1 });
    // Queued (or sent) by now; erase the answer and send the event again.
    const [row] = await settledDeliveries(id);
    await t.database.db.execute(sql`delete from responses where id = ${id}`);
    const again = await call('POST', `/api/speaker-admin/webhooks/${hookId}/deliveries/${row!.id}/repeats`, speaker.cookie);
    expect(again.statusCode).toBe(202);
    const repeat = await eventually(async () => {
      const [d] = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, again.json().deliveryId));
      return d?.status === 'failed' ? d : undefined;
    });
    expect(repeat.error).toMatch(/^The answer no longer exists/);
    expect(hook.received.filter((w) => w.json.id === again.json().eventId)).toHaveLength(1);
  });
});

describe('the speaker manages their endpoints', () => {
  let speaker: Speaker & { talkId: number };

  beforeAll(async () => {
    speaker = await speakerWithTalk();
  });

  it('shows the secret once, then only its last characters', async () => {
    const created = await addWebhook(speaker, 'https://hooks.zapier.com/hooks/catch/123/abc/', ['response.created', 'lead.hot']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    // Standard base64 of 32 random bytes: what Standard Webhooks libraries take as the key.
    expect(Buffer.from(created.secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    const list = (await call('GET', '/api/speaker-admin/webhooks', speaker.cookie)).json();
    const listed = list.webhooks.find((w: { id: number }) => w.id === created.id);
    expect(listed).toMatchObject({
      url: 'https://hooks.zapier.com/hooks/catch/123/abc/',
      events: ['response.created', 'lead.hot'],
      secretHint: created.secret.slice(-4),
      lastDelivery: null,
    });
    expect(JSON.stringify(list)).not.toContain(created.secret);
    const detail = await call('GET', `/api/speaker-admin/webhooks/${created.id}`, speaker.cookie);
    expect(detail.body).not.toContain(created.secret);
    // Nor is it kept readable in the database.
    const [stored] = await queryRows<Record<string, unknown>>(t.database.db, sql`select * from webhook_endpoints where id = ${created.id}`);
    expect(JSON.stringify(stored)).not.toContain(created.secret);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ events: ['response.created'] }, 'url'],
      [{ url: 'not a url', events: ['response.created'] }, 'url'],
      [{ url: 'ftp://hooks.example.com/x', events: ['response.created'] }, 'url'],
      [{ url: 'http://hooks.example.com/x', events: ['response.created'] }, 'url'],
      [{ url: 'https://user:secret@hooks.example.com/x', events: ['response.created'] }, 'url'],
      [{ url: `https://hooks.example.com/${'a'.repeat(2000)}`, events: ['response.created'] }, 'url'],
      [{ url: 'https://hooks.example.com/x', events: [] }, 'events'],
      [{ url: 'https://hooks.example.com/x', events: ['response.created', 'lead.cold'] }, 'events'],
      [{ url: 'https://hooks.example.com/x', events: 'lead.hot' }, 'events'],
      [{ url: 'https://hooks.example.com/x' }, 'events'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/api/speaker-admin/webhooks', speaker.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details.fields[0].field).toBe(field);
    }
    const unknown = await call('POST', '/api/speaker-admin/webhooks', speaker.cookie, {
      url: 'https://hooks.example.com/x',
      events: ['lead.cold'],
    });
    expect(unknown.json().message).toContain('lead.cold');
    // Plain http to this machine is fine while developing (NODE_ENV is not production here).
    const local = await call('POST', '/api/speaker-admin/webhooks', speaker.cookie, {
      url: 'http://127.0.0.1:9/hook',
      events: ['lead.hot'],
    });
    expect(local.statusCode).toBe(201);
  });

  it('allows five endpoints per speaker', async () => {
    const other = await speakerWithTalk();
    for (let i = 0; i < 5; i += 1) await addWebhook(other, `https://hooks.example.com/${i}`, ['lead.hot']);
    const sixth = await call('POST', '/api/speaker-admin/webhooks', other.cookie, {
      url: 'https://hooks.example.com/6',
      events: ['lead.hot'],
    });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe('CONFLICT');
    expect((await call('GET', '/api/speaker-admin/webhooks', other.cookie)).json().webhooks).toHaveLength(5);

    // Added all at once, still five.
    const rushed = await speakerWithTalk();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call('POST', '/api/speaker-admin/webhooks', rushed.cookie, { url: `https://hooks.example.com/rush/${i}`, events: ['lead.hot'] }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 409, 409, 409]);
    expect((await call('GET', '/api/speaker-admin/webhooks', rushed.cookie)).json().webhooks).toHaveLength(5);
  });

  it('deleting an endpoint removes it and its queued deliveries, which are then never sent', async () => {
    const talker = await speakerWithTalk();
    const down = await receiver({ answer: () => 500 });
    const { id } = await addWebhook(talker, down.url, ['response.created']);
    const witness = await receiver();
    await addWebhook(talker, witness.url, ['response.created']);
    const answerId = await answer(talker.talkId);
    // Failed once and waiting for its retry (not in flight): then deleted.
    await eventually(async () => {
      const [d] = await queryRows<{ status: string }>(t.database.db, sql`select status from webhook_deliveries where endpoint_id = ${id}`);
      return down.received.length > 0 && d?.status === 'queued' ? true : undefined;
    });
    const deleted = await call('DELETE', `/api/speaker-admin/webhooks/${id}`, talker.cookie);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', `/api/speaker-admin/webhooks/${id}`, talker.cookie)).statusCode).toBe(404);
    const rows = await queryRows(t.database.db, sql`select id from webhook_deliveries where endpoint_id = ${id}`);
    expect(rows).toHaveLength(0);
    const count = down.received.length;
    // Its retry was due after 200 ms: by the time a later answer has reached the other endpoint,
    // several turns have passed without it.
    const later = await answer(talker.talkId);
    await eventually(() => about(witness, later)[0]);
    await settledDeliveries(later);
    expect(down.received).toHaveLength(count);
    expect(about(witness, answerId)).toHaveLength(1);
  });
});

describe('who may call', () => {
  let owner: Speaker & { talkId: number };
  let stranger: Speaker;
  let adminCookie: string;
  let hookId: number;
  let deliveryId: number;

  beforeAll(async () => {
    owner = await speakerWithTalk();
    stranger = await signUpSpeaker(t.app);
    adminCookie = await signInAdmin(t.app);
    const hook = await receiver();
    hookId = (await addWebhook(owner, hook.url, ['lead.hot'])).id;
    deliveryId = (await call('POST', `/api/speaker-admin/webhooks/${hookId}/test-events`, owner.cookie)).json().deliveryId;
  });

  const routes = () =>
    [
      ['GET', '/api/speaker-admin/webhooks'],
      ['POST', '/api/speaker-admin/webhooks'],
      ['GET', `/api/speaker-admin/webhooks/${hookId}`],
      ['DELETE', `/api/speaker-admin/webhooks/${hookId}`],
      ['POST', `/api/speaker-admin/webhooks/${hookId}/secret`],
      ['POST', `/api/speaker-admin/webhooks/${hookId}/test-events`],
      ['POST', `/api/speaker-admin/webhooks/${hookId}/deliveries/${deliveryId}/repeats`],
    ] as const;

  it('anonymous callers get 401 and the owner of the site 403', async () => {
    for (const [method, url] of routes()) {
      const payload = method === 'POST' ? { url: 'https://hooks.example.com/x', events: ['lead.hot'] } : undefined;
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, adminCookie, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("another speaker cannot read, rotate, test, send again or delete someone else's webhook (404), nor see it listed", async () => {
    const hintBefore = (await call('GET', `/api/speaker-admin/webhooks/${hookId}`, owner.cookie)).json().secretHint;
    for (const [method, url] of routes().slice(2)) {
      const res = await call(method, url, stranger.cookie);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await call('GET', '/api/speaker-admin/webhooks', stranger.cookie)).json().webhooks).toEqual([]);
    // Still there, with only the owner's test delivery.
    const detail = await call('GET', `/api/speaker-admin/webhooks/${hookId}`, owner.cookie);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().deliveries).toHaveLength(1);
    expect(detail.json().secretHint).toBe(hintBefore);
    // A delivery id of another endpoint is unknown under this one.
    const otherHook = (await addWebhook(owner, 'https://hooks.example.com/other', ['lead.hot'])).id;
    expect((await call('POST', `/api/speaker-admin/webhooks/${otherHook}/deliveries/${deliveryId}/repeats`, owner.cookie)).statusCode).toBe(
      404,
    );
  });

  it('ids out of range are 400, not 500', async () => {
    expect((await call('GET', '/api/speaker-admin/webhooks/99999999999', owner.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/speaker-admin/webhooks/abc', owner.cookie)).statusCode).toBe(400);
  });
});
