/**
 * Notifications (docs/product-rules.md#dates-toasts-and-faq): the toast the server flashed and
 * those sent with {@link notify}. Sonner loads only with the first toast of a visit, so a page
 * without one never loads it; earlier toasts wait.
 */
import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";

export interface FlashToast {
  type: "success" | "error" | "info";
  message: string;
}

const SonnerToaster = lazy(() => import("./sonner-toaster").then((module) => ({ default: module.SonnerToaster })));

const subscribeNever = () => () => {};

/** Time (ms) the live region is in the page before its first toast: screen readers announce only regions they know. */
const LIVE_REGION_SETTLE_MS = 100;

let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = () => setTimeout(resolve, LIVE_REGION_SETTLE_MS);
});

let wanted = false;
const wantedListeners = new Set<() => void>();
function subscribeWanted(listener: () => void) {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}
function requestToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of wantedListeners) listener();
}

/** Shows a toast in sonner's `type` style ("message" is the plain one); returns at once. */
export function notify(type: FlashToast["type"] | "message", message: string, options?: ExternalToast): void {
  requestToaster();
  void Promise.all([import("sonner"), ready]).then(([{ toast }]) => {
    if (type === "message") toast(message, options);
    else toast[type](message, options);
  });
}

/** Shows `flash` once hydrated; without JavaScript it is a <noscript> block styled like a toast. */
export function Toaster({ flash }: { flash: FlashToast | null }) {
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const toastSent = useSyncExternalStore(
    subscribeWanted,
    () => wanted,
    () => false,
  );
  // Each flash (a new object per page load) is shown once, also when an effect runs twice.
  const shown = useRef<FlashToast | null>(null);
  useEffect(() => {
    if (flash && shown.current !== flash) {
      shown.current = flash;
      notify(flash.type, flash.message);
    }
  }, [flash]);
  return (
    <>
      {hydrated && toastSent ? (
        <Suspense fallback={null}>
          <SonnerToaster onReady={markReady} />
        </Suspense>
      ) : null}
      {flash ? (
        <noscript>
          <div
            role={flash.type === "error" ? "alert" : "status"}
            className="fixed right-4 bottom-4 z-50 max-w-sm rounded-lg border border-border bg-background p-4 text-sm shadow-lg"
          >
            {flash.message}
          </div>
        </noscript>
      ) : null}
    </>
  );
}
