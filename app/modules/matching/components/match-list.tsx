/**
 * The cards of "Voor jou", each with the line saying why it is there ("Past bij: Natuur ·
 * dinsdagavond · 4 km"), and the tabs between vacancies and events as links (no JavaScript needed).
 */
import { Link } from "react-router";
import { EventCard } from "~/modules/events/components/event-card";
import type { EventCardItem } from "~/modules/events/types";
import { VacancyCard } from "~/modules/vacancies/components/vacancy-card";
import type { VacancyCardData } from "~/modules/vacancies/types";
import { cn } from "~/lib/utils";
import { FOR_YOU_PATH } from "../paths";

export type ForYouKind = "vacatures" | "events";

/** "Past bij: …" as one line; the parts in the order of docs/product-rules.md#matching. */
export function MatchReason({ reasons }: { reasons: readonly string[] }) {
  return (
    <p className="rounded-md bg-success-soft px-3 py-1.5 text-sm text-success-soft-foreground">
      <span className="font-medium">Past bij:</span> {reasons.join(" · ")}
    </p>
  );
}

function Grid({ children }: { children: React.ReactNode }) {
  return <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">{children}</ol>;
}

/** The ranked vacancies, best first. */
export function VacancyMatches({ items }: { items: readonly (VacancyCardData & { reasons: string[] })[] }) {
  return (
    <Grid>
      {items.map((vacancy, index) => (
        <li key={vacancy.id} className="flex flex-col gap-2">
          <MatchReason reasons={vacancy.reasons} />
          <VacancyCard vacancy={vacancy} pictureLoading={index < 3 ? "eager" : "lazy"} />
        </li>
      ))}
    </Grid>
  );
}

/** The ranked events, best first. */
export function EventMatches({ items }: { items: readonly (EventCardItem & { reasons: string[] })[] }) {
  return (
    <Grid>
      {items.map((event, index) => (
        <li key={event.id} className="flex flex-col gap-2">
          <MatchReason reasons={event.reasons} />
          <EventCard event={event} pictureLoading={index < 3 ? "eager" : "lazy"} />
        </li>
      ))}
    </Grid>
  );
}

/** "Vacatures | Events" as links with the current one marked. */
export function ForYouTabs({ kind }: { kind: ForYouKind }) {
  const tabs: [ForYouKind, string, string][] = [
    ["vacatures", "Vacatures", FOR_YOU_PATH],
    ["events", "Events", `${FOR_YOU_PATH}?soort=events`],
  ];
  return (
    <nav aria-label="Soort aanbod" className="mb-6">
      <ul className="inline-flex gap-1 rounded-md bg-muted p-1 text-muted-foreground">
        {tabs.map(([value, label, to]) => (
          <li key={value}>
            <Link
              to={to}
              aria-current={value === kind ? "page" : undefined}
              className={cn(
                "inline-flex h-10 items-center justify-center rounded-sm px-4 text-sm font-medium hover:text-foreground",
                value === kind && "bg-background text-foreground shadow-sm",
              )}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
