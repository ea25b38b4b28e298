import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { signUpSentMessage } from './routes';
import { createTestApp, sessionCookie, signInAdmin, signUpSpeaker, TEST_ADMIN, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
const me = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/speaker-auth/user', headers: cookie ? { cookie } : {} });

describe('POST /api/speaker/signup', () => {
  it('creates a speaker with an argon2id hash and a normalised e-mail, opens no session, and the password signs in', async () => {
    const res = await post('/api/speaker/signup', {
      firstName: ' Grace ',
      lastName: 'Hopper',
      email: '  Grace.Hopper@Example.COM ',
      password: 'compilers-1952',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: signUpSentMessage('grace.hopper@example.com') });
    expect(res.cookies.find((c) => c.name === 'sp_session')).toBeUndefined();
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'grace.hopper@example.com'));
    expect(row).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', role: 'speaker', emailVerifiedAt: null });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('compilers-1952');

    const login = await post('/api/public/sessions', { email: 'grace.hopper@example.com', password: 'compilers-1952' });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === 'sp_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value.length).toBeGreaterThanOrEqual(43);
    const who = await me(sessionCookie(login));
    expect(who.statusCode).toBe(200);
    expect(who.json()).toMatchObject({ email: 'grace.hopper@example.com', role: 'speaker' });
  });

  it('answers a taken address exactly as a new one, in any letter case, keeping the first account and its password', async () => {
    const first = await signUpSpeaker(t.app, { email: 'dup@example.com', password: 'first-password-here' });
    const res = await post('/api/speaker/signup', {
      firstName: 'Other',
      lastName: 'Person',
      email: 'DUP@example.com',
      password: 'second-password-here',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: signUpSentMessage('dup@example.com') });
    expect(res.cookies.find((c) => c.name === 'sp_session')).toBeUndefined();
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'dup@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.firstName).toBe(first.body.firstName);
    expect((await post('/api/speaker/login-email', { email: 'dup@example.com', password: 'first-password-here' })).statusCode).toBe(200);
    expect((await post('/api/speaker/login-email', { email: 'dup@example.com', password: 'second-password-here' })).statusCode).toBe(401);
  });

  it.each([
    [{ lastName: 'L', email: 'a@b.co', password: 'password1' }, 'firstName', 'is required'],
    [{ firstName: 'F', email: 'a@b.co', password: 'password1' }, 'lastName', 'is required'],
    [{ firstName: 'F', lastName: 'L', email: 'not-an-email', password: 'password1' }, 'email', 'must be a valid e-mail address'],
    [{ firstName: 'F', lastName: 'L', email: 'a@b.co', password: 'short' }, 'password', 'must be at least 10 characters'],
    [{ firstName: 'F', lastName: 'L', email: 'a@b.co', password: '123456789' }, 'password', 'must be at least 10 characters'],
    [{ firstName: 'F', lastName: 'L', email: 'a@b.co', password: '1234567890' }, 'password', 'is too easy to guess'],
    [{ firstName: 'F', lastName: 'L', email: 'a@b.co', password: 'password123' }, 'password', 'is too easy to guess'],
    [{ firstName: 'F', lastName: 'L', email: 'a@b.co', password: 'Dragon2026!' }, 'password', 'is too easy to guess'],
    [
      { firstName: 'F', lastName: 'L', email: 'a@b.co', password: 'aaaaaaaaaa' },
      'password',
      'is too easy to guess: it repeats one character',
    ],
    [{ firstName: 'F', lastName: 'L', email: 'a@b.co', password: 'speakerpro2026' }, 'password', 'is too easy to guess'],
    // The person's own name is the first thing a guesser tries.
    [{ firstName: 'Rosalind', lastName: 'Okonkwo', email: 'r@b.co', password: 'okonkwo2026' }, 'password', 'it contains your name'],
    [{ firstName: '   ', lastName: 'L', email: 'a@b.co', password: 'password1' }, 'firstName', 'is required'],
    [{ firstName: 42, lastName: 'L', email: 'a@b.co', password: 'password1' }, 'firstName', 'expected string'],
  ])('answers 400 naming the field for %j', async (payload, field, message) => {
    const res = await post('/api/speaker/signup', payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toContain(field);
    expect(body.details.fields).toContainEqual({ field, message: expect.stringContaining(message) });
  });

  it('answers 400 for a body that is not JSON and for no body at all', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/speaker/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/not valid JSON/);
    const none = await t.app.inject({ method: 'POST', url: '/api/speaker/signup' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/body/);
  });
});

