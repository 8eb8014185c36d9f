/**
 * An initiative's display labels, written on the server (`withInitiativeLabels`), so the enumeration
 * labels stay out of the JavaScript of the pages that show initiatives.
 */
import {
  formalityLabels,
  informalTypeLabels,
  legalFormLabels,
  provinceLabels,
  scopeLabels,
  themeLabels,
  type Formality,
  type InformalType,
  type LegalForm,
  type Province,
  type Scope,
  type Theme,
} from "~/lib/enums";

/** Organisation type text: "Stichting", "Buurtgroep", or the formality when no kind is set. */
export function organisationTypeLabel(i: { formality: Formality; formal_type: LegalForm | null; informal_type: InformalType | null }): string {
  if (i.formality === "formeel" && i.formal_type) return legalFormLabels[i.formal_type];
  if (i.formality === "informeel" && i.informal_type) return informalTypeLabels[i.informal_type];
  return formalityLabels[i.formality];
}

/** "Zwolle, Overijssel" or "Landelijk". */
export function placeLine(i: { city: string | null; municipality: string | null; province: Province | null }): string {
  const parts = [i.city, i.municipality && i.municipality !== i.city ? i.municipality : null, i.province ? provinceLabels[i.province] : null];
  const line = parts.filter(Boolean).join(", ");
  return line || "Landelijk";
}

/** What {@link withInitiativeLabels} adds to an initiative row. */
export interface InitiativeLabels {
  theme_label: string;
  scope_label: string;
  /** {@link organisationTypeLabel} */
  organisation_type_label: string;
  /** {@link placeLine} */
  place_line: string;
}

type LabelledRow = {
  theme: Theme;
  scope: Scope;
  formality: Formality;
  formal_type: LegalForm | null;
  informal_type: InformalType | null;
  city: string | null;
  municipality: string | null;
  province: Province | null;
};

/** `row` with its display labels. */
export function withInitiativeLabels<Row extends LabelledRow>(row: Row): Row & InitiativeLabels {
  return {
    ...row,
    theme_label: themeLabels[row.theme],
    scope_label: scopeLabels[row.scope],
    organisation_type_label: organisationTypeLabel(row),
    place_line: placeLine(row),
  };
}
