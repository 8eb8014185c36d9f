import type * as React from "react";
import { CalendarDays, MapPin, Users } from "~/components/icons";
import { SiteLink } from "~/components/site-link";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { ItemPictureView, pictureSizes } from "~/modules/images/components/picture";
import type { ItemPicture } from "~/modules/images/types";
import { type DateInput, formatCount, pluralize, sameLabel } from "~/lib/format";
import type { EventCardItem } from "../types";

/**
 * Type and theme badges, after "Geannuleerd", "Afgelopen" (words, not only a colour) or "Nu bezig"
 * when it applies (docs/product-rules.md#cancelled-events).
 */
export function EventBadges({
  event,
}: {
  event: { type_label: string; theme_label: string | null; is_past: boolean; is_running: boolean; cancelled_at?: DateInput | null };
}) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {event.cancelled_at ? (
        <Badge variant="outline" className="border-destructive text-destructive">
          Geannuleerd
        </Badge>
      ) : null}
      {event.is_past ? <Badge variant="outline">Afgelopen</Badge> : null}
      {event.is_running && !event.cancelled_at ? <Badge variant="outline">Nu bezig</Badge> : null}
      <Badge>{event.type_label}</Badge>
      {event.theme_label ? <Badge variant="accent">{event.theme_label}</Badge> : null}
    </div>
  );
}

/** Only when registration is required. */
export function RegistrationBadge({ required }: { required: boolean }) {
  return required ? <Badge variant="outline">Aanmelden verplicht</Badge> : null;
}

/** "12 / 40 deelnemers" with a maximum, else "12 deelnemers" / "1 deelnemer"; null when nobody registered. */
export function participantsLabel(event: { current_participants: number; max_participants: number | null }): string | null {
  const current = formatCount(event.current_participants);
  if (event.max_participants != null) {
    return `${current} / ${formatCount(event.max_participants)} deelnemers`;
  }
  if (event.current_participants === 0) return null;
  return pluralize(event.current_participants, "deelnemer", "deelnemers");
}

/** A `dateTime` for <time> (ISO 8601 UTC), from a Date or a serialised string. */
export function isoDateTime(value: DateInput): string {
  return new Date(value).toISOString();
}

/**
 * A card in the events grid, the title its one link; `action` (e.g. the favourite heart) sits in the top-right corner above it.
 */
export function EventCard({
  event,
  headingLevel = 2,
  action,
  pictureLoading = "lazy",
  distance = null,
}: {
  event: EventCardItem & { image?: ItemPicture | null };
  headingLevel?: 2 | 3;
  action?: React.ReactNode;
  /** "eager" for the first cards of a page (above the fold). */
  pictureLoading?: "lazy" | "eager";
  /** "4 km" from the list's place, while one is set. */
  distance?: string | null;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // The card shows participants only when a maximum is set.
  const participants = event.max_participants != null ? participantsLabel(event) : null;
  return (
    <Card className="list-card">
      {event.image ? (
        <ItemPictureView
          picture={event.image}
          sizes={pictureSizes.card}
          loading={pictureLoading}
          aspect="wide"
          className="w-full rounded-md"
        />
      ) : null}
      <div className="flex items-start justify-between gap-2">
        <EventBadges event={event} />
        {action}
      </div>
      <div className="flex flex-col gap-1">
        <Heading className="font-semibold text-lg leading-snug">
          <SiteLink to={`/event/${event.id}`} className="after:absolute after:inset-0 focus:outline-none">
            {event.title}
          </SiteLink>
        </Heading>
        {/* Often the initiative organizes its own event: its name is then said once, after "Van". */}
        {sameLabel(event.organizer_name, event.initiative.name) ? null : (
          <p className="text-sm">Door {event.organizer_name}</p>
        )}
        <p className="text-sm text-muted-foreground">
          Van{" "}
          {/* Above the card's full-size link, so this one can be followed on its own. */}
          <SiteLink to={`/initiatief/${event.initiative.id}`} className="relative z-10 underline underline-offset-4">
            {event.initiative.name}
          </SiteLink>
        </p>
      </div>
      <p className="line-clamp-3 text-sm text-muted-foreground">{event.description}</p>
      <ul className="mt-auto flex flex-col gap-1 text-sm text-muted-foreground">
        <li className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
          <time dateTime={isoDateTime(event.date)}>{event.date_label}</time>
        </li>
        <li className="inline-flex items-center gap-1.5">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          {/* Above the card's full-size link, so the place can be followed on its own. */}
          {event.municipality_path ? (
            <SiteLink to={event.municipality_path} className="relative z-10 underline underline-offset-4">
              {event.city}
            </SiteLink>
          ) : (
            event.city
          )}
          {distance ? <span> · {distance}</span> : null}
        </li>
        {participants ? (
          <li className="inline-flex items-center gap-1.5">
            <Users className="size-4 shrink-0" aria-hidden="true" />
            {participants}
          </li>
        ) : null}
      </ul>
      {event.registration_required ? (
        <div>
          <RegistrationBadge required />
        </div>
      ) : null}
    </Card>
  );
}
