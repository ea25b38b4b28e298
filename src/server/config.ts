import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { envVar, wholeNumber } from './env-var';
import { checkS3Env, s3ConfigFromEnv, s3EnvShape } from './storage/s3-config';

const urlWithProtocols = (protocols: string[], example: string) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')} (e.g. ${example})`,
  );

const TRUST_PROXY_HINT =
  'must be a number of proxy hops (e.g. 1) or a comma-separated list of IP addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1)';

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may set X-Forwarded-For. Unset trusts nobody: otherwise any client could name its
 * own address and slip past the per-address sign-in limits. A hop count or an address list says
 * exactly which hops in front of the app are ours.
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): number | string[] => {
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= 20) return hops;
      ctx.addIssue({ code: 'custom', message: 'must be between 1 and 20 hops (leave it unset to trust no proxy)' });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.find((entry) => !isAddressOrCidr(entry));
    if (bad !== undefined) {
      ctx.addIssue({ code: 'custom', message: `${TRUST_PROXY_HINT}; "${bad}" is neither` });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z
  .object({
    NODE_ENV: envVar(z.enum(['development', 'production', 'test']).default('development')),
    PORT: envVar(
      z.coerce
        .number({ message: 'must be a whole number between 1 and 65535' })
        .int('must be a whole number between 1 and 65535')
        .min(1, 'must be a whole number between 1 and 65535')
        .max(65535, 'must be a whole number between 1 and 65535')
        .default(5000),
    ),
    HOST: envVar(z.string().default('127.0.0.1')),
    TRUST_PROXY: envVar(trustProxySchema.optional()),
    DATA_DIR: envVar(z.string().default('./data')),
    DATABASE_URL: envVar(urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://user:pass@localhost:5432/speakerpro').optional()),
    PUBLIC_URL: envVar(urlWithProtocols(['http:', 'https:'], 'https://speakerpro.example.com').optional()),
    ADMIN_EMAIL: envVar(z.email('must be an e-mail address').optional()),
    ADMIN_PASSWORD: envVar(z.string().min(12, 'must be at least 12 characters long').optional()),
    SMTP_URL: envVar(urlWithProtocols(['smtp:', 'smtps:'], 'smtp://user:pass@mail.example.com:587').optional()),
    MAIL_FROM: envVar(z.string().default('SpeakerPro <no-reply@speakerpro.local>')),
    MAIL_RETURN_PATH: envVar(z.email('must be an e-mail address').optional()),
    MAIL_BOUNCE_TOKEN: envVar(z.string().min(24, 'must be at least 24 characters long').optional()),
    OTEL_EXPORTER_OTLP_ENDPOINT: envVar(urlWithProtocols(['http:', 'https:'], 'http://127.0.0.1:4318').optional()),
    OTEL_SERVICE_NAME: envVar(z.string().trim().min(1).default('speakerpro')),
    METRICS_TOKEN: envVar(z.string().min(16, 'must be at least 16 characters long').optional()),
    MAIL_LEASE_SECONDS: wholeNumber(' of seconds', 3, 600, 30),
    WEBHOOK_RETRY_BASE_MS: wholeNumber(' of milliseconds', 100, 3_600_000, 10_000),
    WEBHOOK_TURN_MS: wholeNumber(' of milliseconds', 100, 60_000, 1_000),
    LOG_LEVEL: envVar(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
    SESSION_TTL_DAYS: wholeNumber(' of days', 1, 365, 30),
    SESSION_IDLE_DAYS: wholeNumber(' of days', 1, 365, 7),
    ADMIN_SESSION_TTL_HOURS: wholeNumber(' of hours', 1, 720, 12),
    ADMIN_SESSION_IDLE_MINUTES: wholeNumber(' of minutes', 1, 1440, 30),
    AUTH_RATE_LIMIT_PER_MINUTE: wholeNumber('', 1, 10000, 10),
    LIVE_HEARTBEAT_SECONDS: wholeNumber(' of seconds', 1, 300, 15),
    SPEAKERPRO_WEB_DIST: envVar(z.string().optional()),
    APP_SECRET: envVar(z.string().min(32, 'must be at least 32 characters long').optional()),
    FEEDBACK_RATE_LIMIT_PER_MINUTE: wholeNumber('', 1, 1_000_000, 600),
    GMAIL_CLIENT_ID: envVar(z.string().trim().min(1).optional()),
    GMAIL_CLIENT_SECRET: envVar(z.string().optional()),
    GMAIL_AUTH_URL: envVar(
      urlWithProtocols(['https:', 'http:'], 'https://accounts.google.com/o/oauth2/v2/auth').default(
        'https://accounts.google.com/o/oauth2/v2/auth',
      ),
    ),
    GMAIL_TOKEN_URL: envVar(
      urlWithProtocols(['https:', 'http:'], 'https://oauth2.googleapis.com/token').default('https://oauth2.googleapis.com/token'),
    ),
    GMAIL_USERINFO_URL: envVar(
      urlWithProtocols(['https:', 'http:'], 'https://openidconnect.googleapis.com/v1/userinfo').default(
        'https://openidconnect.googleapis.com/v1/userinfo',
      ),
    ),
    GMAIL_SMTP_URL: envVar(urlWithProtocols(['smtps:', 'smtp:'], 'smtps://smtp.gmail.com:465').default('smtps://smtp.gmail.com:465')),
    STRIPE_SECRET_KEY: envVar(z.string().trim().min(1).optional()),
    STRIPE_WEBHOOK_SECRET: envVar(z.string().trim().min(1).optional()),
    STRIPE_API_BASE: envVar(urlWithProtocols(['https:', 'http:'], 'http://127.0.0.1:12111').optional()),
    ALLOW_LOCAL_STORAGE_WITH_POSTGRES: envVar(z.enum(['1', 'true'], { message: 'must be 1 or true (or unset)' }).optional()),
    ...s3EnvShape,
  })
  .superRefine((env, ctx) => {
    // With a database server, several processes may serve one site: a key file in one DATA_DIR would
    // give each its own key, so links signed by one would be refused by the others.
    if (env.DATABASE_URL && !env.APP_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_SECRET'],
        message: 'must be set when DATABASE_URL is set (every app process must sign links and seal tokens with the same key)',
      });
    }
    checkS3Env(env, ctx);
    // Several processes on one database server is what DATABASE_URL is for; files on one
    // machine's disk are then served by that process only, and every other answers 404 for them.
    // A single production process on PostgreSQL is possible, so the operator may say so.
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.S3_BUCKET && !env.ALLOW_LOCAL_STORAGE_WITH_POSTGRES) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message:
          'must be set in production when DATABASE_URL is set (uploads on local disk are served only by the process that stored them); ' +
          'set S3_BUCKET, or ALLOW_LOCAL_STORAGE_WITH_POSTGRES=1 if exactly one process serves this database',
      });
    }
    // A checkout whose completion could never be heard would take money without changing the plan.
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: "must be set when STRIPE_SECRET_KEY is set (plans change only from Stripe's signed events)",
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'must be set together with ' + (env.ADMIN_EMAIL ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'),
      });
    }
  });

