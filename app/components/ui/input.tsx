import type * as React from "react";
import { restoreTypedText } from "~/lib/typed-before-hydration";
import { cn } from "~/lib/utils";

/** Text input, select and textarea share one look: 40 px high, visible border, focus ring. */
const fieldClass =
  "w-full rounded-md border border-input bg-background px-3 py-2 text-base sm:text-sm placeholder:text-muted-foreground disabled:opacity-60 aria-[invalid=true]:border-destructive";

export function Input({ className, ...props }: React.InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(fieldClass, "h-10", className)} {...props} />;
}

/** A textarea that keeps what was typed before the page hydrated (see typed-before-hydration.ts). */
export function Textarea({ className, ...props }: React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea ref={restoreTypedText} className={cn(fieldClass, "min-h-28", className)} {...props} />;
}

/** A native <select>: works without JavaScript and with every screen reader. */
export function NativeSelect({ className, ...props }: React.SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(fieldClass, "h-10 pr-8", className)} {...props} />;
}

export function Label({ className, ...props }: React.LabelHTMLAttributes<HTMLLabelElement>) {
  // biome/eslint: the label is associated through htmlFor by the caller.
  return <label className={cn("text-sm font-medium leading-none", className)} {...props} />;
}
