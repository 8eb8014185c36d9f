/** /embed/events: the events widget for other sites' <iframe>s (docs/decisions/031-embeds.md). */
import { EMBED_CACHE_CONTROL } from "~/lib/embed";
import { seoMeta } from "~/lib/meta";
import { EventWidgetItem, WidgetShell } from "~/modules/embeds/components/widget";
import { WIDGET_NOUN } from "~/modules/embeds/options";
import { loadEventsWidget } from "~/modules/embeds/queries.server";
import type { Route } from "./+types/events";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { name: "Events (widget)", description: "Events van burgerinitiatieven op Dit doet Nederland.", noindex: true });

/** Public for a few minutes; only a widget that rendered gets here (an error page is not cached). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": EMBED_CACHE_CONTROL });

/** The widget's events for the filters in the address (no session is read). */
export async function loader({ request }: Route.LoaderArgs) {
  return loadEventsWidget(new URL(request.url).searchParams);
}

export default function EventsWidget({ loaderData }: Route.ComponentProps) {
  const { items, moreHref, past } = loaderData;
  return (
    <WidgetShell
      title={past ? "Events" : "Komende events"}
      noun={WIDGET_NOUN.events}
      moreHref={moreHref}
      empty={items.length === 0 ? "Er zijn nu geen events die hierbij passen." : null}
    >
      {items.map((event) => (
        <EventWidgetItem key={event.id} event={event} />
      ))}
    </WidgetShell>
  );
}
