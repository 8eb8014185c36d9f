/** Shapes of event data as loaders hand them to components (browser-safe). */
import type { UnpublishedState } from "~/modules/moderation/review";
import type { EventType, Province, Theme } from "~/lib/enums";
import type { ItemPicture } from "~/modules/images/types";

/** The initiative an event belongs to: just enough for a link. */
export interface EventInitiative {
  id: string;
  name: string;
}

/**
 * An event card: public columns of `events_public` only (no organizer e-mail, phone or
 * website) plus the owning initiative. `date` and `end_date` are UTC instants (Date on the
 * server; loader data keeps them as Date).
 */
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
  organizer_name: string;
  max_participants: number | null;
  current_participants: number;
  registration_required: boolean;
  initiative: EventInitiative;
  /** The event's image, when it has a ready one (docs/decisions/033-images.md); absent where not read. */
  image?: ItemPicture | null;
}

/**
 * An event's dates written on the server (app/modules/events/dates.ts), so the browser needs no
 * `Intl` to show them while the page hydrates.
 */
export interface EventDateLabels {
  /** The start, nl-NL long date with time in Europe/Amsterdam: "donderdag 12 maart 2026 om 19:30". */
  date_label: string;
  /** Whether it is over: its end (without one, the end of its start day) has passed (app/modules/events/timing.ts). */
  is_past: boolean;
  /** Whether it started and is not over yet ("Nu bezig"). */
  is_running: boolean;
}

/** The dates of an event's detail page. */
export interface EventDetailDateLabels extends EventDateLabels {
  /** Start and end as one line; the end's time alone when it falls on the same Amsterdam day. */
  date_range_label: string;
}

/** An event card as the card component takes it: the row and its date labels. */
export type EventCardItem = EventCardData & EventDateLabels;

/** Organizer contact columns, sent to members only (SPEC.md §2 "Event detail", §6). */
export interface EventContact {
  organizer_email: string;
  organizer_phone: string | null;
  website: string | null;
}

/** An event detail page: every public column, the owning initiative and, for members, contact. */
export interface EventDetail extends EventCardData, EventDetailDateLabels {
  long_description: string | null;
  location: string;
  initiative_id: string;
  /** The organizer closed sign-up (docs/decisions/026-participation.md). */
  registration_closed: boolean;
  /**
   * Whether the viewer may edit the event (its "Bewerken" button), decided on the server by
   * `canEditEvent`, so no member id leaves the server.
   */
  canEdit: boolean;
  /** Whether the viewer organizes it (its owner): sees the participants (`canManageParticipants`). */
  isOrganizer: boolean;
  created_at: Date;
  /** Null for visitors: contact data never leaves the server for them. */
  contact: EventContact | null;
  /** Why the owner or a moderator sees an event that is not public; null when it is public. */
  unpublished: UnpublishedState | null;
}
