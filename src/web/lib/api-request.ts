export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type On401Behavior = 'returnNull' | 'throw';

/** The part of TanStack Query's context the query function reads; keeps it callable outside a QueryClient. */
export interface QueryFnContext {
  queryKey: readonly unknown[];
  signal?: AbortSignal;
}

async function send(method: HttpMethod, url: string, body?: unknown, signal?: AbortSignal): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include', signal };
  if (body instanceof FormData) {
    // fetch must set the multipart boundary itself, so no Content-Type here.
    init.body = body;
  } else if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  return fetch(url, init);
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new Error(`${res.status}: ${text || res.statusText}`);
}

/**
 * Sends a request to the API with the session cookie. Resolves with the Response for any 2xx status,
 * otherwise rejects with an Error whose message is `STATUS: body` (or `STATUS: statusText` when the body is empty).
 * Network failures reject with fetch's own TypeError.
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown, options: { timeoutMs?: number } = {}): Promise<Response> {
  // A connection that hangs (a dead Wi-Fi) fails after timeoutMs like one that is refused.
  const res = await send(method, url, body, options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined);
  await throwIfNotOk(res);
  return res;
}

/** A TanStack Query function that GETs `queryKey[0]` and parses the JSON answer. */
export function getQueryFn<T>(options: { on401: 'returnNull' }): (ctx: QueryFnContext) => Promise<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): (ctx: QueryFnContext) => Promise<T>;
export function getQueryFn<T>(options: { on401: On401Behavior }): (ctx: QueryFnContext) => Promise<T | null>;
export function getQueryFn<T>({ on401 }: { on401: On401Behavior }) {
  return async ({ queryKey, signal }: QueryFnContext): Promise<T | null> => {
    const url = queryKey[0];
    if (typeof url !== 'string') throw new Error('The first query key element must be the URL to fetch');
    const res = await send('GET', url, undefined, signal);
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/**
 * The server's `message` from an error thrown by apiRequest/getQueryFn (`STATUS: {"message": ...}`),
 * or `fallback` when the error carries no such message (network failure, HTML error page, ...).
 */
export function errorMessageFromApiError(err: unknown, fallback: string): string {
  if (!(err instanceof Error)) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(err.message);
  if (!match) return fallback;
  try {
    const parsed: unknown = JSON.parse(match[1]!);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed;
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
  } catch {
    // Not JSON: fall through to the fallback.
  }
  return fallback;
}

/** The HTTP status of an error thrown by apiRequest/getQueryFn, or null for other errors. */
export function statusFromApiError(err: unknown): number | null {
  if (!(err instanceof Error)) return null;
  const match = /^(\d{3}): /.exec(err.message);
  return match ? Number(match[1]) : null;
}

/**
 * fetch rejects with a TypeError when the request never got an answer (offline, DNS, CORS, ...),
 * and with a TimeoutError when apiRequest's timeout ran out first.
 */
export function isNetworkError(err: unknown): boolean {
  return err instanceof TypeError || (err instanceof DOMException && err.name === 'TimeoutError');
}

/** An API error read once into its parts, so pages branch on `code` instead of the English message. */
export interface ApiError {
  status: number;
  /** The server's machine-readable code (`INVALID_TOKEN`, `EMAIL_NOT_VERIFIED`, ...), when it sent one. */
  code: string | null;
  message: string | null;
  /** Problems by field (first segment of the path), from a 400 VALIDATION_ERROR's `details.fields`. */
  fields: Record<string, string>;
}

/** The parts of an error thrown by apiRequest/getQueryFn, or null for errors that never got an answer. */
export function parseApiError(err: unknown): ApiError | null {
  if (!(err instanceof Error)) return null;
  const match = /^(\d{3}): ([\s\S]*)$/.exec(err.message);
  if (!match) return null;
  const out: ApiError = { status: Number(match[1]), code: null, message: null, fields: {} };
  let body: unknown;
  try {
    body = JSON.parse(match[2]!);
  } catch {
    return out;
  }
  if (!body || typeof body !== 'object') return out;
  const { code, message, details } = body as { code?: unknown; message?: unknown; details?: { fields?: unknown } };
  if (typeof code === 'string') out.code = code;
  if (typeof message === 'string' && message.trim() !== '') out.message = message;
  if (details && Array.isArray(details.fields)) {
    for (const item of details.fields as { field?: unknown; message?: unknown }[]) {
      if (typeof item?.field === 'string' && typeof item.message === 'string') out.fields[item.field.split('.')[0]!] ??= item.message;
    }
  }
  return out;
}