describe('a free-tier speaker without a password', () => {
  it('cannot sign in; signing up with the address only e-mails a claim link to it', async () => {
    const [free] = await t.database.db
      .insert(users)
      .values({ email: 'free.speaker@example.com', passwordHash: null, firstName: 'Free', lastName: 'Tier' })
      .returning();
    const login = await post('/api/speaker/login-email', { email: 'free.speaker@example.com', password: 'anything-at-all' });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe('Invalid email or password');

    const signup = await post('/api/speaker/signup', {
      firstName: 'Fiona',
      lastName: 'Tier',
      email: 'Free.Speaker@example.com',
      password: 'now-with-a-password',
    });
    expect(signup.statusCode).toBe(202);
    expect(signup.cookies.find((c) => c.name === 'sp_session')).toBeUndefined();
    expect(signup.json().message).toContain('free.speaker@example.com');
    // The password typed at sign-up opens nothing: only the link sent to the address does.
    expect(
      (await post('/api/speaker/login-email', { email: 'free.speaker@example.com', password: 'now-with-a-password' })).statusCode,
    ).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, free!.id));
    expect(row).toMatchObject({ passwordHash: null, firstName: 'Free' });
  });
});

describe('POST /api/speaker/login-email', () => {
  it('signs in whatever the letter case of the e-mail and replaces the session id', async () => {
    const { cookie: signupCookie, body } = await signUpSpeaker(t.app, { email: 'case@example.com' });
    const res = await post('/api/speaker/login-email', { email: 'CASE@Example.com', password: body.password }, signupCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('case@example.com');
    const newCookie = sessionCookie(res);
    expect(newCookie).not.toBe(signupCookie);
    // The session the browser carried into the login no longer works.
    expect((await me(signupCookie)).statusCode).toBe(401);
    expect((await me(newCookie)).statusCode).toBe(200);
  });

  it('gives a wrong password and an unknown e-mail the same answer', async () => {
    const { body } = await signUpSpeaker(t.app);
    const wrong = await post('/api/speaker/login-email', { email: body.email, password: 'not-the-password' });
    const unknown = await post('/api/speaker/login-email', { email: 'nobody@example.com', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    // The same answer, but for the request id every answer carries.
    const { requestId: _wrongId, ...wrongAnswer } = wrong.json();
    const { requestId: _unknownId, ...unknownAnswer } = unknown.json();
    expect(wrongAnswer).toEqual(unknownAnswer);
    expect(wrong.json().message).toBe('Invalid email or password');
    expect(wrong.cookies.find((c) => c.name === 'sp_session')).toBeUndefined();
  });

  it('answers 400 naming the field for a malformed body', async () => {
    const res = await post('/api/speaker/login-email', { email: 'x@y.co' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toContainEqual({ field: 'password', message: 'is required' });
  });
});

describe('sessions', () => {
  it('logout deletes the session: the old cookie then gets 401', async () => {
    const { cookie } = await signUpSpeaker(t.app);
    expect((await me(cookie)).statusCode).toBe(200);
    const out = await post('/api/speaker-auth/logout', {}, cookie);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    const cleared = out.cookies.find((c) => c.name === 'sp_session');
    expect(cleared?.value).toBe('');
    const again = await me(cookie);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('an expired session is refused', async () => {
    const { cookie, user } = await signUpSpeaker(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('a made-up cookie is refused', async () => {
    expect((await me('sp_session=made-up-token')).statusCode).toBe(401);
    expect((await me()).statusCode).toBe(401);
  });

  it('GET /api/public/sessions/new sends the browser to the login page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/sessions/new' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/speaker/login');
  });

  it('GET /api/public/sessions/new?returnTo= passes a path of this site on to the login page, and nothing else', async () => {
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/public/sessions/new?returnTo=${encodeURIComponent('/speaker/account?tab=mail')}`,
    });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(`/speaker/login?returnTo=${encodeURIComponent('/speaker/account?tab=mail')}`);
    for (const elsewhere of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/%0d%0aSet-Cookie:x',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/public/sessions/new?returnTo=${encodeURIComponent(elsewhere)}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location === '/speaker/login' || res.headers.location?.startsWith('/speaker/login?returnTo=%2F')).toBe(true);
      expect(res.headers.location).not.toContain('evil');
    }
    const tooLong = await t.app.inject({ method: 'GET', url: `/api/public/sessions/new?returnTo=/${'a'.repeat(2100)}` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('returnTo');
  });
});

describe('admin sign-in', () => {
  it('the configured admin signs in; the session carries the admin role', async () => {
    const cookie = await signInAdmin(t.app);
    const who = await me(cookie);
    expect(who.json()).toMatchObject({ email: TEST_ADMIN.email, role: 'admin' });
  });

  it('a wrong password, an unknown e-mail and a speaker all get "Invalid credentials"', async () => {
    const { body } = await signUpSpeaker(t.app);
    const answers = await Promise.all([
      post('/api/admin/sessions', { email: TEST_ADMIN.email, password: 'wrong-password' }),
      post('/api/admin/sessions', { email: 'stranger@example.com', password: TEST_ADMIN.password }),
      post('/api/admin/sessions', { email: body.email, password: body.password }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid credentials');
      expect(res.cookies.find((c) => c.name === 'sp_session')).toBeUndefined();
    }
  });
});

describe('malformed bodies on every auth endpoint', () => {
  it.each([
    ['/api/speaker/signup', { firstName: 'A', lastName: 'B', email: 'a@b.co', password: ['x'] }, 'password'],
    ['/api/speaker/login-email', { email: 'nope', password: 'whatever1' }, 'email'],
    ['/api/admin/sessions', { email: 'owner@speakerpro.test' }, 'password'],
    ['/api/admin/sessions', { password: 'x' }, 'email'],
  ])('%s with %j answers 400 naming %s', async (url, payload, field) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
    expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('a JSON body that is not an object is a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/speaker/login-email',
      headers: { 'content-type': 'application/json' },
      payload: '"just a string"',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid body/);
  });
});

describe('rate limiting', () => {
  it('refuses the attempt after the limit with 429 and a Retry-After header', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const attempt = () =>
        limited.app.inject({ method: 'POST', url: '/api/speaker/login-email', payload: { email: 'a@b.co', password: 'wrong-pass' } });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/Too many attempts/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Signup has its own counter, also capped.
      for (let i = 0; i < 3; i++) {
        await limited.app.inject({ method: 'POST', url: '/api/speaker/signup', payload: {} });
      }
      const signupBlocked = await limited.app.inject({ method: 'POST', url: '/api/speaker/signup', payload: {} });
      expect(signupBlocked.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('cookies behind https', () => {
  it('are Secure when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://speakerpro.example.com' });
    try {
      const { cookie } = await signUpSpeaker(secure.app, { email: 'secure@example.com', password: 'secure-by-default' });
      expect(cookie).toMatch(/^sp_session=/);
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/public/sessions',
        payload: { email: 'secure@example.com', password: 'secure-by-default' },
      });
      expect(res.cookies.find((c) => c.name === 'sp_session')?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});
