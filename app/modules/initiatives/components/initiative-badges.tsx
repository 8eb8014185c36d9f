import { Badge } from "~/components/ui/badge";
import type { InitiativeLabels } from "../labels";

/** Theme, organisation type and scope, labelled on the server. */
export function InitiativeBadges({ initiative }: { initiative: Pick<InitiativeLabels, "theme_label" | "organisation_type_label" | "scope_label"> }) {
  return (
    <div className="flex min-w-0 flex-wrap gap-1.5">
      <Badge>{initiative.theme_label}</Badge>
      <Badge variant="accent">{initiative.organisation_type_label}</Badge>
      <Badge variant="muted">{initiative.scope_label}</Badge>
    </div>
  );
}
