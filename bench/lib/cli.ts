/**
 * Command-line options of the load and fault scripts (`npm run bench`, `npm run chaos`, `npm run soak`), with the
 * same behaviour everywhere: `-h`/`--help` prints the Dutch usage text and exits 0; an unknown or
 * malformed option prints the reason and the usage text and exits 2 (never a stack trace).
 */
import { parseArgs } from "node:util";

/**
 * Parses `process.argv`: every option takes a value (`--name value` or `--name=value`), plus `--help`.
 * @param usage the usage text ("Gebruik: npm run … -- [opties]")
 * @param defaults option name → default value
 * @returns option name → value (the default when not given)
 */
export function readOptions<K extends string>(usage: string, defaults: Record<K, string>): Record<K, string> {
  const options = Object.fromEntries(
    Object.entries(defaults).map(([name, value]) => [name, { type: "string" as const, default: value as string }]),
  );
  let parsed: { values: Record<string, string | boolean | undefined> };
  try {
    parsed = parseArgs({ options: { ...options, help: { type: "boolean", short: "h", default: false } } });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    process.exit(2);
  }
  if (parsed.values.help) {
    console.log(usage);
    process.exit(0);
  }
  return Object.fromEntries(Object.keys(defaults).map((name) => [name, String(parsed.values[name])])) as Record<K, string>;
}

/** The parts of `npm run bench` that `--only` can choose (docs/decisions/053-benchmark.md). */
export const BENCH_SETS = ["cache", "static", "tail", "mix", "memory", "api", "pages", "queries"] as const;
export type BenchSet = (typeof BENCH_SETS)[number];

/** The options of `npm run bench` (scripts/bench.ts). */
export interface BenchOptions {
  databases: ("pglite" | "postgres")[];
  /** Initiatives in the scale data set (10 events and 2 vacancies each). */
  scale: number;
  /** Measuring time per scenario, in seconds. */
  duration: number;
  /** Warm-up time per scenario, in seconds. */
  warmup: number;
  /** Concurrent connections. */
  connections: number;
  /** Server processes for the PostgreSQL run (WEB_CONCURRENCY). */
  workers: number;
  /** Keep the seeded database in the temporary folder and reuse it. */
  keep: boolean;
  /** Measured runs per scenario (and of the floor). */
  repeat: number;
  /** The parts to run (`--only`, comma-separated); all by default. */
  sets: BenchSet[];
  /** Exit 1 when a target is missed. */
  assert: boolean;
}

/** Bench option name → [lowest, highest] for the whole-number options. */
const BENCH_RANGES = {
  scale: [10, 1_000_000],
  duration: [1, 600],
  warmup: [0, 120],
  connections: [1, 1000],
  workers: [1, 64],
  repeat: [1, 20],
} as const;

/**
 * Parses the arguments of `npm run bench` with node:util parseArgs (`--name value` or
 * `--name=value`; `--keep`, `--assert` and `-h`/`--help` take none).
 * @param args the arguments after the script name
 * @returns the options with their defaults (both databases, scale 10000, 10 s, 3 s warm-up,
 *   16 connections, 2 workers, 3 repetitions, every set), or "help"
 * @throws Error with a Dutch message for an unknown option, a missing value or a value out of range
 */
export function parseBenchOptions(args: string[]): BenchOptions | "help" {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        db: { type: "string", default: "both" },
        scale: { type: "string", default: "10000" },
        duration: { type: "string", default: "10" },
        warmup: { type: "string", default: "3" },
        connections: { type: "string", default: "16" },
        workers: { type: "string", default: "2" },
        keep: { type: "boolean", default: false },
        repeat: { type: "string", default: "3" },
        only: { type: "string", default: BENCH_SETS.join(",") },
        assert: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    }));
  } catch (error) {
    const code = (error as { code?: string }).code;
    const option = /'(-[^' ]*)/.exec(error instanceof Error ? error.message : "")?.[1] ?? "";
    if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") throw new Error(`Onbekende optie: ${option}`, { cause: error });
    if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") throw new Error(`Optie ${option} verwacht een waarde.`, { cause: error });
    if (code === "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL") throw new Error(`Onverwacht argument: ${args.find((a) => !a.startsWith("-")) ?? ""}`, { cause: error });
    throw error;
  }
  if (values.help) return "help";
  const db = String(values.db);
  let databases: BenchOptions["databases"];
  if (db === "both") databases = ["pglite", "postgres"];
  else if (db === "pglite" || db === "postgres") databases = [db];
  else throw new Error(`--db verwacht pglite, postgres of both (kreeg: ${db}).`);
  const integer = (name: keyof typeof BENCH_RANGES) => {
    const value = String(values[name]);
    const [min, max] = BENCH_RANGES[name];
    if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
      throw new Error(`--${name} verwacht een geheel getal van ${min} tot ${max} (kreeg: ${value}).`);
    }
    return Number(value);
  };
  const sets = String(values.only).split(",").map((set) => set.trim());
  const unknown = sets.find((set) => !(BENCH_SETS as readonly string[]).includes(set));
  if (unknown !== undefined) throw new Error(`--only verwacht een of meer van ${BENCH_SETS.join(", ")} (kreeg: ${unknown || "niets"}).`);
  return {
    databases,
    scale: integer("scale"),
    duration: integer("duration"),
    warmup: integer("warmup"),
    connections: integer("connections"),
    workers: integer("workers"),
    keep: values.keep === true,
    repeat: integer("repeat"),
    sets: BENCH_SETS.filter((set) => sets.includes(set)),
    assert: values.assert === true,
  };
}
