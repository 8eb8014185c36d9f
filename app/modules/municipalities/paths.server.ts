/** The municipality page of an item, written by the loaders so the municipality list stays out of the browser. */
import { municipalityPath } from "./links";
import { municipalityByName } from "./municipalities";

/**
 * The page of the municipality with this CBS name ("Utrecht" → "/gemeente/utrecht"), or null for
 * none or an unknown name: where cards and detail pages link an item's place
 * (docs/product-rules.md#places).
 */
export function municipalityPathOf(name: string | null | undefined): string | null {
  const municipality = municipalityByName(name);
  return municipality ? municipalityPath(municipality.slug) : null;
}

/** `row` with `municipality_path`, the page of its `municipality` ({@link municipalityPathOf}). */
export function withMunicipalityPath<Row extends { municipality: string | null }>(row: Row): Row & { municipality_path: string | null } {
  return { ...row, municipality_path: municipalityPathOf(row.municipality) };
}
