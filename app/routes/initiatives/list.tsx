/** /initiatieven: the initiatives overview with search, filters and pagination. */
import { municipalityField, ResultCount, withMunicipalityNames } from "~/components/list/filter-form";
import { ListPage } from "~/components/list/list-page";
import {
  enumOptions,
  formalityLabels,
  informalTypeLabels,
  legalFormLabels,
  provinceLabels,
  scopeLabels,
  themeLabels,
} from "~/lib/enums";
import { formatDistance, pluralize } from "~/lib/format";
import { seoMeta } from "~/lib/meta";
import { getViewer } from "~/lib/session.server";
import { CardFavoriteButton } from "~/modules/favorites/components/favorite-button";
import { listPageLoader } from "~/modules/favorites/list-loader.server";
import { favoriteLookup } from "~/modules/favorites/shared";
import { cardFollowMenus } from "~/modules/following/follow-form.server";
import { InitiativeCard } from "~/modules/initiatives/components/initiative-card";
import { cardPictureLoading } from "~/modules/images/components/picture";
import { parseInitiativeFilters } from "~/modules/initiatives/filters";
import { listInitiatives } from "~/modules/initiatives/queries.server";
import { ATOM_FEEDS, withQuery } from "~/modules/municipalities/links";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = (args) => [
  ...seoMeta(args, {
    name: "Initiatieven",
    description: "Ontdek burgerinitiatieven in heel Nederland: zoek op naam, plaats, thema of provincie.",
  }),
  { tagName: "link", rel: "alternate", type: "application/atom+xml", title: ATOM_FEEDS.initiatieven.title, href: withQuery(ATOM_FEEDS.initiatieven.path, args.location.search) },
];

const listLoader = listPageLoader(parseInitiativeFilters, listInitiatives, "initiatives", {
  counted: (n) => pluralize(n, "initiatief", "initiatieven"),
  defaultOrder: "Nieuwste eerst",
  fields: (filters, near) => [
    { kind: "select", name: "thema", label: "Thema", allLabel: "Alle thema's", options: enumOptions(themeLabels), value: filters.theme },
    { kind: "select", name: "provincie", label: "Provincie", allLabel: "Alle provincies", options: enumOptions(provinceLabels), value: filters.province },
    municipalityField("", filters.municipality),
    ...near,
    { kind: "select", name: "schaal", label: "Schaal", allLabel: "Alle schalen", options: enumOptions(scopeLabels), value: filters.scope },
    { kind: "select", name: "organisatie", label: "Organisatievorm", allLabel: "Formeel en informeel", options: enumOptions(formalityLabels), value: filters.formality },
    ...(filters.formality === "formeel"
      ? [{ kind: "select", name: "vorm", label: "Rechtsvorm", allLabel: "Alle rechtsvormen", options: enumOptions(legalFormLabels), value: filters.kind } as const]
      : filters.formality === "informeel"
        ? [{ kind: "select", name: "vorm", label: "Soort", allLabel: "Alle soorten", options: enumOptions(informalTypeLabels), value: filters.kind } as const]
        : []),
  ],
});

/** The list's page (see `listPageLoader`) with, for a member, each card's menu (`followMenus`, HTML by initiative id). */
export async function loader({ request }: Route.LoaderArgs) {
  const [page, viewer] = await Promise.all([listLoader({ request }), getViewer(request)]);
  return { ...page, followMenus: await cardFollowMenus({ viewer, initiatives: page.items, request }) };
}

export default function InitiativesList({ loaderData }: Route.ComponentProps) {
  const { filters, favoriteKeys, isMember, countText, municipalityNamesText, filterNotices } = loaderData;
  const isFavorite = favoriteLookup(favoriteKeys);
  const fields = withMunicipalityNames(loaderData.fields, municipalityNamesText);
  return (
    <ListPage
      title="Initiatieven"
      intro="Burgers die samen iets voor elkaar krijgen: van energiecoöperatie tot buurtmoestuin."
      newItem={{ to: "/nieuw-initiatief", label: "Nieuw initiatief" }}
      search={{ label: "Zoek initiatieven", placeholder: "Naam, plaats of gemeente", value: filters.search }}
      fields={fields}
      resetTo="/initiatieven"
      notices={filterNotices}
      save={loaderData.saveSearch}
      count={<ResultCount>{countText}</ResultCount>}
      searchSuggestion={loaderData.searchSuggestion}
      empty="Geen initiatieven gevonden met de huidige filters."
      list={loaderData}
      map="initiatives"
      national={filters.near?.place ? { heading: "Landelijk", isNational: (initiative) => initiative.lat === null } : null}
      renderItem={(initiative, index) => (
        <InitiativeCard
          initiative={initiative}
          distance={formatDistance(initiative.distance_km)}
          pictureLoading={cardPictureLoading(index)}
          menuHtml={loaderData.followMenus[initiative.id]}
          action={<CardFavoriteButton itemType="initiative" itemId={initiative.id} label={initiative.name} favorite={{ isFavorite: isFavorite("initiative", initiative.id), isMember }} />}
        />
      )}
    />
  );
}
