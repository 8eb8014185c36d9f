/**
 * The moderators' list of reported items: reports, pictures, "Meldingen afwijzen" and "Verbergen"
 * (asks for a reason); and the hidden updates with "Weer tonen". Works without JavaScript; reporters
 * are never shown.
 */
import { EyeOff, History } from "~/components/icons";
import { formatDateTime, pluralize } from "~/lib/format";
import { type ItemAnswer, itemKindLabels } from "~/modules/moderation/components/item-answer";
import { ModeratedItemCard, type ModerationAction } from "~/modules/moderation/components/moderated-item-card";
import { initiativeStatusLabels } from "~/modules/moderation/review";
import type { HiddenUpdate } from "../hidden-updates.server";
import type { ReportedItem } from "../reports.server";
import { REPORT_INTENTS, reportReasonLabels } from "../schemas";

const dismiss: ModerationAction = {
  kind: "button",
  intent: REPORT_INTENTS.dismiss,
  variant: "outline",
  pendingText: "Afwijzen…",
  label: "Meldingen afwijzen",
};

const hide: ModerationAction = {
  kind: "reason",
  intent: REPORT_INTENTS.hide,
  summary: (
    <>
      <EyeOff className="size-4" aria-hidden="true" /> Verbergen…
    </>
  ),
  explanation:
    "Het item verdwijnt voor bezoekers en leden. De eigenaar krijgt de reden per e-mail en kan het aanpassen; daarna beoordeelt een moderator het opnieuw.",
  confirmText: "Ja, verbergen",
  pendingText: "Verbergen…",
};

const restore: ModerationAction = {
  kind: "button",
  intent: REPORT_INTENTS.restore,
  variant: "outline",
  pendingText: "Bezig…",
  label: (
    <>
      <History className="size-4" aria-hidden="true" /> Weer tonen
    </>
  ),
};

/** An update's own text: it has no title that says what it is about. */
function UpdateText({ text }: { text: string }) {
  return <blockquote className="whitespace-pre-line break-words border-l-4 border-border pl-3 text-sm">{text}</blockquote>;
}

export function ReportedItemCard({ item, answer }: { item: ReportedItem; answer?: ItemAnswer }) {
  return (
    <ModeratedItemCard
      item={item}
      answer={answer}
      actions={[dismiss, hide]}
      meta={
        <>
          {itemKindLabels[item.type]}
          {item.status !== "actief" ? ` · ${initiativeStatusLabels[item.status]}` : null} ·{" "}
          {pluralize(item.reports.length, "melding", "meldingen")}
        </>
      }
      owner={<>Eigenaar: {item.ownerName ?? "Dit doet Nederland"}</>}
    >
      {item.text ? <UpdateText text={item.text} /> : null}
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
    </ModeratedItemCard>
  );
}

/** A hidden update on /beheer/meldingen, with its reason and "Weer tonen". */
export function HiddenUpdateCard({ item, answer }: { item: HiddenUpdate; answer?: ItemAnswer }) {
  return (
    <ModeratedItemCard
      item={item}
      answer={answer}
      actions={[restore]}
      meta={
        <>
          {itemKindLabels.update} · verborgen op <time dateTime={item.hiddenAt}>{formatDateTime(item.hiddenAt)}</time>
        </>
      }
      owner={<>Eigenaar: {item.ownerName ?? "verwijderd lid"}</>}
    >
      <UpdateText text={item.text} />
      {item.reason ? <p className="text-sm">Reden: {item.reason}</p> : null}
    </ModeratedItemCard>
  );
}
