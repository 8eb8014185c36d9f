/**
 * Filters of the vacancies list (docs/product-rules.md#lists-and-filters); a vacancy's municipality is its initiative's. Browser-safe.
 */
import { type VacancyCategoryFilter, vacancyCategoryFilters } from "~/lib/enums";
import { type ListSort, type NearFilter, parseEnumParam, parseNear, parsePage, parseSearch, parseSort } from "~/lib/list-params";
import { parseMunicipalityParam } from "~/modules/municipalities/municipalities";

export interface VacancyFilters {
  search: string | null;
  /** "bestuur" finds category bestuurslid; null for all. */
  category: VacancyCategoryFilter | null;
  /** CBS name, or null for all. */
  municipality: string | null;
  /** `bij` and `straal`; the server resolves the place. */
  near: NearFilter | null;
  sort: ListSort;
  page: number;
}

/** Reads the filters from a URL query; invalid values mean no filter. */
export function parseVacancyFilters(params: URLSearchParams): VacancyFilters {
  return {
    search: parseSearch(params),
    category: parseEnumParam(params, "categorie", vacancyCategoryFilters),
    municipality: parseMunicipalityParam(params),
    near: parseNear(params),
    sort: parseSort(params),
    page: parsePage(params),
  };
}
