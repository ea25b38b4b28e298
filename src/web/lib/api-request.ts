import { CODE_FOR_STATUS, isErrorCode, type ErrorCode } from '../../shared/contract/errors';

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

/**
 * What a failed API call throws: the answer's status, its `code` from the closed list the server
 * uses, the server's message (null when it sent none, e.g. an HTML error page from a proxy) and the
 * field problems of a validation error. Pages branch on `code`, never on the words: an answer
 * without a code gets the one its status means (CODE_FOR_STATUS).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode | null,
    readonly serverMessage: string | null,
    /** Problems by field (first segment of the path), from a VALIDATION_ERROR's `details.fields`. */
    readonly fields: Record<string, string>,
    /** The same problems with their full dotted paths, in the server's order. */
    readonly fieldProblems: { field: string; message: string }[] = [],
  ) {
    super(serverMessage ?? `The server answered ${status}.`);
  }

  /** Reads an error answer's body (JSON as the server sends it, or anything a proxy put there). */
  static fromBody(status: number, text: string): ApiError {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return new ApiError(status, CODE_FOR_STATUS[status] ?? null, null, {});
    }
    if (!body || typeof body !== 'object') return new ApiError(status, CODE_FOR_STATUS[status] ?? null, null, {});
    const { code, message, details } = body as { code?: unknown; message?: unknown; details?: { fields?: unknown } };
    const fields: Record<string, string> = {};
    const problems: { field: string; message: string }[] = [];
    if (details && Array.isArray(details.fields)) {
      for (const item of details.fields as { field?: unknown; message?: unknown }[]) {
        if (typeof item?.field !== 'string' || typeof item.message !== 'string') continue;
        problems.push({ field: item.field, message: item.message });
        fields[item.field.split('.')[0]!] ??= item.message;
      }
    }
    const serverMessage = typeof message === 'string' && message.trim() !== '' ? message : null;
    // A code outside the closed list is not trusted as one; an answer without any code (a proxy's
    // JSON) means what its status means.
    const known = code === undefined ? (CODE_FOR_STATUS[status] ?? null) : isErrorCode(code) ? code : null;
    return new ApiError(status, known, serverMessage, fields, problems);
  }

  static async fromResponse(res: Response): Promise<ApiError> {
    return ApiError.fromBody(res.status, await res.text().catch(() => ''));
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) throw await ApiError.fromResponse(res);
}

interface RequestOptions {
  timeoutMs?: number;
  /** TanStack Query's signal: the request stops when nobody needs its answer any more. */
  signal?: AbortSignal;
}

/**
 * Sends a request to the API with the session cookie. Resolves with the Response for any 2xx status,
 * otherwise rejects with an ApiError. Network failures reject with fetch's own TypeError.
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown, options: RequestOptions = {}): Promise<Response> {
  // A connection that hangs (a dead Wi-Fi) fails after timeoutMs like one that is refused.
  const signals = [options.signal, options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined].filter((s) => s !== undefined);
  const res = await send(method, url, body, signals.length > 1 ? AbortSignal.any(signals) : signals[0]);
  await throwIfNotOk(res);
  return res;
}

/**
 * apiRequest for an endpoint that answers JSON: the parsed body, typed by the caller from the
 * endpoint's contract type (src/shared/contract). The one place a response body becomes a `T`.
 */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const res = await apiRequest(method, url, body, options);
  return (await res.json()) as T;
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

/** The server's `message` from an error thrown by apiRequest/getQueryFn, or `fallback` when it sent none. */
export function errorMessageFromApiError(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.serverMessage !== null ? err.serverMessage : fallback;
}

/**
 * The code of an error thrown by apiRequest/getQueryFn (from the answer, or what its status means
 * when it carried none), or null for errors that never got an answer. Pages branch on this.
 */
export function errorCodeOf(err: unknown): ErrorCode | null {
  return err instanceof ApiError ? err.code : null;
}

/**
 * fetch rejects with a TypeError when the request never got an answer (offline, DNS, CORS, ...),
 * and with a TimeoutError when apiRequest's timeout ran out first.
 */
export function isNetworkError(err: unknown): boolean {
  return err instanceof TypeError || (err instanceof DOMException && err.name === 'TimeoutError');
}

/** An API error's parts as pages read them (`message` null when the server sent none). */
export interface ApiErrorParts {
  status: number;
  code: ErrorCode | null;
  message: string | null;
  fields: Record<string, string>;
}

/** The parts of an error thrown by apiRequest/getQueryFn, or null for errors that never got an answer. */
export function parseApiError(err: unknown): ApiErrorParts | null {
  if (!(err instanceof ApiError)) return null;
  return { status: err.status, code: err.code, message: err.serverMessage, fields: err.fields };
}
