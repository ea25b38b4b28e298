// CPU time from /proc (Linux), for benches that show where a limit is: a process's own and the machine's.
import fs from 'node:fs';

export const TICKS_PER_S = 100; // getconf CLK_TCK on Linux

/** utime + stime of a process (all its threads), in clock ticks; undefined once it is gone. */
export function cpuTicks(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // fields from the 3rd on
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/**
 * utime + stime of each kind of thread of a process, in clock ticks, by the name Node gives it:
 * `MainThread`, `WorkerThread` (worker_threads: the database worker, the graphics render worker),
 * `V8Worker` (V8's compiler and garbage-collector helpers), `libuv-worker` (the thread pool), ...
 * Threads that ended are not counted (the whole-process figure, cpuTicks, keeps them).
 */
export function threadTicks(pid: number): Map<string, number> {
  const byName = new Map<string, number>();
  let tids: string[];
  try {
    tids = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return byName;
  }
  for (const tid of tids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      byName.set(name, (byName.get(name) ?? 0) + Number(fields[11]) + Number(fields[12]));
    } catch {
      // the thread ended between listing and reading
    }
  }
  return byName;
}

/** The machine's CPU time from /proc/stat, in ticks: busy (all but idle and iowait) and stolen by the host. */
export function machineTicks() {
  const [user, nice, system, , , irq, softirq, steal] = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return { busy: user! + nice! + system! + irq! + softirq! + steal!, steal: steal! };
}
