/**
 * The compact lists of the widgets under /embed/ (docs/decisions/031-embeds.md). They live in an
 * <iframe> on another site and load no React in the browser, so everything is plain HTML: every
 * link opens the full page on Dit doet Nederland in a new tab and says so to screen readers.
 */
import type * as React from "react";
import { themeLabels } from "~/lib/enums";
import { isoDateTime } from "~/modules/events/components/event-card";
import type { EventCardItem } from "~/modules/events/types";
import { placeLine } from "~/modules/initiatives/components/initiative-badges";
import type { InitiativeCardData } from "~/modules/initiatives/types";

/**
 * A link that opens in a new tab (`target="_blank"`, `rel="noopener"`), with the visually hidden
 * "(opent in nieuw tabblad)" so nobody is surprised by the new tab (WCAG 3.2.5).
 * @param href relative to the site: inside the widget's frame it resolves to Dit doet Nederland
 */
export function NewTabLink({ href, className, children }: { href: string; className?: string; children: React.ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener" className={className}>
      {children}
      <span className="sr-only"> (opent in nieuw tabblad)</span>
    </a>
  );
}

/**
 * The frame of a widget: a small heading, the items (or `empty` when there are none) and
 * "Bekijk alle {noun} op Dit doet Nederland" to the full list with the same filters.
 */
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
  /** Shown instead of the list when there is nothing to show. */
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

/** One event: title, "Afgelopen" when over or "Nu bezig" while running, start (nl-NL, Amsterdam) and place. */
export function EventWidgetItem({ event }: { event: EventCardItem }) {
  return (
    <li className="flex flex-col gap-0.5 py-2">
      <NewTabLink href={`/event/${event.id}`} className={itemLink}>
        {event.title}
      </NewTabLink>
      <p className="text-muted-foreground">
        {event.is_past ? "Afgelopen · " : event.is_running ? "Nu bezig · " : null}
        <time dateTime={isoDateTime(event.date)}>{event.date_label}</time> · {event.city}
      </p>
    </li>
  );
}

/** One initiative: name, theme and place ("Landelijk" without one). */
export function InitiativeWidgetItem({ initiative }: { initiative: InitiativeCardData }) {
  return (
    <li className="flex flex-col gap-0.5 py-2">
      <NewTabLink href={`/initiatief/${initiative.id}`} className={itemLink}>
        {initiative.name}
      </NewTabLink>
      <p className="text-muted-foreground">
        {themeLabels[initiative.theme]} · {placeLine(initiative)}
      </p>
    </li>
  );
}
