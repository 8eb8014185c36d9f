import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** True once hydrated in the browser; false in the server HTML, while hydrating and without JavaScript. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
