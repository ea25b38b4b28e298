// PGlite in a worker thread, seen from the main thread: an object with the PGlite methods drizzle's
// pglite driver and the job queue call (query, exec, transaction, close), each sent to the worker
// (pglite-worker.ts) that owns the real database. The worker runs them as PGlite runs its own
// callers: one at a time, and a query from outside an open transaction waits until it ends.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { errorFromWire, type WorkerOptions, type WorkerReply, type WorkerRequest } from './pglite-worker-protocol';

/** The part of PGlite the database layer uses, answered by the worker; `prepared` as pglite-statements.ts runs it. */
export interface RemotePglite {
  readonly closed: boolean;
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string, options?: QueryOptions): Promise<Results[]>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  prepared(name: string, text: string, params: unknown[]): Promise<Results<unknown>>;
  close(): Promise<void>;
}

// Distributes WorkerRequest over its variants, so that a request can be written without its id.
type Request = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

interface Pending {
  resolve(value: unknown): void;
  reject(err: Error): void;
  /** The failed query, put on the error as PGlite puts it. */
  query?: { text: string; params: unknown[] | undefined; options: unknown };
}

function spawnWorker(options: WorkerOptions): Worker {
  // The worker is a sibling module with this file's own extension (.ts under tsx and vitest, .js in
  // the build, where scripts/build-server.mjs makes it an entry next to main.js).
  const ext = path.extname(fileURLToPath(import.meta.url));
  const url = ext === '.ts' ? new URL('./pglite-worker-tsx.mjs', import.meta.url) : new URL(`./pglite-worker${ext}`, import.meta.url);
  return new Worker(url, { workerData: options });
}

const PROBE = 'speakerpro: kept as text?';

/**
 * The types whose values the caller's parsers keep as the database's text. Functions cannot be
 * sent to the worker, and the only parsers given here are drizzle's, which keep date and time
 * types as text (DRIZZLE_TEXT_TYPES); the worker applies the same. Any other parser is refused
 * rather than silently not applied.
 */
function textTypesOf(options: QueryOptions | undefined): number[] | undefined {
  if (!options) return undefined;
  if (options.serializers || options.blob || options.onNotice) {
    throw new Error('PGlite in the database worker takes no serializers, blob or onNotice query options');
  }
  if (!options.parsers) return undefined;
  const types = Object.keys(options.parsers).map(Number);
  for (const type of types) {
    if (options.parsers[type]!(PROBE) !== PROBE) {
      throw new Error(
        `PGlite in the database worker keeps a type's values as text or parses them itself; the parser for type ${type} does neither`,
      );
    }
  }
  return types;
}

/** Starts the database worker and answers once PGlite is open there. */
export async function openPgliteWorker(options: WorkerOptions): Promise<RemotePglite> {
  const worker = spawnWorker(options);
  const pending = new Map<number, Pending>();
  let lastId = 0;
  let closed = false;
  /** Set once the worker is gone: every call fails with it. */
  let stopped: Error | undefined;

  const settle = (reply: WorkerReply) => {
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    // Only calls in flight keep the process alive, as an idle in-process PGlite does not hold it.
    if (pending.size === 0) worker.unref();
    if (reply.error) call.reject(errorFromWire(reply.error, call.query));
    else call.resolve(reply.result);
  };
  const stop = (err: Error) => {
    stopped ??= err;
    for (const call of pending.values()) call.reject(stopped);
    pending.clear();
  };
  worker.on('message', settle);
  worker.on('error', (err) => stop(new Error(`the database worker failed: ${err.message}`, { cause: err })));
  worker.on('exit', (code) => stop(new Error(`the database worker stopped (exit code ${code})`)));

  function call(request: Request, query?: Pending['query']): Promise<unknown> {
    if (stopped) return Promise.reject(stopped);
    const id = (lastId += 1);
    return new Promise((resolve, reject) => {
      // Throws here (not in the worker) for a value that cannot be copied to another thread.
      worker.postMessage({ ...request, id } as WorkerRequest);
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve, reject, query });
    });
  }

  // The worker's first message says whether PGlite opened.
  await new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  }).catch(async (err: unknown) => {
    await worker.terminate();
    throw err;
  });

  const checkOpen = () => {
    // PGlite's own words for a closed database.
    if (closed) throw new Error('PGlite is closed');
  };

  // Async, as PGlite's own: a refused call is a rejected promise, never a throw at the call.
  const query = async <T>(tx: number, text: string, params?: unknown[], options?: QueryOptions) => {
    checkOpen();
    const request: Request = {
      op: 'query',
      tx,
      text,
      params,
      rowMode: options?.rowMode,
      textTypes: textTypesOf(options),
      paramTypes: options?.paramTypes,
    };
    return call(request, { text, params, options }) as Promise<Results<T>>;
  };
  const exec = async (tx: number, text: string, options?: QueryOptions) => {
    checkOpen();
    const request: Request = { op: 'exec', tx, text, rowMode: options?.rowMode, textTypes: textTypesOf(options) };
    return call(request, { text, params: undefined, options }) as Promise<Results[]>;
  };

  return {
    get closed() {
      return closed;
    },
    query: (text, params, options) => query(0, text, params, options),
    exec: (text, options) => exec(0, text, options),
    async transaction(callback) {
      checkOpen();
      const id = (await call({ op: 'begin' })) as number;
      // As PGlite's transaction object: unusable once committed or rolled back.
      let ended = false;
      const checkEnded = () => {
        if (ended) throw new Error('Transaction is closed');
      };
      const end = async (commit: boolean) => {
        ended = true;
        await call({ op: 'end', tx: id, commit });
      };
      const tx: Transaction = {
        query: async (text, params, options) => {
          checkEnded();
          return query(id, text, params, options);
        },
        sql: async () => {
          throw new Error('PGlite in the database worker runs no tagged-template queries; use query()');
        },
        exec: async (text, options) => {
          checkEnded();
          return exec(id, text, options);
        },
        rollback: async () => {
          checkEnded();
          await end(false);
        },
        listen: async () => {
          throw new Error('PGlite in the database worker does not listen for notifications');
        },
        get closed() {
          return ended;
        },
      };
      try {
        const result = await callback(tx);
        if (!ended) await end(true);
        return result;
      } catch (err) {
        if (!ended) await end(false);
        throw err;
      }
    },
    prepared: async (name, text, params) => {
      checkOpen();
      return call({ op: 'prepared', name, text, params }, { text, params, options: undefined }) as Promise<Results<unknown>>;
    },
    async close() {
      if (closed) return;
      // As PGlite's close(): the open transaction and the queries sent before it finish first.
      try {
        if (!stopped) await call({ op: 'close' });
      } finally {
        closed = true;
        stopped ??= new Error('PGlite is closed');
        await worker.terminate();
      }
    },
  };
}
