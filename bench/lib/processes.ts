/**
 * CPU time and memory of a process tree, read from Linux /proc (docs/decisions/053-benchmark.md):
 * the app server with its cluster workers, and the PostgreSQL server the benchmark started with
 * all its backends. Plain erasable TypeScript (Node 24 and Vitest).
 */
import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc/PID/stat (USER_HZ; 100 on every Linux build in use). */
const TICKS_PER_SECOND = 100;

/** Direct children of `pid` (the children of each of its threads), from /proc; [] when unknown. */
function childrenOf(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  const children: number[] = [];
  for (const task of tasks) {
    try {
      const text = readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      if (text) children.push(...text.split(/\s+/).map(Number));
    } catch {
      // the thread ended meanwhile
    }
  }
  return children;
}

/** `pid` and all its descendants (cluster workers, PostgreSQL backends), from /proc; [pid] when unknown. */
export function processTree(pid: number): number[] {
  const seen = [pid];
  for (let i = 0; i < seen.length; i++) {
    for (const child of childrenOf(seen[i]!)) if (!seen.includes(child)) seen.push(child);
  }
  return seen;
}

/** The fields after the command name in /proc/PID/stat (field 3 is index 0), or null. */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/**
 * CPU time (user + system) used so far by `pid` and all its live descendants, plus what its
 * ended and reaped children used (cutime + cstime of `pid`: PostgreSQL backends that closed), in
 * milliseconds, from /proc/PID/stat fields 14–17.
 * @returns null when `pid` is not readable (not Linux, or gone)
 */
export function treeCpuMs(pid: number): number | null {
  const root = statFields(pid);
  if (!root) return null;
  // utime + stime are fields 14 and 15, cutime + cstime (reaped children) 16 and 17.
  let ticks = Number(root[11]) + Number(root[12]) + Number(root[13]) + Number(root[14]);
  for (const id of processTree(pid).slice(1)) {
    const fields = statFields(id);
    if (fields) ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/**
 * Memory of `pid` and its descendants in MB from /proc/PID/status, each summed over the
 * processes: current (VmRSS) and peak (VmHWM; the sum of the peaks is an upper bound of the
 * tree's peak when the processes peaked at different moments).
 * @returns null when `pid` is not readable
 */
export function treeMemoryMb(pid: number): { rssMb: number; peakMb: number } | null {
  let rss = 0;
  let peak = 0;
  for (const id of processTree(pid)) {
    try {
      const status = readFileSync(`/proc/${id}/status`, "utf8");
      const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
      rss += kb("VmRSS");
      peak += kb("VmHWM");
    } catch {
      if (id === pid) return null;
    }
  }
  return { rssMb: Math.round(rss / 102.4) / 10, peakMb: Math.round(peak / 102.4) / 10 };
}
