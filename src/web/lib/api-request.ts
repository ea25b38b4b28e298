import type { ErrorCode } from '../../shared/contract/error-codes';
import { ApiError } from './api-error';

export { ApiError };

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

/** A refusal for the plan says which plan unlocks the feature; any other failure keeps the page's own words. */
export function planAwareMessage(err: unknown, fallback: string): string {
  return errorCodeOf(err) === 'PLAN_REQUIRED' ? errorMessageFromApiError(err, fallback) : fallback;
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
