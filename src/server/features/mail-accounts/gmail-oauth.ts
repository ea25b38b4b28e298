import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import { GMAIL_SCOPES } from '../../../shared/contract/mail-accounts';

/** Google's endpoints and our client, plus where Google sends the browser back. */
export interface GmailOAuthSettings {
  clientId: string;
  clientSecret: string | undefined;
  authUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  redirectUri: string;
}

export function gmailSettings(config: Pick<Config, 'gmail' | 'publicUrl'>): GmailOAuthSettings | null {
  const { clientId } = config.gmail;
  if (!clientId) return null;
  return {
    clientId,
    clientSecret: config.gmail.clientSecret,
    authUrl: config.gmail.authUrl,
    tokenUrl: config.gmail.tokenUrl,
    userinfoUrl: config.gmail.userinfoUrl,
    // The address registered in the operator's Google Cloud project: Google redirects only there,
    // so it keeps its first path (an alias of /api/public/mail-accounts/gmail/callback).
    redirectUri: `${config.publicUrl}/api/auth/gmail/callback`,
  };
}

const PROVIDER_TIMEOUT_MS = 15_000;

/**
 * The provider refused ('refused': a bad code, a revoked refresh token; retrying will not help) or
 * could not be reached / answered 5xx or 429 ('unavailable': worth another try later).
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'refused' | 'unavailable',
  ) {
    super(message);
  }
}

export interface TokenSet {
  accessToken: string;
  refreshToken: string | undefined;
  /** Seconds the access token lives, when the provider says. */
  expiresIn: number | undefined;
  scope: string | undefined;
  idToken: string | undefined;
}

const base64url = (b: Buffer) => b.toString('base64url');

export function createState(): string {
  return base64url(randomBytes(32));
}

/** RFC 7636: a 43-character verifier and its S256 challenge. */
export function createPkcePair(): { verifier: string; challenge: string } {
  const verifier = base64url(randomBytes(32));
  return { verifier, challenge: base64url(createHash('sha256').update(verifier).digest()) };
}

export function buildAuthUrl(settings: GmailOAuthSettings, params: { state: string; codeChallenge: string; loginHint?: string }): string {
  const url = new URL(settings.authUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('redirect_uri', settings.redirectUri);
  url.searchParams.set('scope', GMAIL_SCOPES.join(' '));
  url.searchParams.set('state', params.state);
  url.searchParams.set('code_challenge', params.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  // A refresh token (offline) on every consent, so a reconnect always gets a fresh one.
  url.searchParams.set('access_type', 'offline');
  url.searchParams.set('prompt', 'consent');
  url.searchParams.set('include_granted_scopes', 'true');
  if (params.loginHint) url.searchParams.set('login_hint', params.loginHint);
  return url.toString();
}

async function postForm(url: string, form: Record<string, string | undefined>): Promise<Record<string, unknown>> {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(form)) if (v !== undefined) body.set(k, v);
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (err) {
    throw new ProviderError(`token endpoint unreachable: ${err instanceof Error ? err.message : String(err)}`, 'unavailable');
  }
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok) {
    const reason = [json?.error, json?.error_description].filter((x) => typeof x === 'string').join(': ') || `HTTP ${res.status}`;
    const kind = res.status >= 500 || res.status === 429 ? 'unavailable' : 'refused';
    throw new ProviderError(`token endpoint answered ${res.status} (${reason})`, kind);
  }
  if (!json) throw new ProviderError('token endpoint answered no JSON', 'unavailable');
  return json;
}

function toTokenSet(json: Record<string, unknown>): TokenSet {
  const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  const accessToken = str(json.access_token);
  if (!accessToken) throw new ProviderError('token endpoint answered without an access token', 'refused');
  const expiresIn = Number(json.expires_in);
  return {
    accessToken,
    refreshToken: str(json.refresh_token),
    expiresIn: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : undefined,
    scope: str(json.scope),
    idToken: str(json.id_token),
  };
}

/** Authorization code + the PKCE verifier for tokens (client_secret_post, as Google documents). */
export async function exchangeCode(settings: GmailOAuthSettings, code: string, codeVerifier: string): Promise<TokenSet> {
  return toTokenSet(
    await postForm(settings.tokenUrl, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: settings.redirectUri,
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      code_verifier: codeVerifier,
    }),
  );
}

export async function refreshAccessToken(settings: GmailOAuthSettings, refreshToken: string): Promise<TokenSet> {
  return toTokenSet(
    await postForm(settings.tokenUrl, {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
    }),
  );
}

/** Whether the granted scopes allow SMTP; a provider that omits `scope` granted what was asked (RFC 6749 §5.1). */
export function grantsMailScope(scope: string | undefined): boolean {
  if (scope === undefined) return true;
  return scope.split(/\s+/).includes(GMAIL_SCOPES[0]);
}

function emailFromClaims(claims: unknown): string | null {
  if (!claims || typeof claims !== 'object') return null;
  const { email, email_verified: verified } = claims as { email?: unknown; email_verified?: unknown };
  if (typeof email !== 'string' || !email.includes('@')) return null;
  // An address the provider has not verified does not name the mailbox we will send from.
  if (verified === false || verified === 'false') return null;
  return email.trim().toLowerCase();
}

/**
 * The account's address: from the userinfo endpoint, else from the id_token. The id_token came
 * straight from the token endpoint over the connection we opened, which OpenID Connect accepts in
 * place of checking its signature.
 */
export async function fetchAccountEmail(settings: GmailOAuthSettings, tokens: TokenSet): Promise<string | null> {
  try {
    const res = await fetch(settings.userinfoUrl, {
      headers: { authorization: `Bearer ${tokens.accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    if (res.ok) {
      const email = emailFromClaims(await res.json().catch(() => null));
      if (email) return email;
    }
  } catch {
    // Fall back to the id_token below.
  }
  if (!tokens.idToken) return null;
  const payload = tokens.idToken.split('.')[1];
  if (!payload) return null;
  try {
    return emailFromClaims(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    return null;
  }
}
