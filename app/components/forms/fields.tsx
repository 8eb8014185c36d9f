/**
 * Form fields bound to Conform field metadata: a tied label, the first error under the field
 * (`aria-invalid`, `aria-describedby`) and an optional description.
 */
import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import type { ServerFieldMetadata } from "./server-form";
import { Card } from "~/components/ui/card";
import { Input, Label, NativeSelect, Textarea } from "~/components/ui/input";

/**
 * Browser validation timing for every form: on submit, then on input. Not on blur: a message
 * appearing between mouse press and release moves the button and loses the click
 * (docs/decisions/016-field-rules.md).
 */
export const validationTiming = { shouldValidate: "onSubmit", shouldRevalidate: "onInput" } as const;

/** Constraint attributes by field name, from `getZodConstraint` on the server, so the browser needs no Zod. */
export type FormConstraints = Record<string, { required?: boolean; minLength?: number; maxLength?: number; min?: string | number; max?: string | number; step?: string | number; multiple?: boolean; pattern?: string }>;

export function FieldError({ meta }: { meta: FieldMetadata<unknown> | ServerFieldMetadata }) {
  const message = meta.errors?.[0];
  if (!message) return null;
  return (
    <p id={meta.errorId} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

type InputType = "text" | "email" | "password" | "date" | "url" | "tel" | "number";

export function TextField({
  meta,
  label,
  type = "text",
  autoComplete,
  inputMode,
  description,
  className,
}: {
  meta: FieldMetadata<string | number | undefined | null> | ServerFieldMetadata;
  label: string;
  type?: InputType;
  autoComplete?: string;
  inputMode?: "url" | "email" | "tel" | "numeric" | "decimal" | "text";
  /** Help text under the label (announced with the field). */
  description?: string;
  className?: string;
}) {
  const { key, ...props } = getInputProps(meta as unknown as FieldMetadata<string>, {
    type,
    ariaDescribedBy: description ? meta.descriptionId : undefined,
  });
  return (
    <div className={className ?? "flex flex-col gap-2"}>
      <Label htmlFor={meta.id}>{label}</Label>
      {description ? (
        <p id={meta.descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      <Input key={key} {...props} autoComplete={autoComplete} inputMode={inputMode} />
      <FieldError meta={meta} />
    </div>
  );
}

export function TextareaField({
  meta,
  label,
  description,
  rows = 5,
}: {
  meta: FieldMetadata<string | undefined | null> | ServerFieldMetadata;
  label: string;
  description?: string;
  rows?: number;
}) {
  const { key, ...props } = getTextareaProps(meta as unknown as FieldMetadata<string>, {
    ariaDescribedBy: description ? meta.descriptionId : undefined,
  });
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={meta.id}>{label}</Label>
      {description ? (
        <p id={meta.descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      <Textarea key={key} {...props} rows={rows} />
      <FieldError meta={meta} />
    </div>
  );
}

// In its own module so pages without Conform forms can use it without loading Conform.
export { SubmitButton } from "./submit-button";

/** A labelled native select whose empty first option makes "nothing chosen" a real, validated state. */
export function SelectField({
  meta,
  label,
  placeholder,
  options,
  description,
}: {
  meta: FieldMetadata<string | undefined | null>;
  label: string;
  placeholder: string;
  options: readonly (readonly [string, string])[];
  description?: string;
}) {
  const { key, ...props } = getSelectProps(meta as FieldMetadata<string>, {
    ariaDescribedBy: description ? meta.descriptionId : undefined,
  });
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={meta.id}>{label}</Label>
      {description ? (
        <p id={meta.descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      <NativeSelect key={key} {...props}>
        <option value="">{placeholder}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </NativeSelect>
      <FieldError meta={meta} />
    </div>
  );
}

export function FormSection({ title, intro, children }: { title: string; intro?: string; children: React.ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <fieldset className="min-w-0">
        <legend className="font-semibold text-xl">{title}</legend>
        {intro ? <p className="mt-1 text-sm text-muted-foreground">{intro}</p> : null}
        <div className="mt-4 flex flex-col gap-5">{children}</div>
      </fieldset>
    </Card>
  );
}

export { useHydrated } from "~/lib/use-hydrated";
