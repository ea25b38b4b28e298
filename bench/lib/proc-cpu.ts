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

/**
 * The CPU time of a local PostgreSQL server, in ticks: the postmaster and every process it runs
 * (backends, WAL writer, checkpointer...), those that ended included (their time is added to the
 * postmaster's once it has waited for them). `postmaster` is the pid of the server's main process;
 * undefined when it is not on this machine.
 */
export function postgresTicks(postmaster: number): number | undefined {
  let total = 0;
  try {
    const stat = fs.readFileSync(`/proc/${postmaster}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    total += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  } catch {
    return undefined;
  }
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === postmaster) total += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended between listing and reading
    }
  }
  return total;
}

/** The postmaster of the backend with this pid (`select pg_backend_pid()`), when it runs on this machine. */
export function postmasterOf(backendPid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${backendPid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}
