import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { queryRows } from '../../db/client';
import { mailAccounts, mailMessages, oauthStates } from '../../db/schema';
import { createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { startFakeGoogle, type FakeGoogle } from './fake-google';
import { senderAddress } from './service';

let google: FakeGoogle;
let defaultSmtp: TestSmtpServer;
let t: TestContext;
let adminCookie: string;

beforeAll(async () => {
  google = await startFakeGoogle();
  defaultSmtp = await startTestSmtpServer();
  t = await createTestApp({ ...google.env, SMTP_URL: defaultSmtp.url, MAIL_FROM: 'SpeakerPro <no-reply@speakerpro.test>' });
  adminCookie = await signInAdmin(t.app);
});
afterAll(async () => {
  await t.close();
  await google.close();
  await defaultSmtp.close();
});
afterEach(() => google.reset());

const db = () => t.database.db;
const accountsOf = (userId: number) => db().select().from(mailAccounts).where(eq(mailAccounts.userId, userId));
const statesOf = (userId: number) => db().select().from(oauthStates).where(eq(oauthStates.userId, userId));

async function connect(cookie: string) {
  const res = await t.app.inject({ method: 'PUT', url: '/api/speaker-admin/mail-accounts/gmail', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return new URL(res.json().authUrl as string);
}

/** What the browser does at Google: open the authorization page and get redirected back with a code. */
async function consent(authUrl: URL): Promise<URL> {
  const res = await fetch(authUrl, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

async function callback(callbackUrl: URL | string, cookie?: string) {
  const url = typeof callbackUrl === 'string' ? callbackUrl : callbackUrl.pathname + callbackUrl.search;
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(302);
  return res.headers.location as string;
}

async function connectedSpeaker(email = google.accountEmail) {
  const speaker = await signUpSpeaker(t.app);
  google.accountEmail = email;
  const location = await callback(await consent(await connect(speaker.cookie)), speaker.cookie);
  expect(location).toBe('/email-integration?connected=gmail');
  return speaker;
}

const receivedAs = (user: string) => google.smtp.received.filter((m) => m.user === user);

describe('connecting Gmail (authorization code + state + PKCE) and sending through it', () => {
  it('connects, stores the tokens encrypted, never shows them, and sends queued mail over SMTP with XOAUTH2', async () => {
    const speaker = await signUpSpeaker(t.app);
    google.accountEmail = 'maya.talks@gmail.test';

    const authUrl = await connect(speaker.cookie);
    expect(authUrl.origin + authUrl.pathname).toBe(google.env.GMAIL_AUTH_URL);
    const q = authUrl.searchParams;
    expect(Object.fromEntries(q)).toMatchObject({
      response_type: 'code',
      client_id: google.clientId,
      redirect_uri: 'http://localhost:5000/api/auth/gmail/callback',
      scope: 'https://mail.google.com/ openid email',
      code_challenge_method: 'S256',
      access_type: 'offline',
      prompt: 'consent',
    });
    const [state] = await statesOf(speaker.user.id);
    expect(state).toMatchObject({ state: q.get('state'), provider: 'gmail' });
    expect(q.get('state')!.length).toBeGreaterThanOrEqual(43);
    // The challenge is the S256 of the verifier kept on the server; the verifier itself never leaves it.
    expect(q.get('code_challenge')).toBe(createHash('sha256').update(state!.codeVerifier).digest('base64url'));
    expect(authUrl.toString()).not.toContain(state!.codeVerifier);

    const back = await consent(authUrl);
    expect(back.origin + back.pathname).toBe('http://localhost:5000/api/auth/gmail/callback');
    expect(back.searchParams.get('state')).toBe(q.get('state'));
    expect(await callback(back, speaker.cookie)).toBe('/email-integration?connected=gmail');

    const exchange = google.tokenRequests.at(-1)!;
    expect(exchange).toMatchObject({
      grant_type: 'authorization_code',
      code_verifier: state!.codeVerifier,
      redirect_uri: q.get('redirect_uri'),
    });
    const accessToken = google.lastAccessToken();
    const refreshToken = google.lastRefreshToken();

    const [account] = await accountsOf(speaker.user.id);
    expect(account).toMatchObject({ provider: 'gmail', email: 'maya.talks@gmail.test', isActive: true, lastError: null });
    expect(account!.scope).toContain('https://mail.google.com/');
    expect(account!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 50 * 60 * 1000);
    const rawRow = JSON.stringify(await queryRows(db(), sql`select * from mail_accounts where user_id = ${speaker.user.id}`));
    expect(rawRow).not.toContain(accessToken);
    expect(rawRow).not.toContain(refreshToken);
    expect(account!.accessTokenEnc).toBeTruthy();
    expect(account!.refreshTokenEnc).toBeTruthy();
    expect(await statesOf(speaker.user.id)).toHaveLength(0);

    const status = await t.app.inject({ method: 'GET', url: '/api/speaker-admin/mail-accounts', headers: { cookie: speaker.cookie } });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      authentications: [{ provider: 'gmail', email: 'maya.talks@gmail.test', isActive: true, lastError: null }],
      providers: { gmail: { configured: true }, outlook: { configured: false } },
    });
    expect(status.body).not.toContain(accessToken);
    expect(status.body).not.toContain(refreshToken);
    expect(status.body).not.toMatch(/token/i);

    const sent = await t.deps.mailer.send({
      to: 'priya@brightline.example',
      subject: 'Thank you for coming to my talk',
      text: 'Hi Priya, thank you!',
      source: 'thank-you',
      senderUserId: speaker.user.id,
    });
    expect(sent.status).toBe('sent');
    const delivered = receivedAs('maya.talks@gmail.test');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.to).toEqual(['priya@brightline.example']);
    expect(delivered[0]!.from).toBe('maya.talks@gmail.test');
    expect(delivered[0]!.raw).toContain('Subject: Thank you for coming to my talk');
    expect(google.smtpLogins.at(-1)).toMatchObject({ method: 'XOAUTH2', username: 'maya.talks@gmail.test', accessToken });
    const [row] = await db().select().from(mailMessages).where(eq(mailMessages.id, sent.id));
    expect(row).toMatchObject({ status: 'sent', transport: 'account', fromAddress: '"Maya Okafor" <maya.talks@gmail.test>' });
    expect(delivered[0]!.raw).toMatch(/^From: "?Maya Okafor"? <maya\.talks@gmail\.test>\r?$/m);
    expect(defaultSmtp.received.filter((m) => m.to.includes('priya@brightline.example'))).toHaveLength(0);
  });

  it('reconnecting replaces the account and its tokens', async () => {
    const speaker = await connectedSpeaker('first.account@gmail.test');
    const [before] = await accountsOf(speaker.user.id);
    google.accountEmail = 'second.account@gmail.test';
    expect(await callback(await consent(await connect(speaker.cookie)), speaker.cookie)).toBe('/email-integration?connected=gmail');
    const rows = await accountsOf(speaker.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'second.account@gmail.test', isActive: true });
    expect(rows[0]!.accessTokenEnc).not.toBe(before!.accessTokenEnc);
  });

  it('a replayed callback is refused and changes nothing', async () => {
    const speaker = await signUpSpeaker(t.app);
    const back = await consent(await connect(speaker.cookie));
    expect(await callback(back, speaker.cookie)).toBe('/email-integration?connected=gmail');
    const [before] = await accountsOf(speaker.user.id);
    const requests = google.tokenRequests.length;

    expect(await callback(back, speaker.cookie)).toBe('/email-integration?error=invalid_state');
    expect(google.tokenRequests.length).toBe(requests);
    expect(await accountsOf(speaker.user.id)).toEqual([before]);
  });

  it('PKCE: a wrong code_verifier is refused by the provider and nothing is stored', async () => {
    const speaker = await signUpSpeaker(t.app);
    const back = await consent(await connect(speaker.cookie));
    await db()
      .update(oauthStates)
      .set({ codeVerifier: 'x'.repeat(43) })
      .where(eq(oauthStates.state, back.searchParams.get('state')!));
    expect(await callback(back, speaker.cookie)).toBe('/email-integration?error=token_exchange_failed');
    expect(await accountsOf(speaker.user.id)).toHaveLength(0);
    expect(await statesOf(speaker.user.id)).toHaveLength(0);
  });

  it("another speaker's session cannot complete someone's authorization, and the state is then spent", async () => {
    const owner = await signUpSpeaker(t.app);
    const intruder = await signUpSpeaker(t.app);
    const back = await consent(await connect(owner.cookie));
    expect(await callback(back, intruder.cookie)).toBe('/email-integration?error=session_mismatch');
    expect(await accountsOf(intruder.user.id)).toHaveLength(0);
    expect(await accountsOf(owner.user.id)).toHaveLength(0);
    expect(await callback(back, owner.cookie)).toBe('/email-integration?error=invalid_state');
    expect(await accountsOf(owner.user.id)).toHaveLength(0);
  });

  it('a callback without a session, with an unknown state or without one is refused', async () => {
    const speaker = await signUpSpeaker(t.app);
    const back = await consent(await connect(speaker.cookie));
    expect(await callback(back)).toBe('/email-integration?error=session_mismatch');
    expect(await callback(`/api/auth/gmail/callback?code=abc&state=${'z'.repeat(43)}`, speaker.cookie)).toBe(
      '/email-integration?error=invalid_state',
    );
    expect(await callback('/api/auth/gmail/callback?code=abc', speaker.cookie)).toBe('/email-integration?error=invalid_state');
    expect(await callback('/api/auth/gmail/callback?code=a&code=b&state=x', speaker.cookie)).toBe('/email-integration?error=invalid_state');
    expect(await accountsOf(speaker.user.id)).toHaveLength(0);
  });

  it('an authorization older than 10 minutes is refused', async () => {
    const speaker = await signUpSpeaker(t.app);
    const back = await consent(await connect(speaker.cookie));
    await db()
      .update(oauthStates)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(oauthStates.userId, speaker.user.id));
    expect(await callback(back, speaker.cookie)).toBe('/email-integration?error=invalid_state');
    expect(await accountsOf(speaker.user.id)).toHaveLength(0);
  });

  it('a consent the speaker declined (error=access_denied) stores nothing', async () => {
    const speaker = await signUpSpeaker(t.app);
    const state = (await connect(speaker.cookie)).searchParams.get('state')!;
    expect(await callback(`/api/auth/gmail/callback?error=access_denied&state=${state}`, speaker.cookie)).toBe(
      '/email-integration?error=access_denied',
    );
    expect(await accountsOf(speaker.user.id)).toHaveLength(0);
    expect(await statesOf(speaker.user.id)).toHaveLength(0);
  });

  it('refuses an account whose consent left out sending mail, or whose address is not verified', async () => {
    const speaker = await signUpSpeaker(t.app);
    google.next.scope = 'openid email';
    expect(await callback(await consent(await connect(speaker.cookie)), speaker.cookie)).toBe(
      '/email-integration?error=insufficient_scope',
    );
    google.reset();
    google.next.emailVerified = false;
    expect(await callback(await consent(await connect(speaker.cookie)), speaker.cookie)).toBe('/email-integration?error=no_email');
    google.reset();
    google.next.omitRefreshToken = true;
    expect(await callback(await consent(await connect(speaker.cookie)), speaker.cookie)).toBe('/email-integration?error=no_refresh_token');
    expect(await accountsOf(speaker.user.id)).toHaveLength(0);
  });

  it('keeps at most five authorizations in flight per speaker', async () => {
    const speaker = await signUpSpeaker(t.app);
    for (let i = 0; i < 7; i += 1) await connect(speaker.cookie);
    expect(await statesOf(speaker.user.id)).toHaveLength(5);
  });
});

