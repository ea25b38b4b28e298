import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './db/schema';
import { hashPassword } from './auth/accounts';
import { loggablePath, loggerOptions, maskText, serializeError } from './logging';
import { unsubscribeToken } from './mail/unsubscribe';
import { appSecret } from './secrets';
import { createTestApp, type TestContext } from './test/harness';

const lines: string[] = [];
let ctx: TestContext;

const SPEAKER = { firstName: 'Maya', lastName: 'Okafor', email: 'log-maya@example.com', password: 'keynote-2026-log' };
const BROKEN = { firstName: 'Broken', lastName: 'Row', email: 'log-broken@example.com', password: 'keynote-2026-broken' };
const QUERY_EMAIL = 'query-person@example.org';
const QUERY_TOKEN = 'Qx7ZpL2mN9vR4tY8wK3jH6gF';
const SHARE_TOKEN = 'Sh4reT0kenAbCdEfGhIjKlMnOpQr5678';
const DIRECT_EMAIL = 'direct-insert@example.net';
const secrets: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp({}, { logger: loggerOptions('trace', { write: (line: string) => void lines.push(line) }) });
  const { app } = ctx;

  // Sign-up, then a request carrying the session cookie.
  const signup = await app.inject({ method: 'POST', url: '/api/speaker/signup', payload: SPEAKER });
  expect(signup.statusCode).toBe(202);
  const signin = await app.inject({
    method: 'POST',
    url: '/api/public/sessions',
    payload: { email: SPEAKER.email, password: SPEAKER.password },
  });
  expect(signin.statusCode).toBe(200);
  const session = signin.cookies.find((c) => c.name === 'sp_session')!.value;
  secrets.push(session);
  expect(
    (await app.inject({ method: 'GET', url: '/api/speaker-auth/user', headers: { cookie: `sp_session=${session}` } })).statusCode,
  ).toBe(200);

  // A failed login.
  const login = await app.inject({
    method: 'POST',
    url: '/api/speaker/login-email',
    payload: { email: SPEAKER.email, password: 'wrong-password-1' },
  });
  expect(login.statusCode).toBe(401);

  // A query string with an e-mail and a token, and a token in a path.
  await app.inject({ method: 'GET', url: `/api/health?email=${encodeURIComponent(QUERY_EMAIL)}&token=${QUERY_TOKEN}` });
  await app.inject({ method: 'GET', url: `/api/graphics/shared/${SHARE_TOKEN}.png` });

  // Unsubscribe links: the one-click API call, the page, and an address in a path.
  const token = unsubscribeToken(appSecret(ctx.config), SPEAKER.email);
  secrets.push(token);
  const query = `email=${encodeURIComponent(SPEAKER.email)}&token=${token}`;
  expect((await app.inject({ method: 'POST', url: `/api/unsubscribe?${query}` })).statusCode).toBe(200);
  await app.inject({ method: 'GET', url: `/unsubscribe?${query}` });
  await app.inject({ method: 'GET', url: `/api/unsubscribe/${encodeURIComponent(SPEAKER.email)}` });
  await app.inject({ method: 'GET', url: `/api/unsubscribe/${SPEAKER.email}/${token}` });

  // The database refuses the sign-up's insert, whose parameters are the address and the argon2
  // hash (and PostgreSQL's detail repeats the whole failing row): the error handler logs it.
  await ctx.database.db.execute(sql`alter table users add constraint log_test_no_broken check (first_name <> 'Broken')`);
  const broken = await app.inject({ method: 'POST', url: '/api/speaker/signup', payload: BROKEN });
  expect(broken.statusCode).toBe(500);

  // The same kind of error logged directly, built by a failing query with a known hash among its parameters.
  const hash = await hashPassword('direct-password-123');
  const failed = await ctx.database.db
    .insert(users)
    .values({ email: DIRECT_EMAIL, passwordHash: hash, firstName: 'Broken', lastName: 'Direct' })
    .then(
      () => undefined,
      (err: unknown) => err,
    );
  expect(failed).toBeInstanceOf(Error);
  expect(String((failed as Error).message)).toContain(hash);
  app.log.error({ err: failed }, 'direct insert failed');
  secrets.push(hash);
});

afterAll(async () => {
  await ctx?.close();
});

