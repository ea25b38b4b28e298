import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';
import pino, { type DestinationStream } from 'pino';

/**
 * The production logger: JSON lines that never hold a password, a password hash, a session or
 * link token, or an e-mail address. Layers, from the most specific to the catch-all:
 * - `req` is the method and the path only: query strings carry unsubscribe addresses, OAuth codes
 *   and link tokens, and token-like path segments (shared graphic links) are masked;
 * - `err` drops the SQL parameters drizzle and the drivers attach to a failed query (they hold
 *   what the user typed: e-mail, argon2 hash, names);
 * - `redact` and a key scrub blank fields named like secrets wherever a log call puts them;
 * - every finished line passes a mask for e-mail addresses, argon2 hashes and cookie values,
 *   so free text (a message, a stack, a driver's detail) cannot leak them either.
 */

const REDACTED = '[redacted]';

/** Keys whose values are secrets or personal data, at any depth of a logged object. */
const SECRET_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'password_hash',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'codeVerifier',
  'secret',
  'email',
  'workEmail',
  'attendeeEmail',
  'speakerEmail',
  'ownerEmail',
  'cookie',
  'authorization',
  'set-cookie',
];
const SECRET_KEY_SET = new Set(SECRET_KEYS.map((k) => k.toLowerCase()));
const isSecretKey = (key: string) => SECRET_KEY_SET.has(key.toLowerCase()) || /e-?mail$|password|token$|secret$/i.test(key);

/** What the drivers and drizzle attach to a query error: the statement's values and the row that failed. */
const SQL_DATA_KEYS = ['params', 'parameters', 'query', 'queryOptions', 'internalQuery', 'detail', 'where'];

