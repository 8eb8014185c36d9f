/**
 * The feedback button and its dialog for signed-in members (docs/product-rules.md#feedback).
 * Without JavaScript it is a plain link to /feedback; with it a Radix dialog posts through a fetcher.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { MessageSquare, X } from "~/components/icons";
import { Dialog } from "radix-ui";
import type * as React from "react";
import { useEffect, useRef, useState } from "react";
import { type FetcherWithComponents, useFetcher, useLocation } from "react-router";
import { notify } from "~/components/toaster";
import { validationTiming } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import type { FormActionData } from "~/lib/form-action";
import { useHydrated } from "~/lib/use-hydrated";
import { type FeedbackExtra, FeedbackSchema } from "../schemas";
import { FeedbackMessageField, FeedbackPrivacyNote } from "./feedback-fields";

type FeedbackResponse = FormActionData<never, FeedbackExtra>;


/** The form inside the dialog; mounted on every opening, so it always starts empty. */
function FeedbackDialogForm({
  fetcher,
  returnTo,
}: {
  fetcher: FetcherWithComponents<FeedbackResponse>;
  returnTo: string;
}) {
  const busy = fetcher.state !== "idle";
  const reply = busy ? null : (fetcher.data?.result ?? null);
  const [form, fields] = useForm({
    id: "feedback-dialog",
    lastResult: reply,
    constraint: getZodConstraint(FeedbackSchema),
    ...validationTiming,
    onValidate({ formData }) {
      return parseWithZod(formData, { schema: FeedbackSchema });
    },
  });

  // After a failed send the submit button has lost focus: put it back in the textarea, inside the dialog.
  const result = busy ? undefined : (fetcher.data ?? undefined);
  const textareaId = fields.message.id;
  useEffect(() => {
    if (result?.failure) document.getElementById(textareaId)?.focus();
  }, [result, textareaId]);

  return (
    <fetcher.Form method="post" action="/feedback" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="_js" value="1" />
      <input type="hidden" name="returnTo" value={returnTo} />
      <FeedbackMessageField meta={fields.message} />
      <FeedbackPrivacyNote />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button type="button" variant="outline">
            Annuleren
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={busy} aria-disabled={busy}>
          {busy ? "Versturen…" : "Versturen"}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/**
 * The "Feedback" openers with their one dialog; render once, in the footer. From xl a tab in the
 * side margin, so it never covers content; below, a footer link. Hidden on /feedback itself.
 */
export function FeedbackButton() {
  const location = useLocation();
  const fetcher = useFetcher<FeedbackResponse>();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLAnchorElement | null>(null);

  // `fetcher.reset()` leaves `data` null at run time, whatever its type says.
  const result = fetcher.state === "idle" ? (fetcher.data ?? undefined) : undefined;
  // The fetcher is reset whenever the dialog opens, so a success here belongs to this opening.
  const succeeded = result?.sent !== undefined;
  const dialogOpen = open && !succeeded;

  // One toast per answer (an aborted resubmission can bring the same answer back).
  const announced = useRef<FeedbackResponse | undefined>(undefined);
  useEffect(() => {
    if (!result || announced.current === result) return;
    announced.current = result;
    if (result.sent) notify("success", result.sent);
    else if (result.failure) notify("error", result.failure);
  }, [result]);

  if (location.pathname === "/feedback") return null;
  const returnTo = `${location.pathname}${location.search}`;

  function openDialog(event: React.MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    opener.current = event.currentTarget;
    if (fetcher.state === "idle") fetcher.reset();
    setOpen(true);
  }

  const link = {
    href: `/feedback?${new URLSearchParams({ returnTo }).toString()}`,
    onClick: openDialog,
    "aria-haspopup": hydrated ? ("dialog" as const) : undefined,
    "aria-expanded": hydrated ? dialogOpen : undefined,
  };

  return (
    <>
      <a {...link} className="inline-flex items-center gap-1.5 py-1.5 text-sm text-foreground underline-offset-4 hover:underline xl:hidden">
        <MessageSquare className="size-4 shrink-0" aria-hidden="true" />
        Feedback
      </a>
      <a
        {...link}
        className="fixed bottom-24 left-0 z-30 hidden rotate-180 items-center rounded-l-md bg-primary px-2 py-3 font-medium text-primary-foreground text-sm shadow-lg [writing-mode:vertical-rl] hover:bg-primary/90 focus-visible:outline-offset-4 xl:flex print:hidden"
      >
        Feedback
      </a>
      <Dialog.Root open={dialogOpen} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <Dialog.Content
            className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-background p-6 shadow-lg"
            onCloseAutoFocus={(event) => {
              // The opener is a plain link, not a Radix Trigger: return focus to it ourselves.
              event.preventDefault();
              opener.current?.focus();
            }}
          >
            <div className="flex flex-col gap-1.5 pr-8">
              <Dialog.Title className="font-semibold text-lg">Feedback geven</Dialog.Title>
              <Dialog.Description className="text-sm text-muted-foreground">
                Wat vind je van Dit doet Nederland? Wat kan beter? We lezen alles.
              </Dialog.Description>
            </div>
            <FeedbackDialogForm fetcher={fetcher} returnTo={returnTo} />
            <Dialog.Close className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-md hover:bg-muted">
              <X className="size-5" aria-hidden="true" />
              <span className="sr-only">Sluiten</span>
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
