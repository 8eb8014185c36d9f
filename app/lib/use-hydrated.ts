/**
 * Progressive enhancement switch: components render their no-JavaScript form (native `<details>`,
 * links, plain forms) in the server HTML and while the page hydrates, and their enhanced form once
 * React runs in the browser (docs/decisions/018-without-javascript.md).
 */
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * True once the page is hydrated in the browser; false in the server HTML, during hydration and
 * without JavaScript. No extra effect or render pass: React reads the server snapshot while
 * hydrating and the client snapshot afterwards.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
