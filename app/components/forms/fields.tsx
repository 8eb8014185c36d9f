/**
 * Form fields bound to Conform field metadata: a visible label tied with htmlFor, the first error
 * under the field with `aria-invalid` and `aria-describedby` pointing at it, and an optional
 * description. Shared by every form of the product. Text fields also take the lighter metadata of
 * ./server-form.ts (forms validated by their action only); Conform's `getInputProps` and
 * `getTextareaProps` read only the keys both kinds have.
 */
import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import type { ServerFieldMetadata } from "./server-form";
import { Card } from "~/components/ui/card";
import { Input, Label, NativeSelect, Textarea } from "~/components/ui/input";

/**
 * When every form of the product validates in the browser (spread into Conform's `useForm`):
 * first on submit, then, for a field that has been validated, on every input.
 *
 * Not on blur: a message appearing when a field loses focus pushes the fields and buttons below it
 * down between the mouse press (which blurs the field) and the release, so the release lands
 * beside what was pressed and the first click is lost (type a wrong website, click "Aanmelden
 * verplicht" or the submit button: the click only showed the error). On submit the click itself
 * is what shows the messages, and while typing nothing is being clicked. See
 * docs/decisions/016-field-rules.md.
 */
export const validationTiming = { shouldValidate: "onSubmit", shouldRevalidate: "onInput" } as const;

/**
 * The constraint attributes of a form's fields by field name, as Conform's `getZodConstraint`
 * makes them from the schema on the server (a loader sends them, so the browser needs no Zod; used
 * with ./server-form.ts).
 */
export type FormConstraints = Record<string, { required?: boolean; minLength?: number; maxLength?: number; min?: string | number; max?: string | number; step?: string | number; multiple?: boolean; pattern?: string }>;

/** The first error of a field, under the field, with the id its `aria-describedby` points at. */
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

/** A labelled single-line input. */
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
  /** The on-screen keyboard to offer (e.g. "url" for a text input that takes "www.voorbeeld.nl"). */
  inputMode?: "url" | "email" | "tel" | "numeric" | "text";
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

/** A labelled textarea. */
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

/**
 * A labelled native select with an empty first option (`placeholder`), so "nothing chosen" is a
 * real, validated state. `options` are [value, label] pairs.
 */
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

/** One section of a long form: a card holding a fieldset whose legend reads as a heading. */
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

/** True once the page is hydrated (false in the server HTML and without JavaScript). */
export { useHydrated } from "~/lib/use-hydrated";
