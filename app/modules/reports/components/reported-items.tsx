/**
 * The moderators' list of reported items (/beheer/meldingen): per item its kind, title (a link),
 * owner, number of open reports and each report's reason, text and date, with the two actions:
 * "Meldingen afwijzen" (one button) and "Verbergen", which first opens a <details> asking for the
 * reason told to the owner; the confirming button sits below it. Works the same without
 * JavaScript. Reporters are never shown.
 */
import type { SubmissionResult } from "@conform-to/react";
import { EyeOff } from "lucide-react";
import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/forms/fields";
import { Label, Textarea } from "~/components/ui/input";
import { type FavoriteItemType, initiativeStatusLabels, reportReasonLabels } from "~/lib/enums";
import { formatDateTime, pluralize } from "~/lib/format";
import type { ReportedItem } from "../reports.server";
import { REPORT_LIMITS } from "../schemas";

/** Dutch names of the kinds of item. */
export const itemKindLabels: Record<FavoriteItemType, string> = {
  initiative: "Initiatief",
  event: "Event",
  vacancy: "Vacature",
};

/** The action's answer to a form of one item: the form (`intent`) and Conform's result. */
export interface ReportedItemAnswer {
  intent: string | null;
  result: SubmissionResult<string[]> | null;
}

/** The error of `field` (or the form's) when the answer belongs to this item's `intent` form. */
function errorOf(answer: ReportedItemAnswer | undefined, itemId: string, intent: string, field?: string): string | undefined {
  const postedItem = (answer?.result?.initialValue as Record<string, unknown> | null | undefined)?.item_id;
  if (!answer || answer.intent !== intent || postedItem !== itemId) return undefined;
  const errors = answer.result?.error;
  return (field ? errors?.[field] : errors?.[""])?.[0] ?? undefined;
}

/** One reported item with its reports and actions. */
export function ReportedItemCard({ item, answer }: { item: ReportedItem; answer?: ReportedItemAnswer }) {
  const hidden = (
    <>
      <input type="hidden" name="item_type" value={item.type} />
      <input type="hidden" name="item_id" value={item.id} />
    </>
  );
  const reasonId = `reden-${item.id}`;
  const reasonError = errorOf(answer, item.id, "verbergen", "reason");
  const formError = errorOf(answer, item.id, "verbergen") ?? errorOf(answer, item.id, "afwijzen");
  return (
    <article className="flex flex-col gap-3 rounded-md border p-4" aria-labelledby={`item-${item.id}`}>
      <header className="flex flex-col gap-1">
        <p className="text-sm text-muted-foreground">
          {itemKindLabels[item.type]}
          {item.status !== "actief" ? ` · ${initiativeStatusLabels[item.status]}` : null} ·{" "}
          {pluralize(item.reports.length, "melding", "meldingen")}
        </p>
        <h2 id={`item-${item.id}`} className="font-semibold text-lg">
          <Link to={item.path} className="text-primary underline">
            {item.title}
          </Link>
        </h2>
        <p className="text-sm">Eigenaar: {item.ownerName ?? "Dit doet Nederland"}</p>
      </header>
      <ul className="flex flex-col gap-2">
        {item.reports.map((report) => (
          <li key={report.id} className="rounded bg-muted p-3 text-sm">
            <p>
              <strong className="font-medium">{reportReasonLabels[report.reason]}</strong> ·{" "}
              <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
            </p>
            {report.message ? <p className="mt-1 whitespace-pre-line">{report.message}</p> : null}
          </li>
        ))}
      </ul>
      {formError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-start gap-3">
        <Form method="post">
          {hidden}
          <SubmitButton intent="afwijzen" variant="outline" pendingText="Afwijzen…">
            Meldingen afwijzen
          </SubmitButton>
        </Form>
        <details className="min-w-64 flex-1 rounded-md border border-destructive/40 p-3" open={reasonError ? true : undefined}>
          <summary className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-destructive">
            <EyeOff className="size-4" aria-hidden="true" /> Verbergen…
          </summary>
          <Form method="post" className="mt-3 flex flex-col gap-3">
            {hidden}
            <p className="text-sm">
              Het item verdwijnt voor bezoekers en leden. De eigenaar krijgt de reden per e-mail en kan het aanpassen; daarna
              beoordeelt een moderator het opnieuw.
            </p>
            <div className="flex flex-col gap-2">
              <Label htmlFor={reasonId}>Reden voor de eigenaar</Label>
              <Textarea
                id={reasonId}
                name="reason"
                required
                maxLength={REPORT_LIMITS.reasonMax}
                rows={3}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? `${reasonId}-fout` : undefined}
              />
              {reasonError ? (
                <p id={`${reasonId}-fout`} className="text-sm font-medium text-destructive">
                  {reasonError}
                </p>
              ) : null}
            </div>
            <div>
              <SubmitButton intent="verbergen" variant="destructive" pendingText="Verbergen…">
                Ja, verbergen
              </SubmitButton>
            </div>
          </Form>
        </details>
      </div>
    </article>
  );
}
