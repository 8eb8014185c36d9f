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

const nearNotices: Record<NonNullable<NearFilter["missing"]>, (text: string) => string> = {
  unknown: (text) =>
    `We kennen geen postcode of plaats „${text}”. Vul een postcode in (bijvoorbeeld 3511) of een gemeente. De lijst is daarom niet op afstand gefilterd.`,
  "signed-out": () => "Log in en vul je postcode in bij je profiel om in de buurt van jezelf te zoeken. De lijst is daarom niet op afstand gefilterd.",
  "no-home": () => "Vul je postcode in bij je profiel (Instellingen) om in de buurt van jezelf te zoeken. De lijst is daarom niet op afstand gefilterd.",
};

/** Dutch notices for chosen filter values a list could not use, so none is silently left out. */
export function listFilterNotices(
  params: URLSearchParams,
  parsed: { municipality: string | null; from?: string | null; to?: string | null; near?: NearFilter | null },
): string[] {
  const notices: string[] = [];
  const municipality = params.get("gemeente")?.replaceAll("\u0000", "").trim() ?? "";
  if (municipality !== "" && municipality !== ALL && parsed.municipality === null) {
    notices.push(
      `We kennen geen gemeente „${municipality.slice(0, NOTICE_VALUE_LENGTH)}”. De lijst is daarom niet op gemeente gefilterd.`,
    );
  }
  const near = parsed.near;
  if (near?.missing) notices.push(nearNotices[near.missing](near.text.slice(0, NOTICE_VALUE_LENGTH)));
  if (parsed.from && parsed.to && parsed.from > parsed.to) {
    notices.push("„Vanaf datum” ligt na „Tot en met datum”, dus er kan niets gevonden worden. Pas een van beide data aan.");
  }
  return notices;
}

/** The radii a list can search within, km (docs/product-rules.md#places). */
export const RADII_KM = [5, 10, 25, 50] as const;
export type RadiusKm = (typeof RADII_KM)[number];
export const DEFAULT_RADIUS_KM: RadiusKm = 10;
/** `bij=mij`: the signed-in member's home postcode from the profile. */
export const NEAR_ME = "mij";

/** The radius `straal` names, or null when it is not one of {@link RADII_KM}. */
export function parseRadius(raw: string | null | undefined): RadiusKm | null {
  return RADII_KM.find((radius) => String(radius) === raw?.trim()) ?? null;
}

/** A resolved `bij`: what to call it and its point, WGS84 degrees. */
export interface NearPlace {
  /** "3511" or "Utrecht"; "je postcode" for {@link NEAR_ME}, so the member's postcode is never repeated. */
  label: string;
  lat: number;
  lon: number;
}

/**
 * The `bij` and `straal` of a list: the place as typed and the radius; the server fills `place`
 * (`resolveNear` in app/modules/municipalities/places.server.ts), or says why it could not.
 */
export interface NearFilter {
  /** As typed (at most 100 characters): a postcode, a place, or {@link NEAR_ME}. */
  text: string;
  radiusKm: RadiusKm;
  place: NearPlace | null;
  /** Why `place` is null after resolving: an unknown place, a visitor's "mij", a member without a home postcode. */
  missing: "unknown" | "signed-out" | "no-home" | null;
}

/** `bij` and `straal` from a URL; an invalid `straal` means the default, an empty `bij` no filter. */
export function parseNear(params: URLSearchParams): NearFilter | null {
  const text = params.get("bij")?.replaceAll("\u0000", "").trim().slice(0, MAX_SEARCH_LENGTH) ?? "";
  if (text === "") return null;
  return { text, radiusKm: parseRadius(params.get("straal")) ?? DEFAULT_RADIUS_KM, place: null, missing: null };
}

/** The list orders a URL can ask for besides the default: `sorteer=afstand`, only with a place. */
export type ListSort = "afstand" | null;

export function parseSort(params: URLSearchParams): ListSort {
  return params.get("sorteer") === "afstand" ? "afstand" : null;
}

/** A list page that may have a place set: `nationalTotal` counts its items without a point, null without a place. */
export interface NearPaged<T> extends Paged<T> {
  nationalTotal: number | null;
}
