/** The form to post or edit an initiative update: plain text and an optional picture with its text alternative. */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { SubmitButton, TextareaField, validationTiming } from "~/components/forms/fields";
import { Alert } from "~/components/ui/alert";
import { buttonVariants } from "~/components/ui/button";
import { ImageField, useImageUploads } from "~/modules/images/components/image-field";
import type { CurrentImage } from "~/modules/images/types";
import { UPDATE_INTENTS, UPDATE_LIMITS, UpdateSchema, type UpdateValues } from "../schemas";

export function UpdateForm({
  mode,
  initiativeId,
  defaultValue,
  lastResult,
  formError,
  image,
}: {
  mode: "create" | "edit";
  initiativeId: string;
  defaultValue?: Partial<UpdateValues>;
  lastResult: SubmissionResult<string[]> | null;
  formError?: string | null;
  image?: CurrentImage | null;
}) {
  const { uploading, onBusyChange } = useImageUploads();
  const [form, fields] = useForm<UpdateValues>({
    id: mode === "create" ? "nieuwsbericht" : "nieuwsbericht-bewerken",
    lastResult,
    defaultValue,
    constraint: getZodConstraint(UpdateSchema),
    ...validationTiming,
    onValidate({ formData }) {
      return parseWithZod(formData, { schema: UpdateSchema });
    },
  });
  const message = formError ?? form.errors?.[0] ?? null;
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="flex flex-col gap-6">
      {message ? (
        <Alert variant="error" id={form.errorId}>
          <p>{message}</p>
        </Alert>
      ) : null}
      <input type="hidden" name="intent" value={UPDATE_INTENTS.save} />
      <TextareaField
        meta={fields.body}
        label="Bericht"
        description={`Gewone tekst, ${UPDATE_LIMITS.bodyMin} tot ${UPDATE_LIMITS.bodyMax} tekens. Links (https://…) worden vanzelf klikbaar; een lege regel begint een nieuwe alinea.`}
        rows={8}
      />
      <ImageField
        form={form}
        prefix="image"
        role="update_image"
        legend="Afbeelding (optioneel)"
        current={image ?? null}
        onBusyChange={onBusyChange}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={`/initiatief/${initiativeId}#nieuws`} className={buttonVariants({ variant: "outline" })}>
          Annuleren
        </Link>
        <SubmitButton pendingText={mode === "create" ? "Bericht plaatsen…" : "Wijzigingen opslaan…"} disabled={uploading}>
          {mode === "create" ? "Bericht plaatsen" : "Wijzigingen opslaan"}
        </SubmitButton>
      </div>
    </Form>
  );
}
