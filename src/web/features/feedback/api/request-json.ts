import { ApiError } from '../../../lib/api-error';
import { REQUEST_TIMEOUT_MS } from '../retry-schedule';

/** How a request ended, without throwing: the attendee pages decide per case what to say and whether to retry. */
export type JsonOutcome<T> =
  | { kind: 'ok'; status: number; data: T }
  /** A 4xx: the same ApiError the app's client throws; pages read its `code`. */
  | { kind: 'client-error'; error: ApiError; retryAfterMs: number | null }
  | { kind: 'server-error'; status: number }
  /** No answer: offline, DNS, dropped Wi-Fi, or no answer within REQUEST_TIMEOUT_MS. */
  | { kind: 'network' }
  /** The caller's signal aborted (the page went away). */
  | { kind: 'aborted' };

function retryAfterMs(res: Response): number | null {
  const value = res.headers.get('retry-after');
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/**
 * A JSON request with the session cookie and a timeout. Plain fetch on purpose: the attendee's page
 * keeps TanStack Query and zod out of its download (see bench/feedback-page-size.ts); its refusals
 * are the app's ApiError all the same.
 */
export async function requestJson<T>(
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<JsonOutcome<T>> {
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  try {
    const res = await fetch(url, {
      method,
      credentials: 'include',
      signal: controller.signal,
      headers:
        options.body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    if (res.ok) return { kind: 'ok', status: res.status, data: (await res.json().catch(() => null)) as T };
    if (res.status >= 500) return { kind: 'server-error', status: res.status };
    return { kind: 'client-error', error: await ApiError.fromResponse(res), retryAfterMs: retryAfterMs(res) };
  } catch {
    if (options.signal?.aborted) return { kind: 'aborted' };
    return { kind: 'network' };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}