describe('token refresh', () => {
  it('renews an expired access token with the refresh token, stores it encrypted and sends with it', async () => {
    const speaker = await connectedSpeaker('renew.me@gmail.test');
    const oldToken = google.lastAccessToken();
    const refreshToken = google.lastRefreshToken();
    await db()
      .update(mailAccounts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mailAccounts.userId, speaker.user.id));

    const sent = await t.deps.mailer.send({
      to: 'tom@northwind.example',
      subject: 'Renewed',
      text: 'Hi',
      source: 'test',
      senderUserId: speaker.user.id,
    });
    expect(sent.status).toBe('sent');
    expect(google.tokenRequests.at(-1)).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: google.clientId,
    });
    const newToken = google.lastAccessToken();
    expect(newToken).not.toBe(oldToken);
    expect(google.smtpLogins.at(-1)).toMatchObject({ method: 'XOAUTH2', username: 'renew.me@gmail.test', accessToken: newToken });
    expect(receivedAs('renew.me@gmail.test').map((m) => m.to)).toEqual([['tom@northwind.example']]);

    const [account] = await accountsOf(speaker.user.id);
    expect(account!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 50 * 60 * 1000);
    expect(JSON.stringify(account)).not.toContain(newToken);
    // The refresh answer carried no new refresh token: the old one is kept and still works.
    await db()
      .update(mailAccounts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mailAccounts.userId, speaker.user.id));
    expect(
      (
        await t.deps.mailer.send({
          to: 'tom@northwind.example',
          subject: 'Again',
          text: 'Hi',
          source: 'test',
          senderUserId: speaker.user.id,
        })
      ).status,
    ).toBe('sent');
    expect(google.tokenRequests.at(-1)).toMatchObject({ grant_type: 'refresh_token', refresh_token: refreshToken });
  });

  it('when Google refuses the refresh token, the account is disabled with the reason and mail falls back to the default transport', async () => {
    const speaker = await connectedSpeaker('revoked@gmail.test');
    google.refreshTokens.delete(google.lastRefreshToken());
    await db()
      .update(mailAccounts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mailAccounts.userId, speaker.user.id));

    const sent = await t.deps.mailer.send({
      to: 'lee@contoso.example',
      subject: 'Fallback',
      text: 'Hi',
      source: 'test',
      senderUserId: speaker.user.id,
    });
    expect(sent.status).toBe('sent');
    expect(receivedAs('revoked@gmail.test')).toHaveLength(0);
    expect(defaultSmtp.received.filter((m) => m.to.includes('lee@contoso.example'))).toHaveLength(1);
    const [row] = await db().select().from(mailMessages).where(eq(mailMessages.id, sent.id));
    expect(row).toMatchObject({ transport: 'smtp', fromAddress: 'SpeakerPro <no-reply@speakerpro.test>' });

    const status = await t.app.inject({ method: 'GET', url: '/api/speaker-admin/mail-accounts', headers: { cookie: speaker.cookie } });
    expect(status.json().authentications[0]).toMatchObject({ provider: 'gmail', email: 'revoked@gmail.test', isActive: false });
    expect(status.json().authentications[0].lastError).toMatch(/invalid_grant.*reconnect/i);
  });

  it('when Google is down, the message waits for a retry instead of leaving from another address', async () => {
    const speaker = await connectedSpeaker('outage@gmail.test');
    await db()
      .update(mailAccounts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mailAccounts.userId, speaker.user.id));
    google.next.status = 503;
    const sent = await t.deps.mailer.send({
      to: 'sam@adatum.example',
      subject: 'Later',
      text: 'Hi',
      source: 'test',
      senderUserId: speaker.user.id,
    });
    expect(sent.status).toBe('queued');
    expect(sent.error).toMatch(/503/);
    expect(defaultSmtp.received.filter((m) => m.to.includes('sam@adatum.example'))).toHaveLength(0);
    expect((await accountsOf(speaker.user.id))[0]).toMatchObject({ isActive: true });
  });
});

