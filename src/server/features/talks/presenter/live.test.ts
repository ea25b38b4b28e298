import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow } from '../../../test/dates';
import { createProfile, createSecondApp, createTestApp, signUpSpeaker, type TestContext } from '../../../test/harness';
import { openConnection, openEventStream, type StreamMessage } from '../../../test/event-stream';
import { LIMITS } from '../../../test/limits';
import { LIVE_POLL_INTERVAL_MS } from './live-counts';

/**
 * What the presenter's counter promises: a new answer on screen within this. The stream tells each
 * watcher at the server's next read of the counts (live-counts.test.ts proves that with its own
 * clock), and the reads come every LIVE_POLL_INTERVAL_MS: the promise is kept by that interval, not
 * by how fast this machine happens to be, so the tests below wait for the message itself (up to the
 * limit for background work) and check the interval against the promise.
 */
const WITHIN_MS = 2_000;

let t: TestContext;
let owner: Awaited<ReturnType<typeof signUpSpeaker>>;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpSpeaker(t.app, { firstName: 'Maya', lastName: 'Okafor' });
  await createProfile(t.database, owner.user);
  // A stream is a response that does not end: it is read from a real server, not through inject.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
});

const open = (url: string, cookie: string) => openConnection(url, { cookie });

async function readJson(res: http.IncomingMessage): Promise<unknown> {
  let body = '';
  for await (const chunk of res) body += String(chunk);
  return JSON.parse(body);
}

async function createOwnTalk(cookie = owner.cookie) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/speaker-admin/events',
    headers: { cookie },
    payload: { eventName: 'Growth Summit', talkTitle: 'Stories That Sell', eventDate: daysFromNow(-1) },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}

let answers = 0;
async function answer(app: FastifyInstance, eventId: number) {
  answers += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/public/feedback',
    payload: {
      presentationId: eventId,
      rating: 5,
      testimonial: 'Practical and funny.',
      firstName: 'Priya',
      jobRole: 'Head of Sales',
      workEmail: `priya.${answers}@brightline.example`,
      contactConsent: true,
      publishConsent: true,
    },
  });
  expect(res.statusCode).toBe(201);
}

/** The live stream as a browser's EventSource reads it. */
const openStream = (eventId: number, cookie = owner.cookie) =>
  openEventStream(`${base}/api/speaker-admin/talks/${eventId}/live`, { cookie });

const countOf = (m: StreamMessage) => {
  expect(m.event).toBe('count');
  return (JSON.parse(m.data) as { responseCount: number }).responseCount;
};

