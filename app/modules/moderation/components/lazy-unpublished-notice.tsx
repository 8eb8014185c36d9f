/**
 * The non-public item notice, loaded on demand: visitors get 404 for such items, so its code stays out of every item page's JavaScript.
 */
import { lazy, Suspense } from "react";
import type { FavoriteItemType } from "~/lib/enums";
import type { UnpublishedState } from "~/lib/review-state";

const Notice = lazy(() => import("./unpublished-notice").then((module) => ({ default: module.UnpublishedNotice })));

export function LazyUnpublishedNotice(props: { type: FavoriteItemType; id: string; state: UnpublishedState }) {
  return (
    <Suspense fallback={null}>
      <Notice {...props} />
    </Suspense>
  );
}