describe('Test Connection', () => {
  it('logs in with XOAUTH2 and sends a test message to the account itself', async () => {
    const speaker = await connectedSpeaker('tester@gmail.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/speaker-admin/mail-accounts/gmail/test-messages',
      headers: { cookie: speaker.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, email: 'tester@gmail.test' });
    const test = receivedAs('tester@gmail.test');
    expect(test).toHaveLength(1);
    expect(test[0]!.to).toEqual(['tester@gmail.test']);
    expect(test[0]!.raw).toContain('Subject: SpeakerPro test message');
  });

  it('reports the reason when Gmail refuses the login, and records it', async () => {
    const speaker = await connectedSpeaker('refused@gmail.test');
    google.accessTokens.delete(google.lastAccessToken());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/speaker-admin/mail-accounts/gmail/test-messages',
      headers: { cookie: speaker.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(false);
    expect(res.json().message).toMatch(/Gmail did not accept the connection: .*Invalid credentials/);
    expect((await accountsOf(speaker.user.id))[0]!.lastError).toMatch(/Invalid credentials/);
    expect(receivedAs('refused@gmail.test')).toHaveLength(0);
  });

  it('answers 404 when no account is connected', async () => {
    const speaker = await signUpSpeaker(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/speaker-admin/mail-accounts/gmail/test-messages',
      headers: { cookie: speaker.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No Gmail account is connected.');
  });
});

describe('disconnecting', () => {
  it('removes the tokens; mail then leaves through the default transport', async () => {
    const speaker = await connectedSpeaker('leaving@gmail.test');
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/speaker-admin/mail-accounts/gmail',
      headers: { cookie: speaker.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ disconnected: true, message: 'Your email account has been disconnected.' });
    expect(await accountsOf(speaker.user.id)).toHaveLength(0);
    const status = await t.app.inject({ method: 'GET', url: '/api/speaker-admin/mail-accounts', headers: { cookie: speaker.cookie } });
    expect(status.json().authentications).toEqual([]);

    const sent = await t.deps.mailer.send({
      to: 'ana@fabrikam.example',
      subject: 'After',
      text: 'Hi',
      source: 'test',
      senderUserId: speaker.user.id,
    });
    expect(sent.status).toBe('sent');
    expect(receivedAs('leaving@gmail.test')).toHaveLength(0);
    expect(defaultSmtp.received.filter((m) => m.to.includes('ana@fabrikam.example'))).toHaveLength(1);

    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/speaker-admin/mail-accounts/gmail',
      headers: { cookie: speaker.cookie },
    });
    expect(again.json()).toMatchObject({ disconnected: false });
  });

  it('a speaker only ever sees and disconnects their own account', async () => {
    const owner = await connectedSpeaker('owner.account@gmail.test');
    const other = await signUpSpeaker(t.app);
    const status = await t.app.inject({ method: 'GET', url: '/api/speaker-admin/mail-accounts', headers: { cookie: other.cookie } });
    expect(status.json().authentications).toEqual([]);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/speaker-admin/mail-accounts/gmail', headers: { cookie: other.cookie } });
    expect(res.json()).toMatchObject({ disconnected: false });
    expect(await accountsOf(owner.user.id)).toHaveLength(1);
    const test = await t.app.inject({
      method: 'POST',
      url: '/api/speaker-admin/mail-accounts/gmail/test-messages',
      headers: { cookie: other.cookie },
    });
    expect(test.statusCode).toBe(404);
  });
});

