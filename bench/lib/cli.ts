/**
 * Command-line options of the load and fault scripts (`npm run chaos`, `npm run soak`), with the
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
