/**
 * A side sheet (mobile menu, filter drawer) on the native `<dialog>`, not Radix Dialog: it is in
 * the header every visitor loads and the browser gives modal behaviour for free. Choosing a link or
 * submitting a form inside closes it. Without JavaScript the trigger is the `<summary>` of a
 * `<details>` panel (docs/decisions/018-without-javascript.md).
 */
import { X } from "~/components/icons";
import { type FormEvent, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";

export interface SheetTrigger {
  content: ReactNode;
  className: string;
  label?: string;
}

/** Literal classes, so Tailwind generates them. */
const HIDE_FROM = { md: "md:hidden", lg: "lg:hidden" } as const;

const SUMMARY_RESET = "cursor-pointer list-none [&::-webkit-details-marker]:hidden";

/**
 * @param hideFrom the breakpoint from which trigger and sheet are hidden (the page shows the contents itself)
 * @param inlineWithoutScript whether the no-JavaScript panel takes its place in the page's flow
 * @param focusAfterSubmit the id of the element focused after a form inside was submitted
 */
export function Sheet({
  trigger,
  title,
  description,
  descriptionClassName,
  side = "left",
  hideFrom,
  inlineWithoutScript = false,
  focusAfterSubmit,
  className,
  children,
}: {
  trigger: SheetTrigger;
  hideFrom?: keyof typeof HIDE_FROM;
  title: string;
  description: string;
  descriptionClassName?: string;
  side?: "left" | "right";
  inlineWithoutScript?: boolean;
  focusAfterSubmit?: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();

  // Opened once the contents are rendered, so showModal() can focus the first link or field.
  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
  }, [open]);

  function onClick(event: MouseEvent<HTMLDialogElement>) {
    const target = event.target as Element;
    // The dialog element itself is only hit on its backdrop: the panel inside fills it.
    if (target === event.currentTarget || target.closest("a[href]")) event.currentTarget.close();
  }

  function onSubmit(event: FormEvent<HTMLDialogElement>) {
    event.currentTarget.close();
    if (focusAfterSubmit) document.getElementById(focusAfterSubmit)?.focus();
  }

  const hidden = hideFrom ? HIDE_FROM[hideFrom] : undefined;

  if (!hydrated) {
    return (
      <details className={cn("relative", hidden)}>
        <summary className={cn(trigger.className, SUMMARY_RESET)} aria-label={trigger.label}>
          {trigger.content}
        </summary>
        <div
          role="group"
          aria-labelledby={`${id}-title`}
          className={cn(
            "mt-2 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-4 rounded-md border border-border bg-background p-5 text-foreground",
            inlineWithoutScript ? "max-w-full" : "absolute top-full right-0 z-50 max-h-[80vh] overflow-y-auto shadow-lg",
            className,
          )}
        >
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {title}
          </h2>
          <p className={cn("text-sm text-muted-foreground", descriptionClassName)}>{description}</p>
          {children}
        </div>
      </details>
    );
  }

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={`${id}-sheet`}
        aria-label={trigger.label}
        onClick={() => setOpen(true)}
        className={cn(trigger.className, hidden)}
      >
        {trigger.content}
      </button>
      <dialog
        ref={dialog}
        id={`${id}-sheet`}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        onClose={() => setOpen(false)}
        onClick={onClick}
        onSubmit={onSubmit}
        className={cn(
          "fixed inset-y-0 m-0 h-dvh max-h-none w-[85vw] max-w-sm bg-background p-0 text-foreground shadow-lg backdrop:bg-black/50",
          side === "left" ? "right-auto left-0" : "right-0 left-auto",
        )}
      >
        {open ? (
          <div className={cn("flex h-full flex-col gap-4 overflow-y-auto p-5", className)}>
            <h2 id={`${id}-title`} className="text-lg font-semibold">
              {title}
            </h2>
            <p id={`${id}-description`} className={cn("text-sm text-muted-foreground", descriptionClassName)}>
              {description}
            </p>
            {children}
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="absolute top-3 right-3 rounded-md p-2 hover:bg-muted"
            >
              <X className="size-5" aria-hidden="true" />
              <span className="sr-only">Sluiten</span>
            </button>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
