// Finds the processes a test run left behind: every process that test code starts inherits the
// run's marker variable (SPEAKERPRO_TEST_RUN=<id>, set by .ci/run, or a narrower one such as the
// browser suite's own servers'), so a process still carrying it after the run is one the run
// started and did not stop. Services started before the marker was set (PostgreSQL) do not carry it.
//
//   node scripts/leftover-processes.ts NAME=VALUE [--kill]
//
// Lists each such process (pid and command line) and exits 1 when there is any; with --kill it
// also stops them (SIGTERM, then SIGKILL for those still there after a few seconds), so one
// failed run does not leave servers holding memory and ports for the next. Linux only (/proc).
// Runs on Node's own type stripping: no imports of the project's modules.
import fs from 'node:fs';

export interface Leftover {
  pid: number;
  command: string;
}

function readProc(pid: number, file: string): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'latin1');
  } catch {
    // Gone already, or not ours to read.
    return undefined;
  }
}

/** This process and every process above it: they carry the marker too, and are the ones asking. */
function selfAndAncestors(): Set<number> {
  const pids = new Set<number>();
  let pid = process.pid;
  while (pid > 1 && !pids.has(pid)) {
    pids.add(pid);
    // The parent's pid is the field after the command's closing parenthesis and the state.
    const stat = readProc(pid, 'stat');
    const parent = stat ? Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) : NaN;
    if (!Number.isInteger(parent)) break;
    pid = parent;
  }
  return pids;
}

/** The processes (other than this one and its ancestors) whose environment holds `marker` ("NAME=VALUE"). */
export function findLeftovers(marker: string): Leftover[] {
  const skip = selfAndAncestors();
  const found: Leftover[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    if (skip.has(pid)) continue;
    const environ = readProc(pid, 'environ');
    if (!environ || !environ.split('\0').includes(marker)) continue;
    const command = (readProc(pid, 'cmdline') ?? '').split('\0').join(' ').trim();
    // A zombie has no command line left: it holds nothing but its entry, reaped with its parent.
    if (command) found.push({ pid, command });
  }
  return found;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to each, then SIGKILL to those still running after `graceMs`. */
export async function stopAll(leftovers: Leftover[], graceMs = 5_000): Promise<void> {
  for (const { pid } of leftovers) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  const deadline = Date.now() + graceMs;
  while (leftovers.some((p) => alive(p.pid)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const { pid } of leftovers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Stopped by the SIGTERM.
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const marker = process.argv[2];
  if (!marker || !/^[A-Z_][A-Z0-9_]*=.+$/.test(marker)) {
    console.error('usage: node scripts/leftover-processes.ts NAME=VALUE [--kill]');
    process.exit(2);
  }
  const leftovers = findLeftovers(marker);
  if (leftovers.length === 0) {
    console.log(`No process started by the run is left (${marker.split('=')[0]}).`);
  } else {
    console.error(`${leftovers.length} process(es) started by the run are still running:`);
    for (const p of leftovers) console.error(`  ${p.pid} ${p.command.slice(0, 300)}`);
    if (process.argv.includes('--kill')) await stopAll(leftovers);
    process.exitCode = 1;
  }
}
