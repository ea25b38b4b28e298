import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-request';
import {
  FIRST_COUNT_TIMEOUT_MS,
  POLL_INTERVAL_MS,
  STREAM_RETRY_MS,
  startLiveCounter,
  type LiveCounterState,
  type StreamLike,
} from './live-counter';

class FakeStream implements StreamLike {
  readyState = 0;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data = '') {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
  count(responseCount: number) {
    this.readyState = 1;
    this.emit('count', JSON.stringify({ eventId: 7, responseCount }));
  }
  fail(closed: boolean) {
    this.readyState = closed ? 2 : 0;
    this.emit('error');
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

/** A polled endpoint whose answers the test gives one by one. */
function endpoint() {
  const calls: { resolve(n: number): void; reject(e: unknown): void; signal: AbortSignal }[] = [];
  return {
    calls,
    fetch: (_id: number, signal: AbortSignal) =>
      new Promise<number>((resolve, reject) => {
        calls.push({ resolve, reject, signal });
      }),
  };
}

function setup() {
  const streams: FakeStream[] = [];
  const api = endpoint();
  const states: LiveCounterState[] = [];
  const stop = startLiveCounter(7, (s) => states.push(s), {
    openStream: () => {
      const s = new FakeStream();
      streams.push(s);
      return s;
    },
    fetchCount: api.fetch,
    now: () => Date.now(),
  });
  return { streams, api, states, stop, last: () => states.at(-1) };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the live counter', () => {
  it('shows only what the stream says, and nothing before its first count', async () => {
    const { streams, api, states, stop, last } = setup();
    expect(states).toEqual([]);
    streams[0]!.count(3);
    expect(last()).toMatchObject({ status: 'live', count: 3, via: 'stream' });
    streams[0]!.count(4);
    expect(last()).toMatchObject({ status: 'live', count: 4 });
    streams[0]!.emit('count', 'not json');
    expect(last()!.count).toBe(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.calls).toHaveLength(0);
    stop();
    expect(streams[0]!.closed).toBe(true);
  });

  it('polls every 2 s when the stream never sends a count (a buffering proxy), and goes back to the stream when it gets through', async () => {
    const { streams, api, last } = setup();
    await vi.advanceTimersByTimeAsync(FIRST_COUNT_TIMEOUT_MS);
    expect(streams[0]!.closed).toBe(true);
    expect(api.calls).toHaveLength(1);
    api.calls[0]!.resolve(5);
    await flush();
    expect(last()).toMatchObject({ status: 'live', count: 5, via: 'polling' });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(api.calls).toHaveLength(2);
    api.calls[1]!.resolve(6);
    await flush();
    expect(last()).toMatchObject({ count: 6, via: 'polling' });

    // The stream is tried again; once it sends a count, polling stops, and an answer already on its
    // way (read before the stream's) is not shown.
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MS - POLL_INTERVAL_MS);
    expect(streams).toHaveLength(2);
    const inFlight = api.calls.at(-1)!;
    streams[1]!.count(8);
    expect(last()).toMatchObject({ status: 'live', count: 8, via: 'stream' });
    expect(inFlight.signal.aborted).toBe(true);
    inFlight.resolve(7);
    await flush();
    expect(last()!.count).toBe(8);
    const polls = api.calls.length;
    await vi.advanceTimersByTimeAsync(10 * POLL_INTERVAL_MS);
    expect(api.calls).toHaveLength(polls);
  });

  it('polls while the stream reconnects, and gives the stream up after repeated errors', async () => {
    const { streams, api, last } = setup();
    streams[0]!.count(2);
    streams[0]!.fail(false);
    expect(streams[0]!.closed).toBe(false);
    expect(api.calls).toHaveLength(1);
    api.calls[0]!.resolve(3);
    await flush();
    expect(last()).toMatchObject({ status: 'live', count: 3, via: 'polling' });
    streams[0]!.fail(false);
    streams[0]!.fail(false);
    expect(streams[0]!.closed).toBe(true);
    // One poll loop, not one per error.
    expect(api.calls).toHaveLength(1);
  });

  it('says reconnecting, with the last count and its time, when the endpoint fails too; live again when it answers', async () => {
    const { streams, api, last } = setup();
    streams[0]!.count(9);
    const at = last()!.countAt;
    streams[0]!.fail(true);
    api.calls[0]!.reject(new TypeError('Failed to fetch'));
    await flush();
    expect(last()).toMatchObject({ status: 'reconnecting', count: 9, countAt: at });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    api.calls[1]!.reject(new ApiError(503, 'DATABASE_UNAVAILABLE', 'down', {}));
    await flush();
    expect(last()).toMatchObject({ status: 'reconnecting', count: 9 });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    api.calls[2]!.resolve(10);
    await flush();
    expect(last()).toMatchObject({ status: 'live', count: 10 });
  });

  it('stops for good when the talk is gone or the session ends, by either path', async () => {
    const a = setup();
    a.streams[0]!.count(1);
    a.streams[0]!.emit('gone', '{}');
    expect(a.last()!.status).toBe('gone');
    expect(a.streams[0]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MS * 2);
    expect(a.streams).toHaveLength(1);
    expect(a.api.calls).toHaveLength(0);

    const b = setup();
    b.streams[0]!.fail(true);
    b.api.calls[0]!.reject(new ApiError(401, 'UNAUTHORIZED', 'Authentication required', {}));
    await flush();
    expect(b.last()!.status).toBe('signed-out');
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MS * 2);
    expect(b.streams).toHaveLength(1);
    expect(b.api.calls).toHaveLength(1);

    const c = setup();
    c.streams[0]!.emit('signed-out', '{}');
    expect(c.last()!.status).toBe('signed-out');
  });
});
