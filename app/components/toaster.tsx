/**
 * Notifications (SPEC.md §9: sonner, 4 seconds, at most 3 visible, bottom-right). Shows the toast
 * the server flashed for this page (see app/lib/toast.server.ts). Sonner announces toasts in a
 * polite live region (`aria-live="polite"`), labelled "Meldingen" (Alt+T moves focus to it).
 */
import { useEffect, useRef } from "react";
import { toast as showToast, Toaster as Sonner } from "sonner";

export interface FlashToast {
  type: "success" | "error" | "info";
  message: string;
}

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
 * Shows `flash` through sonner once hydrated; without JavaScript the same message is part of the
 * page in a <noscript> block styled like a toast, so a form post without JavaScript also confirms
 * what happened.
 */
export function Toaster({ flash }: { flash: FlashToast | null }) {
  // Each flash (a new object per page load) is shown once, also when an effect runs twice.
  const shown = useRef<FlashToast | null>(null);
  useKeepFocusLeavingToasts();
  useEffect(() => {
    if (flash && shown.current !== flash) {
      shown.current = flash;
      showToast[flash.type](flash.message);
    }
  }, [flash]);
  return (
    <>
      <Sonner
        position="bottom-right"
        duration={4000}
        visibleToasts={3}
        closeButton
        richColors={false}
        customAriaLabel="Meldingen (Alt+T)"
        toastOptions={{ closeButtonAriaLabel: "Melding sluiten" }}
      />
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
