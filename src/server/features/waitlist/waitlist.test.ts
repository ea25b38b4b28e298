import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistEntries } from '../../db/schema';
import { confirmEmail, createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';
import { WAITLIST_SIGNUPS_PER_HOUR } from './routes';

let t: TestContext;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signInAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

const join = (payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/waitlist', payload: payload as object, remoteAddress: ip });
const count = async () => (await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(waitlistEntries))[0]!.n;
const rows = () => t.database.db.select().from(waitlistEntries);

describe('the place on the list and the sender to let through', () => {
  it('tells each new entry its place on the list, counting everyone who joined before it', async () => {
    const first = await join({ name: 'Ada Place', email: 'ada.place@example.com', heardAbout: null }, '10.9.0.1');
    const second = await join({ name: 'Ben Place', email: 'ben.place@example.com', heardAbout: null }, '10.9.0.1');
    expect(first.statusCode).toBe(201);
    const before = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(waitlistEntries)
      .where(sql`${waitlistEntries.id} <= (select id from waitlist_entries where email = 'ada.place@example.com')`);
    expect(first.json().position).toBe(before[0]!.n);
    expect(second.json().position).toBe(first.json().position + 1);
  });

  it('names the address our messages come from, to anyone', async () => {
    const own = await createTestApp({ MAIL_FROM: 'Paula at SpeakerPro <hello@speakerpro.example>' });
    try {
      const res = await own.app.inject({ method: 'GET', url: '/api/public/mail-sender' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ address: 'hello@speakerpro.example', name: 'Paula at SpeakerPro' });
    } finally {
      await own.close();
    }
    const plain = await createTestApp({ MAIL_FROM: 'owner@speakerpro.example' });
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/public/mail-sender' })).json()).toEqual({
        address: 'owner@speakerpro.example',
        name: null,
      });
    } finally {
      await plain.close();
    }
  });
});

