/** The widgets' data: the first items of the same public list the site shows for the same filters. */
import { parseEventFilters } from "~/modules/events/filters";
import { resolveNear } from "~/modules/municipalities/places.server";
import { listEvents } from "~/modules/events/queries.server";
import type { EventCardItem } from "~/modules/events/types";
import { parseInitiativeFilters } from "~/modules/initiatives/filters";
import { listInitiatives } from "~/modules/initiatives/queries.server";
import type { InitiativeCardData } from "~/modules/initiatives/types";
import { fullListHref } from "./choices.server";
import { parseWidgetCount } from "./options";

export interface WidgetData<T> {
  items: T[];
  /** Matches over the whole list. */
  total: number;
  /** Relative to the site (the "Bekijk alle …" link). */
  moreHref: string;
}

/** The events widget: the first `aantal` events of /events with the same filters, whatever `pagina` says. */
export async function loadEventsWidget(params: URLSearchParams, now?: Date): Promise<WidgetData<EventCardItem> & { past: boolean }> {
  const filters = await resolveNear({ ...parseEventFilters(params), page: 1 });
  const { items, total } = await listEvents({ filters, now });
  return { items: items.slice(0, parseWidgetCount(params)), total, moreHref: fullListHref("events", params), past: filters.past };
}

/** The initiatives widget: the first `aantal` initiatives of /initiatieven with the same filters. */
export async function loadInitiativesWidget(params: URLSearchParams): Promise<WidgetData<InitiativeCardData>> {
  const filters = await resolveNear({ ...parseInitiativeFilters(params), page: 1 });
  const { items, total } = await listInitiatives({ filters });
  return { items: items.slice(0, parseWidgetCount(params)), total, moreHref: fullListHref("initiatieven", params) };
}
