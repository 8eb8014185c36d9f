import { Badge } from "~/components/ui/badge";
import {
  formalityLabels,
  informalTypeLabels,
  legalFormLabels,
  scopeLabels,
  themeLabels,
  type Formality,
  type InformalType,
  type LegalForm,
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

/** The badges of SPEC.md §2: theme, organisation type and scope. */
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
