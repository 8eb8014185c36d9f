/**
 * The data of the widgets under /embed/ (docs/decisions/031-embeds.md): the first items of the
 * same public list the site shows for the same filters (listEvents, listInitiatives: the public
 * views, so nothing pending or hidden and no contact details), read for nobody in particular.
 */
import { parseEventFilters } from "~/modules/events/filters";
import { listEvents } from "~/modules/events/queries.server";
import type { EventCardItem } from "~/modules/events/types";
import { parseInitiativeFilters } from "~/modules/initiatives/filters";
import { listInitiatives } from "~/modules/initiatives/queries.server";
import type { InitiativeCardData } from "~/modules/initiatives/types";
import { fullListHref } from "./choices.server";
import { parseWidgetCount } from "./options";

/** One widget's content. */
export interface WidgetData<T> {
  /** At most `aantal` items, in the list's order. */
  items: T[];
  /** Matches over the whole list. */
  total: number;
  /** The full list with the same filters, relative to the site (the "Bekijk alle …" link). */
  moreHref: string;
}

/**
 * The events widget for the query of its address: the first `aantal` events of /events with the
 * same filters (upcoming only unless `verleden=1`), whatever `pagina` says.
 * @param now the current UTC instant (which events are upcoming); tests pass a fixed one
 */
export async function loadEventsWidget(params: URLSearchParams, now?: Date): Promise<WidgetData<EventCardItem> & { past: boolean }> {
  const filters = { ...parseEventFilters(params), page: 1 };
  const { items, total } = await listEvents({ filters, now });
  return { items: items.slice(0, parseWidgetCount(params)), total, moreHref: fullListHref("events", params), past: filters.past };
}

/**
 * The initiatives widget for the query of its address: the first `aantal` initiatives of
 * /initiatieven with the same filters (newest first), whatever `pagina` says.
 */
export async function loadInitiativesWidget(params: URLSearchParams): Promise<WidgetData<InitiativeCardData>> {
  const filters = { ...parseInitiativeFilters(params), page: 1 };
  const { items, total } = await listInitiatives({ filters });
  return { items: items.slice(0, parseWidgetCount(params)), total, moreHref: fullListHref("initiatieven", params) };
}
