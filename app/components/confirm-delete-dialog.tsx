/**
 * The one confirmation before deleting something: a modal dialog with JavaScript, a <noscript>
 * form with a required checkbox without. Both post `confirm=ja`; the action must refuse a post without it.
 */
import { Trash2 } from "~/components/icons";
import type * as React from "react";
import { Form, useNavigation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";

export interface ConfirmDeleteDialogProps {
  intent: string;
  /** Where both forms post (a local path); default the current route's action. */
  action?: string;
  fields?: Record<string, string>;
  triggerText: string;
  /** The trigger's accessible name when the text alone is ambiguous, e.g. "Verwijderen: Buurttuin". */
  triggerLabel?: string;
  size?: "sm" | "default";
  triggerVariant?: "outline" | "destructive";
  title: string;
  description: React.ReactNode;
  confirmText: string;
  pendingText: string;
  /** Rendered in both forms, above the buttons (e.g. a password field). */
  children?: React.ReactNode;
  /** Content of the dialog only (above the form), e.g. an error message. */
  notice?: React.ReactNode;
  /** The no-JavaScript checkbox text; default "Ik begrijp dat dit niet ongedaan kan worden". */
  acknowledgement?: string;
}

function ConfirmButton({ intent, fields, pendingText, children }: { intent: string; fields: Record<string, string>; pendingText: string; children: React.ReactNode }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    Object.entries(fields).every(([name, value]) => navigation.formData?.get(name) === value);
  return (
    <Button type="submit" name="intent" value={intent} variant="destructive" disabled={busy} aria-disabled={busy}>
      {busy ? pendingText : children}
    </Button>
  );
}

/** A delete button with a confirmation dialog, and a confirmation form without JavaScript. */
export function ConfirmDeleteDialog({
  intent,
  action,
  fields = {},
  triggerText,
  triggerLabel,
  size = "default",
  triggerVariant = "outline",
  title,
  description,
  confirmText,
  pendingText,
  children,
  notice,
  acknowledgement,
}: ConfirmDeleteDialogProps) {
  const checkboxId = ["bevestig", intent, ...Object.values(fields)].join("-");
  const hidden = Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  return (
    <>
      <Dialog>
        <DialogTrigger asChild>
          <Button
            variant={triggerVariant}
            size={size}
            aria-label={triggerLabel}
            className={triggerVariant === "outline" ? "text-destructive [@media(scripting:none)]:hidden" : "[@media(scripting:none)]:hidden"}
          >
            {triggerVariant === "outline" ? <Trash2 aria-hidden="true" /> : null}
            {triggerText}
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription className="text-foreground!">{description}</DialogDescription>
          </DialogHeader>
          {notice}
          <Form method="post" action={action} className="flex flex-col gap-4">
            {hidden}
            <input type="hidden" name="confirm" value="ja" />
            {children}
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Annuleren
                </Button>
              </DialogClose>
              <ConfirmButton intent={intent} fields={fields} pendingText={pendingText}>
                {confirmText}
              </ConfirmButton>
            </DialogFooter>
          </Form>
        </DialogContent>
      </Dialog>
      <noscript>
        <details className="w-full rounded-md border border-destructive/40 p-3">
          <summary className="cursor-pointer text-sm font-medium text-destructive" aria-label={triggerLabel}>
            {triggerText}
          </summary>
          <form method="post" action={action} className="mt-3 flex flex-col gap-3">
            {hidden}
            <p className="text-sm">{description}</p>
            {children}
            <div className="flex items-start gap-2">
              <input type="checkbox" id={checkboxId} name="confirm" value="ja" required className="mt-0.5 size-5 shrink-0 accent-destructive" />
              <label htmlFor={checkboxId} className="text-sm font-medium">
                {acknowledgement ?? "Ik begrijp dat dit niet ongedaan kan worden"}
              </label>
            </div>
            <div>
              <button type="submit" name="intent" value={intent} className={buttonVariants({ variant: "destructive", size: size === "sm" ? "sm" : "default" })}>
                {confirmText}
              </button>
            </div>
          </form>
        </details>
      </noscript>
    </>
  );
}
