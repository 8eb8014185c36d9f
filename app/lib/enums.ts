/**
 * The enumerations of SPEC.md §3, defined once and shared by the database schema
 * (Postgres enums), the forms and the list filters. Each list is a readonly tuple of the
 * stored values (lower case, as the spec writes them) plus a record of Dutch labels for
 * display. Browser-safe: no server imports.
 *
 * Reconciliations (docs/decisions/003-enumerations.md):
 * - Event types: the spec's form list (…, overig) and filter list (…, training) are merged into
 *   one list so every stored type can be found by the filter.
 * - Vacancy categories: the stored values are those of the create form (bestuurslid); the
 *   list filter offers "bestuur", which {@link vacancyCategoriesForFilter} maps to bestuurslid.
 */

export const formalities = ["formeel", "informeel"] as const;
export type Formality = (typeof formalities)[number];
export const formalityLabels: Record<Formality, string> = {
  formeel: "Formeel",
  informeel: "Informeel",
};

/** Legal forms (formal_type), SPEC.md §3. */
export const legalForms = ["vereniging", "stichting", "cooperatie", "bv", "vof", "eenmanszaak"] as const;
export type LegalForm = (typeof legalForms)[number];
export const legalFormLabels: Record<LegalForm, string> = {
  vereniging: "Vereniging",
  stichting: "Stichting",
  cooperatie: "Coöperatie",
  bv: "BV",
  vof: "VOF",
  eenmanszaak: "Eenmanszaak",
};

/** Informal kinds (informal_type), SPEC.md §3 (the spelling "bewonersinitiatie" is the spec's). */
export const informalTypes = [
  "buurtgroep",
  "werkgroep",
  "bewonersinitiatie",
  "actiegroep",
  "belangengroep",
  "overig",
] as const;
export type InformalType = (typeof informalTypes)[number];
export const informalTypeLabels: Record<InformalType, string> = {
  buurtgroep: "Buurtgroep",
  werkgroep: "Werkgroep",
  bewonersinitiatie: "Bewonersinitiatief",
  actiegroep: "Actiegroep",
  belangengroep: "Belangengroep",
  overig: "Overig",
};

export const themes = [
  "energie",
  "voedsel",
  "zorg",
  "onderwijs",
  "cultuur",
  "natuur",
  "wonen",
  "mobiliteit",
  "economie",
] as const;
export type Theme = (typeof themes)[number];
export const themeLabels: Record<Theme, string> = {
  energie: "Energie",
  voedsel: "Voedsel",
  zorg: "Zorg",
  onderwijs: "Onderwijs",
  cultuur: "Cultuur",
  natuur: "Natuur",
  wonen: "Wonen",
  mobiliteit: "Mobiliteit",
  economie: "Economie",
};

export const scopes = [
  "nationaal",
  "provinciaal",
  "gemeentelijk",
  "plaats",
  "wijk",
  "straat",
  "overig_lokaal",
] as const;
export type Scope = (typeof scopes)[number];
export const scopeLabels: Record<Scope, string> = {
  nationaal: "Nationaal",
  provinciaal: "Provinciaal",
  gemeentelijk: "Gemeentelijk",
  plaats: "Plaats",
  wijk: "Wijk",
  straat: "Straat",
  overig_lokaal: "Overig lokaal",
};

export const provinces = [
  "noord-holland",
  "zuid-holland",
  "utrecht",
  "gelderland",
  "overijssel",
  "limburg",
  "groningen",
  "friesland",
  "drenthe",
  "flevoland",
  "zeeland",
  "noord-brabant",
] as const;
export type Province = (typeof provinces)[number];
export const provinceLabels: Record<Province, string> = {
  "noord-holland": "Noord-Holland",
  "zuid-holland": "Zuid-Holland",
  utrecht: "Utrecht",
  gelderland: "Gelderland",
  overijssel: "Overijssel",
  limburg: "Limburg",
  groningen: "Groningen",
  friesland: "Friesland",
  drenthe: "Drenthe",
  flevoland: "Flevoland",
  zeeland: "Zeeland",
  "noord-brabant": "Noord-Brabant",
};

