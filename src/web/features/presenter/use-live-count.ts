import { useEffect, useState } from 'react';
import { getLiveCount } from './api/get-live-count';
import { openLiveStream } from './api/live-stream';
import { startLiveCounter, type LiveCounterState } from './live-counter';

const CONNECTING: LiveCounterState = { status: 'connecting', count: null, countAt: null, via: null };

/** A talk's answer count as the server says it, live (see live-counter.ts). Mount it per talk (a `key`): it starts from 'connecting' once. */
export function useLiveCount(eventId: number): LiveCounterState {
  const [state, setState] = useState<LiveCounterState>(CONNECTING);
  useEffect(() => {
    return startLiveCounter(eventId, setState, { openStream: openLiveStream, fetchCount: getLiveCount, now: Date.now });
  }, [eventId]);
  return state;
}
