/** /embed/initiatieven: the initiatives widget for other sites' <iframe>s (docs/decisions/031-embeds.md). */
import { EMBED_CACHE_CONTROL } from "~/lib/embed";
import { seoMeta } from "~/lib/meta";
import { InitiativeWidgetItem, WidgetShell } from "~/modules/embeds/components/widget";
import { WIDGET_NOUN } from "~/modules/embeds/options";
import { loadInitiativesWidget } from "~/modules/embeds/queries.server";
import type { Route } from "./+types/initiatives";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { name: "Initiatieven (widget)", description: "Burgerinitiatieven op Dit doet Nederland.", noindex: true });

/** Public for a few minutes; only a widget that rendered gets here (an error page is not cached). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": EMBED_CACHE_CONTROL });

/** The widget's initiatives for the filters in the address (no session is read). */
export async function loader({ request }: Route.LoaderArgs) {
  return loadInitiativesWidget(new URL(request.url).searchParams);
}

export default function InitiativesWidget({ loaderData }: Route.ComponentProps) {
  const { items, moreHref } = loaderData;
  return (
    <WidgetShell
      title="Initiatieven"
      noun={WIDGET_NOUN.initiatieven}
      moreHref={moreHref}
      empty={items.length === 0 ? "Er zijn nu geen initiatieven die hierbij passen." : null}
    >
      {items.map((initiative) => (
        <InitiativeWidgetItem key={initiative.id} initiative={initiative} />
      ))}
    </WidgetShell>
  );
}
