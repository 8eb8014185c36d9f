/** Shapes of initiative data as loaders hand them to components (browser-safe). */
import type { UnpublishedState } from "~/lib/review-state";
import type { Formality, InformalType, LegalForm, Province, Scope, Theme } from "~/lib/enums";
import type { ItemPicture } from "~/modules/images/types";
import type { InitiativeLabels } from "./labels";

/** Public columns only (no contact data). Dates are ISO 8601 after serialisation. */
export interface InitiativeCardData extends InitiativeLabels {
  id: string;
  name: string;
  formality: Formality;
  formal_type: LegalForm | null;
  informal_type: InformalType | null;
  theme: Theme;
  scope: Scope;
  province: Province | null;
  city: string | null;
  municipality: string | null;
  /** Its municipality's page ("/gemeente/utrecht"); null without a municipality; absent where not read (feeds, API). */
  municipality_path?: string | null;
  /** The item's point, WGS84 degrees; null for national items (and work at home or online). */
  lat: number | null;
  lon: number | null;
  /** Km from the list's `bij`, while one is set; null for an item without a point. */
  distance_km?: number | null;
  description: string;
  member_count: number | null;
  volunteer_count: number | null;
  established: number | null;
  created_at: Date;
  /** Absent where not read. */
  logo?: ItemPicture | null;
  /** Absent where not read. */
  cover?: ItemPicture | null;
}

export interface InitiativeContact {
  contact_email: string;
  contact_phone: string | null;
  website: string | null;
}

export interface InitiativeDetail extends InitiativeCardData {
  long_description: string;
  /** Decided on the server, so the creator's member id never leaves it. */
  canEdit: boolean;
  canAdd: boolean;
  /** Null for visitors: contact data never leaves the server for them. */
  contact: InitiativeContact | null;
  unpublished: UnpublishedState | null;
}