describe('who may call what', () => {
  const guarded = [
    ['GET', '/api/speaker-admin/mail-accounts'],
    ['PUT', '/api/speaker-admin/mail-accounts/gmail'],
    ['DELETE', '/api/speaker-admin/mail-accounts/gmail'],
    ['POST', '/api/speaker-admin/mail-accounts/gmail/test-messages'],
    // The old addresses, which the specification's tools call.
    ['GET', '/api/speaker/auth-status'],
    ['POST', '/api/auth/gmail/connect'],
    ['POST', '/api/auth/gmail/disconnect'],
  ] as const;

  it.each(guarded)('%s %s: anonymous 401, admin 403', async (method, url) => {
    expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    expect((await t.app.inject({ method, url, headers: { cookie: adminCookie } })).statusCode).toBe(403);
  });

  it('Outlook is not available yet; an unknown provider is a 400 naming the field', async () => {
    const speaker = await signUpSpeaker(t.app);
    for (const [method, url] of [
      ['PUT', '/api/speaker-admin/mail-accounts/outlook'],
      ['DELETE', '/api/speaker-admin/mail-accounts/outlook'],
      ['POST', '/api/speaker-admin/mail-accounts/outlook/test-messages'],
      ['POST', '/api/auth/outlook/connect'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { cookie: speaker.cookie } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe('Outlook is not available yet. It is coming soon.');
    }
    for (const [method, url] of [
      ['PUT', '/api/speaker-admin/mail-accounts/yahoo'],
      ['POST', '/api/auth/yahoo/connect'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { cookie: speaker.cookie } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Invalid path: provider/);
      expect(res.json().details.fields[0].field).toBe('provider');
    }
    expect(await statesOf(speaker.user.id)).toHaveLength(0);
  });
});

describe('without Gmail configuration', () => {
  it('connect answers 503 with a clear message, and auth-status says Gmail is not configured', async () => {
    const bare = await createTestApp();
    try {
      const speaker = await signUpSpeaker(bare.app);
      const res = await bare.app.inject({
        method: 'PUT',
        url: '/api/speaker-admin/mail-accounts/gmail',
        headers: { cookie: speaker.cookie },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/^Connecting a Gmail account is not available on this site yet./);
      expect(res.json().message).not.toMatch(/GMAIL_CLIENT/);
      const status = await bare.app.inject({ method: 'GET', url: '/api/speaker-admin/mail-accounts', headers: { cookie: speaker.cookie } });
      expect(status.json()).toEqual({ authentications: [], providers: { gmail: { configured: false }, outlook: { configured: false } } });
    } finally {
      await bare.close();
    }
  });
});

describe('the sender shown to recipients', () => {
  it("is the speaker's name with the account's address, without characters that could break the header", () => {
    expect(senderAddress('Maya Okafor', 'maya@gmail.test')).toBe('"Maya Okafor" <maya@gmail.test>');
    expect(senderAddress('Evil "Name"\r\nBcc: x@y <z>', 'maya@gmail.test')).toBe('"Evil Name Bcc: x@y z" <maya@gmail.test>');
    expect(senderAddress('  ', 'maya@gmail.test')).toBe('maya@gmail.test');
  });
});

describe('OpenAPI', () => {
  it('documents the mail-account routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/speaker-admin/mail-accounts',
        '/api/speaker-admin/mail-accounts/{provider}',
        '/api/speaker-admin/mail-accounts/{provider}/test-messages',
        '/api/public/mail-accounts/gmail/callback',
        '/api/speaker/auth-status',
        '/api/auth/{provider}/connect',
        '/api/auth/gmail/callback',
        '/api/auth/{provider}/disconnect',
      ]),
    );
    expect(res.json().paths['/api/speaker-admin/mail-accounts/{provider}'].put.operationId).toBe('connectMailAccount');
  });
});

