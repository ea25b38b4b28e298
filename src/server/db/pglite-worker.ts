// The database worker: owns the server's PGlite and runs what the main thread's stand-in
// (pglite-remote.ts) sends it. PGlite runs its queries on the thread that calls it, one at a time;
// here that is a thread of its own, so the main thread's HTTP work and the database's work use two
// cores instead of taking turns on one.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { preparedStatements } from './pglite-statements';
import { errorToWire, type WorkerOptions, type WorkerReply, type WorkerRequest } from './pglite-worker-protocol';

const port = parentPort!;
const { dataDir, loadDataDir } = workerData as WorkerOptions;

/** An open transaction: the main thread runs its callback and sends each of its queries here. */
interface OpenTransaction {
  tx: Transaction;
  /** Ends the transaction's callback: true commits, false rolls back. */
  finish(commit: boolean): void;
  /** Settles once COMMIT or ROLLBACK has run (rejects when COMMIT failed). */
  ended: Promise<void>;
}

/** Thrown out of a transaction's callback to have PGlite roll it back. */
const ROLL_BACK = Symbol('roll back');

const identity = (value: string) => value;
const textParsers = new Map<string, Record<number, (value: string) => unknown>>();

/** The caller's query options, with its text types kept as text (one parsers object per set of types). */
function queryOptions(rowMode: 'array' | 'object' | undefined, textTypes: number[] | undefined, paramTypes?: number[]): QueryOptions {
  const options: QueryOptions = {};
  if (rowMode) options.rowMode = rowMode;
  if (paramTypes) options.paramTypes = paramTypes;
  if (textTypes) {
    const key = textTypes.join(',');
    let parsers = textParsers.get(key);
    if (!parsers) {
      parsers = Object.fromEntries(textTypes.map((type) => [type, identity]));
      textParsers.set(key, parsers);
    }
    options.parsers = parsers;
  }
  return options;
}

async function main() {
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir,
      loadDataDir: loadDataDir && new Blob([loadDataDir]),
      // PostgreSQL's default 128 MB of shared buffers are set up in PGlite's WebAssembly memory at
      // every start and never handed back; 32 MB hold the pages an attendee's answer and the
      // dashboards touch (the files under them stay in the operating system's cache), and the
      // idle process is about 100 MB smaller (docs/decisions/067).
      startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
    });
  } catch (err) {
    port.postMessage({ id: 0, error: errorToWire(err) } satisfies WorkerReply);
    return;
  }
  const runPrepared = preparedStatements(client);
  const transactions = new Map<number, OpenTransaction>();
  let lastTransaction = 0;

  const transactionFor = (id: number) => {
    const open = transactions.get(id);
    // What PGlite's own transaction object answers once it has ended.
    if (!open) throw new Error('Transaction is closed');
    return open.tx;
  };

  /** Opens a transaction and answers its number; the transaction stays open until 'end'. */
  const begin = () =>
    new Promise<number>((opened, failed) => {
      const id = (lastTransaction += 1);
      let finish!: (commit: boolean) => void;
      const decided = new Promise<boolean>((resolve) => (finish = resolve));
      const ended = client
        .transaction(async (tx) => {
          transactions.set(id, { tx, finish, ended });
          opened(id);
          if (!(await decided)) throw ROLL_BACK;
        })
        .then(
          () => undefined,
          (err: unknown) => {
            if (err !== ROLL_BACK) throw err;
          },
        )
        .finally(() => transactions.delete(id));
      // BEGIN itself failed (a closed database): the callback never ran. Once opened, `ended`
      // is awaited by the 'end' that closes it.
      ended.catch(failed);
    });

  const run = async (request: WorkerRequest): Promise<unknown> => {
    switch (request.op) {
      case 'query': {
        const { text, params, rowMode, textTypes, paramTypes } = request;
        const options = queryOptions(rowMode, textTypes, paramTypes);
        return request.tx ? transactionFor(request.tx).query(text, params, options) : client.query(text, params, options);
      }
      case 'exec': {
        const options = queryOptions(request.rowMode, request.textTypes);
        return request.tx ? transactionFor(request.tx).exec(request.text, options) : client.exec(request.text, options);
      }
      case 'prepared':
        return runPrepared(request.name, request.text, request.params);
      case 'begin':
        return begin();
      case 'end': {
        const open = transactions.get(request.tx);
        if (!open) throw new Error('Transaction is closed');
        open.finish(request.commit);
        await open.ended;
        return null;
      }
      case 'close':
        // PGlite's close() waits for the open transaction and the queries queued before it.
        if (!client.closed) await client.close();
        return null;
    }
  };

  const fail = (id: number, err: unknown) => {
    const error = errorToWire(err);
    try {
      port.postMessage({ id, error } satisfies WorkerReply);
    } catch {
      // A field that cannot be copied: the message and the SQLSTATE still go.
      const { code } = error.fields;
      port.postMessage({ id, error: { ...error, fields: typeof code === 'string' ? { code } : {} } } satisfies WorkerReply);
    }
  };
  port.on('message', (request: WorkerRequest) => {
    run(request).then(
      (result) => {
        try {
          port.postMessage({ id: request.id, result } satisfies WorkerReply);
        } catch (err) {
          // A value that cannot be copied to the main thread fails its query, not the worker.
          fail(request.id, err);
        }
      },
      (err: unknown) => fail(request.id, err),
    );
  });
  port.postMessage({ id: 0, result: null } satisfies WorkerReply);
}

await main();
