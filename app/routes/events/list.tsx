/** /events: the events list with search, filters, a toggle for past events and pagination, by date ascending. */
import { History } from "~/components/icons";
import { Link, useLocation } from "react-router";
import type { FilterField } from "~/components/list/filter-form";
import { ListFilters, municipalityField, ResultCount } from "~/components/list/filter-form";
import { FilterNotices } from "~/components/list/filter-notices";
import { NewItemButton } from "~/components/list/new-item-button";
import { PageHeader } from "~/components/list/page-header";
import { Pagination } from "~/components/list/pagination";
import {
  enumOptions,
  eventTypeLabels,
  provinceLabels,
  themeLabels,
} from "~/lib/enums";
import { formatCount } from "~/lib/format";
import { listFilterNotices } from "~/lib/list-params";
import { seoMeta } from "~/lib/meta";
import { getViewer } from "~/lib/session.server";
import { EventCard } from "~/modules/events/components/event-card";
import { cardPictureLoading } from "~/modules/images/components/picture";
import { parseEventFilters } from "~/modules/events/filters";
import { listEvents } from "~/modules/events/queries.server";
import { CardFavoriteButton } from "~/modules/favorites/components/favorite-button";
import { favoriteLookup } from "~/modules/favorites/shared";
import { listViewerFavoriteKeys } from "~/modules/favorites/queries.server";
import { MUNICIPALITY_NAMES_TEXT } from "~/modules/municipalities/municipalities";
import { ATOM_FEEDS, withQuery } from "~/modules/municipalities/links";
import { CalendarSubscribeLink } from "~/modules/feeds/components/calendar-subscribe-link";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = (args) => [
  ...seoMeta(args, {
    name: "Events", description:
    "Workshops, bijeenkomsten, acties en festivals van burgerinitiatieven in heel Nederland.",
  }),
  { tagName: "link", rel: "alternate", type: "application/atom+xml", title: ATOM_FEEDS.events.title, href: withQuery(ATOM_FEEDS.events.path, args.location.search) },
];

/**
 * One page of events for the filters in the URL and, for a member, which of them are favourites
 * (one query for the page's ids).
 * @returns the filters, the page, `favoriteKeys` (empty for a visitor) and `isMember`
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filters = parseEventFilters(params);
  const [result, viewer] = await Promise.all([listEvents({ filters }), getViewer(request)]);
  const favoriteKeys = await listViewerFavoriteKeys({ viewer, itemIds: result.items.map((e) => e.id) });
  return { filters, ...result, favoriteKeys, isMember: viewer !== null, municipalityNamesText: MUNICIPALITY_NAMES_TEXT, filterNotices: listFilterNotices(params, filters) };
}


/** The current URL with `verleden` flipped and the page reset; every other parameter stays. */
function togglePastHref(search: string, pathname: string, past: boolean): string {
  const params = new URLSearchParams(search);
  params.delete("pagina");
  if (past) params.delete("verleden");
  else params.set("verleden", "1");
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export default function EventsList({ loaderData }: Route.ComponentProps) {
  const { filters, items, total, page, pageCount, favoriteKeys, isMember, municipalityNamesText, filterNotices } = loaderData;
  const isFavorite = favoriteLookup(favoriteKeys);
  const { search, pathname } = useLocation();
  const fields: FilterField[] = [
    { kind: "select", name: "type", label: "Type", allLabel: "Alle types", options: enumOptions(eventTypeLabels), value: filters.type },
    { kind: "select", name: "thema", label: "Thema", allLabel: "Alle thema's", options: enumOptions(themeLabels), value: filters.theme },
    { kind: "select", name: "provincie", label: "Provincie", allLabel: "Alle provincies", options: enumOptions(provinceLabels), value: filters.province },
    municipalityField(municipalityNamesText, filters.municipality),
    { kind: "date", name: "van", label: "Vanaf datum", value: filters.from },
    { kind: "date", name: "tot", label: "Tot en met datum", value: filters.to },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeader
        title="Events"
        intro="Workshops, bijeenkomsten, acties en festivals: doe mee met initiatieven bij jou in de buurt."
        action={<NewItemButton to="/nieuw-event">Nieuw event</NewItemButton>}
      />
      <ListFilters
        searchLabel="Zoek events"
        searchPlaceholder="Titel of beschrijving"
        search={filters.search}
        fields={fields}
        resetTo="/events"
        keep={{ verleden: filters.past ? "1" : null }}
      >
        <FilterNotices notices={filterNotices} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <ResultCount>{formatCount(total)} event(s) gevonden</ResultCount>
          <Link
            to={togglePastHref(search, pathname, filters.past)}
            className="inline-flex items-center gap-1 text-sm text-primary underline"
          >
            <History className="size-4" aria-hidden="true" />
            {filters.past ? "Alleen komende events tonen" : "Toon ook afgelopen events"}
          </Link>
        </div>
        <CalendarSubscribeLink query={search} />
        {items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
            Geen events gevonden met de huidige filters.
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((event, index) => (
              <li key={event.id}>
                <EventCard event={event} pictureLoading={cardPictureLoading(index)} action={<CardFavoriteButton itemType="event" itemId={event.id} label={event.title} favorite={{ isFavorite: isFavorite("event", event.id), isMember }} />} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} pageCount={pageCount} />
      </ListFilters>
    </div>
  );
}