describe('the old addresses', () => {
  it('the specification’s ones answer as the new ones do, saying they are old and naming their successor', async () => {
    const speaker = await connectedSpeaker('old.tools@gmail.test');
    const headers = { cookie: speaker.cookie };
    const status = await t.app.inject({ method: 'GET', url: '/api/speaker/auth-status', headers });
    expect(status.statusCode).toBe(200);
    expect(status.json().authentications).toMatchObject([{ provider: 'gmail', email: 'old.tools@gmail.test', isActive: true }]);
    expect(status.headers.deprecation).toMatch(/^@\d+$/);
    expect(status.headers.link).toBe('</api/speaker-admin/mail-accounts>; rel="successor-version"');

    // Not the specification's call, nor held outside: the old test-message address is gone.
    const test = await t.app.inject({ method: 'POST', url: '/api/auth/gmail/test', headers });
    expect(test.statusCode).toBe(404);
    expect(test.json().message).toBe('Not found: POST /api/auth/gmail/test');
    expect(receivedAs('old.tools@gmail.test')).toHaveLength(0);

    const gone = await t.app.inject({ method: 'POST', url: '/api/auth/gmail/disconnect', headers });
    expect(gone.json()).toMatchObject({ disconnected: true });
    expect(gone.headers.link).toBe('</api/speaker-admin/mail-accounts/gmail>; rel="successor-version"');
    expect(await accountsOf(speaker.user.id)).toHaveLength(0);

    const started = await t.app.inject({ method: 'POST', url: '/api/auth/gmail/connect', headers });
    expect(started.statusCode).toBe(200);
    expect(new URL(started.json().authUrl as string).searchParams.get('redirect_uri')).toBe(
      'http://localhost:5000/api/auth/gmail/callback',
    );
    expect(started.headers.deprecation).toBeDefined();
  });

  it('the verb paths the routes had before the catalogue are gone', async () => {
    const speaker = await signUpSpeaker(t.app);
    for (const [method, url] of [
      ['GET', '/api/speaker-admin/auth-status'],
      ['POST', '/api/speaker-admin/mail-accounts/gmail/connect'],
      ['POST', '/api/speaker-admin/mail-accounts/gmail/disconnect'],
      ['POST', '/api/speaker-admin/mail-accounts/gmail/test'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { cookie: speaker.cookie } });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('configuration', () => {
  it('defaults to Google and reads every GMAIL_ variable', () => {
    expect(loadConfig({}).gmail).toEqual({
      clientId: undefined,
      clientSecret: undefined,
      authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
      smtpUrl: 'smtps://smtp.gmail.com:465',
    });
    expect(loadConfig(google.env).gmail).toMatchObject({
      clientId: google.clientId,
      clientSecret: google.clientSecret,
      smtpUrl: google.smtp.url,
    });
  });

  it.each([
    [{ GMAIL_AUTH_URL: 'ftp://x' }, 'Invalid configuration: GMAIL_AUTH_URL must be a URL starting with https:// or http://'],
    [{ GMAIL_TOKEN_URL: 'not a url' }, 'Invalid configuration: GMAIL_TOKEN_URL must be a URL'],
    [{ GMAIL_USERINFO_URL: 'mailto:x@y' }, 'Invalid configuration: GMAIL_USERINFO_URL must be a URL'],
    [{ GMAIL_SMTP_URL: 'http://smtp.gmail.com' }, 'Invalid configuration: GMAIL_SMTP_URL must be a URL starting with smtps:// or smtp://'],
  ])('refuses %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
