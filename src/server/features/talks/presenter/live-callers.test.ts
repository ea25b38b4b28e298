import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow } from '../../../test/dates';
import { createProfile, createTestApp, signUpSpeaker, type TestContext } from '../../../test/harness';
import { openEventStream } from '../../../test/event-stream';

/*
 * Who may keep a live count stream open: it re-checks its caller at every heartbeat (here every
 * second), so a stream opened with an API key lasts as long as the key, and one opened with a
 * session as long as the session.
 */

let t: TestContext;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ LIVE_HEARTBEAT_SECONDS: '1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t.close());

const heartbeats = (text: string) => text.split(': heartbeat\n\n').length - 1;

async function speakerWithTalk(firstName: string, lastName: string) {
  const speaker = await signUpSpeaker(t.app, { firstName, lastName });
  await createProfile(t.database, speaker.user, { slug: `${firstName}-${lastName}`.toLowerCase(), firstName, lastName });
  const talk = await t.app.inject({
    method: 'POST',
    url: '/api/speaker-admin/talks',
    headers: { cookie: speaker.cookie },
    payload: { eventName: 'Growth Summit', talkTitle: 'Stories That Sell', eventDate: daysFromNow(-1) },
  });
  expect(talk.statusCode, talk.body).toBe(201);
  return { ...speaker, talkId: (talk.json() as { id: number }).id };
}

describe('a live count stream', () => {
  it('opened with an API key stays open while the key is valid, and ends as signed out once it is revoked', async () => {
    const speaker = await speakerWithTalk('Ines', 'Duarte');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/speaker-admin/api-keys',
      headers: { cookie: speaker.cookie },
      payload: { name: 'Stage display', access: 'read' },
    });
    const key = created.json() as { id: number; key: string };
    const stream = await openEventStream(`${base}/api/speaker-admin/talks/${speaker.talkId}/live`, { authorization: `Bearer ${key.key}` });
    expect(stream.res.statusCode).toBe(200);

    // Two heartbeats, each after a check of the key: the stream is still the key's.
    await stream.until(() => heartbeats(stream.text()) >= 2 || stream.ended(), 'no second heartbeat');
    expect(stream.ended()).toBe(false);
    expect(stream.text()).not.toContain('event: signed-out');

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/speaker-admin/api-keys/${key.id}`,
      headers: { cookie: speaker.cookie },
    });
    expect(revoked.statusCode).toBe(204);
    await stream.until(() => stream.ended(), 'the stream did not end after the key was revoked');
    expect(stream.text()).toContain('event: signed-out');
  });

  it('opened with a session ends as signed out when the speaker signs out everywhere', async () => {
    const speaker = await speakerWithTalk('Tomas', 'Berg');
    const stream = await openEventStream(`${base}/api/speaker-admin/talks/${speaker.talkId}/live`, { cookie: speaker.cookie });
    expect(stream.res.statusCode).toBe(200);
    await stream.until(() => heartbeats(stream.text()) >= 1 || stream.ended(), 'no heartbeat');
    expect(stream.ended()).toBe(false);

    const out = await t.app.inject({ method: 'DELETE', url: '/api/account/sessions', headers: { cookie: speaker.cookie } });
    expect(out.statusCode, out.body).toBeLessThan(300);
    await stream.until(() => stream.ended(), 'the stream did not end after signing out everywhere');
    expect(stream.text()).toContain('event: signed-out');
    stream.close();
  });
});
