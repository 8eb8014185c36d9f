/** The audit log's page content: a GET filter by action and the entries, newest first (Amsterdam time). */
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Label, NativeSelect } from "~/components/ui/input";
import type { ModeratedItemType } from "~/lib/moderated-item-types";
import { formatDateTime } from "~/lib/format";
import { auditActionLabels, type AuditAction, auditReasonLine } from "../audit-labels";
import { itemKindLabels } from "./item-answer";

/** Dates as ISO 8601 strings after serialisation. */
export interface AuditEntryView {
  id: string;
  createdAt: string | Date;
  actorName: string;
  action: string;
  itemType: ModeratedItemType | null;
  itemTitle: string | null;
  itemPath: string | null;
  targetName: string | null;
  reason: string | null;
  note: string | null;
}

export function AuditFilter({ action }: { action: AuditAction | null }) {
  return (
    <Form method="get" className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex flex-col gap-2">
        <Label htmlFor="logboek-actie">Actie</Label>
        <NativeSelect id="logboek-actie" name="actie" defaultValue={action ?? ""}>
          <option value="">Alle acties</option>
          {Object.entries(auditActionLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="outline">
        Tonen
      </Button>
    </Form>
  );
}

export function AuditEntries({ entries }: { entries: AuditEntryView[] }) {
  if (entries.length === 0) return <p className="text-muted-foreground">Geen acties gevonden.</p>;
  return (
    <ol className="flex flex-col gap-3">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-md border p-4 text-sm">
          <p>
            <time dateTime={new Date(entry.createdAt).toISOString()}>{formatDateTime(entry.createdAt)}</time> ·{" "}
            <strong className="font-medium">{entry.actorName}</strong> ·{" "}
            {auditActionLabels[entry.action as AuditAction] ?? entry.action}
          </p>
          {entry.itemType && entry.itemTitle ? (
            <p>
              {itemKindLabels[entry.itemType]}:{" "}
              {entry.itemPath ? (
                <Link to={entry.itemPath} className="text-primary underline">
                  {entry.itemTitle}
                </Link>
              ) : (
                entry.itemTitle
              )}
            </p>
          ) : null}
          {entry.targetName ? <p>Lid: {entry.targetName}</p> : null}
          {entry.reason ? <p className="whitespace-pre-line">{auditReasonLine(entry.action, entry.reason)}</p> : null}
          {entry.note ? <p className="whitespace-pre-line text-muted-foreground">Notitie: {entry.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
