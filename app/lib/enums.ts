/** Enumerations for schema, forms and filters: stored values and Dutch labels (docs/product-rules.md#enumerations). */

export const formalities = ["formeel", "informeel"] as const;
export type Formality = (typeof formalities)[number];
export const formalityLabels: Record<Formality, string> = {
  formeel: "Formeel",
  informeel: "Informeel",
};

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

/** The spelling "bewonersinitiatie" is the stored value. */
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

/** One list for event forms and filters, so every stored type can be found. */
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

export const vacancyCategories = ["vrijwilliger", "bestuurslid", "stage"] as const;
export type VacancyCategory = (typeof vacancyCategories)[number];
export const vacancyCategoryLabels: Record<VacancyCategory, string> = {
  vrijwilliger: "Vrijwilliger",
  bestuurslid: "Bestuurslid",
  stage: "Stage",
};

export const vacancyCategoryFilters = ["vrijwilliger", "bestuur", "stage"] as const;
export type VacancyCategoryFilter = (typeof vacancyCategoryFilters)[number];

/** The stored categories a filter value finds ("bestuur" → bestuurslid). */
export function vacancyCategoriesForFilter(filter: VacancyCategoryFilter): VacancyCategory[] {
  return filter === "bestuur" ? ["bestuurslid"] : [filter];
}

/** The category's label per filter value, so filter and badge agree. */
export const vacancyCategoryFilterLabels = Object.fromEntries(
  vacancyCategoryFilters.map((filter) => [filter, vacancyCategoryLabels[vacancyCategoriesForFilter(filter)[0] as VacancyCategory]]),
) as Record<VacancyCategoryFilter, string>;

/** Moderation status; only "actief" is public, only initiatives are ever "afgewezen" (ADR 020). */
export const initiativeStatuses = ["actief", "in_behandeling", "afgewezen", "verborgen"] as const;
export type InitiativeStatus = (typeof initiativeStatuses)[number];


export const favoriteItemTypes = ["initiative", "event", "vacancy"] as const;
export type FavoriteItemType = (typeof favoriteItemTypes)[number];

/** An admin may do everything a moderator may, and manage roles. */
export const userRoles = ["moderator", "admin"] as const;

export const reportReasons = ["spam", "ongepast", "onjuist", "anders"] as const;
export type ReportReason = (typeof reportReasons)[number];


export function parseEnum<const T extends readonly string[]>(
  values: T,
  value: string | null | undefined,
): T[number] | null {
  return value != null && (values as readonly string[]).includes(value) ? (value as T[number]) : null;
}

export function enumOptions<T extends string>(labels: Record<T, string>): [T, string][] {
  return Object.entries(labels) as [T, string][];
}