/** One list for event forms and filters (spec form list ∪ filter list). */
export const eventTypes = ["workshop", "bijeenkomst", "actie", "festival", "training", "overig"] as const;
export type EventType = (typeof eventTypes)[number];
export const eventTypeLabels: Record<EventType, string> = {
  workshop: "Workshop",
  bijeenkomst: "Bijeenkomst",
  actie: "Actie",
  festival: "Festival",
  training: "Training",
  overig: "Overig",
};

/** Stored vacancy categories: the create form's list, SPEC.md §3. */
export const vacancyCategories = ["vrijwilliger", "bestuurslid", "stage"] as const;
export type VacancyCategory = (typeof vacancyCategories)[number];
export const vacancyCategoryLabels: Record<VacancyCategory, string> = {
  vrijwilliger: "Vrijwilliger",
  bestuurslid: "Bestuurslid",
  stage: "Stage",
};

/** The vacancy list's filter values, SPEC.md §3 ("bestuur" finds category bestuurslid). */
export const vacancyCategoryFilters = ["vrijwilliger", "bestuur", "stage"] as const;
export type VacancyCategoryFilter = (typeof vacancyCategoryFilters)[number];

/**
 * Maps a vacancy filter value to the stored categories it finds.
 * @param filter a value of {@link vacancyCategoryFilters}
 * @returns the stored categories (never empty)
 */
export function vacancyCategoriesForFilter(filter: VacancyCategoryFilter): VacancyCategory[] {
  return filter === "bestuur" ? ["bestuurslid"] : [filter];
}

/** The filter's labels: the label of the category each value finds, so filter and badge agree. */
export const vacancyCategoryFilterLabels = Object.fromEntries(
  vacancyCategoryFilters.map((filter) => [filter, vacancyCategoryLabels[vacancyCategoriesForFilter(filter)[0] as VacancyCategory]]),
) as Record<VacancyCategoryFilter, string>;

/**
 * Moderation status of an initiative, and (the same database enum) of an event or a vacancy. Only
 * "actief" content is public. "in_behandeling": waiting for a moderator (a new initiative under
 * MODERATION=pre, or an edited one that was rejected or hidden); "afgewezen": a moderator rejected
 * the new initiative; "verborgen": a moderator hid it after reports. Events and vacancies are never
 * "afgewezen" (only initiatives are reviewed before publication). docs/decisions/020-moderation.md.
 */
export const initiativeStatuses = ["actief", "in_behandeling", "afgewezen", "verborgen"] as const;
export type InitiativeStatus = (typeof initiativeStatuses)[number];


/** What a favourite points at, SPEC.md §3. */
export const favoriteItemTypes = ["initiative", "event", "vacancy"] as const;
export type FavoriteItemType = (typeof favoriteItemTypes)[number];

/**
 * Roles a user may hold (user_roles.role). An admin may do everything a moderator may, and manage
 * roles (app/lib/permissions.ts).
 */
export const userRoles = ["moderator", "admin"] as const;

/** Why someone reports an item ("Melden"): the reasons of the report form. */
export const reportReasons = ["spam", "ongepast", "onjuist", "anders"] as const;
export type ReportReason = (typeof reportReasons)[number];


/**
 * Narrows an unknown string to a member of an enumeration.
 * @returns the value when it is one of `values`, else null
 */
export function parseEnum<const T extends readonly string[]>(
  values: T,
  value: string | null | undefined,
): T[number] | null {
  return value != null && (values as readonly string[]).includes(value) ? (value as T[number]) : null;
}

/**
 * The [value, label] pairs of a label record, in declaration order: the options of a select
 * (filters and forms).
 */
export function enumOptions<T extends string>(labels: Record<T, string>): [T, string][] {
  return Object.entries(labels) as [T, string][];
}
