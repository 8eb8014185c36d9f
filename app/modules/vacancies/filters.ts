/**
 * Filters of the vacancies list "Doe Mee" (SPEC.md §2, §3 "Vacancy category filter"): search
 * (`zoek`: title and description), category (`categorie`: vrijwilliger, bestuur, stage),
 * municipality (`gemeente`: slug or CBS name; a vacancy's municipality is its initiative's,
 * docs/decisions/029-municipalities-and-feeds.md) and `pagina`. Browser-safe: used by the loader and by the filter form.
 */
import { type VacancyCategoryFilter, vacancyCategoryFilters } from "~/lib/enums";
import { parseEnumParam, parsePage, parseSearch } from "~/lib/list-params";
import { parseMunicipalityParam } from "~/modules/municipalities/municipalities";

export interface VacancyFilters {
  search: string | null;
  /** A filter value ("bestuur" finds category bestuurslid), or null for all categories. */
  category: VacancyCategoryFilter | null;
  /** CBS name of the municipality of the vacancy's initiative, or null for all. */
  municipality: string | null;
  page: number;
}

/**
 * Reads the filters from a URL query. "all", empty and unknown values mean no filter; a
 * malformed page is page 1 (docs: app/lib/list-params.ts).
 */
export function parseVacancyFilters(params: URLSearchParams): VacancyFilters {
  return {
    search: parseSearch(params),
    category: parseEnumParam(params, "categorie", vacancyCategoryFilters),
    municipality: parseMunicipalityParam(params),
    page: parsePage(params),
  };
}
