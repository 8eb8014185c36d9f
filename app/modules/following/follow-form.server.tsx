/**
 * "Volgen" / "Niet meer volgen" on an initiative's page: a plain form post to /volgen that returns
 * to the page with a toast. Rendered to HTML on the server ({@link renderFollowForm}), so the
 * initiative page ships none of its code (the 125 KB budget); with or without JavaScript the post
 * is an ordinary one.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { Button } from "~/components/ui/button";

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
