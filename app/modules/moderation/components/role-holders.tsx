/**
 * The admins' roles page: role holders with "Intrekken" behind a confirmation, and the grant form; works without JavaScript.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import type { z } from "zod";
import { ConfirmDeleteDialog } from "~/components/confirm-delete-dialog";
import { SelectField, SubmitButton, TextField, validationTiming } from "~/components/forms/fields";
import { Alert } from "~/components/ui/alert";
import { type FormActionData, formErrorFor, resultFor } from "~/lib/form-action";
import type { Role } from "~/lib/viewer";
import { GrantRoleSchema, type roleIntents, roleLabels } from "../role-forms";

export interface RoleHolderRow {
  id: string;
  name: string;
  email: string;
  roles: Role[];
}

/** Undefined before any post. */
export type RolesActionData = FormActionData<(typeof roleIntents)[number]> | undefined;

export function RoleHolderList({ holders, actionData }: { holders: RoleHolderRow[]; actionData: RolesActionData }) {
  const revokeError = formErrorFor(actionData, "revoke");
  return (
    <section aria-labelledby="rolhouders" className="flex flex-col gap-3">
      <h2 id="rolhouders" className="font-semibold text-xl">
        Leden met een rol
      </h2>
      {revokeError ? (
        <Alert variant="error">
          <p>{revokeError}</p>
        </Alert>
      ) : null}
      {holders.length === 0 ? <p className="text-muted-foreground">Niemand heeft een rol.</p> : null}
      <ul className="flex flex-col gap-3">
        {holders.map((holder) => (
          <li key={holder.id} className="flex flex-col gap-2 rounded-md border p-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="font-medium">{holder.name}</p>
              <p className="text-sm text-muted-foreground">{holder.email}</p>
            </div>
            <ul className="flex flex-wrap gap-2">
              {holder.roles.map((role) => (
                <li key={role} className="flex items-center gap-2">
                  <span className="rounded-full bg-muted px-2.5 py-0.5 text-sm">{roleLabels[role]}</span>
                  <ConfirmDeleteDialog
                    intent="revoke"
                    fields={{ email: holder.email, role }}
                    triggerText="Intrekken"
                    triggerLabel={`${roleLabels[role]} intrekken: ${holder.name}`}
                    size="sm"
                    title={`Rol ${roleLabels[role].toLowerCase()} intrekken?`}
                    description={`${holder.name} (${holder.email}) is daarna geen ${roleLabels[role].toLowerCase()} meer.`}
                    confirmText="Ja, intrekken"
                    pendingText="Bezig met intrekken…"
                  />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function GrantRoleForm({ actionData }: { actionData: RolesActionData }) {
  const [form, fields] = useForm<z.input<typeof GrantRoleSchema>, z.output<typeof GrantRoleSchema>>({
    id: "grant",
    lastResult: resultFor(actionData, "grant"),
    constraint: getZodConstraint(GrantRoleSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: GrantRoleSchema }),
    ...validationTiming,
  });
  return (
    <section aria-labelledby="toekennen-titel" className="flex flex-col gap-3">
      <h2 id="toekennen-titel" className="font-semibold text-xl">
        Rol toekennen
      </h2>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4 rounded-md border p-4">
        {form.errors?.[0] ? (
          <Alert variant="error" id={form.errorId}>
            <p>{form.errors[0]}</p>
          </Alert>
        ) : null}
        <TextField meta={fields.email} label="E-mailadres van het lid" type="email" autoComplete="off" />
        <SelectField
          meta={fields.role}
          label="Rol"
          placeholder="Kies een rol"
          options={Object.entries(roleLabels)}
          description="Een beheerder mag alles wat een moderator mag, en rollen toekennen en intrekken."
        />
        <div>
          <SubmitButton intent="grant" pendingText="Bezig met toekennen…">
            Rol toekennen
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
