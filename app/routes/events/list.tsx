/** /events: the events list with search, filters, a toggle for past events and pagination, by date ascending. */
import { History } from "~/components/icons";
import { Link, useLocation } from "react-router";
import { municipalityField, ResultCount, withMunicipalityNames } from "~/components/list/filter-form";
import { ListPage } from "~/components/list/list-page";
import { enumOptions, eventTypeLabels, provinceLabels, themeLabels } from "~/lib/enums";
import { formatCount, formatDistance } from "~/lib/format";
import { seoMeta } from "~/lib/meta";
import { EventCard } from "~/modules/events/components/event-card";
import { cardPictureLoading } from "~/modules/images/components/picture";
import { parseEventFilters } from "~/modules/events/filters";
import { listEvents } from "~/modules/events/queries.server";
import { CardFavoriteButton } from "~/modules/favorites/components/favorite-button";
import { listPageLoader } from "~/modules/favorites/list-loader.server";
import { favoriteLookup } from "~/modules/favorites/shared";
import { ATOM_FEEDS, withQuery } from "~/modules/municipalities/links";
import { CalendarSubscribeLink } from "~/modules/feeds/components/calendar-subscribe-link";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = (args) => [
  ...seoMeta(args, {
    name: "Events",
    description: "Workshops, bijeenkomsten, acties en festivals van burgerinitiatieven in heel Nederland.",
  }),
  { tagName: "link", rel: "alternate", type: "application/atom+xml", title: ATOM_FEEDS.events.title, href: withQuery(ATOM_FEEDS.events.path, args.location.search) },
];

export const loader = listPageLoader(parseEventFilters, listEvents, "events", {
  counted: (n) => `${formatCount(n)} event(s)`,
  defaultOrder: "Op datum",
  fields: (filters, near) => [
    { kind: "select", name: "type", label: "Type", allLabel: "Alle types", options: enumOptions(eventTypeLabels), value: filters.type },
    { kind: "select", name: "thema", label: "Thema", allLabel: "Alle thema's", options: enumOptions(themeLabels), value: filters.theme },
    { kind: "select", name: "provincie", label: "Provincie", allLabel: "Alle provincies", options: enumOptions(provinceLabels), value: filters.province },
    municipalityField("", filters.municipality),
    ...near,
    { kind: "date", name: "van", label: "Vanaf datum", value: filters.from },
    { kind: "date", name: "tot", label: "Tot en met datum", value: filters.to },
  ],
});

/** The current URL with `verleden` flipped and the page reset; every other parameter stays. */
function togglePastHref(search: string, pathname: string, past: boolean): string {
  const params = new URLSearchParams(search);
  if (past) params.delete("verleden");
  else params.set("verleden", "1");
  return withQuery(pathname, params);
}

export default function EventsList({ loaderData }: Route.ComponentProps) {
  const { filters, favoriteKeys, isMember, countText, municipalityNamesText, filterNotices } = loaderData;
  const isFavorite = favoriteLookup(favoriteKeys);
  const { search, pathname } = useLocation();
  const fields = withMunicipalityNames(loaderData.fields, municipalityNamesText);
  return (
    <ListPage
      title="Events"
      intro="Workshops, bijeenkomsten, acties en festivals: doe mee met initiatieven bij jou in de buurt."
      newItem={{ to: "/nieuw-event", label: "Nieuw event" }}
      search={{ label: "Zoek events", placeholder: "Titel of beschrijving", value: filters.search }}
      fields={fields}
      resetTo="/events"
      keep={{ verleden: filters.past ? "1" : null }}
      notices={filterNotices}
      save={loaderData.saveSearch}
      count={
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <ResultCount>{countText}</ResultCount>
            <Link to={togglePastHref(search, pathname, filters.past)} className="inline-flex items-center gap-1 text-sm text-primary underline">
              <History className="size-4" aria-hidden="true" />
              {filters.past ? "Alleen komende events tonen" : "Toon ook afgelopen events"}
            </Link>
          </div>
          <CalendarSubscribeLink query={search} />
        </>
      }
      searchSuggestion={loaderData.searchSuggestion}
      empty="Geen events gevonden met de huidige filters."
      list={loaderData}
      map="events"
      national={filters.near?.place ? { heading: "Landelijk", isNational: (event) => event.lat === null } : null}
      renderItem={(event, index) => (
        <EventCard event={event} distance={formatDistance(event.distance_km)} pictureLoading={cardPictureLoading(index)} action={<CardFavoriteButton itemType="event" itemId={event.id} label={event.title} favorite={{ isFavorite: isFavorite("event", event.id), isMember }} />} />
      )}
    />
  );
}
