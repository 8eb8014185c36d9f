/**
 * A side sheet (mobile menu, filter drawer) on the native `<dialog>` element instead of Radix
 * Dialog: it sits in the header every visitor loads, and the browser gives the modal behaviour
 * for free (issue #6 §1 page weight, docs/decisions/010-performance.md). `showModal()` makes the
 * rest of the page inert and moves focus to the first focusable element inside; Escape, the
 * close button ("Sluiten") and a click on the dimmed backdrop close it; the browser then returns
 * focus to the trigger. Choosing a link inside closes it too, so the next page is not left behind
 * a dialog. The contents are rendered only while the sheet is open.
 */
import { X } from "lucide-react";
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { cn } from "~/lib/utils";

/** What the trigger button must carry: spread it onto a `<button>` (or the Button component). */
export interface SheetTriggerProps {
  type: "button";
  "aria-haspopup": "dialog";
  "aria-expanded": boolean;
  "aria-controls": string;
  onClick: () => void;
}

/**
 * @param trigger renders the opening button from the given props
 * @param title the dialog's accessible name (shown as its heading)
 * @param description what the dialog is about (aria-describedby); `descriptionClassName` e.g. "sr-only"
 * @param side the edge the sheet slides in from
 */
export function Sheet({
  trigger,
  title,
  description,
  descriptionClassName,
  side = "left",
  className,
  children,
}: {
  trigger: (props: SheetTriggerProps) => ReactNode;
  title: string;
  description: string;
  descriptionClassName?: string;
  side?: "left" | "right";
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

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

  return (
    <>
      {trigger({
        type: "button",
        "aria-haspopup": "dialog",
        "aria-expanded": open,
        "aria-controls": `${id}-sheet`,
        onClick: () => setOpen(true),
      })}
      <dialog
        ref={dialog}
        id={`${id}-sheet`}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        onClose={() => setOpen(false)}
        onClick={onClick}
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
