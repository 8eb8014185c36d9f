/**
 * Reading a widget's filters and the builder's choices from a URL, as the lists do. Apart from
 * ./options.ts because the municipality list is too heavy for the builder's JavaScript.
 */
import { eventTypes, provinces, themes } from "~/lib/enums";
import { ALL, parseEnumParam, parseSearch } from "~/lib/list-params";
import { findMunicipality, MUNICIPALITIES, MUNICIPALITY_PARAM } from "~/modules/municipalities/municipalities";
import { type BuilderChoice, parseWidgetCount, WIDGET_LIST_PATH, type WidgetKind, withQuery } from "./options";

/** The filter parameters each widget passes on, as on its list page; anything else is ignored. */
export const WIDGET_FILTER_PARAMS: Record<WidgetKind, readonly string[]> = {
  events: [MUNICIPALITY_PARAM, "zoek", "type", "thema", "provincie", "van", "tot", "verleden"],
  initiatieven: [MUNICIPALITY_PARAM, "zoek", "thema", "provincie", "schaal", "organisatie", "vorm"],
};

/** The filters of `params` a widget of `kind` reads, in a fixed order, without empty values and "all". */
export function widgetFilterQuery(kind: WidgetKind, params: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of WIDGET_FILTER_PARAMS[kind]) {
    const value = params.get(name)?.trim();
    if (value && value !== ALL) query.set(name, value);
  }
  return query;
}

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

export function municipalityOptions(): [string, string][] {
  return MUNICIPALITIES.map((m) => [m.slug, m.name]);
}
