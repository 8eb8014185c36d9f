/**
 * Filters of the events list (docs/product-rules.md#lists-and-filters); an event's municipality is its
 * initiative's. Browser-safe: used by the loader and the filter form.
 */
import { type EventType, eventTypes, type Province, provinces, type Theme, themes } from "~/lib/enums";
import { type ListSort, type NearFilter, parseDateParam, parseEnumParam, parseNear, parsePage, parseSearch, parseSort } from "~/lib/list-params";
import { parseMunicipalityParam } from "~/modules/municipalities/municipalities";

export interface EventFilters {
  search: string | null;
  type: EventType | null;
  theme: Theme | null;
  province: Province | null;
  /** CBS name, or null for all. */
  municipality: string | null;
  /** Inclusive YYYY-MM-DD Amsterdam day, or null. */
  from: string | null;
  /** Inclusive YYYY-MM-DD Amsterdam day, or null. */
  to: string | null;
  /** Without it (and without `from`) the list starts at the beginning of today in Amsterdam. */
  past: boolean;
  /** `bij` and `straal`; the server resolves the place. */
  near: NearFilter | null;
  sort: ListSort;
  page: number;
}

/** Reads the filters from a URL query; invalid values mean no filter, `verleden` counts only as exactly "1". */
export function parseEventFilters(params: URLSearchParams): EventFilters {
  return {
    search: parseSearch(params),
    type: parseEnumParam(params, "type", eventTypes),
    theme: parseEnumParam(params, "thema", themes),
    province: parseEnumParam(params, "provincie", provinces),
    municipality: parseMunicipalityParam(params),
    from: parseDateParam(params, "van"),
    to: parseDateParam(params, "tot"),
    past: params.get("verleden") === "1",
    near: parseNear(params),
    sort: parseSort(params),
    page: parsePage(params),
  };
}
