/**
 * "Volgen" / "Niet meer volgen" for one initiative: a plain form post to /volgen that returns to
 * the same place (with a toast). With JavaScript React Router posts it without a full reload and
 * the button shows the pending state.
 */
import { Form, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FOLLOW_ACTION } from "~/modules/notifications/notification-types";
import { followTexts } from "../shared";

export function FollowButton({
  initiativeId,
  initiativeName,
  following,
  returnTo,
  size = "default",
}: {
  initiativeId: string;
  initiativeName: string;
  following: boolean;
  /** Where the post returns to; default the current page. */
  returnTo?: string;
  size?: "default" | "sm";
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction === FOLLOW_ACTION && navigation.formData?.get("initiative_id") === initiativeId;
  const label = following ? followTexts.unfollow : followTexts.follow;
  return (
    <Form method="post" action={FOLLOW_ACTION} preventScrollReset>
      <input type="hidden" name="initiative_id" value={initiativeId} />
      <input type="hidden" name="following" value={following ? "nee" : "ja"} />
      <input type="hidden" name="returnTo" value={returnTo ?? `${location.pathname}${location.search}`} />
      <Button type="submit" variant="outline" size={size} aria-label={`${label}: ${initiativeName}`} disabled={pending} aria-busy={pending || undefined}>
        {pending ? (following ? "Bezig…" : "Bezig…") : label}
      </Button>
    </Form>
  );
}
