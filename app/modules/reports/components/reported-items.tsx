/**
 * The moderators' list of reported items: reports, pictures, "Meldingen afwijzen" and "Verbergen"
 * (asks for a reason). Works without JavaScript; reporters are never shown.
 */
import { EyeOff } from "~/components/icons";
import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/forms/fields";
import { initiativeStatusLabels } from "~/modules/moderation/review";
import { reportReasonLabels } from "../schemas";
import { ReviewImages } from "~/modules/images/components/review-images";
import { type ItemAnswer, itemFormError, itemKindLabels, removeImageError } from "~/modules/moderation/components/item-answer";
import { REMOVE_IMAGE_INTENT } from "~/modules/moderation/review-forms";
import { formatDateTime, pluralize } from "~/lib/format";
import type { ReportedItem } from "../reports.server";
import { ModeratorReasonForm } from "~/modules/moderation/components/reason-form";

export function ReportedItemCard({ item, answer }: { item: ReportedItem; answer?: ItemAnswer }) {
  const hidden = (
    <>
      <input type="hidden" name="item_type" value={item.type} />
      <input type="hidden" name="item_id" value={item.id} />
    </>
  );
  const reasonError = itemFormError(answer, item.id, "verbergen", "reason");
  const formError =
    itemFormError(answer, item.id, "verbergen") ?? itemFormError(answer, item.id, "afwijzen") ?? removeImageError(answer, item.id);
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
      <ReviewImages images={item.images} itemTitle={item.title} intent={REMOVE_IMAGE_INTENT} fields={{ item_type: item.type, item_id: item.id }} />
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
        <ModeratorReasonForm
          itemType={item.type}
          itemId={item.id}
          intent="verbergen"
          summary={
            <>
              <EyeOff className="size-4" aria-hidden="true" /> Verbergen…
            </>
          }
          explanation="Het item verdwijnt voor bezoekers en leden. De eigenaar krijgt de reden per e-mail en kan het aanpassen; daarna beoordeelt een moderator het opnieuw."
          confirmText="Ja, verbergen"
          pendingText="Verbergen…"
          error={reasonError}
        />
      </div>
    </article>
  );
}
