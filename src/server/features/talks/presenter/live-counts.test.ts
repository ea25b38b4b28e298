import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { createLiveCounts, type LiveUpdate } from './live-counts';
import { LIMITS } from '../../../test/limits';

/** A database of counts the test sets, recording each read (which talks, in one call or several). */
function fakeCounts(initial: Record<number, number>) {
  const counts = new Map(Object.entries(initial).map(([k, v]) => [Number(k), v]));
  const reads: number[][] = [];
  let failing = false;
  return {
    counts,
    reads,
    fail(on: boolean) {
      failing = on;
    },
    read: async (_db: Db, ids: readonly number[]) => {
      reads.push([...ids]);
      if (failing) throw new Error('connection terminated');
      return new Map(ids.filter((id) => counts.has(id)).map((id) => [id, counts.get(id)!]));
    },
  };
}

async function until(done: () => boolean, what: string, timeoutMs = LIMITS.backgroundWorkMs) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

const quiet = pino({ level: 'silent' });

describe('the live counts poller', () => {
  it('reads nothing while nobody watches, every watched talk in one read while someone does, and stops after the last', async () => {
    const db = fakeCounts({ 1: 3, 2: 0 });
    const live = createLiveCounts({ db: {} as Db, log: quiet, intervalMs: 10, read: db.read });
    await new Promise((r) => setTimeout(r, 40));
    expect(db.reads).toEqual([]);
    expect(live.status()).toEqual({ talks: 0, watchers: 0, polling: false });

    const heard: [string, LiveUpdate][] = [];
    const stopA = live.watch(1, 3, (u) => heard.push(['a', u]));
    const stopB = live.watch(2, 0, (u) => heard.push(['b', u]));
    const stopC = live.watch(1, 3, (u) => heard.push(['c', u]));
    expect(live.status()).toEqual({ talks: 2, watchers: 3, polling: true });
    await until(() => db.reads.length >= 3, 'three reads');
    // One read per interval, for both talks together.
    for (const ids of db.reads) expect(ids.sort()).toEqual([1, 2]);
    // Nothing changed: nobody was told anything.
    expect(heard).toEqual([]);

    db.counts.set(1, 4);
    await until(() => heard.length === 2, 'talk 1 watchers told');
    expect(heard).toEqual([
      ['a', { kind: 'count', responseCount: 4 }],
      ['c', { kind: 'count', responseCount: 4 }],
    ]);
    // Told once per change, not at every read.
    const reads = db.reads.length;
    await until(() => db.reads.length >= reads + 3, 'more reads');
    expect(heard).toHaveLength(2);

    stopA();
    stopC();
    await until(() => db.reads.at(-1)!.length === 1, 'reads of talk 2 alone');
    expect(db.reads.at(-1)).toEqual([2]);
    stopB();
    expect(live.status()).toEqual({ talks: 0, watchers: 0, polling: false });
    const after = db.reads.length;
    await new Promise((r) => setTimeout(r, 50));
    expect(db.reads.length).toBeLessThanOrEqual(after + 1);
    expect(live.status().polling).toBe(false);
    live.close();
  });

  it('tells a watcher whose count is behind at the next read, even when the others are up to date', async () => {
    const db = fakeCounts({ 7: 5 });
    const live = createLiveCounts({ db: {} as Db, log: quiet, intervalMs: 10, read: db.read });
    const heard: number[] = [];
    live.watch(7, 5, () => heard.push(-1));
    // This watcher showed 4 (it read the count just before the fifth answer).
    live.watch(7, 4, (u) => heard.push(u.kind === 'count' ? u.responseCount : -2));
    await until(() => heard.length === 1, 'the late watcher told');
    expect(heard).toEqual([5]);
    live.close();
  });

  it('keeps going through a failed read, says gone for a deleted talk, closing on close, and refuses new watchers after', async () => {
    const db = fakeCounts({ 1: 0, 2: 0 });
    const live = createLiveCounts({ db: {} as Db, log: quiet, intervalMs: 10, read: db.read });
    const heard: [number, LiveUpdate][] = [];
    live.watch(1, 0, (u) => heard.push([1, u]));
    live.watch(2, 0, (u) => heard.push([2, u]));
    db.fail(true);
    await until(() => db.reads.length >= 2, 'failed reads');
    db.fail(false);
    db.counts.set(1, 1);
    db.counts.delete(2);
    await until(() => heard.length === 2, 'both told');
    expect(heard).toEqual(
      expect.arrayContaining([
        [1, { kind: 'count', responseCount: 1 }],
        [2, { kind: 'gone' }],
      ]),
    );
    expect(live.status().talks).toBe(1);

    live.close();
    expect(heard.at(-1)).toEqual([1, { kind: 'closing' }]);
    expect(live.status()).toEqual({ talks: 0, watchers: 0, polling: false });
    const late: LiveUpdate[] = [];
    live.watch(1, 0, (u) => late.push(u));
    expect(late).toEqual([]);
    await Promise.resolve();
    expect(late).toEqual([{ kind: 'closing' }]);
    expect(live.status().polling).toBe(false);
  });
});
