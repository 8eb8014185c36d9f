/**
 * "Volgen" / "Niet meer volgen" as plain form posts to /volgen, rendered to HTML on the server, so
 * the pages ship none of their code (the 125 KB budget); with or without JavaScript the post is an
 * ordinary one and the action redirects back with a toast (docs/product-rules.md#following):
 * - on an initiative's page ({@link renderFollowForm});
 * - in the menu of an initiative's card on the lists, the home page, a municipality's page and
 *   /favorieten ({@link cardFollowMenus}), for members only, so a visitor's page (and the page
 *   cache) is unchanged.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { ChevronDown } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { returnPath } from "~/lib/session.server";
import type { Viewer } from "~/lib/viewer";
import { listViewerFollowedIds } from "./follows.server";

export const FOLLOW_ACTION = "/volgen";

/** The form on initiative `initiativeId`'s page; without a `returnTo` the post returns there. */
export function FollowForm({ initiativeId, following }: { initiativeId: string; following: boolean }) {
  return (
    <form method="post" action={FOLLOW_ACTION}>
      <input type="hidden" name="initiative_id" value={initiativeId} />
      <input type="hidden" name="following" value={following ? "nee" : "ja"} />
      <Button type="submit" variant="outline">
        {following ? "Niet meer volgen" : "Volgen"}
      </Button>
    </form>
  );
}

/** {@link FollowForm} as HTML, for a loader to hand to the page. */
export function renderFollowForm(props: { initiativeId: string; following: boolean }): string {
  return renderToStaticMarkup(<FollowForm {...props} />);
}

/** The id of an initiative card's menu: the fragment a post from that menu returns to. */
export function cardMenuAnchor(initiativeId: string): string {
  return `volgen-${initiativeId}`;
}

/**
 * The menu of an initiative's card: a native disclosure ("Meer", named "Meer acties voor {name}"
 * for screen readers) holding the follow form, which returns to `returnTo` at this card.
 * @param returnTo the page's path and query, e.g. "/initiatieven?pagina=2"
 */
export function CardFollowMenu({ initiativeId, name, following, returnTo }: { initiativeId: string; name: string; following: boolean; returnTo: string }) {
  const anchor = cardMenuAnchor(initiativeId);
  return (
    <details id={anchor} className="card-menu">
      <summary className="card-menu-button">
        Meer<span className="sr-only"> acties voor {name}</span>
        <ChevronDown className="size-4" aria-hidden="true" />
      </summary>
      <div className="card-menu-panel">
        <form method="post" action={FOLLOW_ACTION}>
          <input type="hidden" name="initiative_id" value={initiativeId} />
          <input type="hidden" name="following" value={following ? "nee" : "ja"} />
          <input type="hidden" name="returnTo" value={`${returnTo}#${anchor}`} />
          <button type="submit" className="card-menu-item">
            {following ? "Niet meer volgen" : "Volgen"}
          </button>
        </form>
      </div>
    </details>
  );
}

/**
 * The card menus of a page's initiatives as HTML, by initiative id, with the viewer's follow state
 * of each (one query for all of them, docs/product-rules.md#following).
 * @param request the page's request: each menu returns to this page, at its card
 * @returns an empty object (and no query) for a visitor
 * @throws Error when the database fails
 */
export async function cardFollowMenus({
  viewer,
  initiatives,
  request,
}: {
  viewer: Viewer;
  initiatives: readonly { id: string; name: string }[];
  request: Request;
}): Promise<Record<string, string>> {
  if (!viewer || initiatives.length === 0) return {};
  const followed = new Set(await listViewerFollowedIds({ viewer, initiativeIds: initiatives.map((item) => item.id) }));
  const returnTo = returnPath(request);
  return Object.fromEntries(
    initiatives.map((item) => [
      item.id,
      renderToStaticMarkup(<CardFollowMenu initiativeId={item.id} name={item.name} following={followed.has(item.id)} returnTo={returnTo} />),
    ]),
  );
}
