/**
 * The municipality page's data through the lists' own queries, so its counts equal the filtered
 * lists' totals. With `bij` or `straal` in the page's address it shows what lies within the radius
 * of that place (by default the municipality itself) instead of only what belongs to the municipality.
 */
import { DEFAULT_RADIUS_KM, type NearFilter, parseNear, parseRadius } from "~/lib/list-params";
import { resolveNear } from "./places.server";
import { parseEventFilters } from "~/modules/events/filters";
import { listEvents } from "~/modules/events/queries.server";
import { parseInitiativeFilters } from "~/modules/initiatives/filters";
import { listInitiatives } from "~/modules/initiatives/queries.server";
import { parseVacancyFilters } from "~/modules/vacancies/filters";
import { listVacancies } from "~/modules/vacancies/queries.server";
import type { EventCardItem } from "~/modules/events/types";
import type { InitiativeCardData } from "~/modules/initiatives/types";
import type { VacancyCardData } from "~/modules/vacancies/types";
import { findMunicipality, type Municipality, MUNICIPALITY_PARAM } from "./municipalities";

export const OVERVIEW_ITEMS = 6;

export interface OverviewPart<T> {
  items: T[];
  total: number;
}

export interface MunicipalityOverview {
  municipality: Municipality;
  /** The resolved radius search, or null for the municipality alone. */
  near: NearFilter | null;
  /** The lists' query string for "Alle …" links and feeds. */
  query: string;
  initiatives: OverviewPart<InitiativeCardData>;
  events: OverviewPart<EventCardItem>;
  vacancies: OverviewPart<VacancyCardData>;
}

/**
 * The overview of the municipality with this exact slug (one address per page), or null.
 * @param params the page's query: `bij` (a postcode or place) and `straal` (km); either one turns
 *   the page into a radius search, around the municipality when `bij` is absent or unknown
 */
export async function getMunicipalityOverview({
  slug,
  params = new URLSearchParams(),
  now = new Date(),
}: {
  slug: string;
  params?: URLSearchParams;
  now?: Date;
}): Promise<MunicipalityOverview | null> {
  const municipality = findMunicipality(slug);
  if (!municipality || municipality.slug !== slug) return null;
  const near = params.has("bij") || params.has("straal") ? await nearOf(municipality, params) : null;
  const query = near
    ? new URLSearchParams({ bij: near.text, straal: String(near.radiusKm) })
    : new URLSearchParams({ [MUNICIPALITY_PARAM]: municipality.slug });
  const withNear = <F extends { near: NearFilter | null }>(filters: F): F => ({ ...filters, near });
  const [initiatives, events, vacancies] = await Promise.all([
    listInitiatives({ filters: withNear(parseInitiativeFilters(query)) }),
    listEvents({ filters: withNear(parseEventFilters(query)), now }),
    listVacancies({ filters: withNear(parseVacancyFilters(query)) }),
  ]);
  const part = <T>(page: { items: T[]; total: number }): OverviewPart<T> => ({ items: page.items.slice(0, OVERVIEW_ITEMS), total: page.total });
  return { municipality, near, query: query.toString(), initiatives: part(initiatives), events: part(events), vacancies: part(vacancies) };
}

/** The page's radius search: its `bij` when known, else the municipality's centre. */
async function nearOf(municipality: Municipality, params: URLSearchParams): Promise<NearFilter | null> {
  const radiusKm = parseRadius(params.get("straal")) ?? DEFAULT_RADIUS_KM;
  const typed = parseNear(params);
  if (typed) {
    const { near } = await resolveNear({ near: { ...typed, radiusKm } });
    if (near?.place) return near;
  }
  const { near } = await resolveNear({ near: { text: municipality.name, radiusKm, place: null, missing: null } });
  return near?.place ? near : null;
}
