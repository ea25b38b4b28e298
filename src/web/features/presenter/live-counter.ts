import { LIVE_STREAM_EVENTS } from '../../../shared/contract/presenter';
import { errorCodeOf } from '../../lib/api-request';

/**
 * - connecting: no count yet.
 * - live: `count` is the server's current number (by the stream, or polled every 2 s).
 * - reconnecting: neither the stream nor the plain endpoint answers; `count` is the last number
 *   the server gave and `countAt` when (the page says so rather than showing it as current).
 * - gone: the talk was deleted. signed-out: the session ended. Both are final.
 */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'gone' | 'signed-out';

export interface LiveCounterState {
  status: LiveStatus;
  count: number | null;
  /** When the shown count arrived (ms since the epoch). */
  countAt: number | null;
  via: 'stream' | 'polling' | null;
}

/** What an EventSource offers that the counter uses (a fake one in tests). */
export interface StreamLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface LiveCounterDeps {
  openStream(eventId: number): StreamLike;
  fetchCount(eventId: number, signal: AbortSignal): Promise<number>;
  now(): number;
}

/** How often the plain endpoint is read when the stream does not get through. */
export const POLL_INTERVAL_MS = 2_000;
/** A stream that has sent no count after this is held back by something on the way (a buffering proxy). */
export const FIRST_COUNT_TIMEOUT_MS = 5_000;
/** While polling, the stream is tried again this often: it is the cheaper way once it gets through. */
export const STREAM_RETRY_MS = 20_000;
/** Errors in a row after which the browser's own reconnecting is given up for the polling. */
const STREAM_ERRORS_BEFORE_CLOSING = 3;
const CLOSED = 2;

function countFrom(data: string): number | null {
  try {
    const value = (JSON.parse(data) as { responseCount?: unknown }).responseCount;
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * Follows a talk's answer count: by the server's event stream while it gets through; by polling
 * the plain endpoint every 2 s while it does not (it errors, it never opens, or a proxy holds it
 * back), trying the stream again now and then. Only the server's numbers are shown, never a guess:
 * a poll that was under way when the stream took over is dropped, so an older number never
 * replaces a newer one. Returns the function that stops it all.
 */
export function startLiveCounter(eventId: number, onChange: (state: LiveCounterState) => void, deps: LiveCounterDeps): () => void {
  let state: LiveCounterState = { status: 'connecting', count: null, countAt: null, via: null };
  let stopped = false;
  let stream: StreamLike | null = null;
  let streamErrors = 0;
  let firstCountTimer: ReturnType<typeof setTimeout> | undefined;
  let streamRetryTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let polling = false;
  let pollController: AbortController | null = null;

  const set = (next: Partial<LiveCounterState>) => {
    if (stopped) return;
    state = { ...state, ...next };
    onChange(state);
  };

  function closeStream() {
    clearTimeout(firstCountTimer);
    stream?.close();
    stream = null;
  }

  function stopPolling() {
    polling = false;
    clearTimeout(pollTimer);
    pollController?.abort();
    pollController = null;
  }

  function stopAll() {
    stopped = true;
    closeStream();
    stopPolling();
    clearTimeout(streamRetryTimer);
  }

  function finish(status: 'gone' | 'signed-out') {
    set({ status });
    stopAll();
  }

  function openStream() {
    if (stopped) return;
    closeStream();
    streamErrors = 0;
    const opened = deps.openStream(eventId);
    stream = opened;
    firstCountTimer = setTimeout(() => {
      if (stream === opened) streamFailed(true);
    }, FIRST_COUNT_TIMEOUT_MS);
    opened.addEventListener(LIVE_STREAM_EVENTS.count, (event) => {
      if (stream !== opened) return;
      const count = countFrom(event.data);
      if (count === null) return;
      clearTimeout(firstCountTimer);
      streamErrors = 0;
      stopPolling();
      set({ status: 'live', count, countAt: deps.now(), via: 'stream' });
    });
    opened.addEventListener(LIVE_STREAM_EVENTS.gone, () => finish('gone'));
    opened.addEventListener(LIVE_STREAM_EVENTS.signedOut, () => finish('signed-out'));
    opened.addEventListener('error', () => {
      if (stream !== opened) return;
      streamErrors += 1;
      streamFailed(opened.readyState === CLOSED || streamErrors >= STREAM_ERRORS_BEFORE_CLOSING);
    });
  }

  /** The stream dropped (it may come back by itself) or is given up (`close`): poll meanwhile. */
  function streamFailed(close: boolean) {
    if (close) {
      closeStream();
      clearTimeout(streamRetryTimer);
      streamRetryTimer = setTimeout(openStream, STREAM_RETRY_MS);
    }
    if (!polling) {
      polling = true;
      void poll();
    }
  }

  async function poll() {
    if (!polling || stopped) return;
    const controller = new AbortController();
    pollController = controller;
    try {
      const count = await deps.fetchCount(eventId, controller.signal);
      if (pollController !== controller) return;
      set({ status: 'live', count, countAt: deps.now(), via: 'polling' });
    } catch (err) {
      if (pollController !== controller) return;
      const code = errorCodeOf(err);
      if (code === 'UNAUTHORIZED') return finish('signed-out');
      if (code === 'NOT_FOUND') return finish('gone');
      // The last number stays, marked with its time, until the server answers again.
      set({ status: 'reconnecting' });
    }
    pollTimer = setTimeout(() => void poll(), POLL_INTERVAL_MS);
  }

  openStream();
  return stopAll;
}
