/**
 * Notifications (SPEC.md §9: sonner, 4 seconds, at most 3 visible, bottom-right). Shows the toast
 * the server flashed for this page (see app/lib/toast.server.ts) and the ones sent with
 * {@link notify}. Sonner itself (app/components/sonner-toaster.tsx) loads only when the first toast
 * of a page visit is sent, so a page without a toast never loads it (page weight,
 * docs/decisions/037-static-assets-and-first-paint.md); toasts sent before it is ready wait.
 */
import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";

export interface FlashToast {
  type: "success" | "error" | "info";
  message: string;
}

const SonnerToaster = lazy(() => import("./sonner-toaster").then((module) => ({ default: module.SonnerToaster })));

const subscribeNever = () => () => {};

/**
 * Time (ms) between mounting sonner's live region and its first toast: a screen reader announces
 * changes only in a live region it already knows, so the region must be in the page a moment
 * before the first toast is added to it.
 */
const LIVE_REGION_SETTLE_MS = 100;

let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = () => setTimeout(resolve, LIVE_REGION_SETTLE_MS);
});

/** Whether a toast was sent in this page visit (then sonner is mounted), with its listeners. */
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

/**
 * Shows a toast: `type` picks sonner's style ("message" is the plain one), `options` are sonner's
 * (e.g. an action button). Returns at once; the first toast mounts sonner, and each toast appears
 * once sonner has loaded.
 */
export function notify(type: FlashToast["type"] | "message", message: string, options?: ExternalToast): void {
  requestToaster();
  void Promise.all([import("sonner"), ready]).then(([{ toast }]) => {
    if (type === "message") toast(message, options);
    else toast[type](message, options);
  });
}

/**
 * Shows `flash` once hydrated; without JavaScript the same message is part of the page in a
 * <noscript> block styled like a toast, so a form post without JavaScript also confirms what
 * happened.
 */
export function Toaster({ flash }: { flash: FlashToast | null }) {
  // False in the server render and during hydration, true after: sonner mounts only in the browser,
  // and only once a toast has been sent.
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
