/** The municipality page's data through the lists' own queries, so its counts equal the filtered lists' totals. */
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
  initiatives: OverviewPart<InitiativeCardData>;
  events: OverviewPart<EventCardItem>;
  vacancies: OverviewPart<VacancyCardData>;
}

/** The overview of the municipality with this exact slug (one address per page), or null. */
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
