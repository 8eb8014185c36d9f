/** /vacatures: "Doe Mee", the vacancies list with search, category filter and pagination. */
import type { FilterField } from "~/components/list/filter-form";
import { ListFilters, municipalityField, ResultCount } from "~/components/list/filter-form";
import { FilterNotices } from "~/components/list/filter-notices";
import { NewItemButton } from "~/components/list/new-item-button";
import { PageHeader } from "~/components/list/page-header";
import { Pagination } from "~/components/list/pagination";
import {
  enumOptions,
  vacancyCategoryFilterLabels,
} from "~/lib/enums";
import { pluralize } from "~/lib/format";
import { listFilterNotices } from "~/lib/list-params";
import { seoMeta } from "~/lib/meta";
import { getViewer } from "~/lib/session.server";
import { CardFavoriteButton } from "~/modules/favorites/components/favorite-button";
import { favoriteLookup } from "~/modules/favorites/shared";
import { listViewerFavoriteKeys } from "~/modules/favorites/queries.server";
import { VacancyCard } from "~/modules/vacancies/components/vacancy-card";
import { cardPictureLoading } from "~/modules/images/components/picture";
import { parseVacancyFilters } from "~/modules/vacancies/filters";
import { listVacancies } from "~/modules/vacancies/queries.server";
import { MUNICIPALITY_NAMES_TEXT } from "~/modules/municipalities/municipalities";
import { ATOM_FEEDS, withQuery } from "~/modules/municipalities/links";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = (args) => [
  ...seoMeta(args, {
    name: "Doe Mee", description:
    "Zet je in voor je buurt: vind vrijwilligerswerk, bestuursfuncties en stages bij burgerinitiatieven in heel Nederland.",
  }),
  { tagName: "link", rel: "alternate", type: "application/atom+xml", title: ATOM_FEEDS.vacatures.title, href: withQuery(ATOM_FEEDS.vacatures.path, args.location.search) },
];

/** One page of vacancies for the URL's filters and, for a member, which of them are favourites. */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filters = parseVacancyFilters(params);
  const [result, viewer] = await Promise.all([listVacancies({ filters }), getViewer(request)]);
  const favoriteKeys = await listViewerFavoriteKeys({ viewer, itemIds: result.items.map((v) => v.id) });
  return { filters, ...result, favoriteKeys, isMember: viewer !== null, municipalityNamesText: MUNICIPALITY_NAMES_TEXT, filterNotices: listFilterNotices(params, filters) };
}


export default function VacanciesList({ loaderData }: Route.ComponentProps) {
  const { filters, items, total, page, pageCount, favoriteKeys, isMember, municipalityNamesText, filterNotices } = loaderData;
  const isFavorite = favoriteLookup(favoriteKeys);
  const fields: FilterField[] = [
    {
      kind: "select",
      name: "categorie",
      label: "Categorie",
      allLabel: "Alle categorieën",
      options: enumOptions(vacancyCategoryFilterLabels),
      value: filters.category,
    },
    municipalityField(municipalityNamesText, filters.municipality),
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeader
        title="Doe Mee"
        intro="Initiatieven zoeken mensen die willen meedoen: als vrijwilliger, in het bestuur of als stagiair. Vind een plek waar jouw tijd en talent het verschil maken."
        action={<NewItemButton to="/vacature/nieuw">Nieuwe vacature</NewItemButton>}
      />
      <ListFilters
        searchLabel="Zoek vacatures"
        searchPlaceholder="Titel of beschrijving"
        search={filters.search}
        fields={fields}
        resetTo="/vacatures"
      >
        <FilterNotices notices={filterNotices} />
        <ResultCount>{pluralize(total, "vacature", "vacatures")} gevonden</ResultCount>
        {items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
            Geen vacatures gevonden met de huidige filters.
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((vacancy, index) => (
              <li key={vacancy.id}>
                <VacancyCard vacancy={vacancy} pictureLoading={cardPictureLoading(index)} action={<CardFavoriteButton itemType="vacancy" itemId={vacancy.id} label={vacancy.title} favorite={{ isFavorite: isFavorite("vacancy", vacancy.id), isMember }} />} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} pageCount={pageCount} />
      </ListFilters>
    </div>
  );
}
