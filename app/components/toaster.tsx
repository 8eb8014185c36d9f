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
 * Shows `flash` through sonner once hydrated; without JavaScript the same message is part of the
 * page in a <noscript> block styled like a toast, so a form post without JavaScript also confirms
 * what happened.
 */
export function Toaster({ flash }: { flash: FlashToast | null }) {
  // Each flash (a new object per page load) is shown once, also when an effect runs twice.
  const shown = useRef<FlashToast | null>(null);
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
