/**
 * The public feeds of the lists (docs/decisions/029-municipalities-and-feeds.md):
 * - /events.ics?<the parameters of /events>: a calendar of at most 500 matching events (the rows
 *   /events shows, by date), entries made by the one event → VEVENT rule of
 *   app/modules/calendar/ics.server.ts;
 * - /initiatieven.atom, /events.atom, /vacatures.atom ?<the list's parameters>: Atom 1.0 feeds
 *   (written by the `feed` package) of the {@link ATOM_ENTRIES} most recently added matching items,
 *   newest first, each linking to its page with the short description as summary.
 * Everything is read from the public views, so pending, rejected and hidden items, and items of
 * blocked members, never appear; no contact details (e-mail, phone, website, organizer) go in.
 * Every answer carries ETag and Last-Modified and may be 304 (./conditional.server.ts).
 */
import { Feed } from "feed";
import { env } from "~/lib/env.server";
import { isUuid } from "~/lib/list-params";
import { SITE_NAME } from "~/lib/meta";
import { eventsCalendar, ICS_CONTENT_TYPE } from "~/modules/calendar/ics.server";
import { type EventFilters, parseEventFilters } from "~/modules/events/filters";
import { listEventsForCalendar, listNewestEvents } from "~/modules/events/queries.server";
import { parseInitiativeFilters } from "~/modules/initiatives/filters";
import { listNewestInitiativesFor } from "~/modules/initiatives/queries.server";
import { parseVacancyFilters } from "~/modules/vacancies/filters";
import { listNewestVacancies } from "~/modules/vacancies/queries.server";
import { feedResponse, feedValidators } from "./conditional.server";

/** The extra /events.ics parameter for one initiative's events. */
export const INITIATIVE_PARAM = "initiatief";

/** Entries in an Atom feed. */
export const ATOM_ENTRIES = 50;

/** Content-Type of the Atom feeds. */
export const ATOM_CONTENT_TYPE = "application/atom+xml; charset=utf-8";

/** How often a subscribed calendar should fetch /events.ics again: every 6 hours, in seconds. */
const CALENDAR_REFRESH_SECONDS = 6 * 60 * 60;

/** The filters without the page number (feeds have no pages). */
function withoutPage<T extends { page: number }>(filters: T): Omit<T, "page"> {
  const { page: _page, ...rest } = filters;
  return rest;
}

/** " in Utrecht" for a municipality filter, " (gefilterd)" for any other filter, or "". */
function filterSuffix(filters: Record<string, unknown> & { municipality: string | null }): string {
  const others = Object.entries(filters).some(([key, value]) => key !== "municipality" && key !== "past" && value != null);
  return `${filters.municipality ? ` in ${filters.municipality}` : ""}${others ? " (gefilterd)" : ""}`;
}

/** The list URL with the request's query (the page number dropped), for the feed's alternate link. */
function listUrl(siteUrl: string, path: string, request: Request): string {
  const params = new URL(request.url).searchParams;
  params.delete("pagina");
  const query = params.toString();
  return `${siteUrl}${path}${query ? `?${query}` : ""}`;
}

interface AtomEntry {
  id: string;
  title: string;
  /** Absolute URL of the item's page. */
  url: string;
  /** The short description. */
  summary: string;
  /** When it was added (UTC instant). */
  created_at: Date;
}

/** An Atom 1.0 document: id and self link the feed's URL, entries in the given order. */
function atomDocument({
  title,
  selfUrl,
  pageUrl,
  updated,
  entries,
}: {
  title: string;
  selfUrl: string;
  pageUrl: string;
  updated: Date;
  entries: AtomEntry[];
}): string {
  const feed = new Feed({
    id: selfUrl,
    title,
    link: pageUrl,
    language: "nl",
    updated: entries[0]?.created_at ?? updated,
    generator: SITE_NAME,
    copyright: `© ${SITE_NAME}`,
    feedLinks: { atom: selfUrl },
    author: { name: SITE_NAME, link: env().SITE_URL },
  });
  for (const entry of entries) {
    feed.addItem({ id: entry.url, title: entry.title, link: entry.url, description: entry.summary, date: entry.created_at, published: entry.created_at });
  }
  return feed.atom1();
}

/**
 * The answer of one Atom feed of a list: validators from the data version and the filters, 304 when
 * they match, otherwise the newest {@link ATOM_ENTRIES} items the list shows with these filters.
 * @param options.feed the feed's path without "/", e.g. "events.atom"
 * @param options.listPath the list page it follows, e.g. "/events"
 * @param options.noun the plural in the title, e.g. "events"
 * @param options.upcomingEvents true when the list holds upcoming events only (it changes when one ends)
 * @param options.newest the newest matching items as Atom entries
 */
