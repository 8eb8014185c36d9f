/** Shapes of initiative data as loaders hand them to components (browser-safe). */
import type { UnpublishedState } from "~/modules/moderation/review";
import type { Formality, InformalType, LegalForm, Province, Scope, Theme } from "~/lib/enums";
import type { ItemPicture } from "~/modules/images/types";

/** An initiative card: public columns only (no contact data). Dates are ISO 8601 after serialisation. */
export interface InitiativeCardData {
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
  description: string;
  member_count: number | null;
  volunteer_count: number | null;
  established: number | null;
  created_at: Date;
  /** The square logo, when it has a ready one (docs/decisions/033-images.md); absent where not read. */
  logo?: ItemPicture | null;
  /** The cover photo, when it has a ready one; absent where not read. */
  cover?: ItemPicture | null;
}

/** Contact columns, sent to members only. */
export interface InitiativeContact {
  contact_email: string;
  contact_phone: string | null;
  website: string | null;
}

/** An initiative detail page. */
export interface InitiativeDetail extends InitiativeCardData {
  long_description: string;
  /**
   * Whether the viewer may edit the initiative (its "Bewerken" button), decided on the server by
   * `canEditInitiative`, so the creator's member id never leaves the server.
   */
  canEdit: boolean;
  /** Whether the viewer may add events and vacancies to it (`canAddToInitiative`: its owner). */
  canAdd: boolean;
  /** Null for visitors: contact data never leaves the server for them. */
  contact: InitiativeContact | null;
  /** Why the owner or a moderator sees an initiative that is not public; null when it is public. */
  unpublished: UnpublishedState | null;
}
