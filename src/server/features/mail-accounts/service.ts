import { and, desc, eq, lt, notInArray, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import {
  GMAIL_NOT_CONFIGURED_MESSAGE,
  MAIL_TOASTS,
  NO_GMAIL_ACCOUNT_MESSAGE,
  OAUTH_STATE_TTL_MINUTES,
  OUTLOOK_NOT_AVAILABLE_MESSAGE,
  type AuthStatus,
  type ConnectErrorCode,
  type DisconnectResponse,
  type MailProvider,
  type TestConnectionResponse,
} from '../../../shared/contract/mail-accounts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { mailAccounts, oauthStates, users } from '../../db/schema';
import { loadNodemailer } from '../../mail/mailer';
import { AppError, badRequest, notFound } from '../../errors';
import { appSecret } from '../../secrets';
import {
  ProviderError,
  buildAuthUrl,
  createPkcePair,
  createState,
  exchangeCode,
  fetchAccountEmail,
  gmailSettings,
  grantsMailScope,
  refreshAccessToken,
  type TokenSet,
} from './gmail-oauth';
import { deriveTokenKey, openToken, sealToken } from '../../token-crypto';

/** Renew the access token this long before it runs out, so a message never starts with a dying token. */
export const ACCESS_TOKEN_RENEW_MARGIN_MS = 5 * 60 * 1000;
/** Authorizations one user may have in flight at once (several tabs); older ones are dropped. */
const MAX_STATES_PER_USER = 5;
const SMTP_TIMEOUT_MS = 30_000;

interface Logger {
  warn(obj: object, msg: string): void;
}

type AccountRow = typeof mailAccounts.$inferSelect;

export type ConnectOutcome = { ok: true; email: string } | { ok: false; error: ConnectErrorCode; detail: string };

/** Gmail's SMTP server logged into with XOAUTH2 as the account. */
export async function accountSmtpTransport(
  smtpUrl: string,
  user: string,
  accessToken: string,
): Promise<Transporter<SMTPTransport.SentMessageInfo>> {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return (await loadNodemailer()).createTransport({
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    auth: { type: 'OAuth2', user, accessToken },
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS * 2,
  });
}

/** `"Maya Okafor" <maya@gmail.com>`: recipients see the speaker's name; characters that could break the header are dropped. */
export function senderAddress(name: string, email: string): string {
  const clean = name
    .replace(/["\\<>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return clean ? `"${clean}" <${email}>` : email;
}

export function createMailAccountsService(deps: { db: Db; config: Config; log?: Logger }) {
  const { db, config } = deps;
  const key = deriveTokenKey(appSecret(config));
  const settings = gmailSettings(config);
  // Concurrent deliveries for one speaker share a single token refresh.
  const refreshing = new Map<number, Promise<AccountRow | null>>();

  const context = (userId: number, provider: MailProvider, kind: 'access' | 'refresh') => `mail-account:${userId}:${provider}:${kind}`;

  function requireGmail() {
    if (!settings) throw new AppError(503, 'GMAIL_NOT_CONFIGURED', GMAIL_NOT_CONFIGURED_MESSAGE);
    return settings;
  }

  function refuseOutlook(provider: MailProvider) {
    if (provider === 'outlook') throw badRequest(OUTLOOK_NOT_AVAILABLE_MESSAGE);
  }

  async function findAccount(userId: number, provider: MailProvider): Promise<AccountRow | undefined> {
    const [row] = await db
      .select()
      .from(mailAccounts)
      .where(and(eq(mailAccounts.userId, userId), eq(mailAccounts.provider, provider)));
    return row;
  }

  async function deactivate(row: AccountRow, lastError: string): Promise<void> {
    await db.update(mailAccounts).set({ isActive: false, lastError, updatedAt: new Date() }).where(eq(mailAccounts.id, row.id));
    deps.log?.warn({ userId: row.userId, provider: row.provider, reason: lastError }, 'mail account disabled');
  }

  function expiresAtFrom(tokens: TokenSet): Date | null {
    return tokens.expiresIn ? new Date(Date.now() + tokens.expiresIn * 1000) : null;
  }

  /**
   * Asks the provider for a new access token. A refusal (revoked access, deleted client) disables
   * the account with the reason; an outage throws, so the caller can try again later.
   */
  async function refresh(row: AccountRow): Promise<AccountRow | null> {
    const gmail = settings;
    if (!gmail) return null;
    let refreshToken: string;
    try {
      refreshToken = openToken(key, row.refreshTokenEnc ?? '', context(row.userId, row.provider, 'refresh'));
    } catch {
      await deactivate(row, 'The stored tokens cannot be read (the app secret changed?). Please reconnect your account.');
      return null;
    }
    let tokens: TokenSet;
    try {
      tokens = await refreshAccessToken(gmail, refreshToken);
    } catch (err) {
      if (err instanceof ProviderError && err.kind === 'refused') {
        await deactivate(row, `Google refused to renew access (${err.message}). Please reconnect your account.`);
        return null;
      }
      throw err;
    }
    const [updated] = await db
      .update(mailAccounts)
      .set({
        accessTokenEnc: sealToken(key, tokens.accessToken, context(row.userId, row.provider, 'access')),
        // Google keeps the refresh token unless it rotates one.
        ...(tokens.refreshToken
          ? { refreshTokenEnc: sealToken(key, tokens.refreshToken, context(row.userId, row.provider, 'refresh')) }
          : {}),
        expiresAt: expiresAtFrom(tokens),
        ...(tokens.scope ? { scope: tokens.scope } : {}),
        lastError: null,
        updatedAt: new Date(),
      })
      // Only the tokens we read (each sealing is unique): a disconnect or reconnect meanwhile wins.
      .where(and(eq(mailAccounts.id, row.id), eq(mailAccounts.isActive, true), eq(mailAccounts.accessTokenEnc, row.accessTokenEnc ?? '')))
      .returning();
    if (updated) return updated;
    const latest = await findAccount(row.userId, row.provider);
    return latest?.isActive ? latest : null;
  }

  function needsRefresh(row: AccountRow): boolean {
    return !row.expiresAt || row.expiresAt.getTime() - Date.now() < ACCESS_TOKEN_RENEW_MARGIN_MS;
  }

  /** The active Gmail account of `userId` with a usable access token, or null (none, or it stopped working). */
  async function activeAccount(userId: number): Promise<{ row: AccountRow; accessToken: string } | null> {
    let row = await findAccount(userId, 'gmail');
    if (!row || !row.isActive || !settings) return null;
    if (needsRefresh(row)) {
      let pending = refreshing.get(userId);
      if (!pending) {
        pending = refresh(row).finally(() => refreshing.delete(userId));
        refreshing.set(userId, pending);
      }
      const refreshed = await pending;
      if (!refreshed) return null;
      row = refreshed;
    }
    try {
      return { row, accessToken: openToken(key, row.accessTokenEnc ?? '', context(row.userId, row.provider, 'access')) };
    } catch {
      await deactivate(row, 'The stored tokens cannot be read (the app secret changed?). Please reconnect your account.');
      return null;
    }
  }

  return {
    isGmailConfigured: settings !== null,

    async authStatus(userId: number): Promise<AuthStatus> {
      const rows = await db.select().from(mailAccounts).where(eq(mailAccounts.userId, userId)).orderBy(mailAccounts.provider);
      return {
        authentications: rows.map((r) => ({
          provider: r.provider,
          email: r.email,
          scope: r.scope,
          isActive: r.isActive,
          connectedAt: r.createdAt.toISOString(),
          createdAt: r.createdAt.toISOString(),
          lastError: r.lastError,
        })),
        providers: { gmail: { configured: settings !== null }, outlook: { configured: false } },
      };
    },

    /** Starts an authorization: a single-use state bound to the user, with its PKCE verifier kept here. */
    async startConnect(user: { id: number; email: string }, provider: MailProvider): Promise<string> {
      refuseOutlook(provider);
      const gmail = requireGmail();
      const state = createState();
      const pkce = createPkcePair();
      await db.transaction(async (tx) => {
        await tx.delete(oauthStates).where(lt(oauthStates.createdAt, sql`now() - make_interval(mins => ${OAUTH_STATE_TTL_MINUTES})`));
        const keep = tx
          .select({ state: oauthStates.state })
          .from(oauthStates)
          .where(eq(oauthStates.userId, user.id))
          .orderBy(desc(oauthStates.createdAt))
          .limit(MAX_STATES_PER_USER - 1);
        await tx.delete(oauthStates).where(and(eq(oauthStates.userId, user.id), notInArray(oauthStates.state, keep)));
        await tx.insert(oauthStates).values({ state, userId: user.id, provider, codeVerifier: pkce.verifier });
      });
      return buildAuthUrl(gmail, { state, codeChallenge: pkce.challenge, loginHint: user.email });
    },

    /**
     * Finishes an authorization from the provider's redirect. The state is consumed whatever happens
     * next, and nothing is stored unless every check passes.
     */
    async completeConnect(sessionUserId: number | null, query: { code?: string; state?: string; error?: string }): Promise<ConnectOutcome> {
      const fail = (error: ConnectErrorCode, detail: string): ConnectOutcome => ({ ok: false, error, detail });
      if (!query.state) return fail('invalid_state', 'no state in the redirect');
      const [pending] = await db
        .delete(oauthStates)
        .where(eq(oauthStates.state, query.state))
        .returning({
          userId: oauthStates.userId,
          provider: oauthStates.provider,
          codeVerifier: oauthStates.codeVerifier,
          fresh: sql<boolean>`${oauthStates.createdAt} > now() - make_interval(mins => ${OAUTH_STATE_TTL_MINUTES})`,
        });
      if (!pending) return fail('invalid_state', 'unknown or already used state');
      if (!pending.fresh) return fail('invalid_state', 'expired state');
      if (pending.provider !== 'gmail') return fail('invalid_state', `state for ${pending.provider}`);
      if (sessionUserId === null || sessionUserId !== pending.userId) {
        return fail('session_mismatch', sessionUserId === null ? 'no session' : `session of user ${sessionUserId}`);
      }
      if (query.error) return fail(query.error === 'access_denied' ? 'access_denied' : 'provider_error', `provider error ${query.error}`);
      if (!settings) return fail('not_configured', 'GMAIL_CLIENT_ID is not set');
      if (!query.code) return fail('provider_error', 'no code in the redirect');

      let tokens: TokenSet;
      try {
        tokens = await exchangeCode(settings, query.code, pending.codeVerifier);
      } catch (err) {
        return fail('token_exchange_failed', err instanceof Error ? err.message : String(err));
      }
      if (!grantsMailScope(tokens.scope)) return fail('insufficient_scope', `granted scope: ${tokens.scope}`);
      if (!tokens.refreshToken) return fail('no_refresh_token', 'the token endpoint returned no refresh token');
      const email = await fetchAccountEmail(settings, tokens);
      if (!email) return fail('no_email', 'neither userinfo nor the id_token named a verified address');

      const userId = pending.userId;
      const now = new Date();
      const values = {
        email,
        scope: tokens.scope ?? null,
        accessTokenEnc: sealToken(key, tokens.accessToken, context(userId, 'gmail', 'access')),
        refreshTokenEnc: sealToken(key, tokens.refreshToken, context(userId, 'gmail', 'refresh')),
        expiresAt: expiresAtFrom(tokens),
        isActive: true,
        lastError: null,
        createdAt: now,
        updatedAt: now,
      };
      await db
        .insert(mailAccounts)
        .values({ userId, provider: 'gmail', ...values })
        .onConflictDoUpdate({ target: [mailAccounts.userId, mailAccounts.provider], set: values });
      return { ok: true, email };
    },

    /** Forgets the account and its tokens (and any authorization still in flight). */
    async disconnect(userId: number, provider: MailProvider): Promise<DisconnectResponse> {
      refuseOutlook(provider);
      const removed = await db.transaction(async (tx) => {
        await tx.delete(oauthStates).where(and(eq(oauthStates.userId, userId), eq(oauthStates.provider, provider)));
        return tx
          .delete(mailAccounts)
          .where(and(eq(mailAccounts.userId, userId), eq(mailAccounts.provider, provider)))
          .returning({ id: mailAccounts.id });
      });
      refreshing.delete(userId);
      return {
        disconnected: removed.length > 0,
        message: removed.length > 0 ? MAIL_TOASTS.disconnected.description : NO_GMAIL_ACCOUNT_MESSAGE,
      };
    },

    /** For the mailer: send as the speaker through their Gmail, or null to use the default transport. */
    async resolveAccountTransport(userId: number): Promise<{ transport: Transporter; from: string } | null> {
      const account = await activeAccount(userId);
      if (!account || !account.row.email) return null;
      const [user] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
      return {
        transport: await accountSmtpTransport(config.gmail.smtpUrl, account.row.email, account.accessToken),
        from: senderAddress(user ? `${user.firstName} ${user.lastName}` : '', account.row.email),
      };
    },

    /** Logs in to Gmail's SMTP server with XOAUTH2 and sends a test message to the account's own address. */
    async testConnection(userId: number, provider: MailProvider): Promise<TestConnectionResponse> {
      refuseOutlook(provider);
      const row = await findAccount(userId, 'gmail');
      if (!row) throw notFound(NO_GMAIL_ACCOUNT_MESSAGE);
      const failure = (message: string): TestConnectionResponse => ({ success: false, email: row.email, message });
      if (!row.isActive) return failure(row.lastError ?? 'The account is not active. Please reconnect it.');
      if (!settings) return failure(GMAIL_NOT_CONFIGURED_MESSAGE);
      let account: Awaited<ReturnType<typeof activeAccount>>;
      try {
        account = await activeAccount(userId);
      } catch (err) {
        return failure(`Google could not be reached to renew access: ${err instanceof Error ? err.message : String(err)}`);
      }
      if (!account || !account.row.email) {
        const latest = await findAccount(userId, 'gmail');
        return failure(latest?.lastError ?? 'The account is not active. Please reconnect it.');
      }
      const email = account.row.email;
      const transport = await accountSmtpTransport(config.gmail.smtpUrl, email, account.accessToken);
      try {
        await transport.verify();
        await transport.sendMail({
          from: email,
          to: email,
          subject: 'SpeakerPro test message',
          text:
            'This message was sent by SpeakerPro through your Gmail account to check the connection.\n' +
            'Thank-you e-mails and campaigns you approve will be sent from this address.\n',
        });
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        await db
          .update(mailAccounts)
          .set({ lastError: `Connection test failed: ${reason}`, updatedAt: new Date() })
          .where(eq(mailAccounts.id, account.row.id));
        return { success: false, email, message: `Gmail did not accept the connection: ${reason}` };
      } finally {
        transport.close();
      }
      await db.update(mailAccounts).set({ lastError: null }).where(eq(mailAccounts.id, account.row.id));
      return { success: true, email, message: `Signed in to Gmail as ${email} and sent a test message to ${email}.` };
    },
  };
}
