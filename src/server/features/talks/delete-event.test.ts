import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, files, graphics, responses } from '../../db/schema';
import { readStoredFile } from '../../storage/storage';
import { createTestApp, signInAdmin, type TestContext } from '../../test/harness';
import { answer, createOwnTalk, speakerWithProfile, STANDARD_ANSWERS } from '../../test/graphics-fixtures';

let t: TestContext;
let owner: { cookie: string };
let other: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await speakerWithProfile(t.app, t.database);
  other = await speakerWithProfile(t.app, t.database);
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {} });

/** An event with the standard answers and one rendered graphic (a PNG in storage). */
async function eventWithAnswersAndGraphic() {
  const eventId = await createOwnTalk(t.app, owner.cookie, { eventName: `Doomed ${Math.random()}` });
  for (const a of STANDARD_ANSWERS) await answer(t.app, eventId, a);
  const started = await call('POST', `/api/speaker-admin/events/${eventId}/generate-graphics`, owner.cookie);
  expect(started.statusCode).toBe(200);
  const rendered = await call('POST', `/api/graphics-approval/${started.json().graphicId}/generate`, owner.cookie);
  expect(rendered.statusCode).toBe(200);
  // The rendered one: the event has a graphic per testimonial, in no fixed order without ORDER BY.
  const [graphic] = await t.database.db.select().from(graphics).where(eq(graphics.id, started.json().graphicId));
  const [file] = await t.database.db.select().from(files).where(eq(files.id, graphic!.fileId!));
  expect(await readStoredFile(t.deps.storage, file!)).not.toBeNull();
  return { eventId, file: file! };
}

describe('DELETE /api/speaker-admin/talks/:id', () => {
  it('deletes the owner’s event with its answers, graphics rows and graphic files; then it is 404', async () => {
    const { eventId, file } = await eventWithAnswersAndGraphic();
    const keep = await createOwnTalk(t.app, owner.cookie, { eventName: 'Stays' });
    await answer(t.app, keep, { rating: 5, name: 'Kim', email: 'kim@stays.example' });

    const res = await call('DELETE', `/api/speaker-admin/talks/${eventId}`, owner.cookie);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    expect(await t.database.db.select().from(events).where(eq(events.id, eventId))).toHaveLength(0);
    expect(await t.database.db.select().from(responses).where(eq(responses.eventId, eventId))).toHaveLength(0);
    expect(await t.database.db.select().from(graphics).where(eq(graphics.eventId, eventId))).toHaveLength(0);
    expect(await t.database.db.select().from(files).where(eq(files.id, file.id))).toHaveLength(0);
    expect(await readStoredFile(t.deps.storage, file)).toBeNull();
    expect((await call('GET', `/api/speaker-admin/events/${eventId}`, owner.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/speaker-admin/talks/${eventId}`, owner.cookie)).statusCode).toBe(404);

    // The speaker's other event and its answer are untouched.
    expect((await call('GET', `/api/speaker-admin/events/${keep}`, owner.cookie)).json()).toMatchObject({ responseCount: 1 });
  });

  it('nobody else may delete it: anonymous 401, another speaker and the admin 404 (nothing deleted), a bad id 400', async () => {
    const eventId = await createOwnTalk(t.app, owner.cookie, { eventName: 'Guarded' });
    await answer(t.app, eventId, { rating: 4, name: 'Ann', email: 'ann@guarded.example' });

    expect((await call('DELETE', `/api/speaker-admin/talks/${eventId}`)).statusCode).toBe(401);
    const stranger = await call('DELETE', `/api/speaker-admin/talks/${eventId}`, other.cookie);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe('NOT_FOUND');
    const admin = await call('DELETE', `/api/speaker-admin/talks/${eventId}`, await signInAdmin(t.app));
    expect([403, 404]).toContain(admin.statusCode);
    const bad = await call('DELETE', '/api/speaker-admin/talks/abc', owner.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id');

    expect(await t.database.db.select().from(events).where(eq(events.id, eventId))).toHaveLength(1);
    expect(await t.database.db.select().from(responses).where(eq(responses.eventId, eventId))).toHaveLength(1);
  });
});
