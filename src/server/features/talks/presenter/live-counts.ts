import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { responseCounts } from '../service';

/** What a watcher hears: a new count, the talk deleted, or this process stopping. */
export type LiveUpdate = { kind: 'count'; responseCount: number } | { kind: 'gone' } | { kind: 'closing' };
type Listener = (update: LiveUpdate) => void;

interface Watcher {
  listener: Listener;
  /** The count this watcher was last told, so each is told a change once and nothing else. */
  lastSent: number;
}

/**
 * How often the counts of watched talks are read: a new answer reaches the presenter's screen
 * within about this, plus the database's time, well inside the 2 s the counter promises.
 */
export const LIVE_POLL_INTERVAL_MS = 600;

export interface LiveCounts {
  /**
   * Calls `listener` whenever the talk's count differs from the last one it was given (`sent`: the
   * count the caller already showed), never before this returns. Returns the function that stops
   * watching.
   */
  watch(eventId: number, sent: number, listener: Listener): () => void;
  /** Talks watched now, and whether the poller runs (it runs only while someone watches). */
  status(): { talks: number; watchers: number; polling: boolean };
  /** Tells every watcher 'closing' and stops polling; later watches hear 'closing' at once. */
  close(): void;
}

/**
 * One poller per process for the presenter's live counters. Answers may be stored by any process
 * on the database (several processes behind a load balancer), so the counts come from the
 * database, not from the process that took the answer: while anyone watches, every watched talk's
 * count is read in one statement per interval, and a talk's watchers are told only when its count
 * changed. With nobody watching, nothing is read.
 */
export function createLiveCounts(options: {
  db: Db;
  log: FastifyBaseLogger;
  intervalMs?: number;
  read?: (db: Db, eventIds: readonly number[]) => Promise<Map<number, number>>;
}): LiveCounts {
  const { db, log } = options;
  const intervalMs = options.intervalMs ?? LIVE_POLL_INTERVAL_MS;
  const read = options.read ?? responseCounts;
  const talks = new Map<number, Set<Watcher>>();
  let timer: NodeJS.Timeout | null = null;
  /** A read is under way: no second timer starts until it is done (one loop at most). */
  let running = false;
  let closed = false;

  const tell = (watcher: Watcher, update: LiveUpdate) => {
    try {
      watcher.listener(update);
    } catch (err) {
      log.warn({ err }, 'a live counter could not be told about a change');
    }
  };

  function schedule() {
    if (timer || running || closed || talks.size === 0) return;
    timer = setTimeout(() => void tick(), intervalMs);
    // The poller never keeps the process alive by itself; open streams end on close().
    timer.unref();
  }

  async function tick() {
    timer = null;
    running = true;
    try {
      const ids = [...talks.keys()];
      const counts = await read(db, ids);
      for (const id of ids) {
        const watchers = talks.get(id);
        if (!watchers) continue;
        const count = counts.get(id);
        if (count === undefined) {
          talks.delete(id);
          for (const watcher of watchers) tell(watcher, { kind: 'gone' });
          continue;
        }
        for (const watcher of watchers) {
          if (watcher.lastSent === count) continue;
          watcher.lastSent = count;
          tell(watcher, { kind: 'count', responseCount: count });
        }
      }
    } catch (err) {
      // A database restart: the counters keep their last number and the next read catches up.
      log.warn({ err }, 'reading the live answer counts failed; trying again');
    } finally {
      running = false;
      schedule();
    }
  }

  return {
    watch(eventId, sent, listener) {
      const watcher: Watcher = { listener, lastSent: sent };
      if (closed) {
        // Told after the caller has its stop function, as every other update is.
        queueMicrotask(() => tell(watcher, { kind: 'closing' }));
        return () => undefined;
      }
      const watchers = talks.get(eventId) ?? new Set<Watcher>();
      watchers.add(watcher);
      talks.set(eventId, watchers);
      schedule();
      return () => {
        const current = talks.get(eventId);
        if (!current) return;
        current.delete(watcher);
        if (current.size > 0) return;
        talks.delete(eventId);
        if (talks.size === 0 && timer) {
          clearTimeout(timer);
          timer = null;
        }
      };
    },
    status() {
      let watchers = 0;
      for (const set of talks.values()) watchers += set.size;
      return { talks: talks.size, watchers, polling: timer !== null || running };
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const all = [...talks.values()].flatMap((set) => [...set]);
      talks.clear();
      for (const watcher of all) tell(watcher, { kind: 'closing' });
    },
  };
}
