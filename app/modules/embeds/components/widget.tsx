/** The compact lists of the widgets: plain HTML without React, every link opening the full page in a new tab. */
import type * as React from "react";
import { formatDistance } from "~/lib/format";
import { isoDateTime } from "~/modules/events/components/event-card";
import type { EventCardItem } from "~/modules/events/types";
import type { InitiativeCardData } from "~/modules/initiatives/types";

/** A link that opens in a new tab and says so to screen readers (WCAG 3.2.5); `href` resolves to this site. */
export function NewTabLink({ href, className, children }: { href: string; className?: string; children: React.ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener" className={className}>
      {children}
      <span className="sr-only"> (opent in nieuw tabblad)</span>
    </a>
  );
}

/** The frame of a widget: a heading, the items (or `empty`) and a link to the full list with the same filters. */
export function WidgetShell({
  title,
  noun,
  moreHref,
  empty,
  children,
}: {
  title: string;
  noun: string;
  moreHref: string;
  empty: string | null;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2 p-3 text-sm">
      <h1 className="font-semibold text-base">{title}</h1>
      {empty ? <p className="text-muted-foreground">{empty}</p> : <ul className="divide-y divide-border">{children}</ul>}
      <p className="border-t border-border pt-2">
        <NewTabLink href={moreHref} className="font-medium text-primary underline underline-offset-4">
          Bekijk alle {noun} op Dit doet Nederland
        </NewTabLink>
      </p>
    </div>
  );
}

const itemLink = "font-medium text-foreground underline decoration-border underline-offset-4 hover:decoration-current";

/** One event: title, "Afgelopen" or "Nu bezig", start (nl-NL, Amsterdam) and place. */
export function EventWidgetItem({ event }: { event: EventCardItem }) {
  return (
    <li className="flex flex-col gap-0.5 py-2">
      <NewTabLink href={`/event/${event.id}`} className={itemLink}>
        {event.title}
      </NewTabLink>
      <p className="text-muted-foreground">
        {event.is_past ? "Afgelopen · " : event.is_running ? "Nu bezig · " : null}
        <time dateTime={isoDateTime(event.date)}>{event.date_label}</time> · {event.city}
        {event.distance_km != null ? ` · ${formatDistance(event.distance_km)}` : null}
      </p>
    </li>
  );
}

export function InitiativeWidgetItem({ initiative }: { initiative: InitiativeCardData }) {
  return (
    <li className="flex flex-col gap-0.5 py-2">
      <NewTabLink href={`/initiatief/${initiative.id}`} className={itemLink}>
        {initiative.name}
      </NewTabLink>
      <p className="text-muted-foreground">
        {initiative.theme_label} · {initiative.place_line}
        {initiative.distance_km != null ? ` · ${formatDistance(initiative.distance_km)}` : null}
      </p>
    </li>
  );
}
