/**
 * Shared parsing of list query strings (filters, search and page live in the URL, so results are
 * shareable and rendered on the server). Unknown or malformed values are ignored, never an error:
 * a hand-edited URL still shows a list; a value a visitor chose on purpose (a municipality, a date
 * range) that could not be used is named in a notice above the results (`listFilterNotices`).
 */
import { parseEnum } from "./enums";

/** Items per list page. */
export const PAGE_SIZE = 24;
/** Longest search term taken from the URL (characters); longer input is cut. */
export const MAX_SEARCH_LENGTH = 100;

/** The filter value meaning "no filter" (SPEC.md §2 "Filter value 'all' means no filter"). */
export const ALL = "all";

/**
 * The page number from `pagina`: a whole number ≥ 1; anything else is page 1.
 * Capped at 10,000 so a crafted URL cannot ask for an absurd offset.
 */
export function parsePage(params: URLSearchParams): number {
  const raw = params.get("pagina");
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.min(Math.max(Number(raw), 1), 10_000);
}

/**
 * The trimmed search term from `zoek`, or null when empty. NUL characters are removed: PostgreSQL
 * refuses them in a query parameter, which answered 500 (found by fuzzing,
 * docs/decisions/013-fuzzing.md).
 */
export function parseSearch(params: URLSearchParams): string | null {
  const term = params.get("zoek")?.replaceAll("\u0000", "").trim().slice(0, MAX_SEARCH_LENGTH) ?? "";
  return term === "" ? null : term;
}

/** One enumeration filter: the value when valid, null for "all", empty or unknown. */
export function parseEnumParam<const T extends readonly string[]>(
  params: URLSearchParams,
  name: string,
  values: T,
): T[number] | null {
  const raw = params.get(name);
  if (raw == null || raw === ALL) return null;
  return parseEnum(values, raw);
}

/**
 * A calendar date `YYYY-MM-DD` from the URL (as an <input type="date"> sends it), or null when
 * missing or not a real date.
 */
export function parseDateParam(params: URLSearchParams, name: string): string | null {
  const raw = params.get(name);
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null;
  const [y, m, d] = raw.split("-").map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(y, m - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d) return null;
  if (y < 1900 || y > 2200) return null;
  return raw;
}

/** Number of pages for `total` items (at least 1). */
export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page of results. */
export interface Paged<T> {
  items: T[];
  /** Matching items over all pages. */
  total: number;
  /** 1-based page number actually shown. */
  page: number;
  pageCount: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` is a UUID (route ids are checked before they reach the database). */
export function isUuid(id: string | undefined): id is string {
  return id != null && UUID.test(id);
}

/** Longest part of an unknown filter value repeated in a notice (characters). */
const NOTICE_VALUE_LENGTH = 60;

/**
 * Notices for filter values a list could not use, so a visitor sees why the list is not what they
 * asked for instead of a value silently left out: an unknown municipality (the list is then not
 * filtered on municipality) and a from-date after the to-date (no item can match).
 * @param params the list's URL query
 * @param parsed what the list's filter parser made of it: `municipality` null when none was usable;
 *   `from`/`to` as YYYY-MM-DD (only lists with a date range pass them)
 * @returns Dutch sentences, empty when every value was used
 */
export function listFilterNotices(
  params: URLSearchParams,
  parsed: { municipality: string | null; from?: string | null; to?: string | null },
): string[] {
  const notices: string[] = [];
  const municipality = params.get("gemeente")?.replaceAll("\u0000", "").trim() ?? "";
  if (municipality !== "" && municipality !== ALL && parsed.municipality === null) {
    notices.push(
      `We kennen geen gemeente „${municipality.slice(0, NOTICE_VALUE_LENGTH)}”. De lijst is daarom niet op gemeente gefilterd.`,
    );
  }
  if (parsed.from && parsed.to && parsed.from > parsed.to) {
    notices.push("„Vanaf datum” ligt na „Tot en met datum”, dus er kan niets gevonden worden. Pas een van beide data aan.");
  }
  return notices;
}
