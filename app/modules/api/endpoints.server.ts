/**
 * The endpoints of the open-data API /api/v1 (docs/decisions/030-open-data-api.md), reading through
 * the site's own public queries, so pending and hidden items never appear.
 */
import { asc } from "drizzle-orm";
import { municipalities } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { isUuid } from "~/lib/list-params";
import { getEvent, listEventsAfter } from "~/modules/events/queries.server";
import { getInitiative, listInitiativesAfter } from "~/modules/initiatives/queries.server";
import { getVacancy, listVacanciesAfter } from "~/modules/vacancies/queries.server";
import { resolveNear } from "~/modules/municipalities/places.server";
import type { NearFilter } from "~/lib/list-params";
import { ApiProblem, type ApiResult, parseQuery } from "./http.server";
import {
  type CursorPosition,
  encodeCursor,
  eventFiltersOf,
  EventsQuerySchema,
  initiativeFiltersOf,
  InitiativesQuerySchema,
  InitiativeUpdatesQuerySchema,
  NoQuerySchema,
  vacancyFiltersOf,
  VacanciesQuerySchema,
} from "./schemas";
import { cachedOpenApiDocument } from "./openapi.server";
import { matchCounts } from "~/modules/participation/match-statistics.server";
import { listPublicUpdatesAfter } from "~/modules/updates/queries.server";
import { DEFAULT_LIMIT } from "./schemas";
import { eventJson, initiativeJson, initiativeUpdateJson, municipalityJson, vacancyJson } from "./serialize.server";

export const API_KINDS = ["initiatives", "events", "vacancies"] as const;
export type ApiKind = (typeof API_KINDS)[number];

const NOT_FOUND: Record<ApiKind, string> = {
  initiatives: "Initiatief niet gevonden. Het bestaat niet of is niet openbaar.",
  events: "Event niet gevonden. Het bestaat niet of is niet openbaar.",
  vacancies: "Vacature niet gevonden. Ze bestaat niet, is niet actief of is niet openbaar.",
};

/** The next page's public address, with `cursor` at the last item. */
function nextUrl(url: URL, last: CursorPosition | undefined, hasMore: boolean): string | null {
  if (!hasMore || !last) return null;
  const next = new URL(`${url.pathname}${url.search}`, env().SITE_URL);
  next.searchParams.set("cursor", encodeCursor(last));
  return next.toString();
}

/**
 * `filters` with `bij` resolved to a point.
 * @throws ApiProblem 400 when `bij` names no known postcode area or municipality
 */
export async function withNear<Filters extends { near: NearFilter | null }>(filters: Filters): Promise<Filters> {
  const resolved = await resolveNear(filters);
  if (resolved.near?.missing) {
    const detail = "Onbekende postcode of plaats voor bij. Gebruik een postcode (3511 of 3511 AB) of een gemeente uit /api/v1/gemeenten.";
    throw new ApiProblem(400, detail, [{ parameter: "bij", detail }]);
  }
  return resolved;
}

function page<T>(url: URL, items: T[], limit: number, last: CursorPosition | undefined, hasMore: boolean): ApiResult {
  const next = nextUrl(url, last, hasMore);
  return { body: { items, limit, next }, next };
}

/** GET /api/v1/initiatives, filtered as /initiatieven; throws ApiProblem 400 for an invalid parameter. */
export async function listInitiativesEndpoint(url: URL): Promise<ApiResult> {
  const { filters: parsed, limit, after } = initiativeFiltersOf(parseQuery(url, InitiativesQuerySchema));
  const filters = await withNear(parsed);
  const { items, hasMore } = await listInitiativesAfter({ filters, after, limit });
  const siteUrl = env().SITE_URL;
  return page(url, items.map((row) => initiativeJson(row, siteUrl)), limit, items.at(-1)?.position, hasMore);
}

/** GET /api/v1/events, filtered as /events (from today unless `van` or `verleden=1`); throws ApiProblem 400. */
export async function listEventsEndpoint(url: URL, now: Date = new Date()): Promise<ApiResult> {
  const { filters: parsed, limit, after } = eventFiltersOf(parseQuery(url, EventsQuerySchema));
  const filters = await withNear(parsed);
  const { items, hasMore } = await listEventsAfter({ filters, after, limit, now });
  const siteUrl = env().SITE_URL;
  return page(url, items.map((row) => eventJson(row, siteUrl)), limit, items.at(-1)?.position, hasMore);
}

