/**
 * "Melden" under an initiative, event or vacancy: a link to the report page /melden for this item,
 * which has the form (reason, optional explanation) and sends the reporter back to the item with
 * a thank-you. A link rather than the form itself: it sits on every item page, whose JavaScript
 * budget the form and its validation would break (docs/decisions/010-performance.md), and it works
 * the same without JavaScript. docs/decisions/022-reports-and-queues.md.
 */
import { Flag } from "~/components/icons";
import { Link } from "react-router";
import type { FavoriteItemType } from "~/lib/enums";

/** The report page of an item; also where its form posts, so an error shows the item again. */
export function reportActionPath(itemType: FavoriteItemType, itemId: string): string {
  return `/melden?type=${itemType}&id=${itemId}`;
}

/** "Melden" under item `itemId` of kind `itemType`. */
export function ReportLink({ itemType, itemId }: { itemType: FavoriteItemType; itemId: string }) {
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
