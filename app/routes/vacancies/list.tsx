/** /vacatures: "Doe Mee", the vacancies list with search, category filter and pagination. */
import { municipalityField, ResultCount, withMunicipalityNames } from "~/components/list/filter-form";
import { ListPage } from "~/components/list/list-page";
import {
  enumOptions,
  vacancyCategoryFilterLabels,
} from "~/lib/enums";
import { formatDistance, pluralize } from "~/lib/format";
import { seoMeta } from "~/lib/meta";
import { CardFavoriteButton } from "~/modules/favorites/components/favorite-button";
import { listPageLoader } from "~/modules/favorites/list-loader.server";
import { favoriteLookup } from "~/modules/favorites/shared";
import { VacancyCard } from "~/modules/vacancies/components/vacancy-card";
import { cardPictureLoading } from "~/modules/images/components/picture";
import { parseVacancyFilters } from "~/modules/vacancies/filters";
import { vacancyAskFilterFields } from "~/modules/vacancies/filter-fields.server";
import { listVacancies } from "~/modules/vacancies/queries.server";
import { ATOM_FEEDS, withQuery } from "~/modules/municipalities/links";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = (args) => [
  ...seoMeta(args, {
    name: "Doe Mee",
    description: "Zet je in voor je buurt: vind vrijwilligerswerk, bestuursfuncties en stages bij burgerinitiatieven in heel Nederland.",
  }),
  { tagName: "link", rel: "alternate", type: "application/atom+xml", title: ATOM_FEEDS.vacatures.title, href: withQuery(ATOM_FEEDS.vacatures.path, args.location.search) },
];

export const loader = listPageLoader(parseVacancyFilters, listVacancies, "vacancies", {
  counted: (n) => pluralize(n, "vacature", "vacatures"),
  defaultOrder: "Nieuwste eerst",
  fields: (filters, near) => [
    {
      kind: "select",
      name: "categorie",
      label: "Categorie",
      allLabel: "Alle categorieën",
      options: enumOptions(vacancyCategoryFilterLabels),
      value: filters.category,
    },
    municipalityField("", filters.municipality),
    ...near,
    ...vacancyAskFilterFields(filters),
  ],
});

export default function VacanciesList({ loaderData }: Route.ComponentProps) {
  const { filters, favoriteKeys, isMember, countText, municipalityNamesText, filterNotices } = loaderData;
  const isFavorite = favoriteLookup(favoriteKeys);
  const fields = withMunicipalityNames(loaderData.fields, municipalityNamesText);
  return (
    <ListPage
      title="Doe Mee"
      intro="Initiatieven zoeken mensen die willen meedoen: als vrijwilliger, in het bestuur of als stagiair. Vind een plek waar jouw tijd en talent het verschil maken."
      newItem={{ to: "/vacature/nieuw", label: "Nieuwe vacature" }}
      search={{ label: "Zoek vacatures", placeholder: "Titel of beschrijving", value: filters.search }}
      fields={fields}
      resetTo="/vacatures"
      notices={filterNotices}
      save={loaderData.saveSearch}
      count={<ResultCount>{countText}</ResultCount>}
      searchSuggestion={loaderData.searchSuggestion}
      empty="Geen vacatures gevonden met de huidige filters."
      list={loaderData}
      map="vacancies"
      national={filters.near?.place ? { heading: "Landelijk, thuis of online", isNational: (vacancy) => vacancy.lat === null } : null}
      renderItem={(vacancy, index) => (
        <VacancyCard vacancy={vacancy} distance={formatDistance(vacancy.distance_km)} pictureLoading={cardPictureLoading(index)} action={<CardFavoriteButton itemType="vacancy" itemId={vacancy.id} label={vacancy.title} favorite={{ isFavorite: isFavorite("vacancy", vacancy.id), isMember }} />} />
      )}
    />
  );
}
