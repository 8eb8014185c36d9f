/**
 * Settings section "Agenda-abonnement": the secret feed address, a copy button, a `webcal:` link and
 * the renew form. Without JavaScript all but the copy button works (it is hidden then).
 */
import { CalendarPlus, Copy, RefreshCw } from "~/components/icons";
import { useState } from "react";
import { Form } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { notify } from "~/components/toaster";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import type { FormActionData } from "~/lib/form-action";
import { formErrorFor, resultFor } from "~/lib/form-action";
import { SectionCard } from "~/components/section-card";
import { CALENDAR_INTENT, type CalendarFeedLinks } from "../feed";

const FIELD_ID = "agenda-link";

/** Selects the field when the browser refuses to copy. */
function CopyButton({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 3000);
    } catch {
      const field = document.getElementById(FIELD_ID);
      if (field instanceof HTMLInputElement) {
        field.focus();
        field.select();
      }
      notify("error", "Kopiëren lukte niet. De link is geselecteerd: kopieer hem zelf.");
    }
  };
  return (
    <Button type="button" variant="outline" onClick={() => void copy()} className="[@media(scripting:none)]:hidden">
      <Copy aria-hidden="true" />
      {copied ? "Gekopieerd" : "Kopieer link"}
      <span role="status" className="sr-only">
        {copied ? "De link is gekopieerd." : ""}
      </span>
    </Button>
  );
}

export function CalendarFeedSection({ feed, actionData }: { feed: CalendarFeedLinks | null; actionData?: FormActionData }) {
  const error = resultFor(actionData, CALENDAR_INTENT)?.error?.confirm?.[0] ?? formErrorFor(actionData, CALENDAR_INTENT);
  return (
    <SectionCard
      id="agenda"
      title="Agenda-abonnement"
      intro="Met deze geheime link zie je de events waarvoor je je hebt aangemeld in je eigen agenda (Google Agenda, Outlook, Apple Agenda). Deel de link niet."
    >
      {feed ? (
        <>
          <div className="flex flex-col gap-2">
            <Label htmlFor={FIELD_ID}>Je agendalink</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id={FIELD_ID}
                type="text"
                readOnly
                value={feed.url}
                onFocus={(event) => event.currentTarget.select()}
                className="min-w-0 font-mono"
                aria-describedby="agenda-link-hulp"
              />
              <CopyButton url={feed.url} />
            </div>
            <p id="agenda-link-hulp" className="text-sm text-muted-foreground">
              Voeg de link in je agenda toe als abonnement (in Google Agenda: Andere agenda's, Via URL). Je agenda haalt
              nieuwe aanmeldingen dan zelf op.
            </p>
          </div>
          <div>
            <a href={feed.webcalUrl} className={buttonVariants({ variant: "outline" })}>
              <CalendarPlus aria-hidden="true" />
              Abonneer in je agenda-app
            </a>
          </div>
          <details className="rounded-md border border-border p-3">
            <summary className="flex min-h-6 cursor-pointer items-center gap-2 font-medium text-sm">
              <RefreshCw className="size-4 shrink-0" aria-hidden="true" />
              Nieuwe link maken
            </summary>
            <Form method="post" className="mt-3 flex flex-col gap-3">
              <p className="text-sm">
                Je huidige link werkt daarna niet meer: een agenda met de oude link krijgt geen events meer. Gebruik dit als
                je de link per ongeluk hebt gedeeld.
              </p>
              <input type="hidden" name="confirm" value="ja" />
              <div>
                <SubmitButton intent={CALENDAR_INTENT} variant="destructive" pendingText="Nieuwe link maken…">
                  Ja, maak een nieuwe link
                </SubmitButton>
              </div>
            </Form>
          </details>
        </>
      ) : (
        <Form method="post">
          <input type="hidden" name="confirm" value="ja" />
          <SubmitButton intent={CALENDAR_INTENT} pendingText="Agendalink maken…">
            <CalendarPlus aria-hidden="true" />
            Agendalink maken
          </SubmitButton>
        </Form>
      )}
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </SectionCard>
  );
}
