/** Everyday names of municipalities whose CBS name people rarely type, lower case → CBS name; browser-safe. */
export const MUNICIPALITY_COMMON_NAMES: Readonly<Record<string, string>> = {
  "den haag": "'s-Gravenhage",
  "den bosch": "'s-Hertogenbosch",
};

/** The CBS name an everyday name stands for ("Den Haag" → "'s-Gravenhage"), or null; own keys only. */
export function cbsNameOf(typed: string): string | null {
  const key = typed.trim().toLowerCase();
  return Object.hasOwn(MUNICIPALITY_COMMON_NAMES, key) ? (MUNICIPALITY_COMMON_NAMES[key] ?? null) : null;
}
