// Processes a check (or a test's own server) starts, and what else it must undo, released on every
// way out: the check's end, a thrown error, process.exit (a watchdog, a failure), and SIGINT,
// SIGTERM or SIGHUP (Ctrl-C, CI cancelling the job).
//
// Every child runs in a process group of its own (`detached`), so that what it spawns itself (npm
// start → node scripts/start.mjs → node dist/server/main.js) goes with it: the group is killed, not
// only the process we hold. A group of its own also keeps a terminal's Ctrl-C from reaching the
// children directly; the signal handler here stops them instead, after the check's own clean-ups.
//
// Importing this module does nothing; the first spawnTracked() or onCleanUp() installs the handlers,
// once. A signal handler is installed only for a signal nobody else handles yet: a process that
// already decides what SIGINT means (Playwright's worker, which waits for its runner) keeps that,
// and its children are still killed by the exit handler when it does exit.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { LIMITS } from '../src/server/test/limits';

const children = new Set<ChildProcess>();
const cleanUps: (() => void | Promise<void>)[] = [];
let installed = false;
/** Set once the children are being stopped: nothing new is started after that (a supervisor loop would). */
let stopping = false;

/** Sends `signal` to the child's whole process group; false when nothing of it was left. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): boolean {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    // ESRCH: the group is gone (the child and everything it started have exited).
    return false;
  }
}

/** SIGKILL to every tracked group, synchronously (usable in the 'exit' handler). */
function killAll() {
  stopping = true;
  for (const child of children) signalGroup(child, 'SIGKILL');
}

/** killAll(), then waits (up to LIMITS.serverStopMs) until each child has exited and been reaped here. */
async function killAllAndWait(): Promise<void> {
  const exits = [...children].map((child) =>
    child.exitCode !== null || child.signalCode !== null ? undefined : new Promise((resolve) => child.once('exit', resolve)),
  );
  killAll();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(exits),
    new Promise((resolve) => {
      timer = setTimeout(resolve, LIMITS.serverStopMs);
    }),
  ]);
  clearTimeout(timer);
}

/** The registered clean-ups, newest first, each once; those still running after LIMITS.serverStopMs are left. */
async function runCleanUps(): Promise<void> {
  while (cleanUps.length > 0) {
    const cleanUp = cleanUps.pop()!;
    try {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        cleanUp(),
        new Promise((resolve) => {
          timer = setTimeout(resolve, LIMITS.serverStopMs);
        }),
      ]);
      clearTimeout(timer);
    } catch (err) {
      console.error(`clean-up failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}

function install() {
  if (installed) return;
  installed = true;
  // At exit only synchronous work runs: the groups are killed, and the clean-ups get their chance
  // (a synchronous one, such as removing a folder or `pg_ctl stop`, completes; an asynchronous one
  // has already run on every other way out).
  process.on('exit', () => {
    killAll();
    for (const cleanUp of cleanUps.splice(0).reverse()) {
      try {
        void Promise.resolve(cleanUp()).catch(() => undefined);
      } catch {
        // exiting anyway
      }
    }
  });
  const exitCodes = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 } as const;
  for (const signal of Object.keys(exitCodes) as (keyof typeof exitCodes)[]) {
    if (process.listenerCount(signal) > 0) continue;
    process.once(signal, () => {
      console.error(`${signal}: stopping what this process started`);
      void killAllAndWait()
        .then(runCleanUps)
        .finally(() => process.exit(exitCodes[signal]));
    });
  }
}

/**
 * spawn() in a process group of its own, killed (the whole group) when this process exits or is
 * interrupted. A child that exits by itself takes its group's leftovers with it.
 */
export function spawnTracked(command: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  install();
  if (stopping) throw new Error(`not starting ${command}: this process is stopping what it started`);
  const child = spawn(command, args, { ...options, detached: true });
  children.add(child);
  child.once('exit', () => {
    // Whatever it started and left behind (orphans in its group) goes too.
    signalGroup(child, 'SIGKILL');
    children.delete(child);
  });
  // A child that could not be spawned (ENOENT) reports an 'error'; its 'exit' tells the caller.
  child.on('error', () => undefined);
  return child;
}

/**
 * Sends `signal` to the child (only the child: it passes it on to what it started, as `npm start`
 * does) and waits up to `limitMs` for it to exit. Whatever of its group is left then is killed.
 * Returns how long the exit took, or undefined when it did not come within the limit.
 */
export async function stopTracked(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  limitMs: number = LIMITS.serverStopMs,
): Promise<number | undefined> {
  const t0 = performance.now();
  if (child.exitCode !== null || child.signalCode !== null) return 0;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  let timer: NodeJS.Timeout | undefined;
  const inTime = await Promise.race([
    exited.then(() => true),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), limitMs);
    }),
  ]);
  clearTimeout(timer);
  if (!inTime) {
    signalGroup(child, 'SIGKILL');
    await exited;
  }
  return inTime ? performance.now() - t0 : undefined;
}

/**
 * Something to undo on every way out (a folder, a database, a PostgreSQL cluster, a server in this
 * process): run newest first by cleanUpNow(), on SIGINT/SIGTERM/SIGHUP after the children are
 * killed, and at exit if still pending (there only its synchronous part runs).
 */
export function onCleanUp(cleanUp: () => void | Promise<void>): void {
  install();
  cleanUps.push(cleanUp);
}

/** Stops every tracked child (SIGKILL to its group), then runs the pending clean-ups: a check's last step, pass or fail. */
export async function cleanUpNow(): Promise<void> {
  await killAllAndWait();
  await runCleanUps();
}

/**
 * Polls `condition` every `intervalMs` until it returns a value other than undefined, for at most
 * `limitMs`; then throws "<what> within <limit> s". A check waits for a condition, never a time.
 */
export async function waitFor<T>(
  what: string,
  limitMs: number,
  condition: () => T | undefined | Promise<T | undefined>,
  intervalMs = 100,
): Promise<T> {
  const deadline = performance.now() + limitMs;
  for (;;) {
    const value = await condition();
    if (value !== undefined) return value;
    if (performance.now() > deadline) throw new Error(`${what} within ${(limitMs / 1000).toFixed(0)} s`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