const DAY_MS = 24 * 3600_000;

/** Stripe's keys, and the Stripe-compatible server to call instead of Stripe's own (`STRIPE_API_BASE`) as the package's options. */
function stripeConfig(secretKey: string, webhookSecret: string, apiBase: string | undefined) {
  const base = apiBase ? new URL(apiBase) : undefined;
  const protocol = base?.protocol === 'http:' ? ('http' as const) : ('https' as const);
  const api = base ? { host: base.hostname, port: Number(base.port || (protocol === 'http' ? 80 : 443)), protocol } : undefined;
  return { secretKey, webhookSecret, api };
}

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const raw = env[name];
    const shown = raw === undefined ? '' : ` (got "${raw.length > 60 ? raw.slice(0, 57) + '...' : raw}")`;
    // Never echo a secret back into logs.
    const safeShown = /PASSWORD|SMTP_URL|DATABASE_URL|SECRET|TOKEN/.test(name) ? '' : shown;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${safeShown}`);
  }
  return configFromEnv(parsed.data);
}

/** The settings the app reads, made from the checked environment; `Config` is this function's result. */
function configFromEnv(e: z.output<typeof envSchema>) {
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    /** Fastify's trustProxy: false (the socket's address is the client), a hop count, or the proxies' addresses. */
    trustProxy: (e.TRUST_PROXY ?? false) as false | number | string[],
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    /** The SMTP envelope sender, where later bounces go (the From address when unset). */
    mailReturnPath: e.MAIL_RETURN_PATH,
    /** Authorises POST /api/public/mail-bounces, which records bounce reports (unset: the endpoint answers 404). */
    mailBounceToken: e.MAIL_BOUNCE_TOKEN,
    /** Authorises GET /metrics (Prometheus); unset, metrics are off: the endpoint answers 404 and nothing is counted. */
    metricsToken: e.METRICS_TOKEN,
    /** Traces go over OTLP/HTTP to this collector (its /v1/traces); unset, tracing is off and nothing of OpenTelemetry loads. */
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
    otelServiceName: e.OTEL_SERVICE_NAME,
    /** How long a message claimed by a process that stopped renewing it waits before another takes it over. */
    mailLeaseMs: e.MAIL_LEASE_SECONDS * 1000,
    /**
     * The first retry of a webhook delivery that failed waits this long; the later ones 6, 30, 180
     * and 720 times as long (about 10 s, 1 min, 5 min, 30 min and 2 h by default).
     */
    webhookRetryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
    /** How often each process queues the events stored since its last look and starts the deliveries due. */
    webhookTurnMs: e.WEBHOOK_TURN_MS,
    logLevel: e.LOG_LEVEL as string,
    /** Absolute and idle lifetimes of a sign-in, per role: the owner's console ends sooner. */
    sessions: {
      speaker: { ttlMs: e.SESSION_TTL_DAYS * DAY_MS, idleMs: e.SESSION_IDLE_DAYS * DAY_MS },
      admin: { ttlMs: e.ADMIN_SESSION_TTL_HOURS * 3600_000, idleMs: e.ADMIN_SESSION_IDLE_MINUTES * 60_000 },
    } satisfies Record<'speaker' | 'admin', { ttlMs: number; idleMs: number }>,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    /**
     * How often a live count stream sends a comment line (proxies close connections that stay
     * silent, often after 30-60 s) and checks that its caller may still see it.
     */
    liveHeartbeatMs: e.LIVE_HEARTBEAT_SECONDS * 1000,
    feedbackRateLimitPerMinute: e.FEEDBACK_RATE_LIMIT_PER_MINUTE,
    /** Where the built web app is; unset means dist/web of this checkout. */
    webDist: e.SPEAKERPRO_WEB_DIST ? path.resolve(e.SPEAKERPRO_WEB_DIST) : undefined,
    /** Signs unsubscribe links and encrypts mail-account tokens; unset means a key file in DATA_DIR. */
    appSecret: e.APP_SECRET,
    /** Uploaded files in this S3-compatible bucket; undefined keeps them under DATA_DIR/uploads. */
    s3: s3ConfigFromEnv(e),
    /** Speakers' Gmail accounts (OAuth client and Google's endpoints); without a client id Gmail cannot be connected. */
    gmail: {
      clientId: e.GMAIL_CLIENT_ID,
      clientSecret: e.GMAIL_CLIENT_SECRET,
      authUrl: e.GMAIL_AUTH_URL,
      tokenUrl: e.GMAIL_TOKEN_URL,
      userinfoUrl: e.GMAIL_USERINFO_URL,
      smtpUrl: e.GMAIL_SMTP_URL,
    },
    /** Stripe Checkout and its signed events; undefined: no payments (upgrades are requests to the owner). */
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? stripeConfig(e.STRIPE_SECRET_KEY, e.STRIPE_WEBHOOK_SECRET, e.STRIPE_API_BASE)
        : undefined,
  };
}

/** The app's settings, derived from the environment schema above. */
export type Config = ReturnType<typeof configFromEnv>;

/** For process entry points: the parsed configuration, or one line on stderr and exit code 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
