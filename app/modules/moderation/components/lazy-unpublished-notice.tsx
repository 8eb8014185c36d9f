/**
 * The status notice of an item that is not public (./unpublished-notice.tsx), loaded only when a
 * page renders it. Visitors never see it (they get 404 for such an item), so its code stays out of
 * the JavaScript every item page loads (docs/decisions/010-performance.md). The server renders
 * the whole document before sending it, so the notice is in the HTML, also without JavaScript.
 */
import { lazy, Suspense } from "react";
import type { FavoriteItemType } from "~/lib/enums";
import type { UnpublishedState } from "../review";

const Notice = lazy(() => import("./unpublished-notice").then((module) => ({ default: module.UnpublishedNotice })));

/** The notice of item `id` of kind `type` in state `state`. */
export function LazyUnpublishedNotice(props: { type: FavoriteItemType; id: string; state: UnpublishedState }) {
  return (
    <Suspense fallback={null}>
      <Notice {...props} />
    </Suspense>
  );
}
