/**
 * Notifications (SPEC.md §9: sonner, 4 seconds, at most 3 visible, bottom-right). Shows the toast
 * the server flashed for this page (see app/lib/toast.server.ts). Sonner announces toasts in a
 * polite live region.
 */
import { useEffect } from "react";
import { toast as showToast, Toaster as Sonner } from "sonner";

export interface FlashToast {
  type: "success" | "error" | "info";
  message: string;
}

export function Toaster({ flash }: { flash: FlashToast | null }) {
  useEffect(() => {
    if (flash) showToast[flash.type](flash.message);
  }, [flash]);
  return <Sonner position="bottom-right" duration={4000} visibleToasts={3} closeButton richColors={false} />;
}
