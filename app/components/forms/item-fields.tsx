/**
 * Fields only the item forms and the settings use: kept out of the shared form fields, which the
 * sign-in and contact pages load too (page weight).
 */
import type { FieldMetadata } from "@conform-to/react";
import { getInputProps } from "@conform-to/react";
import { Label } from "~/components/ui/input";
import { FieldError, TextField } from "./fields";
import type { ServerFieldMetadata } from "./server-form";

/**
 * A checkbox with its label beside it and a description under it; `controls` names the element
 * it shows or hides (`aria-controls`, with `aria-expanded` once `expanded` is known).
 */
export function CheckboxField({
  meta,
  label,
  description,
  controls,
  expanded,
}: {
  meta: FieldMetadata<boolean | string | undefined | null> | ServerFieldMetadata;
  label: string;
  description: string;
  controls?: string;
  expanded?: boolean;
}) {
  const { key, ...props } = getInputProps(meta as unknown as FieldMetadata<string>, { type: "checkbox", ariaDescribedBy: meta.descriptionId });
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input key={key} {...props} aria-controls={controls} aria-expanded={expanded} className="mt-0.5 size-5 shrink-0 accent-primary" />
        <Label htmlFor={meta.id} className="leading-normal!">
          {label}
        </Label>
      </div>
      <p id={meta.descriptionId} className="pl-8 text-sm text-muted-foreground">
        {description}
      </p>
      <div className="pl-8">
        <FieldError meta={meta} />
      </div>
    </div>
  );
}

/**
 * The optional postcode of a place: "3511" or "3511 AB"; only the four digits are kept. `purpose`
 * ends the help text, e.g. "Zo vinden mensen in de buurt je event."
 */
export function PostcodeField({ meta, purpose }: { meta: FieldMetadata<string | undefined | null> | ServerFieldMetadata; purpose: string }) {
  return (
    <TextField
      meta={meta}
      label="Postcode (optioneel)"
      autoComplete="postal-code"
      description={`Bijvoorbeeld 3511 of 3511 AB; we bewaren alleen de vier cijfers. ${purpose}`}
    />
  );
}
