/**
 * The sonner toaster itself (SPEC.md §9: 4 seconds, at most 3 visible, bottom-right), loaded on
 * demand by app/components/toaster.tsx when the first toast of a page visit is sent, so a page
 * without a toast never loads sonner (page weight, docs/decisions/037-static-assets-and-first-paint.md).
 * Sonner announces toasts in a polite live region labelled "Meldingen" (Alt+T moves focus to it).
 */
import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";

/**
 * Sonner sends focus back to where it was before the toasts whenever focus leaves them, also when
 * Tab (or a click) moved it on to the next element: Tab from a toast then lands on the element
 * before it again, a loop a keyboard user cannot leave until the toast is gone (WCAG 2.1.2, 2.4.3).
 * After sonner's handler (React listens on the document; this listener is on the window, so it
 * runs later), focus goes to where the browser meant it to go.
 */
function useKeepFocusLeavingToasts() {
  useEffect(() => {
    function onFocusOut(event: FocusEvent) {
      const from = event.target;
      const to = event.relatedTarget;
      if (!(from instanceof Element) || !(to instanceof HTMLElement)) return;
      if (!from.closest("[data-sonner-toaster]") || to.closest("[data-sonner-toaster]")) return;
      if (to.isConnected && document.activeElement !== to) to.focus();
    }
    window.addEventListener("focusout", onFocusOut);
    return () => window.removeEventListener("focusout", onFocusOut);
  }, []);
}

/**
 * Sonner's toaster; calls `onReady` once it listens for toasts (its own effect runs before this
 * component's, so toasts sent from `onReady` on are shown).
 */
export function SonnerToaster({ onReady }: { onReady: () => void }) {
  useKeepFocusLeavingToasts();
  useEffect(onReady, [onReady]);
  return (
    <Sonner
      position="bottom-right"
      duration={4000}
      visibleToasts={3}
      closeButton
      richColors={false}
      customAriaLabel="Meldingen (Alt+T)"
      toastOptions={{ closeButtonAriaLabel: "Melding sluiten" }}
    />
  );
}
