/** The municipality page of an item, written by the loaders so the municipality list stays out of the browser. */
import { municipalityPath } from "./links";
import { MUNICIPALITIES } from "./municipalities";

// Built once: every card asks, and slugging a name each time would cost more than the lookup.
const pathByName = new Map(MUNICIPALITIES.map((m) => [m.name, municipalityPath(m.slug)]));

/**
 * The page of the municipality with this CBS name ("Utrecht" → "/gemeente/utrecht"), or null for
 * none or an unknown name: where cards and detail pages link an item's place
 * (docs/product-rules.md#municipalities).
 */
export function municipalityPathOf(name: string | null | undefined): string | null {
  return (name && pathByName.get(name)) || null;
}

/** `row` with `municipality_path`, the page of its `municipality` ({@link municipalityPathOf}). */
export function withMunicipalityPath<Row extends { municipality: string | null }>(row: Row): Row & { municipality_path: string | null } {
  return { ...row, municipality_path: municipalityPathOf(row.municipality) };
}
