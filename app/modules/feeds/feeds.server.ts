/**
 * The public feeds of the lists: /events.ics and the Atom feeds, with the lists' own filters
 * (docs/decisions/029-municipalities-and-feeds.md). Read from the public views only, without contact
 * details; every answer may be a 304.
 */
import { Feed } from "feed";
import { env } from "~/lib/env.server";
import { isUuid, type NearFilter } from "~/lib/list-params";
import { resolveNear } from "~/modules/municipalities/places.server";
import { SITE_NAME } from "~/lib/meta";
import { eventsCalendar, ICS_CONTENT_TYPE } from "~/modules/calendar/ics.server";
import { type EventFilters, parseEventFilters } from "~/modules/events/filters";
import { listEventsForCalendar, listNewestEvents } from "~/modules/events/queries.server";
import { parseInitiativeFilters } from "~/modules/initiatives/filters";
import { listNewestInitiativesFor } from "~/modules/initiatives/queries.server";
import { parseVacancyFilters } from "~/modules/vacancies/filters";
import { listNewestVacancies } from "~/modules/vacancies/queries.server";
import { getInitiative } from "~/modules/initiatives/queries.server";
import { listPublicUpdatesAfter } from "~/modules/updates/queries.server";
import { formatDate } from "~/lib/format";
import { feedResponse, feedValidators } from "./conditional.server";

export const INITIATIVE_PARAM = "initiatief";

export const ATOM_ENTRIES = 50;

export const ATOM_CONTENT_TYPE = "application/atom+xml; charset=utf-8";

/** Seconds. */
const CALENDAR_REFRESH_SECONDS = 6 * 60 * 60;

function withoutPage<T extends { page: number }>(filters: T): Omit<T, "page"> {
  const { page: _page, ...rest } = filters;
  return rest;
}

/** " in Utrecht", " bij 3511 (10 km)", " (gefilterd)" for the other filters; an unknown `bij` filters nothing. */
function filterSuffix(filters: Record<string, unknown> & { municipality: string | null; near: NearFilter | null }): string {
  const others = Object.entries(filters).some(
    ([key, value]) => key !== "municipality" && key !== "past" && key !== "near" && key !== "sort" && value != null,
  );
  const place = filters.near?.place;
  return `${filters.municipality ? ` in ${filters.municipality}` : ""}${place ? ` bij ${place.label} (${filters.near?.radiusKm} km)` : ""}${others ? " (gefilterd)" : ""}`;
}

function listUrl(siteUrl: string, path: string, request: Request): string {
  const params = new URL(request.url).searchParams;
  params.delete("pagina");
  const query = params.toString();
  return `${siteUrl}${path}${query ? `?${query}` : ""}`;
}

interface AtomEntry {
  id: string;
  title: string;
  url: string;
  summary: string;
  created_at: Date;
}

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

/** One list's Atom feed: 304 when the validators match, else the newest {@link ATOM_ENTRIES} items. */
async function listAtomResponse<Filters extends { page: number; municipality: string | null; near: NearFilter | null }>({
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
  const filters = withoutPage(await resolveNear(parse(new URL(request.url).searchParams)));
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

export function eventsCalendarName(filters: Omit<EventFilters, "page">): string {
  return `${SITE_NAME} – events${filterSuffix(filters)}`;
}

/**
 * GET /events.ics: at most 500 matching events as a calendar; `initiatief` narrows it to one
 * initiative. DTSTAMP is the Last-Modified, so the same data gives the same file.
 */
export async function eventsIcsResponse(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const filters = withoutPage(await resolveNear(parseEventFilters(params)));
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

/** Text for the feed's HTML-typed title and summary, so a reader shows it as written. */
function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}

/**
 * /initiatief/{id}/nieuws.atom: the newest {@link ATOM_ENTRIES} public updates of a public
 * initiative, text as written (the feed escapes it); 304 when the validators match.
 * @throws Response 404 for a malformed, unknown or non-public initiative
 */
export async function initiativeUpdatesAtomResponse(request: Request, id: string | undefined): Promise<Response> {
  const initiative = isUuid(id) ? await getInitiative({ id, viewer: null }) : null;
  if (!initiative || initiative.unpublished) throw new Response(null, { status: 404 });
  const feed = `initiatief/${initiative.id}/nieuws.atom`;
  const validators = await feedValidators({ feed, filters: null, upcomingEvents: false });
  const siteUrl = env().SITE_URL;
  const pageUrl = `${siteUrl}/initiatief/${initiative.id}`;
  return feedResponse({
    request,
    validators,
    contentType: ATOM_CONTENT_TYPE,
    build: async () => {
      const { items } = await listPublicUpdatesAfter({ initiativeId: initiative.id, limit: ATOM_ENTRIES });
      return atomDocument({
        title: escapeHtml(`Nieuws van ${initiative.name} – ${SITE_NAME}`),
        selfUrl: `${siteUrl}/${feed}`,
        pageUrl: `${pageUrl}#nieuws`,
        updated: validators.lastModified,
        entries: items.map((update) => ({
          id: update.id,
          title: escapeHtml(`${initiative.name}: nieuws van ${formatDate(update.created_at)}`),
          url: `${pageUrl}#nieuws-${update.id}`,
          summary: escapeHtml(update.body),
          created_at: update.created_at,
        })),
      });
    },
  });
}
