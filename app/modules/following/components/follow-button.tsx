/**
 * "Volgen" / "Niet meer volgen" on an initiative's page: a plain form post to /volgen that returns
 * to the page with a toast. With JavaScript React Router posts it without a full reload. Kept
 * small and self-contained: it is on every initiative page (the 125 KB budget).
 */
import { Form } from "react-router";
import { Button } from "~/components/ui/button";

export const FOLLOW_ACTION = "/volgen";

/** The button on initiative `initiativeId`'s page; without a `returnTo` the post returns there. */
export function FollowButton({ initiativeId, following }: { initiativeId: string; following: boolean }) {
  return (
    <Form method="post" action={FOLLOW_ACTION} preventScrollReset>
      <input type="hidden" name="initiative_id" value={initiativeId} />
      <input type="hidden" name="following" value={following ? "nee" : "ja"} />
      <Button type="submit" variant="outline">
        {following ? "Niet meer volgen" : "Volgen"}
      </Button>
    </Form>
  );
}