// Local part without URL delimiters (/?=&), so `?email=a@b.c` masks the address and keeps the URL readable.
const EMAIL =
  /[A-Za-z0-9.!#$%'*+^_`{|}~-]+(?:@|%40)[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+/gi;
const ARGON2 = /\$argon2(?:id|i|d)\$[A-Za-z0-9+/=$,.-]*/g;
const COOKIE_VALUE = /\b(sp_[A-Za-z_]+=)[^;\s"\\]+/g;
// A speaker's API key, or any credential after "Bearer", wherever it ends up in free text.
const API_KEY = /\bspk_[A-Za-z0-9_-]+/g;
const BEARER_VALUE = /\b(Bearer\s+)[^\s"\\]+/gi;
const SECRET_QUERY_VALUE = /([?&](?:email|token|code|state|password)=)[^&#\s"\\]*/gi;

/** Masks e-mail addresses, argon2 hashes, session cookie values, API keys and secret query values in free text. */
export function maskText(text: string): string {
  return text
    .replace(ARGON2, '[password hash]')
    .replace(EMAIL, '[email]')
    .replace(COOKIE_VALUE, `$1${REDACTED}`)
    .replace(BEARER_VALUE, `$1${REDACTED}`)
    .replace(API_KEY, `spk_${REDACTED}`)
    .replace(SECRET_QUERY_VALUE, `$1${REDACTED}`);
}

// Lower-case kebab words (slugs, route words) stay readable; a long run of mixed-case base64url
// characters is a random token (session, share link, campaign public id) and is masked.
const TOKEN_LIKE = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{16,}(?![A-Za-z0-9_-])/g;
const READABLE_WORD = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*|\d+)$/;

/** A request's path for the log: no query string, no e-mail, no token-like segment. */
export function loggablePath(url: string): string {
  const path = (url.split('?')[0] ?? '').slice(0, 500);
  return maskText(path).replace(TOKEN_LIKE, (m) => (READABLE_WORD.test(m) ? m : ':token'));
}

/** The same error without its SQL parameters: the message tail drizzle appends and the fields drivers attach. */
function withoutSqlData(err: Error, depth = 0): Error {
  const copy = Object.create(Object.getPrototypeOf(err) as object) as Error & Record<string, unknown>;
  let message = String(err.message ?? '');
  let stack = typeof err.stack === 'string' ? err.stack : undefined;
  // drizzle: `Failed query: ${sql}\nparams: ${values}`; the SQL is kept (it has placeholders, not values).
  const tail = message.indexOf('\nparams: ');
  if (tail >= 0) {
    const original = message;
    message = `${message.slice(0, tail)}\nparams: ${REDACTED}`;
    if (stack) {
      stack = stack.includes(original)
        ? stack.replace(original, () => message)
        : [`${err.name}: ${message}`, ...stack.split('\n').filter((line) => /^\s+at /.test(line))].join('\n');
    }
  }
  for (const key of Object.keys(err)) {
    if (SQL_DATA_KEYS.includes(key) || key === 'cause') continue;
    copy[key] = (err as unknown as Record<string, unknown>)[key];
  }
  Object.defineProperty(copy, 'name', { value: err.name, enumerable: false, configurable: true, writable: true });
  Object.defineProperty(copy, 'message', { value: maskText(message), enumerable: false, configurable: true, writable: true });
  Object.defineProperty(copy, 'stack', { value: stack && maskText(stack), enumerable: false, configurable: true, writable: true });
  const aggregated = (err as { errors?: unknown }).errors;
  if (Array.isArray(aggregated) && depth < 5) {
    const errors = aggregated.map((e) => (e instanceof Error ? withoutSqlData(e, depth + 1) : e));
    Object.defineProperty(copy, 'errors', { value: errors, enumerable: false, configurable: true, writable: true });
  }
  if (err.cause !== undefined && depth < 5) {
    const cause = err.cause instanceof Error ? withoutSqlData(err.cause, depth + 1) : REDACTED;
    Object.defineProperty(copy, 'cause', { value: cause, enumerable: false, configurable: true, writable: true });
  }
  return copy;
}

/** pino's error serializer (type, message and stack with their causes) on the error without SQL data. */
export function serializeError(err: unknown): unknown {
  if (!(err instanceof Error)) return typeof err === 'string' ? maskText(err) : err;
  // The serialized error has pino's own prototype, so its fields are scrubbed here rather than by scrubKeys.
  return scrubEntries(pino.stdSerializers.err(withoutSqlData(err)));
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggablePath(request.url ?? ''),
    remoteAddress: request.ip ?? request.socket?.remoteAddress,
  };
}

const isPlain = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/** A copy of plain data with secret-named keys blanked; class instances (requests, errors) are left to their serializers. */
function scrubKeys<T>(value: T, depth = 0): T {
  if (depth > 8) return value;
  if (Array.isArray(value)) return value.map((v) => scrubKeys(v, depth + 1)) as T;
  if (!isPlain(value)) return value;
  return scrubEntries(value) as T;
}

function scrubEntries(value: object, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = isSecretKey(key) ? REDACTED : scrubKeys(v, depth + 1);
  return out;
}

/** Wraps a destination so each finished line is masked once more before it is written. */
export function maskingStream(destination: DestinationStream): DestinationStream {
  const target = destination as DestinationStream & { flush?: (cb?: (err?: Error) => void) => void; flushSync?: () => void };
  // pino's logger.flush() and its exit handler reach the destination through these, when it has them.
  return {
    write: (line: string) => target.write(maskText(line)),
    ...(target.flush ? { flush: (cb?: (err?: Error) => void) => target.flush!(cb) } : {}),
    ...(target.flushSync ? { flushSync: () => target.flushSync!() } : {}),
  } as DestinationStream;
}

const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["set-cookie"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  ...['password', 'currentPassword', 'newPassword', 'passwordHash', 'token', 'email', 'workEmail'].flatMap((k) => [k, `*.${k}`]),
];

export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

function pinoOptions(level: string) {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: serializeRequest as never,
      err: serializeError as never,
    },
    formatters: {
      log: (object: Record<string, unknown>) => scrubKeys(object),
    },
  };
}

/** Fastify's logger options for `level`, writing to stdout unless given another destination (tests). */
export function loggerOptions(level: string, destination: DestinationStream = pino.destination(1)): LoggerOptions {
  return { ...pinoOptions(level), stream: maskingStream(destination) };
}

/**
 * The same logger as an instance, for the process entry: the job queue starts (and logs) before
 * the app is built, and the app is then given this logger.
 */
export function createLogger(level: string, destination: DestinationStream = pino.destination(1)): FastifyBaseLogger {
  return pino(pinoOptions(level), maskingStream(destination));
}
