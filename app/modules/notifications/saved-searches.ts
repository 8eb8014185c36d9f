/**
 * Saved searches and their alerts (docs/product-rules.md#saved-searches): the kinds, how often, the
 * limits and the stored form of a list's search. Browser-safe.
 */
import type { SaveControl } from "~/components/list/list-page";
import { DEFAULT_RADIUS_KM } from "~/lib/list-params";

/** What a saved search lists: one of the three public lists, or vacancies fitting the volunteer profile. */
export const SAVED_SEARCH_KINDS = ["initiatives", "events", "vacancies", "profile"] as const;
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];
export type ListKind = Exclude<SavedSearchKind, "profile">;

/** The `intent` of each saved-search form (they all post to {@link SAVED_SEARCH_ACTION}). */
export const SAVED_SEARCH_INTENTS = { save: "save-search", update: "update-search", delete: "delete-search" } as const;

/** Where the saved-search forms post. */
export const SAVED_SEARCH_ACTION = "/instellingen/zoekopdrachten";

/** How often an alert may be mailed; "off" keeps the search without mail. */
export const ALERT_FREQUENCIES = ["direct", "daily", "weekly", "off"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  direct: "Direct (binnen een kwartier)",
  daily: "Eén keer per dag",
  weekly: "Eén keer per week",
  off: "Geen e-mail",
};

/** The frequency of a newly saved search. */
export const DEFAULT_ALERT_FREQUENCY: AlertFrequency = "daily";

export const MAX_SAVED_SEARCHES = 25;
export const MAX_SEARCH_NAME_LENGTH = 80;
/** Longer stored queries are refused: no list's filters come near it. */
export const MAX_QUERY_LENGTH = 1000;

/** The list of each kind, and the noun its alert counts with. */
export const LIST_OF_KIND: Record<SavedSearchKind, { path: string; label: string; one: string; many: string }> = {
  initiatives: { path: "/initiatieven", label: "Initiatieven", one: "initiatief", many: "initiatieven" },
  events: { path: "/events", label: "Events", one: "event", many: "events" },
  vacancies: { path: "/vacatures", label: "Vacatures", one: "vacature", many: "vacatures" },
  profile: { path: "/voor-jou", label: "Vacatures voor jou", one: "vacature", many: "vacatures" },
};

/** URL parameters that are not part of a search: the page, the order and the list-or-map view. */
const NOT_SEARCH = new Set(["pagina", "sorteer", "weergave"]);

/**
 * The stored form of a list's URL query: its search and filters, without page, order or view and
 * empty values, in a fixed order, so the same search saved twice is recognised.
 * @param search a URL query, with or without "?"
 */
export function savedQuery(search: string): string {
  const params = new URLSearchParams(search);
  const kept = [...params.entries()]
    .filter(([name, value]) => !NOT_SEARCH.has(name) && value.trim() !== "" && value !== "all")
    .map(([name, value]) => [name, value.trim()] as [string, string])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(kept).toString();
}

/** The list page a saved search shows, e.g. "/vacatures?zoek=koken". */
export function savedSearchPath(kind: SavedSearchKind, query: string): string {
  const path = LIST_OF_KIND[kind].path;
  return query ? `${path}?${query}` : path;
}

export function isSavedSearchKind(value: unknown): value is SavedSearchKind {
  return typeof value === "string" && (SAVED_SEARCH_KINDS as readonly string[]).includes(value);
}

export function isAlertFrequency(value: unknown): value is AlertFrequency {
  return typeof value === "string" && (ALERT_FREQUENCIES as readonly string[]).includes(value);
}

/**
 * The name a search gets when saved: the list and what narrows it, e.g.
 * "Vacatures: \"moestuin\", binnen 10 km van 3511". The member can rename it.
 */
export function defaultSearchName(kind: SavedSearchKind, query: string): string {
  if (kind === "profile") return "Nieuwe vacatures die bij mijn profiel passen";
  const params = new URLSearchParams(query);
  const parts: string[] = [];
  const text = params.get("zoek");
  if (text) parts.push(`"${text}"`);
  const place = params.get("bij");
  if (place) parts.push(`binnen ${params.get("straal") ?? DEFAULT_RADIUS_KM} km van ${place.toLowerCase() === "mij" ? "mijn postcode" : place}`);
  const municipality = params.get("gemeente");
  if (municipality) parts.push(`gemeente ${municipality}`);
  const others = [...params.keys()].filter((name) => !["zoek", "bij", "straal", "gemeente"].includes(name)).length;
  if (others > 0) parts.push(others === 1 ? "1 filter" : `${others} filters`);
  const name = parts.length > 0 ? `${LIST_OF_KIND[kind].label}: ${parts.join(", ")}` : `Alle ${LIST_OF_KIND[kind].many}`;
  return name.length > MAX_SEARCH_NAME_LENGTH ? `${name.slice(0, MAX_SEARCH_NAME_LENGTH - 1)}…` : name;
}

/**
 * "Bewaar deze zoekopdracht" for list `kind` at `url`, built by the list's loader so the lists' first
 * visit carries no code of this module: the form posts the URL's query (the server keeps only the
 * search and filters) and where to return; a visitor's form opens sign-in, then the list again.
 */
export function saveSearchControl(kind: ListKind, url: URL, isMember: boolean): SaveControl {
  const back = `${url.pathname}${url.search}`;
  const button = { label: "Bewaar deze zoekopdracht", pendingLabel: "Bewaren…", intent: SAVED_SEARCH_INTENTS.save };
  return isMember
    ? { ...button, method: "post", action: SAVED_SEARCH_ACTION, fields: { soort: kind, zoekopdracht: url.search, terug: back } }
    : { ...button, method: "get", action: "/auth", fields: { redirectTo: back, melding: "zoekopdracht" } };
}