/** GET /api/v1/vacancies: active ones, filtered as /vacatures; throws ApiProblem 400. */
export async function listVacanciesEndpoint(url: URL): Promise<ApiResult> {
  const { filters: parsed, limit, after } = vacancyFiltersOf(parseQuery(url, VacanciesQuerySchema));
  const filters = await withNear(parsed);
  const { items, hasMore } = await listVacanciesAfter({ filters, after, limit });
  const siteUrl = env().SITE_URL;
  return page(url, items.map((row) => vacancyJson(row, siteUrl)), limit, items.at(-1)?.position, hasMore);
}

/**
 * GET /api/v1/{kind}/{id}: one item read as a visitor, so a non-public item is a 404 like an unknown one.
 * @throws ApiProblem 400 for a parameter or a malformed id, 404 for an unknown or non-public item
 */
export async function getItemEndpoint(url: URL, kind: ApiKind, id: string | undefined): Promise<ApiResult> {
  parseQuery(url, NoQuerySchema);
  if (!isUuid(id)) throw new ApiProblem(400, "Dit is geen geldig id: een id is een UUID.", [{ parameter: "id", detail: "Dit is geen geldig id: een id is een UUID." }]);
  const siteUrl = env().SITE_URL;
  if (kind === "initiatives") {
    const item = await getInitiative({ id, viewer: null });
    if (item) return { body: initiativeJson(item, siteUrl) };
  } else if (kind === "events") {
    const item = await getEvent({ id, viewer: null });
    if (item) return { body: eventJson(item, siteUrl) };
  } else {
    const item = await getVacancy({ id, viewer: null });
    if (item?.isPublic) return { body: vacancyJson(item, siteUrl) };
  }
  throw new ApiProblem(404, NOT_FOUND[kind]);
}

/**
 * GET /api/v1/initiatives/{id}/updates: a public initiative's public updates, newest first, with cursor pagination.
 * @throws ApiProblem 400 for a parameter or a malformed id, 404 for an unknown or non-public initiative
 */
export async function listInitiativeUpdatesEndpoint(url: URL, id: string | undefined): Promise<ApiResult> {
  const query = parseQuery(url, InitiativeUpdatesQuerySchema);
  if (!isUuid(id)) throw new ApiProblem(400, "Dit is geen geldig id: een id is een UUID.", [{ parameter: "id", detail: "Dit is geen geldig id: een id is een UUID." }]);
  const initiative = await getInitiative({ id, viewer: null });
  if (!initiative) throw new ApiProblem(404, NOT_FOUND.initiatives);
  const limit = query.limit ?? DEFAULT_LIMIT;
  const { items, hasMore } = await listPublicUpdatesAfter({ initiativeId: initiative.id, limit, after: query.cursor ?? null });
  const siteUrl = env().SITE_URL;
  return page(url, items.map((row) => initiativeUpdateJson(row, siteUrl)), limit, items.at(-1)?.position, hasMore);
}

/** GET /api/v1/gemeenten: the 342 municipalities by name; throws ApiProblem 400 for any parameter. */
export async function listMunicipalitiesEndpoint(url: URL): Promise<ApiResult> {
  parseQuery(url, NoQuerySchema);
  const db = await getDb();
  const rows = await db
    .select({ code: municipalities.code, name: municipalities.name, province: municipalities.province })
    .from(municipalities)
    .orderBy(asc(municipalities.name));
  return { body: { items: rows.map(municipalityJson) } };
}

/** Months of counts /api/v1/matches publishes. */
export const MATCH_COUNT_MONTHS = 24;

/** GET /api/v1/matches: responses and matches per month and municipality; throws ApiProblem 400 for any parameter. */
export async function listMatchCountsEndpoint(url: URL): Promise<ApiResult> {
  parseQuery(url, NoQuerySchema);
  return { body: { items: await matchCounts({ months: MATCH_COUNT_MONTHS }) } };
}

export function unknownEndpoint(): Promise<ApiResult> {
  return Promise.reject(new ApiProblem(404, "Dit adres bestaat niet in de API. Zie /ontwikkelaars voor de endpoints."));
}

/** GET /api/v1/openapi.json for the public address; throws ApiProblem 400 for any parameter. */
export async function openApiEndpoint(url: URL): Promise<ApiResult> {
  parseQuery(url, NoQuerySchema);
  return { body: cachedOpenApiDocument(env().SITE_URL) };
}
