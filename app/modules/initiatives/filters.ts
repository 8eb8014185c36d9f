/**
 * Filters of the initiatives overview (SPEC.md §2): search (`zoek`: name, description, city, municipality: what the card shows),
 * theme (`thema`), province (`provincie`), scope (`schaal`), organisation type (`organisatie`:
 * formeel/informeel), the matching legal form or kind (`vorm`) and municipality (`gemeente`: slug or
 * CBS name), plus `pagina`.
 * Browser-safe: used by the loader and by the filter form.
 */
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
import { parseEnumParam, parsePage, parseSearch } from "~/lib/list-params";
import { parseMunicipalityParam } from "~/modules/municipalities/municipalities";

export interface InitiativeFilters {
  search: string | null;
  theme: Theme | null;
  province: Province | null;
  scope: Scope | null;
  formality: Formality | null;
  /** A legal form when formality is formeel, a kind when informeel; null otherwise. */
  kind: LegalForm | InformalType | null;
  /** CBS name of the municipality, or null for all. */
  municipality: string | null;
  page: number;
}

/**
 * Reads the filters from a URL query. `vorm` counts only together with a matching `organisatie`
 * (a legal form needs formeel, a kind needs informeel); otherwise it is ignored.
 */
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
    page: parsePage(params),
  };
}
