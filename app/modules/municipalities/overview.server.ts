/**
 * The municipality page /gemeente/{slug} (docs/decisions/029-municipalities-and-feeds.md): the
 * public initiatives, upcoming events and open vacancies of one municipality, each with its count.
 * Reads through the lists' own query functions with the `gemeente` filter, so the counts equal the
 * totals the filtered lists show.
 */
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

/** Items shown per kind on the page. */
export const OVERVIEW_ITEMS = 6;

/** One kind's part of the page: the first items and the total. */
export interface OverviewPart<T> {
  items: T[];
  total: number;
}

/** The municipality page's data. */
export interface MunicipalityOverview {
  municipality: Municipality;
  initiatives: OverviewPart<InitiativeCardData>;
  events: OverviewPart<EventCardItem>;
  vacancies: OverviewPart<VacancyCardData>;
}

/**
 * The overview of the municipality with this slug.
 * @param slug the URL segment; only the exact slug counts (a name or another spelling is unknown here,
 *   so a page has one address)
 * @param now the current UTC instant (which events are upcoming)
 * @returns the overview, or null for an unknown slug
 */
export async function getMunicipalityOverview({ slug, now = new Date() }: { slug: string; now?: Date }): Promise<MunicipalityOverview | null> {
  const municipality = findMunicipality(slug);
  if (!municipality || municipality.slug !== slug) return null;
  const query = new URLSearchParams({ [MUNICIPALITY_PARAM]: municipality.slug });
  const [initiatives, events, vacancies] = await Promise.all([
    listInitiatives({ filters: parseInitiativeFilters(query) }),
    listEvents({ filters: parseEventFilters(query), now }),
    listVacancies({ filters: parseVacancyFilters(query) }),
  ]);
  const part = <T>(page: { items: T[]; total: number }): OverviewPart<T> => ({ items: page.items.slice(0, OVERVIEW_ITEMS), total: page.total });
  return { municipality, initiatives: part(initiatives), events: part(events), vacancies: part(vacancies) };
}
