/** List query strings (docs/product-rules.md#lists-and-filters): malformed values are ignored, never an error. */
import { parseEnum } from "./enums";

export const PAGE_SIZE = 24;
export const MAX_SEARCH_LENGTH = 100;

export const ALL = "all";

/** The page from `pagina`, 1 when invalid, capped at 10,000 against absurd offsets. */
export function parsePage(params: URLSearchParams): number {
  const raw = params.get("pagina");
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.min(Math.max(Number(raw), 1), 10_000);
}

/** The trimmed `zoek` term or null; NUL is removed because PostgreSQL refuses it (found by fuzzing). */
export function parseSearch(params: URLSearchParams): string | null {
  const term = params.get("zoek")?.replaceAll("\u0000", "").trim().slice(0, MAX_SEARCH_LENGTH) ?? "";
  return term === "" ? null : term;
}

export function parseEnumParam<const T extends readonly string[]>(
  params: URLSearchParams,
  name: string,
  values: T,
): T[number] | null {
  const raw = params.get(name);
  if (raw == null || raw === ALL) return null;
  return parseEnum(values, raw);
}

/** A real calendar date `YYYY-MM-DD` from the URL, else null. */
export function parseDateParam(params: URLSearchParams, name: string): string | null {
  const raw = params.get(name);
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null;
  const [y, m, d] = raw.split("-").map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(y, m - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d) return null;
  if (y < 1900 || y > 2200) return null;
  return raw;
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageCount: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(id: string | undefined): id is string {
  return id != null && UUID.test(id);
}

const NOTICE_VALUE_LENGTH = 60;

/** Dutch notices for chosen filter values a list could not use, so none is silently left out. */
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
