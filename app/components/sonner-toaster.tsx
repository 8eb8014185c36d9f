/** The sonner toaster itself, loaded on demand by ./toaster.tsx with the first toast of a visit. */
import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";

/**
 * Sonner sends focus back whenever it leaves the toasts, trapping Tab users (WCAG 2.1.2); this
 * window listener runs after sonner's and puts focus where the browser meant it to go.
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

/** Sonner's toaster; calls `onReady` once it listens for toasts. */
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
