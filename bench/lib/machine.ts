/**
 * The machine a measurement ran on, recorded with every result that backs a claim (benchmark,
 * soak, Lighthouse; docs/decisions/053-benchmark.md): a figure from a shared machine only
 * means something next to that machine's cores and its load average at the time.
 */
import { readFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";

/** The 1, 5 and 15 minute load averages (runnable processes), rounded to two decimals. */
export type LoadAverage = [number, number, number];

/** What a result records about its machine. */
export interface Machine {
  /** The processor's model name (/proc/cpuinfo on Linux). */
  cpuModel: string;
  cores: number;
  /** Total memory, GB (2^30 bytes), rounded. */
  memoryGb: number;
  /** Node.js version, e.g. "24.21.0". */
  node: string;
  /** `process.platform` and `process.arch`, e.g. "linux x64". */
  platform: string;
  /** Load averages at the start and at the end of the whole run. */
  loadAverage: { start: LoadAverage; end: LoadAverage };
}

/** The current load averages. */
export const loadAverage = (): LoadAverage => loadavg().map((n) => Math.round(n * 100) / 100) as LoadAverage;

/** The load averages as "1.23 / 2.34 / 3.45" (1 / 5 / 15 min). */
export const loadText = (load: LoadAverage): string => load.map((n) => n.toFixed(2)).join(" / ");

/** This machine, with `loadAtStart` (taken when the run began) and the load average now as the end. */
export function machine(loadAtStart: LoadAverage): Machine {
  const list = cpus();
  let model = list[0]?.model ?? "onbekend";
  try {
    model = /^model name\s*:\s*(.+)$/m.exec(readFileSync("/proc/cpuinfo", "utf8"))?.[1]?.trim() ?? model;
  } catch {
    // not Linux: keep os.cpus()'s model
  }
  return {
    cpuModel: model,
    cores: list.length,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.versions.node,
    platform: `${process.platform} ${process.arch}`,
    loadAverage: { start: loadAtStart, end: loadAverage() },
  };
}

/** One Dutch sentence describing `m` and its load, as the reports print it. */
export function machineText(m: Machine): string {
  return `Machine: ${m.cores} cores (${m.cpuModel}), ${m.memoryGb} GB geheugen, Node ${m.node}, ${m.platform}. Load average (1 / 5 / 15 min): ${loadText(m.loadAverage.start)} bij de start, ${loadText(m.loadAverage.end)} aan het eind.`;
}
