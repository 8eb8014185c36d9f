/**
 * "Melden" on initiative, event and vacancy pages: a native <details> ("Melden") holding the
 * report form (reason as a radio group, an optional explanation, "Melding versturen"). It posts to
 * /melden. With JavaScript it is sent by a fetcher: errors appear in place, and on success the
 * page reloads with the thank-you toast and the disclosure closes. Without JavaScript it is a
 * plain form post: the answer is a redirect back with the toast, or the /melden page with the
 * errors. docs/decisions/022-reports-and-queues.md.
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Flag } from "lucide-react";
import { useEffect, useRef } from "react";
import { type Form, useFetcher } from "react-router";
import { FieldError, TextareaField, validationTiming } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/input";
import { type FavoriteItemType, reportReasonLabels, reportReasons } from "~/lib/enums";
import type { FormActionData } from "~/lib/form-action";
import { REPORT_LIMITS, ReportSchema } from "../schemas";

/** The URL the form posts to; the query lets the /melden page show the item again after an error. */
export function reportActionPath(itemType: FavoriteItemType, itemId: string): string {
  return `/melden?type=${itemType}&id=${itemId}`;
}

/** Props of {@link ReportFormFields}. */
interface ReportFormProps {
  itemType: FavoriteItemType;
  itemId: string;
  /** The action's last answer for this form (field errors), or null. */
  lastResult: SubmissionResult<string[]> | null | undefined;
  /** Render the <form>: a fetcher's form or a plain one. */
  FormElement: typeof Form;
  busy: boolean;
}

/** The report form itself (used in the disclosure and on the /melden page). */
export function ReportFormFields({ itemType, itemId, lastResult, FormElement, busy }: ReportFormProps) {
  const [form, fields] = useForm({
    id: `melden-${itemId}`,
    lastResult,
    constraint: getZodConstraint(ReportSchema),
    ...validationTiming,
    onValidate({ formData }) {
      return parseWithZod(formData, { schema: ReportSchema });
    },
  });
  const reasonError = fields.reason.errors?.[0];
  return (
    <FormElement method="post" action={reportActionPath(itemType, itemId)} {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="item_type" value={itemType} />
      <input type="hidden" name="item_id" value={itemId} />
      {form.errors?.[0] ? (
        <p id={form.errorId} role="alert" className="text-sm font-medium text-destructive">
          {form.errors[0]}
        </p>
      ) : null}
      <fieldset className="flex flex-col gap-2" aria-describedby={reasonError ? fields.reason.errorId : undefined}>
        <legend className="mb-1 text-sm font-medium">Reden</legend>
        {reportReasons.map((reason) => {
          const id = `${fields.reason.id}-${reason}`;
          return (
            <div key={reason} className="flex items-center gap-2">
              <input
                type="radio"
                id={id}
                name={fields.reason.name}
                value={reason}
                required
                defaultChecked={fields.reason.initialValue === reason}
                aria-invalid={reasonError ? true : undefined}
                className="size-4 accent-primary"
              />
              <Label htmlFor={id} className="font-normal">
                {reportReasonLabels[reason]}
              </Label>
            </div>
          );
        })}
        <FieldError meta={fields.reason} />
      </fieldset>
      <TextareaField
        meta={fields.message}
        label="Toelichting (optioneel)"
        description={`Maximaal ${REPORT_LIMITS.messageMax} tekens. De eigenaar ziet niet wie meldt.`}
        rows={4}
      />
      <div>
        <Button type="submit" variant="outline" disabled={busy} aria-disabled={busy}>
          {busy ? "Versturen…" : "Melding versturen"}
        </Button>
      </div>
    </FormElement>
  );
}

/**
 * "Melden" under an item: a <details> with the report form, sent by a fetcher when JavaScript
 * runs (a plain form post without it).
 */
export function ReportItem({ itemType, itemId }: { itemType: FavoriteItemType; itemId: string }) {
  const fetcher = useFetcher<FormActionData>();
  const details = useRef<HTMLDetailsElement>(null);
  const wasBusy = useRef(false);
  // A sent report redirects back to this page (the toast thanks the reporter): close the form.
  useEffect(() => {
    if (fetcher.state !== "idle") wasBusy.current = true;
    else if (wasBusy.current) {
      wasBusy.current = false;
      if (fetcher.data === undefined && details.current) details.current.open = false;
    }
  }, [fetcher.state, fetcher.data]);
  return (
    <details ref={details} className="mt-8 rounded-md border p-4">
      <summary className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium">
        <Flag className="size-4" aria-hidden="true" />
        Melden
      </summary>
      <div className="mt-4 flex flex-col gap-3">
        <p className="text-sm text-muted-foreground">
          Klopt er iets niet, of hoort dit hier niet? Laat het een moderator weten.
        </p>
        <ReportFormFields
          itemType={itemType}
          itemId={itemId}
          lastResult={fetcher.state === "idle" ? fetcher.data?.result : null}
          FormElement={fetcher.Form as typeof Form}
          busy={fetcher.state !== "idle"}
        />
      </div>
    </details>
  );
}