describe('log lines', () => {
  it('are written, one per request at least, with the path and never the query string', () => {
    const parsed = lines.map((l) => JSON.parse(l) as { msg?: string; req?: { url: string }; err?: { message: string; type: string } });
    const urls = parsed.flatMap((l) => (l.req ? [l.req.url] : []));
    expect(urls).toContain('/api/speaker/signup');
    expect(urls).toContain('/api/health');
    expect(urls).toContain('/api/unsubscribe');
    expect(urls).toContain('/unsubscribe');
    expect(urls).toContain('/api/unsubscribe/[email]');
    expect(urls).toContain('/api/graphics/shared/:token.png');
    expect(urls.filter((u) => u.includes('?'))).toEqual([]);

    // The database errors are logged, SQL kept (it has placeholders), values gone.
    const errors = parsed.filter((l) => l.err);
    expect(errors.map((l) => l.msg)).toEqual(['unhandled error', 'direct insert failed']);
    for (const e of errors) {
      expect(e.err!.message).toMatch(/Failed query: insert into "users"/);
      expect(e.err!.message).toContain('params: [redacted]');
      expect(e.err!.message).toContain('log_test_no_broken');
      expect(e.err).not.toHaveProperty('params');
      expect(e.err).not.toHaveProperty('query');
    }
  });

  it('hold no e-mail address, password, argon2 hash, session cookie or token', () => {
    const text = lines.join('');
    const emails = [SPEAKER.email, BROKEN.email, QUERY_EMAIL, DIRECT_EMAIL];
    const forbidden = [
      ...emails,
      ...emails.map(encodeURIComponent),
      SPEAKER.password,
      BROKEN.password,
      'wrong-password-1',
      '$argon2',
      QUERY_TOKEN,
      SHARE_TOKEN,
      ...secrets,
    ];
    expect(secrets).toHaveLength(3);
    expect(forbidden.filter((s) => text.includes(s))).toEqual([]);
    // Nothing that looks like an address at all.
    expect(text.match(/[\w.+-]+@[\w-]+\.[\w.]+/g) ?? []).toEqual([]);
  });
});

describe('masking', () => {
  it('masks addresses (also URL-encoded), argon2 hashes, cookie values and secret query values in free text', () => {
    expect(maskText('to Maya.O+talks@Example.co.uk, cc a%40b.io')).toBe('to [email], cc [email]');
    expect(maskText('hash $argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA end')).toBe('hash [password hash] end');
    expect(maskText('Cookie: sp_session=abc123; other=1')).toBe('Cookie: sp_session=[redacted]; other=1');
    expect(maskText('GET /verify?token=abc&x=1&code=zz')).toBe('GET /verify?token=[redacted]&x=1&code=[redacted]');
  });

  it('keeps readable paths and masks token-like segments', () => {
    expect(loggablePath('/api/speaker-data/maya-okafor-keynotes-2026/qr.png?download=1')).toBe(
      '/api/speaker-data/maya-okafor-keynotes-2026/qr.png',
    );
    expect(loggablePath('/api/campaigns/aB3dE5fG7hJ9kL1mN3pQ5r')).toBe('/api/campaigns/:token');
    expect(loggablePath('/api/speaker-admin/events/12345678901234567890')).toBe('/api/speaker-admin/events/12345678901234567890');
  });

  it('drops the parameters of a drizzle error from message, stack and fields, including in causes', () => {
    const cause = Object.assign(new Error('duplicate key value'), { detail: 'Key (email)=(x@y.io) already exists.', params: ['x@y.io'] });
    const err = Object.assign(
      new Error('Failed query: insert into "users" ("email") values ($1)\nparams: x@y.io,$argon2id$v=19$abc', { cause }),
      {
        query: 'insert into "users" ("email") values ($1)',
        params: ['x@y.io', '$argon2id$v=19$abc'],
      },
    );
    const out = serializeError(err) as Record<string, unknown>;
    const json = JSON.stringify(out);
    expect(json).not.toContain('x@y.io');
    expect(json).not.toContain('argon2');
    expect(out.message).toBe('Failed query: insert into "users" ("email") values ($1)\nparams: [redacted]: duplicate key value');
    expect(out.stack).toMatch(/^Error: Failed query: insert into "users" \("email"\) values \(\$1\)\nparams: \[redacted\]\n\s+at /);
    expect(out).not.toHaveProperty('params');
    expect(out).not.toHaveProperty('query');
    // The original error is untouched (it may still be rethrown or inspected).
    expect(err.params).toHaveLength(2);
  });
});
