/**
 * A form validated by its action only, bound to the shared fields without loading Conform's form
 * runtime in the browser (docs/decisions/054-page-weight-and-first-paint.md). Turns the action's
 * `SubmissionResult` into the field metadata `useForm` gives, focusing the first error and
 * emptying on reset like Conform.
 */
import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useMemo } from "react";
import type { FormConstraints } from "./fields";

export interface ServerFieldMetadata {
  key: undefined;
  id: string;
  name: string;
  formId: string;
  errorId: string;
  descriptionId: string;
  errors: string[] | undefined;
  valid: boolean;
  initialValue: string | undefined;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

export interface ServerFormMetadata {
  id: string;
  errorId: string;
  descriptionId: string;
  errors: string[] | undefined;
  valid: boolean;
  noValidate: true;
  onSubmit: undefined;
}

/**
 * Field and form metadata for the form `id` from the action's last reply.
 * @param lastResult the reply of this form's last submission, or null/undefined (none, or another form's)
 * @returns `[form, fields]`; `fields[name]` exists for every name asked for
 */
export function useServerForm<Name extends string>({
  id,
  lastResult,
  constraint,
}: {
  id: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  constraint: FormConstraints;
}): [ServerFormMetadata, Record<Name, ServerFieldMetadata>] {
  const reset = lastResult?.initialValue === null;
  const errors = reset ? undefined : lastResult?.error;
  const values = reset ? undefined : (lastResult?.initialValue as Record<string, unknown> | undefined);

  useEffect(() => {
    const form = document.getElementById(id);
    if (!(form instanceof HTMLFormElement) || !lastResult) return;
    if (lastResult.initialValue === null) {
      form.reset();
      return;
    }
    for (const element of form.elements) {
      const name = (element as HTMLInputElement).name;
      if (name && lastResult.error?.[name]?.length && element instanceof HTMLElement) {
        element.focus();
        break;
      }
    }
  }, [id, lastResult]);

  return useMemo(() => {
    const formErrors = errors?.[""] ?? undefined;
    const form: ServerFormMetadata = {
      id,
      errorId: `${id}-error`,
      descriptionId: `${id}-description`,
      errors: formErrors?.length ? formErrors : undefined,
      valid: !errors || Object.values(errors).every((list) => !list?.length),
      noValidate: true,
      onSubmit: undefined,
    };
    const field = (name: string): ServerFieldMetadata => {
      const fieldErrors = errors?.[name] ?? undefined;
      const value = values?.[name];
      return {
        key: undefined,
        id: `${id}-${name}`,
        name,
        formId: id,
        errorId: `${id}-${name}-error`,
        descriptionId: `${id}-${name}-description`,
        errors: fieldErrors?.length ? fieldErrors : undefined,
        valid: !fieldErrors?.length,
        initialValue: typeof value === "string" ? value : undefined,
        ...constraint[name],
      };
    };
    const fields = new Proxy({} as Record<Name, ServerFieldMetadata>, {
      get: (cache, name) => {
        if (typeof name !== "string") return undefined;
        const record = cache as Record<string, ServerFieldMetadata>;
        record[name] ??= field(name);
        return record[name];
      },
    });
    return [form, fields];
  }, [id, errors, values, constraint]);
}

/** The `<form>` attributes, as Conform's `getFormProps` gives them. */
export function serverFormProps(form: ServerFormMetadata): { id: string; noValidate: true; "aria-describedby"?: string } {
  return form.valid ? { id: form.id, noValidate: true } : { id: form.id, noValidate: true, "aria-describedby": form.errorId };
}
