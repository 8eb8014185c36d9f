/**
 * The organizer's list of responses to one vacancy, each with its own status form; cards, so nothing
 * scrolls sideways on a phone. Works without JavaScript.
 */
import { Mail, Phone } from "~/components/icons";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Label, NativeSelect, Textarea } from "~/components/ui/input";
import { formatDateTime } from "~/lib/format";
import { NOTE_MAX, responseStatuses, responseStatusLabels } from "../responses";
import type { VacancyResponseRow } from "../responses.server";
import { ResponseStatusBadge } from "./response-status-badge";

export type VacancyResponseRowData = Omit<VacancyResponseRow, "created_at"> & { created_at: Date | string };

/** Busy only while that row's form is being sent. */
function SaveStatusButton({ responseId, name }: { responseId: string; name: string }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "status" && navigation.formData.get("response_id") === responseId;
  return (
    <Button
      type="submit"
      name="intent"
      value="status"
      variant="outline"
      size="sm"
      disabled={busy}
      aria-disabled={busy}
      aria-label={`${busy ? "Opslaan…" : "Opslaan"}: status van ${name}`}
    >
      {busy ? "Opslaan…" : "Opslaan"}
    </Button>
  );
}

function ResponseRow({ response }: { response: VacancyResponseRowData }) {
  const selectId = `status-${response.id}`;
  return (
    <li id={`reactie-${response.id}`}>
      <Card className="flex flex-col gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="font-semibold text-lg leading-snug break-words">{response.name}</h2>
          <ResponseStatusBadge status={response.status} />
        </div>
        <ul className="flex flex-col gap-1.5 text-sm">
          <li className="flex items-center gap-2">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">E-mailadres:</span>
            <a href={`mailto:${response.email}`} className="break-all text-primary underline">
              {response.email}
            </a>
          </li>
          <li className="flex items-center gap-2">
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">Telefoon:</span>
            {response.phone ? (
              <a href={`tel:${response.phone.replace(/[^\d+]/g, "")}`} className="text-primary underline">
                {response.phone}
              </a>
            ) : (
              <span className="text-muted-foreground">Geen telefoonnummer opgegeven</span>
            )}
          </li>
          <li className="text-muted-foreground">
            Gereageerd op <time dateTime={new Date(response.created_at).toISOString()}>{formatDateTime(response.created_at)}</time>
          </li>
        </ul>
        <div className="flex flex-col gap-1">
          <h3 className="text-sm font-medium">Motivatie</h3>
          <p className="whitespace-pre-line break-words text-sm">{response.motivation}</p>
        </div>
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="response_id" value={response.id} />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={selectId}>
              Status<span className="sr-only"> van de reactie van {response.name}</span>
            </Label>
            <NativeSelect id={selectId} name="status" defaultValue={response.status} className="w-auto min-w-40">
              {responseStatuses.map((status) => (
                <option key={status} value={status}>
                  {responseStatusLabels[status]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <SaveStatusButton responseId={response.id} name={response.name} />
        </Form>
        <Form method="post" className="flex flex-col gap-1.5">
          <input type="hidden" name="response_id" value={response.id} />
          <Label htmlFor={`notitie-${response.id}`}>
            Notitie<span className="sr-only"> bij de reactie van {response.name}</span>
          </Label>
          <p id={`notitie-uitleg-${response.id}`} className="text-sm text-muted-foreground">
            Alleen voor jou en wie deze vacature mag bewerken; {response.name} ziet dit nooit. Maximaal {NOTE_MAX} tekens.
          </p>
          <Textarea
            id={`notitie-${response.id}`}
            name="organizer_note"
            rows={3}
            maxLength={NOTE_MAX}
            defaultValue={response.organizer_note ?? ""}
            aria-describedby={`notitie-uitleg-${response.id}`}
          />
          <Button type="submit" name="intent" value="note" variant="outline" size="sm" className="self-start" aria-label={`Notitie opslaan bij ${response.name}`}>
            Notitie opslaan
          </Button>
        </Form>
      </Card>
    </li>
  );
}

export function ResponseList({ responses }: { responses: VacancyResponseRowData[] }) {
  if (responses.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-border p-8 text-center">
        <p className="font-medium">Er zijn nog geen reacties op deze vacature.</p>
        <p className="mt-2 text-sm text-muted-foreground">Reageert iemand, dan krijg je een e-mail en staat de reactie hier.</p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {responses.map((response) => (
        // Keyed by id and status: after saving, the select shows the stored status again.
        <ResponseRow key={`${response.id}-${response.status}`} response={response} />
      ))}
    </ul>
  );
}
