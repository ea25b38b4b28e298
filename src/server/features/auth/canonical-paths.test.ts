import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, linkTokenFromMail, sessionCookie, signInAdmin, TEST_ADMIN, type TestContext } from '../../test/harness';
import { mailText, startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';

/*
 * Signing up, in and out, the e-mailed links and the account's own settings at their
 * resource-shaped paths; the old addresses the specification's tools and already-sent e-mails use
 * still answer (saying they are old), and the verb paths they replaced are gone.
 */

let smtp: TestSmtpServer;
let t: TestContext;
let ownerCookie: string;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://speakerpro.example' });
  ownerCookie = await signInAdmin(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });

let counter = 0;
const newSpeaker = () => {
  counter += 1;
  return { firstName: 'Nadia', lastName: 'Brooks', email: `nadia${counter}.${Date.now()}@example.com`, password: 'stage-lights-2026' };
};

async function signUp() {
  const body = newSpeaker();
  const res = await call('POST', '/api/public/accounts', undefined, body);
  expect(res.statusCode, res.body).toBe(202);
  const login = await call('POST', '/api/public/sessions', undefined, { email: body.email, password: body.password });
  expect(login.statusCode, login.body).toBe(200);
  return { body, cookie: sessionCookie(login), user: login.json().user as { id: number; email: string } };
}

/** The newest e-mail the SMTP server received for `to` with `subject`, as text. */
async function receivedMail(to: string, subject: string) {
  await t.deps.mailer.deliverDue();
  const mail = smtp.received.filter((m) => m.to.includes(to) && m.raw.includes(`Subject: ${subject}`)).at(-1);
  expect(mail, `${subject} to ${to}`).toBeDefined();
  return mailText(mail!.raw);
}

const fieldOf = (res: { json(): unknown }) => (res.json() as { details: { fields: { field: string }[] } }).details.fields[0]!.field;

describe('signing up and confirming the address', () => {
  it('POST /api/public/accounts creates the account (its password signs in, Path=/) and e-mails a link whose token POST /api/public/email-verifications confirms', async () => {
    const { body, cookie, user } = await signUp();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: body.email, firstName: 'Nadia', emailVerifiedAt: null });
    const sessionSet = (await call('POST', '/api/public/sessions', undefined, { email: body.email, password: body.password })).cookies[0]!;
    expect(sessionSet.path).toBe('/');

    const text = await receivedMail(body.email, 'Confirm your e-mail address for SpeakerPro');
    expect(text).toContain('https://speakerpro.example/verify-email?token=');
    const token = await linkTokenFromMail(t.database, body.email, '/verify-email');
    const verified = await call('POST', '/api/public/email-verifications', cookie, { token });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ message: `Your e-mail address ${body.email} is confirmed.`, email: body.email });
    expect((await call('GET', '/api/account/user', cookie)).json()).toMatchObject({ id: user.id, emailVerified: true });
  });

  it('POST /api/account/email-verifications e-mails a new link to the signed-in account; anonymous is 401', async () => {
    const { body, cookie } = await signUp();
    await t.deps.mailer.deliverDue();
    const before = smtp.received.filter((m) => m.to.includes(body.email)).length;
    const res = await call('POST', '/api/account/email-verifications', cookie);
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(`We have e-mailed a new confirmation link to ${body.email}.`);
    await receivedMail(body.email, 'Confirm your e-mail address for SpeakerPro');
    expect(smtp.received.filter((m) => m.to.includes(body.email)).length).toBe(before + 1);
    expect((await call('POST', '/api/account/email-verifications')).statusCode).toBe(401);
  });

  it('answers a new address, a free page and an account alike, and tells each address by e-mail what happened', async () => {
    const fresh = newSpeaker();
    const account = (await signUp()).body;
    const freePage = newSpeaker();
    await t.database.db.insert(users).values({ email: freePage.email, passwordHash: null, firstName: 'Fenna', lastName: 'Free' });

    const answers = [];
    for (const email of [fresh.email, freePage.email, account.email]) {
      const res = await call('POST', '/api/public/accounts', undefined, { ...newSpeaker(), email, password: 'someone-elses-pass-2026' });
      // The address itself is the only part of the answer that differs.
      answers.push({ status: res.statusCode, cookies: res.cookies.length, body: res.body.replace(email, 'ADDRESS') });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 202, cookies: 0 });

    expect(await receivedMail(fresh.email, 'Confirm your e-mail address for SpeakerPro')).toContain('/verify-email?token=');
    expect(await receivedMail(freePage.email, 'Set your SpeakerPro password')).toContain('/claim-account?token=');
    const told = await receivedMail(account.email, 'Someone tried to sign up with your address at SpeakerPro');
    expect(told).toContain('https://speakerpro.example/speaker/login');
    expect(told).toContain('https://speakerpro.example/forgot-password');
    // The account keeps its own password; the one typed at sign-up opens nothing.
    expect((await call('POST', '/api/public/sessions', undefined, { email: account.email, password: account.password })).statusCode).toBe(
      200,
    );
    const [kept] = await t.database.db.select().from(users).where(eq(users.email, freePage.email));
    expect(kept).toMatchObject({ passwordHash: null, firstName: 'Fenna' });
  });

  it('bad input is a 400 naming the field, never a 5xx', async () => {
    const signup = await call('POST', '/api/public/accounts', undefined, { ...newSpeaker(), email: 'not-an-address' });
    expect(signup.statusCode).toBe(400);
    expect(fieldOf(signup)).toBe('email');
    const verify = await call('POST', '/api/public/email-verifications', undefined, { token: 'has spaces!' });
    expect(verify.statusCode).toBe(400);
    expect(fieldOf(verify)).toBe('token');
    const unknown = await call('POST', '/api/public/email-verifications', undefined, { token: 'abcdefABCDEF0123456789' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('INVALID_TOKEN');
  });
});

