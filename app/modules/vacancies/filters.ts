/**
 * Filters of the vacancies list "Doe Mee" (SPEC.md §2, §3 "Vacancy category filter"): search
 * (`zoek`: title and description), category (`categorie`: vrijwilliger, bestuur, stage) and
 * `pagina`. Browser-safe: used by the loader and by the filter form.
 */
import { type VacancyCategoryFilter, vacancyCategoryFilters } from "~/lib/enums";
import { parseEnumParam, parsePage, parseSearch } from "~/lib/list-params";

export interface VacancyFilters {
  search: string | null;
  /** A filter value ("bestuur" finds category bestuurslid), or null for all categories. */
  category: VacancyCategoryFilter | null;
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
    page: parsePage(params),
  };
}
