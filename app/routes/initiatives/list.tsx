/** /initiatieven: the initiatives overview with search, filters and pagination. */
import type { FilterField } from "~/components/list/filter-form";
import { ListFilters, municipalityField, ResultCount } from "~/components/list/filter-form";
import { FilterNotices } from "~/components/list/filter-notices";
import { NewItemButton } from "~/components/list/new-item-button";
import { PageHeader } from "~/components/list/page-header";
import { Pagination } from "~/components/list/pagination";
import {
  enumOptions,
  formalityLabels,
  informalTypeLabels,
  legalFormLabels,
  provinceLabels,
  scopeLabels,
  themeLabels,
} from "~/lib/enums";
import { pluralize } from "~/lib/format";
import { listFilterNotices } from "~/lib/list-params";
import { seoMeta } from "~/lib/meta";
import { getViewer } from "~/lib/session.server";
import { CardFavoriteButton } from "~/modules/favorites/components/favorite-button";
import { favoriteLookup } from "~/modules/favorites/shared";
import { listViewerFavoriteKeys } from "~/modules/favorites/queries.server";
import { InitiativeCard } from "~/modules/initiatives/components/initiative-card";
import { cardPictureLoading } from "~/modules/images/components/picture";
import { parseInitiativeFilters } from "~/modules/initiatives/filters";
import { listInitiatives } from "~/modules/initiatives/queries.server";
import { MUNICIPALITY_NAMES_TEXT } from "~/modules/municipalities/municipalities";
import { ATOM_FEEDS, withQuery } from "~/modules/municipalities/links";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = (args) => [
  ...seoMeta(args, {
    name: "Initiatieven", description:
    "Ontdek burgerinitiatieven in heel Nederland: zoek op naam, plaats, thema of provincie.",
  }),
  { tagName: "link", rel: "alternate", type: "application/atom+xml", title: ATOM_FEEDS.initiatieven.title, href: withQuery(ATOM_FEEDS.initiatieven.path, args.location.search) },
];

/**
 * One page of initiatives for the filters in the URL and, for a member, which of them are
 * favourites (one query for the page's ids).
 * @returns the filters, the page, `favoriteKeys` (empty for a visitor) and `isMember`
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filters = parseInitiativeFilters(params);
  const [result, viewer] = await Promise.all([listInitiatives({ filters }), getViewer(request)]);
  const favoriteKeys = await listViewerFavoriteKeys({ viewer, itemIds: result.items.map((i) => i.id) });
  return { filters, ...result, favoriteKeys, isMember: viewer !== null, municipalityNamesText: MUNICIPALITY_NAMES_TEXT, filterNotices: listFilterNotices(params, filters) };
}


export default function InitiativesList({ loaderData }: Route.ComponentProps) {
  const { filters, items, total, page, pageCount, favoriteKeys, isMember, municipalityNamesText, filterNotices } = loaderData;
  const isFavorite = favoriteLookup(favoriteKeys);
  const fields: FilterField[] = [
    { kind: "select", name: "thema", label: "Thema", allLabel: "Alle thema's", options: enumOptions(themeLabels), value: filters.theme },
    { kind: "select", name: "provincie", label: "Provincie", allLabel: "Alle provincies", options: enumOptions(provinceLabels), value: filters.province },
    municipalityField(municipalityNamesText, filters.municipality),
    { kind: "select", name: "schaal", label: "Schaal", allLabel: "Alle schalen", options: enumOptions(scopeLabels), value: filters.scope },
    { kind: "select", name: "organisatie", label: "Organisatievorm", allLabel: "Formeel en informeel", options: enumOptions(formalityLabels), value: filters.formality },
  ];
  if (filters.formality === "formeel") {
    fields.push({ kind: "select", name: "vorm", label: "Rechtsvorm", allLabel: "Alle rechtsvormen", options: enumOptions(legalFormLabels), value: filters.kind });
  } else if (filters.formality === "informeel") {
    fields.push({ kind: "select", name: "vorm", label: "Soort", allLabel: "Alle soorten", options: enumOptions(informalTypeLabels), value: filters.kind });
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeader
        title="Initiatieven"
        intro="Burgers die samen iets voor elkaar krijgen: van energiecoöperatie tot buurtmoestuin."
        action={<NewItemButton to="/nieuw-initiatief">Nieuw initiatief</NewItemButton>}
      />
      <ListFilters
        searchLabel="Zoek initiatieven"
        searchPlaceholder="Naam, plaats of gemeente"
        search={filters.search}
        fields={fields}
        resetTo="/initiatieven"
      >
        <FilterNotices notices={filterNotices} />
        <ResultCount>{pluralize(total, "initiatief", "initiatieven")} gevonden</ResultCount>
        {items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
            Geen initiatieven gevonden met de huidige filters.
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((initiative, index) => (
              <li key={initiative.id}>
                <InitiativeCard
                  initiative={initiative}
                  pictureLoading={cardPictureLoading(index)}
                  action={<CardFavoriteButton itemType="initiative" itemId={initiative.id} label={initiative.name} favorite={{ isFavorite: isFavorite("initiative", initiative.id), isMember }} />}
                />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} pageCount={pageCount} />
      </ListFilters>
    </div>
  );
}