describe('POST /api/waitlist', () => {
  it('adds the visitor with the e-mail trimmed and lower-cased', async () => {
    const res = await join({ name: ' Maya Okafor ', email: '  Maya.Okafor@Example.COM ', heardAbout: 'linkedin' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: "You've successfully joined the waitlist.",
      entry: { name: 'Maya Okafor', email: 'maya.okafor@example.com', heardAbout: 'linkedin' },
    });
    const stored = (await rows()).find((r) => r.email === 'maya.okafor@example.com');
    expect(stored).toMatchObject({ name: 'Maya Okafor', heardAbout: 'linkedin' });
  });

  it('answers a second signup with the same address "already on the waitlist" and stores nothing new', async () => {
    const before = await count();
    const res = await join({ name: 'Someone Else', email: 'MAYA.okafor@example.com  ', heardAbout: 'word-of-mouth' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('already on the waitlist');
    expect(res.json().code).toBe('ALREADY_ON_WAITLIST');
    expect(await count()).toBe(before);
    const stored = (await rows()).filter((r) => r.email.toLowerCase() === 'maya.okafor@example.com');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Maya Okafor', heardAbout: 'linkedin' });
  });

  it('lets only one of two simultaneous signups for one address through', async () => {
    const results = await Promise.all([0, 1, 2].map(() => join({ name: 'Race', email: 'race@example.com' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await rows()).filter((r) => r.email === 'race@example.com')).toHaveLength(1);
  });

  it('heardAbout is optional and must be one of the four sources', async () => {
    expect((await join({ name: 'No Source', email: 'nosource@example.com', heardAbout: '' })).statusCode).toBe(201);
    const bad = await join({ name: 'Bad Source', email: 'badsource@example.com', heardAbout: 'tiktok' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields[0].field).toBe('heardAbout');
  });

  it.each([
    ['a missing name', { email: 'x1@example.com' }, 'name'],
    ['a blank name', { name: '   ', email: 'x2@example.com' }, 'name'],
    ['a missing e-mail', { name: 'X' }, 'email'],
    ['an invalid e-mail', { name: 'X', email: 'not-an-email' }, 'email'],
    ['a name over 100 characters', { name: 'n'.repeat(101), email: 'x3@example.com' }, 'name'],
    ['an e-mail over 254 characters', { name: 'X', email: `${'e'.repeat(250)}@example.com` }, 'email'],
    ['a number as name', { name: 42, email: 'x4@example.com' }, 'name'],
    ['an object as e-mail', { name: 'X', email: { $ne: '' } }, 'email'],
  ])('refuses %s with a 400 naming the field', async (_label, payload, field) => {
    const before = await count();
    const res = await join(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(await count()).toBe(before);
  });

  it('uses the spec messages for the name and e-mail rules', async () => {
    const res = await join({ name: '', email: 'bad' });
    const messages = res.json().details.fields.map((f: { message: string }) => f.message);
    expect(messages).toContain('Please enter your name to join the waitlist.');
    expect(messages).toContain('Please enter a valid email address.');
  });

  it('stores a name with a script tag as plain text', async () => {
    const name = '<script>alert(1)</script> Eve';
    expect((await join({ name, email: 'eve@example.com' })).statusCode).toBe(201);
    expect((await rows()).find((r) => r.email === 'eve@example.com')?.name).toBe(name);
  });

  it(`limits signups to ${WAITLIST_SIGNUPS_PER_HOUR} per address per hour`, async () => {
    for (let i = 0; i < WAITLIST_SIGNUPS_PER_HOUR; i += 1) {
      expect((await join({ name: 'Flood', email: `flood${i}@example.com` }, '10.9.9.9')).statusCode).toBe(201);
    }
    const refused = await join({ name: 'Flood', email: 'flood-last@example.com' }, '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await rows()).some((r) => r.email === 'flood-last@example.com')).toBe(false);
  });
});

describe('GET /api/waitlist', () => {
  it('is the admin list, with heard_about and joined_at', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/waitlist', headers: { cookie: adminCookie } });
    expect(res.statusCode).toBe(200);
    const maya = res.json().find((e: { email: string }) => e.email === 'maya.okafor@example.com');
    expect(maya).toMatchObject({ name: 'Maya Okafor', heard_about: 'linkedin', heardAbout: 'linkedin' });
    expect(Date.parse(maya.joined_at)).not.toBeNaN();
    expect(maya.joinedAt).toBe(maya.joined_at);
  });

  it('answers 401 to anonymous callers and 403 to a speaker', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/waitlist' })).statusCode).toBe(401);
    const speaker = await signUpSpeaker(t.app, { email: 'maya.okafor@example.com' });
    const res = await t.app.inject({ method: 'GET', url: '/api/waitlist', headers: { cookie: speaker.cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('race@example.com');
  });
});

describe('GET /api/speaker-admin/waitlist-entries', () => {
  const OWN = '/api/speaker-admin/waitlist-entries';
  it("gives a speaker only the entry with their own account's e-mail", async () => {
    const onList = await signUpSpeaker(t.app, { email: 'Eve@Example.com' });
    // Whoever signed up first with the address sees nothing until they prove it is theirs.
    const unverified = await t.app.inject({ method: 'GET', url: OWN, headers: { cookie: onList.cookie } });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(unverified.body).not.toContain('Eve');
    await confirmEmail(t, 'eve@example.com');
    const res = await t.app.inject({ method: 'GET', url: OWN, headers: { cookie: onList.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ email: 'eve@example.com', name: '<script>alert(1)</script> Eve' }]);

    const notOnList = await signUpSpeaker(t.app);
    await confirmEmail(t, notOnList.user.email);
    const none = await t.app.inject({ method: 'GET', url: OWN, headers: { cookie: notOnList.cookie } });
    expect(none.json()).toEqual([]);
  });

  it('answers 401 to anonymous callers and 403 to the owner (not a speaker)', async () => {
    expect((await t.app.inject({ method: 'GET', url: OWN })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: OWN, headers: { cookie: adminCookie } })).statusCode).toBe(403);
  });

  it('the first address, /api/waitlist/me, is gone (nobody outside holds it), as is …/waitlist/me under the prefix', async () => {
    const speaker = await signUpSpeaker(t.app, { email: 'old-address@example.com' });
    const old = await t.app.inject({ method: 'GET', url: '/api/waitlist/me', headers: { cookie: speaker.cookie } });
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe('Not found: GET /api/waitlist/me');
    const gone = await t.app.inject({ method: 'GET', url: '/api/speaker-admin/waitlist/me', headers: { cookie: speaker.cookie } });
    expect(gone.statusCode).toBe(404);
  });
});
