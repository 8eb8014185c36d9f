/**
 * Filters of the vacancies list (docs/product-rules.md#lists-and-filters); a vacancy's municipality is its initiative's. Browser-safe.
 */
import { type VacancyCategoryFilter, vacancyCategoryFilters } from "~/lib/enums";
import { type ListSort, type NearFilter, parseEnumParam, parsePage, parseSort } from "~/lib/list-params";
import { parseSearchAndNear } from "~/lib/search-params";
import { parseMunicipalityParam } from "~/modules/municipalities/municipalities";
import { AVAILABILITY, type Availability, type Commitment, COMMITMENTS, type Skill, SKILLS, SUITABLE_FOR, type SuitableFor } from "~/modules/matching/vocabulary";

/** The values of `vog`: "nee" lists vacancies without a VOG. */
export const VOG_FILTERS = ["nee"] as const;

export const COMMITMENT_VALUES = COMMITMENTS.map(([slug]) => slug) as [Commitment, ...Commitment[]];
export const SKILL_VALUES = SKILLS.map(([slug]) => slug) as [Skill, ...Skill[]];
export const SUITABLE_FOR_VALUES = SUITABLE_FOR.map(([slug]) => slug) as [SuitableFor, ...SuitableFor[]];

export interface VacancyFilters {
  search: string | null;
  /** "bestuur" finds category bestuurslid; null for all. */
  category: VacancyCategoryFilter | null;
  /** CBS name, or null for all. */
  municipality: string | null;
  /** `bij` and `straal`; the server resolves the place. */
  near: NearFilter | null;
  /** `beschikbaarheid`: a day-part (a vacancy marked flexibel matches too) or "flexibel". */
  availability?: Availability | null;
  /** `inzet`. */
  commitment?: Commitment | null;
  /** `vaardigheid`, one or more separated by commas: a vacancy asking any of them. */
  skills?: Skill[] | null;
  /** `geschikt-voor`; "thuis-of-online" is work at home or online. */
  suitableFor?: SuitableFor | null;
  /** `vog=nee`: only vacancies without a VOG. */
  withoutVog?: boolean;
  sort: ListSort;
  page: number;
}

/** Known skills of a comma-separated `vaardigheid`, in the list's order; null when none is known. */
export function parseSkills(raw: string | null | undefined): Skill[] | null {
  if (!raw) return null;
  const asked = raw.split(",").map((part) => part.trim());
  const known = SKILL_VALUES.filter((skill) => asked.includes(skill));
  return known.length > 0 ? known : null;
}

/** Reads the filters from a URL query; invalid values mean no filter. */
export function parseVacancyFilters(params: URLSearchParams): VacancyFilters {
  const { search, near } = parseSearchAndNear(params);
  return {
    search,
    category: parseEnumParam(params, "categorie", vacancyCategoryFilters),
    municipality: parseMunicipalityParam(params),
    near,
    availability: parseEnumParam(params, "beschikbaarheid", AVAILABILITY),
    commitment: parseEnumParam(params, "inzet", COMMITMENT_VALUES),
    skills: parseSkills(params.get("vaardigheid")),
    suitableFor: parseEnumParam(params, "geschikt-voor", SUITABLE_FOR_VALUES),
    withoutVog: parseEnumParam(params, "vog", VOG_FILTERS) === "nee",
    sort: parseSort(params),
    page: parsePage(params),
  };
}
