/**
 * Filters of the events list (SPEC.md §2 "Events list", §5 "Event filters"): search (`zoek`:
 * title or description), event type (`type`), theme (`thema`), province (`provincie`), an
 * inclusive date range (`van`, `tot`: YYYY-MM-DD Amsterdam calendar days), the view toggle
 * `verleden` ("1" = also show past events), municipality (`gemeente`: slug or CBS name; an event's
 * municipality is its initiative's, docs/decisions/029-municipalities-and-feeds.md) and `pagina`.
 * Browser-safe: used by the loader and by the filter form.
 */
import { type EventType, eventTypes, type Province, provinces, type Theme, themes } from "~/lib/enums";
import { parseDateParam, parseEnumParam, parsePage, parseSearch } from "~/lib/list-params";
import { parseMunicipalityParam } from "~/modules/municipalities/municipalities";

export interface EventFilters {
  search: string | null;
  type: EventType | null;
  theme: Theme | null;
  province: Province | null;
  /** CBS name of the municipality of the event's initiative, or null for all. */
  municipality: string | null;
  /** First day shown, inclusive: a YYYY-MM-DD Amsterdam calendar day, or null. */
  from: string | null;
  /** Last day shown, inclusive: a YYYY-MM-DD Amsterdam calendar day, or null. */
  to: string | null;
  /**
   * Also show events that have passed. Without it (and without `from`) the list starts at the
   * beginning of today in Amsterdam.
   */
  past: boolean;
  page: number;
}

/**
 * Reads the filters from a URL query. "all", empty, unknown or malformed values mean no filter,
 * as on every list (app/lib/list-params.ts); `verleden` counts only as exactly "1".
 */
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
    page: parsePage(params),
  };
}
