/** Shapes of vacancy data as loaders hand them to components (browser-safe). */
import type { UnpublishedState } from "~/lib/review-state";
import type { Province, VacancyCategory } from "~/lib/enums";
import type { ItemPicture } from "~/modules/images/types";
import type { VacancyLabels } from "./labels";

/** The initiative a vacancy belongs to, as far as it is shown with the vacancy. */
export interface VacancyInitiative {
  id: string;
  name: string;
}

/**
 * A vacancy card: public columns only (no contact data) plus the owning initiative's id and
 * name. `hours_per_week` and `duration` are free text (SPEC.md §3). Dates are ISO 8601 after
 * serialisation.
 */
export interface VacancyCardData extends VacancyLabels {
  id: string;
  title: string;
  description: string;
  /** Free text, e.g. "Vrijwilligerswerk". */
  type: string;
  category: VacancyCategory;
  hours_per_week: string | null;
  duration: string | null;
  created_at: Date;
  initiative: VacancyInitiative;
  /** The vacancy's image, when it has a ready one (docs/decisions/033-images.md); absent where not read. */
  image?: ItemPicture | null;
}

/** Contact columns, sent to members only (SPEC.md §6). */
export interface VacancyContact {
  contact_email: string;
  contact_phone: string | null;
}

/** A vacancy detail page: every public column, the initiative and (members only) the contact. */
export interface VacancyDetail extends VacancyCardData {
  /** The initiative with its place (the job location of the JSON-LD, app/modules/seo/structured-data.ts). */
  initiative: VacancyInitiative & { city: string | null; province: Province | null };
  requirements: string | null;
  initiative_id: string;
  is_active: boolean;
  /**
   * False for a vacancy only its owners can see (inactive, or its initiative is not public); the
   * page then says so. Visitors and other members never get such a vacancy.
   */
  isPublic: boolean;
  /**
   * Whether the viewer may edit the vacancy (its "Bewerken" button) and switch it on and off
   * (`canEditVacancy`), decided on the server, so no member id leaves the server.
   */
  canEdit: boolean;
  /** Null for visitors: contact data never leaves the server for them. */
  contact: VacancyContact | null;
  /** Why the owner or a moderator sees a vacancy that is not public; null when it is public. */
  unpublished: UnpublishedState | null;
}
