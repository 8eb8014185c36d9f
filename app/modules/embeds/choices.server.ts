/**
 * Reading a widget's filters and the builder's choices from a URL (docs/decisions/031-embeds.md):
 * the same parameter names and parsing as the site's lists (app/lib/list-params.ts, the
 * `gemeente` filter of app/modules/municipalities). Kept apart from ./options.ts because the
 * municipality list is too heavy for the builder's JavaScript; only loaders use this.
 */
import { eventTypes, provinces, themes } from "~/lib/enums";
import { ALL, parseEnumParam, parseSearch } from "~/lib/list-params";
import { findMunicipality, MUNICIPALITIES, MUNICIPALITY_PARAM } from "~/modules/municipalities/municipalities";
import { type BuilderChoice, parseWidgetCount, WIDGET_LIST_PATH, type WidgetKind, withQuery } from "./options";

/**
 * The filter parameters each widget passes on, with the same names and meaning as on its list page
 * (SPEC.md §2, §5); anything else in a widget's address is ignored.
 */
export const WIDGET_FILTER_PARAMS: Record<WidgetKind, readonly string[]> = {
  events: [MUNICIPALITY_PARAM, "zoek", "type", "thema", "provincie", "van", "tot", "verleden"],
  initiatieven: [MUNICIPALITY_PARAM, "zoek", "thema", "provincie", "schaal", "organisatie", "vorm"],
};

/**
 * The filters of `params` that a widget of `kind` reads, in a fixed order, without empty values and
 * "all" (no filter).
 */
export function widgetFilterQuery(kind: WidgetKind, params: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of WIDGET_FILTER_PARAMS[kind]) {
    const value = params.get(name)?.trim();
    if (value && value !== ALL) query.set(name, value);
  }
  return query;
}

/** The full list with the widget's filters, e.g. "/events?thema=energie" (relative to the site). */
export function fullListHref(kind: WidgetKind, params: URLSearchParams): string {
  return withQuery(WIDGET_LIST_PATH[kind], widgetFilterQuery(kind, params));
}

/** Reads the builder's form from a URL query; unknown or malformed values mean "no filter". */
export function parseBuilderChoice(params: URLSearchParams): BuilderChoice {
  return {
    kind: params.get("soort") === "initiatieven" ? "initiatieven" : "events",
    municipality: findMunicipality(params.get(MUNICIPALITY_PARAM))?.slug ?? null,
    search: parseSearch(params),
    theme: parseEnumParam(params, "thema", themes),
    province: parseEnumParam(params, "provincie", provinces),
    type: parseEnumParam(params, "type", eventTypes),
    count: parseWidgetCount(params),
  };
}

/** The widget's query for a builder choice: its filters (the event type only for events) and `aantal`. */
export function builderWidgetQuery(choice: BuilderChoice): URLSearchParams {
  const query = new URLSearchParams();
  if (choice.municipality) query.set(MUNICIPALITY_PARAM, choice.municipality);
  if (choice.search) query.set("zoek", choice.search);
  if (choice.type && choice.kind === "events") query.set("type", choice.type);
  if (choice.theme) query.set("thema", choice.theme);
  if (choice.province) query.set("provincie", choice.province);
  query.set("aantal", String(choice.count));
  return query;
}

/** The municipalities for the builder's select: [slug, CBS name], by name. */
export function municipalityOptions(): [string, string][] {
  return MUNICIPALITIES.map((m) => [m.slug, m.name]);
}