describe('sessions', () => {
  it('POST /api/public/sessions signs in, GET /api/account/user reads the user, DELETE /api/public/sessions/current signs out', async () => {
    const { body, user } = await signUp();
    const signedIn = await call('POST', '/api/public/sessions', undefined, { email: body.email, password: body.password });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ user: { id: user.id, email: body.email, role: 'speaker' }, message: 'Logged in' });
    const cookie = sessionCookie(signedIn);
    expect((await call('GET', '/api/account/user', cookie)).json()).toMatchObject({ id: user.id });

    const out = await call('DELETE', '/api/public/sessions/current', cookie);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    expect((await call('GET', '/api/account/user', cookie)).statusCode).toBe(401);
  });

  it("the specification's sign-in and sign-out addresses still answer, as old ones", async () => {
    const { body } = await signUp();
    const signedIn = await call('POST', '/api/speaker/login-email', undefined, { email: body.email, password: body.password });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers.deprecation).toBeDefined();
    expect(signedIn.headers.link).toBe('</api/public/sessions>; rel="successor-version"');
    const cookie = sessionCookie(signedIn);
    const user = await call('GET', '/api/speaker-auth/user', cookie);
    expect(user.json().email).toBe(body.email);
    expect(user.headers.deprecation).toBeDefined();
    const out = await call('POST', '/api/speaker-auth/logout', cookie, {});
    expect(out.statusCode).toBe(200);
    expect(out.headers.link).toBe('</api/public/sessions/current>; rel="successor-version"');
    expect((await call('GET', '/api/account/user', cookie)).statusCode).toBe(401);
  });

  it('a wrong password is 401 and bad input a 400 naming the field', async () => {
    const { body } = await signUp();
    const wrong = await call('POST', '/api/public/sessions', undefined, { email: body.email, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.cookies).toEqual([]);
    const missing = await call('POST', '/api/public/sessions', undefined, { email: body.email });
    expect(missing.statusCode).toBe(400);
    expect(fieldOf(missing)).toBe('password');
  });

  it('POST /api/admin/sessions signs the owner in without the owner guard; a speaker gets the one refusal', async () => {
    const owner = await call('POST', '/api/admin/sessions', undefined, TEST_ADMIN);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.role).toBe('admin');
    expect((await call('GET', '/api/admin/mail-messages', sessionCookie(owner))).statusCode).toBe(200);
    const { body } = await signUp();
    const speaker = await call('POST', '/api/admin/sessions', undefined, { email: body.email, password: body.password });
    expect(speaker.statusCode).toBe(401);
    expect(speaker.json().message).toBe('Invalid credentials');
  });

  it('GET /api/public/sessions/new sends the browser to the sign-in page with a safe return path', async () => {
    const res = await call('GET', '/api/public/sessions/new?returnTo=%2Fspeaker%2Fevents%3Ftab%3D2');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/speaker/login?returnTo=%2Fspeaker%2Fevents%3Ftab%3D2');
    const offsite = await call('GET', '/api/public/sessions/new?returnTo=https%3A%2F%2Fevil.example%2F');
    expect(offsite.headers.location).toBe('/speaker/login');
    const tooLong = await call('GET', `/api/public/sessions/new?returnTo=${'a'.repeat(2001)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(fieldOf(tooLong)).toBe('returnTo');
  });
});

describe('one rate limit per action, whichever address is called', () => {
  it('sign-in attempts alternating between the new and the old address count in one bucket', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '4' });
    try {
      const attempt = (url: string) =>
        limited.app.inject({ method: 'POST', url, payload: { email: 'someone@example.com', password: 'guess-again' } });
      const codes: number[] = [];
      for (const url of ['/api/public/sessions', '/api/speaker/login-email', '/api/public/sessions', '/api/speaker/login-email']) {
        codes.push((await attempt(url)).statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 401]);
      const newAddress = await attempt('/api/public/sessions');
      const oldAddress = await attempt('/api/speaker/login-email');
      expect([newAddress.statusCode, oldAddress.statusCode]).toEqual([429, 429]);
      expect(Number(oldAddress.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('password resets', () => {
  it('POST /api/public/password-resets e-mails a link; POST /api/public/password-resets/confirmations sets the password and ends every session', async () => {
    const { body, cookie } = await signUp();
    const asked = await call('POST', '/api/public/password-resets', undefined, { email: body.email });
    expect(asked.statusCode).toBe(202);
    const text = await receivedMail(body.email, 'Reset your SpeakerPro password');
    expect(text).toContain('https://speakerpro.example/reset-password?token=');
    const token = await linkTokenFromMail(t.database, body.email, '/reset-password');

    const done = await call('POST', '/api/public/password-resets/confirmations', undefined, { token, password: 'a-brand-new-secret' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('Your password has been changed. Please sign in with your new password.');
    expect((await call('GET', '/api/account/user', cookie)).statusCode).toBe(401);
    expect((await call('POST', '/api/public/sessions', undefined, { email: body.email, password: body.password })).statusCode).toBe(401);
    expect((await call('POST', '/api/public/sessions', undefined, { email: body.email, password: 'a-brand-new-secret' })).statusCode).toBe(
      200,
    );
    // The link works once.
    const again = await call('POST', '/api/public/password-resets/confirmations', undefined, { token, password: 'yet-another-secret' });
    expect(again.statusCode).toBe(400);
  });

  it('bad input is a 400 naming the field', async () => {
    const short = await call('POST', '/api/public/password-resets/confirmations', undefined, { token: 'abc', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(fieldOf(short)).toBe('password');
    const noEmail = await call('POST', '/api/public/password-resets', undefined, {});
    expect(noEmail.statusCode).toBe(400);
    expect(fieldOf(noEmail)).toBe('email');
    const claim = await call('POST', '/api/public/account-claims', undefined, { password: 'long-enough-password' });
    expect(claim.statusCode).toBe(400);
    expect(fieldOf(claim)).toBe('token');
  });
});

describe("the account's own settings", () => {
  it('PUT /api/account/password changes it and signs out the other devices', async () => {
    const { body, cookie } = await signUp();
    const other = sessionCookie(await call('POST', '/api/public/sessions', undefined, { email: body.email, password: body.password }));
    const res = await call('PUT', '/api/account/password', cookie, { currentPassword: body.password, newPassword: 'changed-on-stage' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your password has been changed. Every other device has been signed out.');
    expect((await call('GET', '/api/account/user', cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/account/user', other)).statusCode).toBe(401);
    expect((await call('POST', '/api/public/sessions', undefined, { email: body.email, password: 'changed-on-stage' })).statusCode).toBe(
      200,
    );
    const bad = await call('PUT', '/api/account/password', cookie, { currentPassword: 'changed-on-stage' });
    expect(bad.statusCode).toBe(400);
    expect(fieldOf(bad)).toBe('newPassword');
  });

  it('PUT /api/account/email e-mails the new address a link that moves the account to it', async () => {
    const { body, cookie, user } = await signUp();
    const newEmail = `moved.${Date.now()}@example.com`;
    const res = await call('PUT', '/api/account/email', cookie, { newEmail, currentPassword: body.password });
    expect(res.statusCode).toBe(202);
    expect(await receivedMail(newEmail, 'Confirm your new e-mail address for SpeakerPro')).toContain(
      'https://speakerpro.example/verify-email?token=',
    );
    const token = await linkTokenFromMail(t.database, newEmail, '/verify-email');
    expect((await call('POST', '/api/public/email-verifications', undefined, { token })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(newEmail);
    const bad = await call('PUT', '/api/account/email', cookie, { newEmail: 'nope', currentPassword: body.password });
    expect(bad.statusCode).toBe(400);
    expect(fieldOf(bad)).toBe('newEmail');
  });

  it('DELETE /api/account/sessions ends every session of the account', async () => {
    const { body, cookie } = await signUp();
    const other = sessionCookie(await call('POST', '/api/public/sessions', undefined, { email: body.email, password: body.password }));
    const res = await call('DELETE', '/api/account/sessions', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await call('GET', '/api/account/user', cookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/account/user', other)).statusCode).toBe(401);
  });

  it.each([
    ['GET', '/api/account/user'],
    ['PUT', '/api/account/password'],
    ['PUT', '/api/account/email'],
    ['DELETE', '/api/account/sessions'],
    ['POST', '/api/account/email-verifications'],
  ] as const)('%s %s asks an anonymous caller to sign in', async (method, url) => {
    const res = await call(method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : {});
    expect(res.statusCode).toBe(401);
  });
});

describe('deleting the account', () => {
  it('POST /api/speaker-admin/account-deletions e-mails a link; GET /api/public/account-deletions/{token} previews; POST …/confirmations deletes', async () => {
    const { body, cookie, user } = await signUp();
    const wrong = await call('POST', '/api/speaker-admin/account-deletions', cookie, { currentPassword: 'not-mine' });
    expect(wrong.statusCode).toBe(400);
    expect(fieldOf(wrong)).toBe('currentPassword');
    const asked = await call('POST', '/api/speaker-admin/account-deletions', cookie, { currentPassword: body.password });
    expect(asked.statusCode).toBe(202);
    const text = await receivedMail(body.email, 'Confirm that you want to delete your SpeakerPro account');
    expect(text).toContain('https://speakerpro.example/speaker/delete-account?token=');
    const token = await linkTokenFromMail(t.database, body.email, '/speaker/delete-account');

    const preview = await call('GET', `/api/public/account-deletions/${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ email: body.email, events: 0, answers: 0 });
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);

    const done = await call('POST', '/api/public/account-deletions/confirmations', cookie, { token });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().email).toBe(body.email);
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect((await call('GET', '/api/account/user', cookie)).statusCode).toBe(401);
  });

  it('only a signed-in speaker may ask: anonymous 401, the owner 403; a malformed token is a 400 naming it', async () => {
    expect((await call('POST', '/api/speaker-admin/account-deletions', undefined, { currentPassword: 'x' })).statusCode).toBe(401);
    expect((await call('POST', '/api/speaker-admin/account-deletions', ownerCookie, { currentPassword: 'x' })).statusCode).toBe(403);
    const bad = await call('GET', '/api/public/account-deletions/not%20a%20token');
    expect(bad.statusCode).toBe(400);
    expect(fieldOf(bad)).toBe('token');
  });
});

