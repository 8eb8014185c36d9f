/** Shapes of event data as loaders hand them to components (browser-safe). */
import type { UnpublishedState } from "~/lib/review-state";
import type { EventType, Province, Theme } from "~/lib/enums";
import type { ItemPicture } from "~/modules/images/types";
import type { EventLabels } from "./labels";

export interface EventInitiative {
  id: string;
  name: string;
}

/** An event card: public columns only (no organizer contact data) plus its initiative; dates are UTC instants. */
export interface EventCardData {
  id: string;
  title: string;
  description: string;
  type: EventType;
  theme: Theme | null;
  province: Province | null;
  date: Date;
  end_date: Date | null;
  city: string;
  /** CBS name: the municipality of its own postcode area, else its initiative's (docs/decisions/057-own-place-and-municipality.md). */
  municipality: string | null;
  /** Its municipality's page ("/gemeente/utrecht"); null without a municipality; absent where not read (feeds, API). */
  municipality_path?: string | null;
  /** The item's point, WGS84 degrees; null for national items (and work at home or online). */
  lat: number | null;
  lon: number | null;
  /** Km from the list's `bij`, while one is set; null for an item without a point. */
  distance_km?: number | null;
  organizer_name: string;
  max_participants: number | null;
  current_participants: number;
  registration_required: boolean;
  /** Set (UTC) once its organizer cancelled it (docs/product-rules.md#cancelled-events); absent where not read. */
  cancelled_at?: Date | null;
  initiative: EventInitiative;
  /** Absent where not read. */
  image?: ItemPicture | null;
}

/** Written on the server, so the browser needs no `Intl` while the page hydrates. */
export interface EventDateLabels {
  /** "donderdag 12 maart 2026 om 19:30" (Europe/Amsterdam). */
  date_label: string;
  /** Its end (without one, the end of its start day) has passed. */
  is_past: boolean;
  /** "Nu bezig". */
  is_running: boolean;
}

export interface EventDetailDateLabels extends EventDateLabels {
  /** The end's time alone when it falls on the same Amsterdam day. */
  date_range_label: string;
}

export type EventCardItem = EventCardData & EventDateLabels & EventLabels;

/** Organizer contact columns, sent to members only (docs/product-rules.md#contact-visibility). */
export interface EventContact {
  organizer_email: string;
  organizer_phone: string | null;
  website: string | null;
}

export interface EventDetail extends EventCardData, EventDetailDateLabels, EventLabels {
  long_description: string | null;
  location: string;
  initiative_id: string;
  registration_closed: boolean;
  /** Set (UTC) once cancelled. */
  cancelled_at: Date | null;
  /** The organizer's reason, shown with "Geannuleerd"; null without one. */
  cancellation_reason: string | null;
  /** RFC 5545 SEQUENCE of its calendar entry. */
  sequence: number;
  /** Decided on the server, so no member id leaves the server. */
  canEdit: boolean;
  /** Sees the participants. */
  isOrganizer: boolean;
  created_at: Date;
  /** Null for visitors: contact data never leaves the server for them. */
  contact: EventContact | null;
  unpublished: UnpublishedState | null;
}
