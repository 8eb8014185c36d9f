/**
 * "Melden" under an item: a link to /melden rather than the form, so every item page stays free of the form's JavaScript.
 */
import { Flag } from "~/components/icons";
import { Link } from "react-router";
import type { ModeratedItemType } from "~/lib/moderated-item-types";

/** Also where its form posts, so an error shows the item again. */
export function reportActionPath(itemType: ModeratedItemType, itemId: string): string {
  return `/melden?type=${itemType}&id=${itemId}`;
}

export function ReportLink({ itemType, itemId }: { itemType: ModeratedItemType; itemId: string }) {
  return (
    <p className="mt-8 text-sm">
      <Link to={reportActionPath(itemType, itemId)} rel="nofollow" className="inline-flex items-center gap-2 text-muted-foreground underline">
        <Flag className="size-4" aria-hidden="true" />
        Melden
      </Link>
      <span className="text-muted-foreground"> — klopt er iets niet, of hoort dit hier niet? Laat het een moderator weten.</span>
    </p>
  );
}