// The e-mailed links lead to the web app's pages (/verify-email, /reset-password,
// /speaker/delete-account), never to these, so nobody outside holds them.
describe('the verb paths these replaced', () => {
  it.each([
    ['GET', '/api/login'],
    ['POST', '/api/speaker/verify-email'],
    ['POST', '/api/speaker/password-reset'],
    ['POST', '/api/speaker/password-reset/confirm'],
    ['POST', '/api/speaker/claim-account'],
    ['GET', '/api/speaker/delete-account/abc'],
    ['POST', '/api/speaker/delete-account/confirm'],
    ['POST', '/api/speaker/resend-verification'],
    ['POST', '/api/speaker/change-password'],
    ['POST', '/api/speaker/change-email'],
    ['POST', '/api/speaker/sign-out-everywhere'],
    ['POST', '/api/speaker/delete-account'],
    ['POST', '/api/public/auth/signup'],
    ['POST', '/api/public/auth/login-email'],
    ['POST', '/api/public/auth/logout'],
    ['POST', '/api/public/auth/verify-email'],
    ['POST', '/api/public/auth/password-reset'],
    ['POST', '/api/public/auth/password-reset/confirm'],
    ['POST', '/api/public/auth/claim-account'],
    ['GET', '/api/public/auth/delete-account/abc'],
    ['POST', '/api/public/auth/delete-account/confirm'],
    ['GET', '/api/public/login'],
    ['POST', '/api/admin/login'],
    ['POST', '/api/account/change-password'],
    ['POST', '/api/account/change-email'],
    ['POST', '/api/account/resend-verification'],
    ['POST', '/api/account/sign-out-everywhere'],
    ['POST', '/api/speaker-admin/delete-account'],
  ] as const)('%s %s is gone', async (method, url) => {
    const res = await call(method, url, ownerCookie, method === 'GET' ? undefined : {});
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`Not found: ${method} ${url}`);
  });
});