describe('the live answer count', () => {
  it('streams the count at once with headers no proxy buffers, then each new answer at the next read', async () => {
    // Two reads fit in the promise, with room for the read itself.
    expect(2 * LIVE_POLL_INTERVAL_MS).toBeLessThan(WITHIN_MS);
    const event = await createOwnTalk();
    await answer(t.app, event.id);
    const stream = await openStream(event.id);
    try {
      const { headers } = stream.res;
      expect(stream.res.statusCode).toBe(200);
      expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
      const cacheControl = headers['cache-control']!.split(',').map((d) => d.trim());
      expect(cacheControl).toEqual(expect.arrayContaining(['no-cache', 'no-transform', 'no-store']));
      expect(headers['x-accel-buffering']).toBe('no');
      expect(headers['content-encoding']).toBeUndefined();
      expect(headers['content-length']).toBeUndefined();
      // Walks over the routes through inject skip it (it never ends there) by this mark.
      expect(t.app.apiRoutes.filter((r) => r.eventStream).map((r) => `${r.method} ${r.url}`)).toEqual([
        'GET /api/speaker-admin/talks/:id/live',
      ]);
      const taken = { count: 0 };
      const first = await stream.next(taken);
      expect(JSON.parse(first.data)).toEqual({ eventId: event.id, responseCount: 1 });
      // The browser reconnects soon after a restart.
      expect(stream.fields).toContain('retry: 2000');

      for (const expected of [2, 3]) {
        await answer(t.app, event.id);
        // Pushed on the open stream: no request of the client's asked for it.
        const update = await stream.next(taken);
        expect(countOf(update)).toBe(expected);
      }
    } finally {
      stream.close();
    }
  });

  it('hears an answer stored by another app process on the same database', async () => {
    const event = await createOwnTalk();
    const second = await createSecondApp(t);
    const stream = await openStream(event.id);
    try {
      const taken = { count: 0 };
      expect(countOf(await stream.next(taken))).toBe(0);
      // The second app shares no memory with this one (on PostgreSQL not even a connection pool):
      // only the database can carry the news.
      await answer(second.app, event.id);
      const update = await stream.next(taken);
      expect(countOf(update)).toBe(1);
      await answer(second.app, event.id);
      expect(countOf(await stream.next(taken))).toBe(2);
    } finally {
      stream.close();
      await second.close();
    }
  });

  it('tells each watcher of a talk, and only the watchers of that talk', async () => {
    const a = await createOwnTalk();
    const b = await createOwnTalk();
    const [a1, a2, b1] = [await openStream(a.id), await openStream(a.id), await openStream(b.id)];
    try {
      const taken = [{ count: 0 }, { count: 0 }, { count: 0 }];
      for (const [i, s] of [a1, a2, b1].entries()) expect(countOf(await s.next(taken[i]))).toBe(0);
      await answer(t.app, a.id);
      expect(countOf(await a1.next(taken[0]))).toBe(1);
      expect(countOf(await a2.next(taken[1]))).toBe(1);
      await answer(t.app, b.id);
      expect(countOf(await b1.next(taken[2]))).toBe(1);
      // By then talk A's streams would have heard about B had they been told.
      expect(a1.received).toHaveLength(2);
      expect(a2.received).toHaveLength(2);
    } finally {
      for (const s of [a1, a2, b1]) s.close();
    }
  });

  it('says so and ends when the talk is deleted', async () => {
    const event = await createOwnTalk();
    const stream = await openStream(event.id);
    const taken = { count: 0 };
    expect(countOf(await stream.next(taken))).toBe(0);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/speaker-admin/talks/${event.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await stream.next(taken);
    expect(gone.event).toBe('gone');
    await stream.untilEnd();
  });

  it("another speaker's talk is not streamed, nor is one past the open-stream cap", async () => {
    const event = await createOwnTalk();
    const stranger = await signUpSpeaker(t.app);
    const refused = await open(`${base}/api/speaker-admin/talks/${event.id}/live`, stranger.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(await readJson(refused)).toMatchObject({ code: 'NOT_FOUND' });

    const streams = [];
    try {
      for (let i = 0; i < 8; i += 1) streams.push(await openStream(event.id));
      const ninth = await open(`${base}/api/speaker-admin/talks/${event.id}/live`, owner.cookie);
      expect(ninth.statusCode).toBe(429);
      expect(await readJson(ninth)).toMatchObject({ code: 'RATE_LIMITED' });
      // A closed tab gives its place back.
      streams.pop()!.close();
      const deadline = Date.now() + LIMITS.backgroundWorkMs;
      let status = 0;
      while (status !== 200 && Date.now() < deadline) {
        const again = await open(`${base}/api/speaker-admin/talks/${event.id}/live`, owner.cookie);
        status = again.statusCode!;
        again.destroy();
        if (status !== 200) await new Promise((r) => setTimeout(r, 50));
      }
      expect(status).toBe(200);
    } finally {
      for (const s of streams) s.close();
    }
  });
});

describe('shutting down with streams open', () => {
  it('ends every stream cleanly, so none holds up the close', async () => {
    const u = await createTestApp();
    try {
      const speaker = await signUpSpeaker(u.app);
      await createProfile(u.database, speaker.user, { slug: 'closing-speaker' });
      const created = await u.app.inject({
        method: 'POST',
        url: '/api/speaker-admin/events',
        headers: { cookie: speaker.cookie },
        payload: { eventName: 'Last Talk', talkTitle: 'Last Talk', eventDate: daysFromNow(-1) },
      });
      await u.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(u.app.server.address() as AddressInfo).port}/api/speaker-admin/talks/${created.json().id}/live`;
      const res = await open(url, speaker.cookie);
      res.setEncoding('utf8');
      const [first] = (await once(res, 'data')) as [string];
      expect(first).toContain('retry: 2000');
      const ended = once(res, 'end');
      res.resume();

      // A stream nobody ended would hold the close up for ever (its connection is not idle) and
      // then be cut; the close returns and the stream ends cleanly, by the app's own hand, however
      // long either takes here (the browser then reconnects to another process).
      await u.app.close();
      await ended;
    } finally {
      await u.close();
    }
  });
});
