/** The search term and the place of a list from its URL; browser-safe. */
import { parsePostcode } from "./fields";
import { DEFAULT_RADIUS_KM, type NearFilter, parseNear, parseRadius, parseSearch } from "./list-params";

/**
 * The search term and the near filter of a list: a search for a postcode ("3511", "3511 AB") is a
 * search near it, unless `bij` is set too.
 */
export function parseSearchAndNear(params: URLSearchParams): { search: string | null; near: NearFilter | null } {
  const search = parseSearch(params);
  const near = parseNear(params);
  if (near || !search || !parsePostcode(search)) return { search, near };
  return { search: null, near: { text: search, radiusKm: parseRadius(params.get("straal")) ?? DEFAULT_RADIUS_KM, place: null, missing: null } };
}
