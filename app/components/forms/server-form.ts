/**
 * A form validated by its action only, bound to the shared fields (./fields.tsx) without loading
 * Conform's form runtime in the browser (about 8 KB gzipped; used by the public forms of /auth and
 * /contact, docs/decisions/037-static-assets-and-first-paint.md).
 *
 * The action answers as every form action does (docs/decisions/017-form-actions.md): Conform's
 * submission reply (`SubmissionResult`: field and form errors, the posted values, or
 * `initialValue: null` to empty the form). This hook turns that reply into the same field metadata
 * Conform's `useForm` gives (ids, name, errors, initial value, constraint attributes), so the page
 * renders the Dutch messages under the fields with and without JavaScript. Like Conform it moves
 * focus to the first field with an error after a failed submit and empties the form on a reset.
 * The form always has `noValidate`: the server's messages, not the browser's, are shown.
 */
import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useMemo } from "react";
import type { FormConstraints } from "./fields";

/** The part of Conform's field metadata the shared fields read. */
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

/** The part of Conform's form metadata the pages read (and `getFormProps` needs). */
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
 * @param constraint the fields' constraint attributes by name (from the schema, via the loader)
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

  // After a reply: empty the form on a reset, else focus the first field with an error (as Conform).
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

/** The attributes of the `<form>` element (as Conform's `getFormProps`): id, noValidate, the form error's id. */
export function serverFormProps(form: ServerFormMetadata): { id: string; noValidate: true; "aria-describedby"?: string } {
  return form.valid ? { id: form.id, noValidate: true } : { id: form.id, noValidate: true, "aria-describedby": form.errorId };
}
