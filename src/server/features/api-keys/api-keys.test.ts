import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_REQUESTS_PER_MINUTE, MAX_API_KEYS_PER_SPEAKER } from '../../../shared/contract/api-keys';
import { queryRows } from '../../db/client';
import { apiKeys, events } from '../../db/schema';
import { API_KEY_REFUSED_SPEAKER_ROUTES, isApiKeyRoute, SPEAKER_PREFIX } from '../../http/api-key-access';
import { ROUTE_SETS } from '../../http/route-sets';
import { loggerOptions } from '../../logging';
import {
  createProfile,
  createSecondApp,
  createTestApp,
  linkTokenFromMail,
  signInAdmin,
  signUpSpeaker,
  type TestContext,
} from '../../test/harness';
import { hashToken } from '../../tokens';

// API keys on real parts: the whole app on PGlite or PostgreSQL, its logger writing into `lines`,
// so the last test can look for every key this file made in everything the server logged.

let t: TestContext;
const lines: string[] = [];
const issuedKeys: string[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { logger: loggerOptions('trace', { write: (line: string) => void lines.push(line) }) });
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Speaker = Awaited<ReturnType<typeof signUpSpeaker>>;

const withCookie = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const withKey = (method: Method, url: string, key: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${key}`, ...headers }, ...(payload ? { payload } : {}) });

let slugs = 0;
async function speakerWithTalk(talkTitle: string): Promise<Speaker & { talkId: number }> {
  const speaker = await signUpSpeaker(t.app);
  slugs += 1;
  await createProfile(t.database, speaker.user, { slug: `api-key-speaker-${slugs}` });
  const res = await withCookie('POST', '/api/speaker-admin/talks', speaker.cookie, {
    eventName: 'Future of Work Summit',
    talkTitle,
    eventDate: '2026-11-20',
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...speaker, talkId: res.json().id as number };
}

async function createKey(speaker: { cookie: string }, name = 'Zapier', access: 'read' | 'read-write' = 'read-write') {
  const res = await withCookie('POST', '/api/speaker-admin/api-keys', speaker.cookie, { name, access });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json() as { id: number; name: string; key: string; access: string; hint: string; createdAt: string };
  issuedKeys.push(created.key);
  return created;
}

const keyRows = (userId: number) => t.database.db.select().from(apiKeys).where(eq(apiKeys.userId, userId));

describe('creating, listing and revoking keys', () => {
  it('answers the key once and stores only its SHA-256', async () => {
    const maya = await speakerWithTalk('Leading Hybrid Teams');
    const created = await createKey(maya, 'My Zapier zap', 'read');
    expect(created).toMatchObject({ name: 'My Zapier zap', access: 'read' });
    expect(created.key).toMatch(/^spk_[A-Za-z0-9_-]{43}$/);
    expect(created.hint).toBe(`spk_…${created.key.slice(-4)}`);

    const rows = await keyRows(maya.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.keyHash).toBe(hashToken(created.key));
    expect(rows[0]!.lastUsedAt).toBeNull();
    // No column holds the key, nor any long part of it.
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(created.key);
    expect(stored).not.toContain(created.key.slice(4, 20));

    const list = await withCookie('GET', '/api/speaker-admin/api-keys', maya.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      keys: [{ id: created.id, name: 'My Zapier zap', access: 'read', hint: created.hint, createdAt: created.createdAt, lastUsedAt: null }],
    });
    expect(list.body).not.toContain(created.key.slice(4, 20));
  });

  it.each([
    [{ access: 'read' }, 'name'],
    [{ name: '   ', access: 'read' }, 'name'],
    [{ name: 'x'.repeat(101), access: 'read' }, 'name'],
    [{ name: 'Make' }, 'access'],
    [{ name: 'Make', access: 'admin' }, 'access'],
  ])('refuses %j with a 400 naming %s, and makes nothing', async (payload, field) => {
    const maya = await signUpSpeaker(t.app);
    const res = await withCookie('POST', '/api/speaker-admin/api-keys', maya.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().message).toContain(field);
    expect(await keyRows(maya.user.id)).toHaveLength(0);
  });

  it(`allows ${MAX_API_KEYS_PER_SPEAKER} keys per speaker`, async () => {
    const maya = await signUpSpeaker(t.app);
    await t.database.db.insert(apiKeys).values(
      Array.from({ length: MAX_API_KEYS_PER_SPEAKER - 1 }, (_, i) => ({
        userId: maya.user.id,
        name: `script ${i}`,
        access: 'read' as const,
        keyHash: `hash-${maya.user.id}-${i}`,
        hint: 'spk_…abcd',
      })),
    );
    await createKey(maya, 'the last one');
    const over = await withCookie('POST', '/api/speaker-admin/api-keys', maya.cookie, { name: 'one too many', access: 'read' });
    expect(over.statusCode).toBe(409);
    expect(await keyRows(maya.user.id)).toHaveLength(MAX_API_KEYS_PER_SPEAKER);
  });

  it('are refused to anonymous callers, the owner and other speakers', async () => {
    const maya = await signUpSpeaker(t.app);
    const key = await createKey(maya);
    const admin = await signInAdmin(t.app);
    for (const [method, url] of [
      ['GET', '/api/speaker-admin/api-keys'],
      ['POST', '/api/speaker-admin/api-keys'],
      ['DELETE', `/api/speaker-admin/api-keys/${key.id}`],
    ] as const) {
      const payload = method === 'POST' ? { name: 'n8n', access: 'read' } : undefined;
      expect((await withCookie(method, url, undefined, payload)).statusCode).toBe(401);
      expect((await withCookie(method, url, admin, payload)).statusCode).toBe(403);
    }
    const [owner] = await queryRows<{ id: number }>(t.database.db, sql`select id from users where role = 'admin'`);
    expect(await keyRows(owner!.id)).toHaveLength(0);

    // Another speaker neither sees nor revokes Maya's key.
    const omar = await signUpSpeaker(t.app);
    expect((await withCookie('GET', '/api/speaker-admin/api-keys', omar.cookie)).json()).toEqual({ keys: [] });
    expect((await withCookie('DELETE', `/api/speaker-admin/api-keys/${key.id}`, omar.cookie)).statusCode).toBe(404);
    expect(await keyRows(maya.user.id)).toHaveLength(1);
    // The old address of the talks list answers a key as the new one does.
    expect((await withKey('GET', '/api/speaker-admin/events', key.key)).statusCode).toBe(200);
  });

  it('a revoked key is answered 401 from then on', async () => {
    const maya = await speakerWithTalk('Revoked talk');
    const key = await createKey(maya);
    expect((await withKey('GET', '/api/speaker-admin/talks', key.key)).statusCode).toBe(200);
    const revoked = await withCookie('DELETE', `/api/speaker-admin/api-keys/${key.id}`, maya.cookie);
    expect(revoked.statusCode).toBe(204);
    expect(await keyRows(maya.user.id)).toHaveLength(0);
    const after = await withKey('GET', '/api/speaker-admin/talks', key.key);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHORIZED');
    expect((await withCookie('DELETE', `/api/speaker-admin/api-keys/${key.id}`, maya.cookie)).statusCode).toBe(404);
  });
});

describe('a keyed request', () => {
  it('reads its own speaker’s talks and answers, never another speaker’s', async () => {
    const maya = await speakerWithTalk('Maya’s keynote');
    const omar = await speakerWithTalk('Omar’s workshop');
    const mayaKey = await createKey(maya, 'Maya’s script', 'read');
    const omarKey = await createKey(omar, 'Omar’s script', 'read');

    const mayaTalks = await withKey('GET', '/api/speaker-admin/talks', mayaKey.key);
    expect(mayaTalks.statusCode).toBe(200);
    expect((mayaTalks.json() as { id: number; talkTitle: string }[]).map((e) => e.talkTitle)).toEqual(['Maya’s keynote']);
    const omarTalks = await withKey('GET', '/api/speaker-admin/talks', omarKey.key);
    expect((omarTalks.json() as { id: number; talkTitle: string }[]).map((e) => e.talkTitle)).toEqual(['Omar’s workshop']);

    expect((await withKey('GET', `/api/speaker-admin/talks/${maya.talkId}/responses`, mayaKey.key)).statusCode).toBe(200);
    for (const url of [`/api/speaker-admin/talks/${omar.talkId}`, `/api/speaker-admin/talks/${omar.talkId}/responses`]) {
      expect((await withKey('GET', url, mayaKey.key)).statusCode).toBe(404);
    }
    // HEAD is a read too.
    expect((await withKey('HEAD', '/api/speaker-admin/talks', mayaKey.key)).statusCode).toBe(200);
  });

  it('with a read-only key is refused any change; a read-write key makes it (no Origin, so the cross-site guard lets it by)', async () => {
    const maya = await speakerWithTalk('First talk');
    const reader = await createKey(maya, 'reader', 'read');
    const writer = await createKey(maya, 'writer', 'read-write');
    const talk = { eventName: 'DevOps Days', talkTitle: 'Made by a script', eventDate: '2026-12-01' };
    const talksOf = async () =>
      (await t.database.db.select().from(events).where(eq(events.speakerUserId, maya.user.id))).map((e) => e.talkTitle);

    for (const [method, url] of [
      ['POST', '/api/speaker-admin/talks'],
      ['PUT', `/api/speaker-admin/talks/${maya.talkId}`],
      ['DELETE', `/api/speaker-admin/talks/${maya.talkId}`],
    ] as const) {
      const res = await withKey(method, url, reader.key, method === 'DELETE' ? undefined : talk);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('API_KEY_READ_ONLY');
    }
    expect(await talksOf()).toEqual(['First talk']);

    const made = await withKey('POST', '/api/speaker-admin/talks', writer.key, talk, { 'content-type': 'application/json' });
    expect(made.statusCode, made.body).toBe(201);
    expect((await talksOf()).sort()).toEqual(['First talk', 'Made by a script']);
  });

  it('is decided by the key when a session cookie comes too; a bad key with a good cookie is 401', async () => {
    const maya = await speakerWithTalk('Key owner’s talk');
    const omar = await speakerWithTalk('Cookie owner’s talk');
    const key = await createKey(maya, 'both', 'read');
    const both = await withKey('GET', '/api/speaker-admin/talks', key.key, undefined, { cookie: omar.cookie });
    expect((both.json() as { talkTitle: string }[]).map((e) => e.talkTitle)).toEqual(['Key owner’s talk']);
    // The read-only key's limits hold even though the cookie's session could write.
    const write = await withKey('DELETE', `/api/speaker-admin/talks/${omar.talkId}`, key.key, undefined, { cookie: omar.cookie });
    expect(write.statusCode).toBe(403);
    const bad = await withKey('GET', '/api/speaker-admin/talks', `spk_${'A'.repeat(43)}`, undefined, { cookie: omar.cookie });
    expect(bad.statusCode).toBe(401);
    expect((await withKey('GET', '/api/speaker-admin/talks', 'not-a-key', undefined, { cookie: omar.cookie })).statusCode).toBe(401);
  });

  it('may come as the user name of Basic auth (as a polling trigger sends it), with the same limits; other Basic credentials are none', async () => {
    const maya = await speakerWithTalk('Polled talk');
    const reader = await createKey(maya, 'Zapier poll', 'read');
    const basic = (user: string, password = '') => ({ authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` });
    const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/speaker-admin/hot-leads?limit=5', headers });

    const polled = await get(basic(reader.key));
    expect(polled.statusCode, polled.body).toBe(200);
    expect(polled.json()).toMatchObject({ items: [], nextCursor: null });
    // The password is not read: Zapier's form asks for one, and anything typed there works the same.
    expect((await get(basic(reader.key, 'anything'))).statusCode).toBe(200);
    // Still the read-only key it is.
    const write = await t.app.inject({
      method: 'DELETE',
      url: `/api/speaker-admin/talks/${maya.talkId}`,
      headers: basic(reader.key),
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe('API_KEY_READ_ONLY');
    // A revoked or unknown key is 401, as with Bearer; a Basic user name that is no key is no credential (401 for no sign-in).
    expect((await get(basic(`spk_${'B'.repeat(43)}`))).statusCode).toBe(401);
    expect((await get(basic('maya@example.com', 'her-password'))).statusCode).toBe(401);
    expect((await get({ authorization: 'Basic %%%' })).statusCode).toBe(401);
    // Where keys may not go, a Basic key is refused as a Bearer one is.
    const keys = await t.app.inject({ method: 'GET', url: '/api/speaker-admin/api-keys', headers: basic(reader.key) });
    expect(keys.statusCode).toBe(403);
    expect(keys.json().code).toBe('API_KEY_NOT_ALLOWED');
  });

  it('moves last_used_at forward at most once a minute', async () => {
    const maya = await speakerWithTalk('Used talk');
    const key = await createKey(maya, 'used', 'read');
    const lastUsed = async () => (await keyRows(maya.user.id))[0]!.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await withKey('GET', '/api/speaker-admin/talks', key.key);
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await withKey('GET', '/api/speaker-admin/talks', key.key);
    expect((await lastUsed())!.getTime()).toBe(first!.getTime());
    const listed = (await withCookie('GET', '/api/speaker-admin/api-keys', maya.cookie)).json().keys[0];
    expect(listed.lastUsedAt).toBe(first!.toISOString());

    await t.database.db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now() - interval '2 minutes'` })
      .where(eq(apiKeys.id, key.id));
    const old = await lastUsed();
    await withKey('GET', '/api/speaker-admin/talks', key.key);
    expect((await lastUsed())!.getTime()).toBeGreaterThan(old!.getTime());
  });

  it(`is limited to ${API_KEY_REQUESTS_PER_MINUTE} a minute per key, counted across processes`, async () => {
    const maya = await speakerWithTalk('Busy talk');
    const busy = await createKey(maya, 'busy', 'read');
    const calm = await createKey(maya, 'calm', 'read');
    const second = await createSecondApp(t);
    try {
      // One request on each process: both count in the same row.
      expect((await withKey('GET', '/api/speaker-admin/talks', busy.key)).statusCode).toBe(200);
      const other = await second.app.inject({
        method: 'GET',
        url: '/api/speaker-admin/talks',
        headers: { authorization: `Bearer ${busy.key}` },
      });
      expect(other.statusCode).toBe(200);
      const [hits] = await queryRows<{ count: number }>(
        t.database.db,
        sql`select count from rate_limit_hits where key = ${`api-key:${busy.id}`}`,
      );
      expect(Number(hits!.count)).toBe(2);

      // The rest of the minute's allowance spent, as a script in a loop would.
      await t.database.db.execute(
        sql`update rate_limit_hits set count = ${API_KEY_REQUESTS_PER_MINUTE} where key = ${`api-key:${busy.id}`}`,
      );
      for (const app of [t.app, second.app]) {
        const res = await app.inject({ method: 'GET', url: '/api/speaker-admin/talks', headers: { authorization: `Bearer ${busy.key}` } });
        expect(res.statusCode).toBe(429);
        expect(res.json().code).toBe('RATE_LIMITED');
        expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
      // Another key of the same speaker has its own allowance, and the web app its own.
      expect((await withKey('GET', '/api/speaker-admin/talks', calm.key)).statusCode).toBe(200);
      expect((await withCookie('GET', '/api/speaker-admin/talks', maya.cookie)).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('is removed with the account it belongs to', async () => {
    const maya = await speakerWithTalk('Soon erased');
    const key = await createKey(maya, 'erased', 'read-write');
    const asked = await withCookie('POST', '/api/speaker-admin/account-deletions', maya.cookie, { currentPassword: maya.body.password });
    expect(asked.statusCode, asked.body).toBe(202);
    const token = await linkTokenFromMail(t.database, maya.user.email, '/speaker/delete-account');
    expect((await withCookie('POST', '/api/public/account-deletions/confirmations', undefined, { token })).statusCode).toBe(200);
    expect(await keyRows(maya.user.id)).toHaveLength(0);
    expect((await withKey('GET', '/api/speaker-admin/talks', key.key)).statusCode).toBe(401);
  });
});

describe('routes a key may use', () => {
  const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');
  const expectations: [string, boolean][] = [
    ['GET /api/speaker-admin/events', true],
    ['POST /api/speaker-admin/talks', true],
    ['GET /api/speaker-admin/talks/:id/responses', true],
    ['GET /api/speaker-admin/webhooks', true],
    ['POST /api/speaker-admin/api-keys', false],
    ['GET /api/speaker-admin/api-keys', false],
    ['DELETE /api/speaker-admin/api-keys/:id', false],
    // Account deletion and mailboxes, at their paths and at the old ones that still answer.
    ['POST /api/speaker-admin/account-deletions', false],
    ['GET /api/public/account-deletions/:token', false],
    ['POST /api/public/account-deletions/confirmations', false],
    ['PUT /api/speaker-admin/mail-accounts/:provider', false],
    ['DELETE /api/speaker-admin/mail-accounts/:provider', false],
    ['POST /api/speaker-admin/mail-accounts/:provider/test-messages', false],
    ['POST /api/auth/:provider/connect', false],
    ['POST /api/auth/:provider/disconnect', false],
    ['GET /api/public/mail-accounts/gmail/callback', false],
    ['GET /api/auth/gmail/callback', false],
    // Which mailbox is connected is read as the page reads it, at its path (not the old one).
    ['GET /api/speaker-admin/mail-accounts', true],
    ['GET /api/speaker/auth-status', false],
    ['PUT /api/account/password', false],
    ['PUT /api/account/email', false],
    ['DELETE /api/account/sessions', false],
    ['GET /api/account/user', false],
    ['GET /api/admin/mail-messages', false],
    ['POST /api/admin/sessions', false],
    ['POST /api/public/sessions', false],
    ['GET /api/presentations', false],
    // The talks' old address under the speaker's prefix answers a key like the new one.
    ['GET /api/speaker-admin/talks', true],
  ];
  const keyed = (r: { method: string; url: string }) => isApiKeyRoute(r.url);

  it('follow the list: the speaker’s canonical routes, less key management, account deletion and mailboxes', () => {
    expect(SPEAKER_PREFIX).toBe(ROUTE_SETS.find((s) => s.audience === 'speaker')!.prefix);
    const routes = new Map(t.app.apiRoutes.map((r) => [`${r.method} ${r.url}`, r]));
    for (const [route, allowed] of expectations) {
      expect(routes.has(route), route).toBe(true);
      expect(keyed(routes.get(route)!), route).toBe(allowed);
    }
    // Each refused prefix names routes that exist, so none is a typo.
    for (const refused of API_KEY_REFUSED_SPEAKER_ROUTES) {
      expect(
        t.app.apiRoutes.some((r) => r.url.startsWith(refused.prefix)),
        refused.prefix,
      ).toBe(true);
    }
    // Keys stay off every owner route, whatever its path.
    expect(t.app.apiRoutes.filter((r) => r.admin && keyed(r))).toEqual([]);
  });

  it('every other registered route refuses a valid read-write key with API_KEY_NOT_ALLOWED, and changes nothing', async () => {
    const maya = await speakerWithTalk('Walked talk');
    const key = await createKey(maya, 'walker', 'read-write');
    const refused = t.app.apiRoutes.filter((r) => !keyed(r));
    expect(refused.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const route of refused) {
      const res = await withKey(
        route.method as Method,
        concrete(route.url),
        key.key,
        route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      );
      if (res.statusCode !== 403 || res.json().code !== 'API_KEY_NOT_ALLOWED')
        failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect(await keyRows(maya.user.id)).toHaveLength(1);
    expect((await t.database.db.select().from(events).where(eq(events.speakerUserId, maya.user.id))).length).toBe(1);
  });

  it('every allowed route lets a valid key past the sign-in wall (GET routes walked)', async () => {
    const maya = await speakerWithTalk('Allowed talk');
    const key = await createKey(maya, 'allowed', 'read');
    const allowed = t.app.apiRoutes.filter((r) => keyed(r) && r.method === 'GET' && !r.eventStream);
    expect(allowed.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const route of allowed) {
      const res = await withKey('GET', concrete(route.url), key.key);
      const code = res.statusCode >= 400 ? (res.json() as { code?: string }).code : undefined;
      if (res.statusCode === 401 || code?.startsWith('API_KEY') || code === 'FORBIDDEN')
        failures.push(`${route.url} → ${res.statusCode} ${code}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('logs', () => {
  it('never hold a key, from a good request or a refused one', async () => {
    const maya = await speakerWithTalk('Logged talk');
    const key = await createKey(maya, 'logged', 'read');
    await withKey('GET', '/api/speaker-admin/talks', key.key);
    await withKey('POST', '/api/speaker-admin/talks', key.key, {});
    await withKey('GET', '/api/account/user', key.key);
    await withKey('GET', `/api/speaker-admin/talks?key=${key.key}`, key.key);
    await withKey('GET', `/api/speaker-admin/${key.key}`, key.key);
    const unknown = `spk_${'Z'.repeat(43)}`;
    await withKey('GET', '/api/speaker-admin/talks', unknown);
    expect(issuedKeys.length).toBeGreaterThan(10);
    expect(lines.length).toBeGreaterThan(100);
    const log = lines.join('\n');
    // Requests were logged (so the test looks at real lines), and no key in any of them.
    expect(log).toContain('/api/speaker-admin/talks');
    for (const secret of [...issuedKeys, unknown]) {
      expect(log).not.toContain(secret);
      expect(log).not.toContain(secret.slice(4));
    }
  });
});
