/** The report form of the /melden page, validated in the browser with the form's schema. */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { Form } from "react-router";
import { FieldError, TextareaField, validationTiming } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/input";
import { reportReasons } from "~/lib/enums";
import type { ModeratedItemType } from "~/lib/moderated-item-types";
import { REPORT_LIMITS, ReportSchema, reportReasonLabels } from "../schemas";
import { reportActionPath } from "./report-link";

interface ReportFormProps {
  itemType: ModeratedItemType;
  itemId: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  /** A fetcher's form or a plain one. */
  FormElement: typeof Form;
  busy: boolean;
}

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

