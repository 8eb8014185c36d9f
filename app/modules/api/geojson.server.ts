/**
 * The GeoJSON endpoints of the open-data API (docs/open-data.md,
 * docs/decisions/059-map.md): the lists' items as RFC 7946 FeatureCollections for map makers and
 * for the site's own map. The filters are the JSON lists' (the same schemas, without `limit` and
 * `cursor`; `bij` resolved as there); at most {@link MAX_FEATURES} features in the list's order, with `total` so a capped
 * answer is recognisable. An item without a point (national, or work at home or online) is a
 * Feature with `geometry: null` (RFC 7946 §3.2), so nothing is silently dropped.
 */
import type * as z from "zod";
import { env } from "~/lib/env.server";
import { listEventPoints } from "~/modules/events/queries.server";
import { listInitiativePoints } from "~/modules/initiatives/queries.server";
import { listVacancyPoints } from "~/modules/vacancies/queries.server";
import { withNear } from "./endpoints.server";
import { ApiProblem, type ApiResult, parseQuery } from "./http.server";
import {
  EventCollectionSchema,
  eventFiltersOf,
  EventsQuerySchema,
  InitiativeCollectionSchema,
  initiativeFiltersOf,
  InitiativesQuerySchema,
  MAX_FEATURES,
  PAGE_PARAMETERS,
  VacanciesQuerySchema,
  VacancyCollectionSchema,
  vacancyFiltersOf,
} from "./schemas";
import { isoInstant } from "./serialize.server";

/** Media type of a GeoJSON answer (RFC 7946 §12). */
export const GEOJSON_TYPE = "application/geo+json; charset=utf-8";

type Point = { type: "Point"; coordinates: [number, number] } | null;

/** RFC 7946 order: [longitude, latitude]; null without a point. */
function pointOf(row: { lat: number | null; lon: number | null }): Point {
  return row.lat === null || row.lon === null ? null : { type: "Point", coordinates: [row.lon, row.lat] };
}

/**
 * Parses a GeoJSON query with the list's schema; a page parameter is unknown here.
 * @throws ApiProblem 400 for `limit`, `cursor` or any parameter the list refuses
 */
function parseGeoQuery<S extends z.ZodType>(url: URL, schema: S): z.output<S> {
  const paging = PAGE_PARAMETERS.filter((name) => url.searchParams.has(name));
  if (paging.length) {
    const detail = `Onbekende parameter: ${paging.join(", ")}. GeoJSON heeft geen pagina's: het antwoord bevat hoogstens ${MAX_FEATURES} items en het totaal.`;
    throw new ApiProblem(400, detail, paging.map((parameter) => ({ parameter, detail })));
  }
  return parseQuery(url, schema);
}

function geoJson(body: unknown): ApiResult {
  return { body, contentType: GEOJSON_TYPE };
}

/** GET /api/v1/initiatives.geojson, filtered as /api/v1/initiatives; throws ApiProblem 400. */
export async function initiativesGeoJsonEndpoint(url: URL): Promise<ApiResult> {
  const filters = await withNear(initiativeFiltersOf(parseGeoQuery(url, InitiativesQuerySchema)).filters);
  const { items, total } = await listInitiativePoints({ filters, limit: MAX_FEATURES });
  const siteUrl = env().SITE_URL;
  return geoJson(
    InitiativeCollectionSchema.parse({
      type: "FeatureCollection",
      features: items.map((row) => ({
        type: "Feature",
        id: row.id,
        geometry: pointOf(row),
        properties: { id: row.id, name: row.name, url: `${siteUrl}/initiatief/${row.id}`, place: row.place, scope: row.scope },
      })),
      total,
      limit: MAX_FEATURES,
    }),
  );
}

/** GET /api/v1/events.geojson, filtered as /api/v1/events (from today unless `van` or `verleden=1`); throws ApiProblem 400. */
export async function eventsGeoJsonEndpoint(url: URL, now: Date = new Date()): Promise<ApiResult> {
  const filters = await withNear(eventFiltersOf(parseGeoQuery(url, EventsQuerySchema)).filters);
  const { items, total } = await listEventPoints({ filters, limit: MAX_FEATURES, now });
  const siteUrl = env().SITE_URL;
  return geoJson(
    EventCollectionSchema.parse({
      type: "FeatureCollection",
      features: items.map((row) => ({
        type: "Feature",
        id: row.id,
        geometry: pointOf(row),
        properties: { id: row.id, name: row.title, url: `${siteUrl}/event/${row.id}`, place: row.city, starts_at: isoInstant(row.date) },
      })),
      total,
      limit: MAX_FEATURES,
    }),
  );
}

/** GET /api/v1/vacancies.geojson, filtered as /api/v1/vacancies; throws ApiProblem 400. */
export async function vacanciesGeoJsonEndpoint(url: URL): Promise<ApiResult> {
  const filters = await withNear(vacancyFiltersOf(parseGeoQuery(url, VacanciesQuerySchema)).filters);
  const { items, total } = await listVacancyPoints({ filters, limit: MAX_FEATURES });
  const siteUrl = env().SITE_URL;
  return geoJson(
    VacancyCollectionSchema.parse({
      type: "FeatureCollection",
      features: items.map((row) => ({
        type: "Feature",
        id: row.id,
        geometry: pointOf(row),
        properties: { id: row.id, name: row.title, url: `${siteUrl}/vacature/${row.id}`, place: row.is_remote ? null : row.place, remote: row.is_remote },
      })),
      total,
      limit: MAX_FEATURES,
    }),
  );
}
