// The messages between the main thread's PGlite stand-in (pglite-remote.ts) and the database worker
// (pglite-worker.ts) that owns the real PGlite, and how an error crosses between them: a thread
// hands over copies (structured clone), which keep an Error's message but drop the SQLSTATE and the
// other fields callers read, so an error travels as its fields and is made again on arrival.
import { messages, TransactionAbortedError } from '@electric-sql/pglite';

/** What the worker opens (workerData): a data directory, or a copy of a dumped one kept in memory (tests). */
export interface WorkerOptions {
  dataDir?: string;
  loadDataDir?: Uint8Array<ArrayBuffer>;
}

/** `tx` 0 is no transaction: the query waits for any open one, as PGlite's own query() does. */
export type WorkerRequest =
  | {
      op: 'query';
      id: number;
      tx: number;
      text: string;
      params: unknown[] | undefined;
      rowMode: 'array' | 'object' | undefined;
      /** Types whose values stay the database's text (the caller's parsers, see pglite-remote.ts). */
      textTypes: number[] | undefined;
      paramTypes: number[] | undefined;
    }
  | { op: 'exec'; id: number; tx: number; text: string; rowMode: 'array' | 'object' | undefined; textTypes: number[] | undefined }
  | { op: 'prepared'; id: number; name: string; text: string; params: unknown[] }
  /** Opens a transaction; answers its number once BEGIN has run. */
  | { op: 'begin'; id: number }
  /** Commits or rolls back transaction `tx`; answers once it has. */
  | { op: 'end'; id: number; tx: number; commit: boolean }
  | { op: 'close'; id: number };

/** id 0 answers the worker's start: PGlite is open (or failed to open). */
export type WorkerReply = { id: number; result: unknown; error?: undefined } | { id: number; result?: undefined; error: WireError };

export interface WireError {
  kind: 'database' | 'aborted' | 'other';
  message: string;
  name: string;
  stack: string | undefined;
  /** The error's own fields (code, detail, constraint, severity, the failed query's text, ...). */
  fields: Record<string, unknown>;
  /** Whether PGlite put the failed query on it (query, params, queryOptions). */
  withQuery: boolean;
}

/**
 * The query's parameters and options the main thread holds: the worker's are copies, and its
 * options carry its own parser functions, which cannot be sent.
 */
const LOCAL_FIELDS = new Set(['params', 'queryOptions']);

export function errorToWire(err: unknown): WireError {
  if (!(err instanceof Error))
    return { kind: 'other', message: String(err), name: 'Error', stack: undefined, fields: {}, withQuery: false };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err)) {
    if (LOCAL_FIELDS.has(key) || typeof value === 'function') continue;
    fields[key] = value;
  }
  const kind = err instanceof TransactionAbortedError ? 'aborted' : err instanceof messages.DatabaseError ? 'database' : 'other';
  return { kind, message: err.message, name: err.name, stack: err.stack, fields, withQuery: 'query' in err };
}

/**
 * The error as PGlite would have thrown it on this thread: a DatabaseError (code, detail,
 * constraint, ...) or TransactionAbortedError, else an Error with the same name and message; with
 * the failed query's `query`, `params` and `queryOptions` where PGlite puts them on its errors.
 */
export function errorFromWire(wire: WireError, query?: { text: string; params: unknown[] | undefined; options: unknown }): Error {
  let err: Error;
  if (wire.kind === 'aborted') err = new TransactionAbortedError();
  else if (wire.kind === 'database') err = new messages.DatabaseError(wire.message, Number(wire.fields.length ?? 0), 'error');
  else {
    err = new Error(wire.message);
    err.name = wire.name;
  }
  Object.assign(err, wire.fields);
  // The worker's stack says where the database failed; this thread's frames add only the message port.
  if (wire.stack) err.stack = wire.stack;
  if (wire.withQuery) {
    Object.assign(
      err,
      query ? { query: query.text, params: query.params, queryOptions: query.options } : { params: undefined, queryOptions: undefined },
    );
  }
  return err;
}
