/** Filters of the initiatives overview (docs/product-rules.md#lists-and-filters); browser-safe. */
import {
  formalities,
  type Formality,
  type InformalType,
  informalTypes,
  type LegalForm,
  legalForms,
  type Province,
  provinces,
  type Scope,
  scopes,
  type Theme,
  themes,
} from "~/lib/enums";
import { type ListSort, type NearFilter, parseEnumParam, parseNear, parsePage, parseSearch, parseSort } from "~/lib/list-params";
import { parseMunicipalityParam } from "~/modules/municipalities/municipalities";

export interface InitiativeFilters {
  search: string | null;
  theme: Theme | null;
  province: Province | null;
  scope: Scope | null;
  formality: Formality | null;
  /** A legal form for formeel, a kind for informeel; null otherwise. */
  kind: LegalForm | InformalType | null;
  /** CBS name, or null for all. */
  municipality: string | null;
  /** `bij` and `straal`; the server resolves the place. */
  near: NearFilter | null;
  sort: ListSort;
  page: number;
}

/** Reads the filters from a URL query; `vorm` counts only with a matching `organisatie`. */
export function parseInitiativeFilters(params: URLSearchParams): InitiativeFilters {
  const formality = parseEnumParam(params, "organisatie", formalities);
  const kind =
    formality === "formeel"
      ? parseEnumParam(params, "vorm", legalForms)
      : formality === "informeel"
        ? parseEnumParam(params, "vorm", informalTypes)
        : null;
  return {
    search: parseSearch(params),
    theme: parseEnumParam(params, "thema", themes),
    province: parseEnumParam(params, "provincie", provinces),
    scope: parseEnumParam(params, "schaal", scopes),
    formality,
    kind,
    municipality: parseMunicipalityParam(params),
    near: parseNear(params),
    sort: parseSort(params),
    page: parsePage(params),
  };
}
