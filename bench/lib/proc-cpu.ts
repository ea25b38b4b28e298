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
