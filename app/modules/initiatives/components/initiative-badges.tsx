import { Badge } from "~/components/ui/badge";
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
export function organisationTypeLabel(i: {
  formality: Formality;
  formal_type: LegalForm | null;
  informal_type: InformalType | null;
}): string {
  if (i.formality === "formeel" && i.formal_type) return legalFormLabels[i.formal_type];
  if (i.formality === "informeel" && i.informal_type) return informalTypeLabels[i.informal_type];
  return formalityLabels[i.formality];
}

/** "Zwolle, Overijssel" or "Landelijk"; here so the initiative page need not load the card's code. */
export function placeLine(i: { city: string | null; municipality: string | null; province: Province | null }): string {
  const parts = [i.city, i.municipality && i.municipality !== i.city ? i.municipality : null, i.province ? provinceLabels[i.province] : null];
  const line = parts.filter(Boolean).join(", ");
  return line || "Landelijk";
}

/** Theme, organisation type and scope. */
export function InitiativeBadges({
  initiative,
}: {
  initiative: {
    theme: Theme;
    scope: Scope;
    formality: Formality;
    formal_type: LegalForm | null;
    informal_type: InformalType | null;
  };
}) {
  return (
    <div className="flex min-w-0 flex-wrap gap-1.5">
      <Badge>{themeLabels[initiative.theme]}</Badge>
      <Badge variant="accent">{organisationTypeLabel(initiative)}</Badge>
      <Badge variant="muted">{scopeLabels[initiative.scope]}</Badge>
    </div>
  );
}