async function listAtomResponse<Filters extends { page: number; municipality: string | null }>({
  request,
  feed,
  listPath,
  noun,
  upcomingEvents,
  parse,
  newest,
}: {
  request: Request;
  feed: string;
  listPath: string;
  noun: string;
  upcomingEvents: boolean;
  parse: (params: URLSearchParams) => Filters;
  newest: (filters: Filters, siteUrl: string) => Promise<AtomEntry[]>;
}): Promise<Response> {
  const filters = withoutPage(parse(new URL(request.url).searchParams));
  const validators = await feedValidators({ feed, filters, upcomingEvents });
  const siteUrl = env().SITE_URL;
  return feedResponse({
    request,
    validators,
    contentType: ATOM_CONTENT_TYPE,
    build: async () =>
      atomDocument({
        title: `Nieuwe ${noun}${filterSuffix(filters)} – ${SITE_NAME}`,
        selfUrl: listUrl(siteUrl, `/${feed}`, request),
        pageUrl: listUrl(siteUrl, listPath, request),
        updated: validators.lastModified,
        entries: await newest({ ...filters, page: 1 } as Filters, siteUrl),
      }),
  });
}

/** GET /initiatieven.atom?<filters of /initiatieven>. */
export function initiativesAtomResponse(request: Request): Promise<Response> {
  return listAtomResponse({
    request,
    feed: "initiatieven.atom",
    listPath: "/initiatieven",
    noun: "initiatieven",
    upcomingEvents: false,
    parse: parseInitiativeFilters,
    newest: async (filters, siteUrl) =>
      (await listNewestInitiativesFor({ filters, limit: ATOM_ENTRIES })).map((i) => ({
        id: i.id,
        title: i.name,
        url: `${siteUrl}/initiatief/${i.id}`,
        summary: i.description,
        created_at: i.created_at,
      })),
  });
}

/** GET /events.atom?<filters of /events>: the most recently added of the events /events shows. */
export function eventsAtomResponse(request: Request): Promise<Response> {
  return listAtomResponse({
    request,
    feed: "events.atom",
    listPath: "/events",
    noun: "events",
    upcomingEvents: true,
    parse: parseEventFilters,
    newest: async (filters, siteUrl) =>
      (await listNewestEvents({ filters, limit: ATOM_ENTRIES })).map((e) => ({
        id: e.id,
        title: e.title,
        url: `${siteUrl}/event/${e.id}`,
        summary: e.description,
        created_at: e.created_at,
      })),
  });
}

/** GET /vacatures.atom?<filters of /vacatures>. */
export function vacanciesAtomResponse(request: Request): Promise<Response> {
  return listAtomResponse({
    request,
    feed: "vacatures.atom",
    listPath: "/vacatures",
    noun: "vacatures",
    upcomingEvents: false,
    parse: parseVacancyFilters,
    newest: async (filters, siteUrl) =>
      (await listNewestVacancies({ filters, limit: ATOM_ENTRIES })).map((v) => ({
        id: v.id,
        title: `${v.title} – ${v.initiative.name}`,
        url: `${siteUrl}/vacature/${v.id}`,
        summary: v.description,
        created_at: v.created_at,
      })),
  });
}

/** The calendar's name for a filter, e.g. "Dit doet Nederland – events in Utrecht". */
export function eventsCalendarName(filters: Omit<EventFilters, "page">): string {
  return `${SITE_NAME} – events${filterSuffix(filters)}`;
}

/**
 * GET /events.ics?<filters of /events>[&initiatief=<uuid>]: at most 500 matching events, by date,
 * as a calendar to subscribe to; `initiatief` narrows it to one initiative's events (the link on
 * the initiative's page; an unknown id gives an empty calendar, a malformed one is ignored). DTSTAMP is the answer's Last-Modified, so the same data gives the same file.
 */
export async function eventsIcsResponse(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const filters = withoutPage(parseEventFilters(params));
  const initiativeParam = params.get(INITIATIVE_PARAM) ?? undefined;
  const initiativeId = isUuid(initiativeParam) ? initiativeParam : null;
  const validators = await feedValidators({ feed: "events.ics", filters: { ...filters, initiativeId }, upcomingEvents: true });
  return feedResponse({
    request,
    validators,
    contentType: ICS_CONTENT_TYPE,
    extraHeaders: { "Content-Disposition": 'inline; filename="dit-doet-nederland-events.ics"' },
    build: async () => {
      const events = await listEventsForCalendar({ filters: { ...filters, page: 1 }, initiativeId });
      return eventsCalendar(events, { name: eventsCalendarName(filters), now: validators.lastModified, refreshSeconds: CALENDAR_REFRESH_SECONDS });
    },
  });
}
