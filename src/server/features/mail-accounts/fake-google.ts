// Test support: oauth2-mock-server made as strict as Google where our flow depends on it, plus a
// real SMTP server that accepts only XOAUTH2 logins with the tokens it issued.
import { randomUUID } from 'node:crypto';
import { OAuth2Server } from 'oauth2-mock-server';
import { startTestSmtpServer, type TestSmtpAuth, type TestSmtpServer } from '../../test/smtp';

export interface FakeGoogle {
  oauth: OAuth2Server;
  smtp: TestSmtpServer;
  clientId: string;
  clientSecret: string;
  /** The Google account the next consent signs in as. */
  accountEmail: string;
  /** Environment for createTestApp / the server. */
  env: Record<string, string>;
  /** Every token request: its form fields. */
  tokenRequests: Record<string, string>[];
  /** Every SMTP login attempt. */
  smtpLogins: TestSmtpAuth[];
  /** Access tokens issued, with the account each belongs to. */
  accessTokens: Map<string, string>;
  refreshTokens: Map<string, string>;
  lastAccessToken(): string;
  lastRefreshToken(): string;
  /** Overrides for the next token responses (cleared by reset()). */
  next: { scope?: string; expiresIn?: number; status?: number; omitRefreshToken?: boolean; emailVerified?: boolean };
  reset(): void;
  close(): Promise<void>;
}

const GRANTED_SCOPE = 'https://mail.google.com/ openid email';

export async function startFakeGoogle(options: { accountEmail?: string } = {}): Promise<FakeGoogle> {
  const oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(0, '127.0.0.1');
  const issuer = oauth.issuer.url!;

  const codes = new Map<string, { clientId: string; redirectUri: string; email: string; used: boolean }>();
  const accessTokens = new Map<string, string>();
  const refreshTokens = new Map<string, string>();
  const tokenRequests: Record<string, string>[] = [];
  const smtpLogins: TestSmtpAuth[] = [];
  let lastAccess = '';
  let lastRefresh = '';

  const fake: FakeGoogle = {
    oauth,
    smtp: undefined as unknown as TestSmtpServer,
    clientId: 'speakerpro-test.apps.googleusercontent.com',
    clientSecret: 'test-client-secret',
    accountEmail: options.accountEmail ?? 'maya.talks@gmail.test',
    env: {},
    tokenRequests,
    smtpLogins,
    accessTokens,
    refreshTokens,
    lastAccessToken: () => lastAccess,
    lastRefreshToken: () => lastRefresh,
    next: {},
    reset() {
      fake.next = {};
    },
    async close() {
      await oauth.stop();
      await fake.smtp.close();
    },
  };

  // Two tokens issued in the same second would otherwise be identical JWTs.
  oauth.service.on('beforeTokenSigning', (token) => {
    token.payload.jti = randomUUID();
  });

  oauth.service.on('beforeAuthorizeRedirect', (redirect, req) => {
    const url = new URL(req.url ?? '/', issuer);
    const code = redirect.url.searchParams.get('code');
    if (code) {
      codes.set(code, {
        clientId: url.searchParams.get('client_id') ?? '',
        redirectUri: url.searchParams.get('redirect_uri') ?? '',
        email: fake.accountEmail,
        used: false,
      });
    }
  });

  oauth.service.on('beforeResponse', (response, req) => {
    const body = req.body as unknown as Record<string, string>;
    tokenRequests.push({ ...body });
    const refuse = (error: string) => {
      response.statusCode = 400;
      response.body = { error };
    };
    if (body.client_id !== fake.clientId || body.client_secret !== fake.clientSecret) return refuse('invalid_client');
    let email: string;
    if (body.grant_type === 'authorization_code') {
      const issued = codes.get(body.code ?? '');
      // The mock checks a verifier against the challenge; Google also insists there is one.
      if (!issued || issued.used || issued.redirectUri !== body.redirect_uri || !body.code_verifier) return refuse('invalid_grant');
      issued.used = true;
      email = issued.email;
    } else if (body.grant_type === 'refresh_token') {
      const owner = refreshTokens.get(body.refresh_token ?? '');
      if (!owner) return refuse('invalid_grant');
      email = owner;
    } else {
      return refuse('unsupported_grant_type');
    }
    if (fake.next.status) {
      response.statusCode = fake.next.status;
      response.body = { error: 'backend_error' };
      return;
    }
    const out = response.body as Record<string, unknown>;
    out.scope = fake.next.scope ?? GRANTED_SCOPE;
    if (fake.next.expiresIn !== undefined) out.expires_in = fake.next.expiresIn;
    lastAccess = out.access_token as string;
    accessTokens.set(lastAccess, email);
    if (body.grant_type === 'refresh_token' || fake.next.omitRefreshToken) {
      // Google answers a refresh without a new refresh token.
      delete out.refresh_token;
    } else {
      lastRefresh = out.refresh_token as string;
      refreshTokens.set(lastRefresh, email);
    }
  });

  oauth.service.on('beforeUserinfo', (response, req) => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const email = bearer ? accessTokens.get(bearer) : undefined;
    if (!email) {
      response.statusCode = 401;
      response.body = { error: 'invalid_token' };
      return;
    }
    response.body = { sub: `google-${email}`, email, email_verified: fake.next.emailVerified ?? true };
  });

  fake.smtp = await startTestSmtpServer({
    auth: (auth) => {
      smtpLogins.push(auth);
      return auth.method === 'XOAUTH2' && !!auth.accessToken && accessTokens.get(auth.accessToken) === auth.username;
    },
  });

  fake.env = {
    GMAIL_CLIENT_ID: fake.clientId,
    GMAIL_CLIENT_SECRET: fake.clientSecret,
    GMAIL_AUTH_URL: `${issuer}/authorize`,
    GMAIL_TOKEN_URL: `${issuer}/token`,
    GMAIL_USERINFO_URL: `${issuer}/userinfo`,
    GMAIL_SMTP_URL: fake.smtp.url,
  };
  return fake;
}
