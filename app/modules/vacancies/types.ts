/** Shapes of vacancy data as loaders hand them to components (browser-safe). */
import type { UnpublishedState } from "~/lib/review-state";
import type { Province, VacancyCategory } from "~/lib/enums";
import type { ItemPicture } from "~/modules/images/types";
import type { VacancyAskColumns, VacancyLabels } from "./labels";

export interface VacancyInitiative {
  id: string;
  name: string;
}

/**
 * A vacancy card: public columns only (no contact data) plus the owning initiative. `duration` and
 * `hours_note` are free text; dates are ISO 8601 after serialisation.
 */
export interface VacancyCardData extends VacancyLabels, VacancyAskColumns {
  id: string;
  title: string;
  description: string;
  type: string;
  category: VacancyCategory;
  /** Hours per week, 0.5 to 20 (app/lib/hours-per-week.ts); null: not said. */
  hours_per_week: number | null;
  /** Free text beside or instead of the hours ("in overleg"), or null. */
  hours_note: string | null;
  duration: string | null;
  /** "Thuis of online": no place, no point. */
  is_remote: boolean;
  /** CBS name: the municipality of its own postcode area, else its initiative's (docs/decisions/057-own-place-and-municipality.md). */
  municipality: string | null;
  /** Its municipality's page ("/gemeente/utrecht"); null without a municipality or for work at home or online; absent where not read (feeds, API). */
  municipality_path?: string | null;
  /** The item's point, WGS84 degrees; null for national items (and work at home or online). */
  lat: number | null;
  lon: number | null;
  /** Km from the list's `bij`, while one is set; null for an item without a point. */
  distance_km?: number | null;

  created_at: Date;
  initiative: VacancyInitiative;
  /** Only where the query reads it. */
  image?: ItemPicture | null;
}

/** Sent to members only (docs/product-rules.md#contact-visibility). */
export interface VacancyContact {
  contact_email: string;
  contact_phone: string | null;
}

export interface VacancyDetail extends VacancyCardData {
  /** With its place, the job location of the JSON-LD. */
  initiative: VacancyInitiative & { city: string | null; province: Province | null };
  requirements: string | null;
  initiative_id: string;
  is_active: boolean;
  /** False for a vacancy only its owners or moderators can see (inactive, or its initiative is not public). */
  isPublic: boolean;
  /** Whether the viewer may edit and switch it on and off, decided on the server so no member id leaves it. */
  canEdit: boolean;
  contact: VacancyContact | null;
  /** Why the owner or a moderator sees it though it is not public; null when public. */
  unpublished: UnpublishedState | null;
}
