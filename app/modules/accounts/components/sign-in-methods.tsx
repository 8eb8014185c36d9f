/**
 * Settings, section "Inlogmethoden": which ways to sign in the member has (e-mail and password,
 * Google), "Google ontkoppelen" for a member with a password (the password again, behind the
 * shared confirmation), and "Wachtwoord instellen" for a member without one. Every form posts to
 * the settings action and works without JavaScript.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import type { z } from "zod";
import { ConfirmDeleteDialog } from "~/components/confirm-delete-dialog";
import { SubmitButton, TextField, validationTiming } from "~/components/forms/fields";
import { Input, Label } from "~/components/ui/input";
import { formErrorFor, resultFor } from "~/lib/form-action";
import { SetPasswordSchema } from "../schemas";
import type { SettingsActionData } from "./settings-sections";

/** The list of methods and the action that fits. */
export function SignInMethodsSection({
  email,
  hasPassword,
  hasGoogle,
  actionData,
}: {
  email: string;
  hasPassword: boolean;
  hasGoogle: boolean;
  actionData: SettingsActionData;
}) {
  const unlinkResult = resultFor(actionData, "google-ontkoppelen");
  const unlinkError = unlinkResult?.error?.password?.[0] ?? formErrorFor(actionData, "google-ontkoppelen");
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-2 text-sm">
        <li>
          <span className="font-medium">E-mailadres en wachtwoord:</span> {hasPassword ? "ingesteld" : "nog geen wachtwoord"}
        </li>
        <li>
          <span className="font-medium">Google:</span> {hasGoogle ? "gekoppeld" : "niet gekoppeld"}
        </li>
      </ul>
      {hasGoogle && hasPassword ? (
        <ConfirmDeleteDialog
          intent="google-ontkoppelen"
          triggerText="Google ontkoppelen"
          triggerVariant="outline"
          title="Google ontkoppelen?"
          description="Daarna log je alleen nog in met je e-mailadres en wachtwoord. Je kunt Google later opnieuw koppelen door ermee in te loggen."
          confirmText="Ja, ontkoppelen"
          pendingText="Bezig met ontkoppelen…"
          acknowledgement="Ik wil Google ontkoppelen"
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor="ontkoppel-wachtwoord">Je wachtwoord</Label>
            <Input id="ontkoppel-wachtwoord" name="password" type="password" autoComplete="current-password" required maxLength={200} />
          </div>
        </ConfirmDeleteDialog>
      ) : null}
      {unlinkError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {unlinkError}
        </p>
      ) : null}
      {hasPassword ? null : <SetPasswordForm email={email} actionData={actionData} />}
    </div>
  );
}

/** "Wachtwoord instellen": the new password twice. */
function SetPasswordForm({ email, actionData }: { email: string; actionData: SettingsActionData }) {
  const [form, fields] = useForm<z.input<typeof SetPasswordSchema>>({
    id: "wachtwoord-instellen",
    lastResult: resultFor(actionData, "wachtwoord-instellen"),
    constraint: getZodConstraint(SetPasswordSchema),
    ...validationTiming,
    onValidate({ formData }) {
      return parseWithZod(formData, { schema: SetPasswordSchema });
    },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      {form.errors?.[0] ? (
        <p id={form.errorId} role="alert" className="text-sm font-medium text-destructive">
          {form.errors[0]}
        </p>
      ) : null}
      <input type="text" value={email} autoComplete="username" readOnly hidden />
      <TextField
        meta={fields.password}
        label="Nieuw wachtwoord"
        type="password"
        autoComplete="new-password"
        description="Minimaal 6 en maximaal 72 tekens. Kies geen veelgebruikt wachtwoord. Daarna kun je ook met je e-mailadres inloggen."
      />
      <TextField meta={fields.password_confirmation} label="Herhaal nieuw wachtwoord" type="password" autoComplete="new-password" />
      <div>
        <SubmitButton intent="wachtwoord-instellen" pendingText="Wachtwoord instellen…">
          Wachtwoord instellen
        </SubmitButton>
      </div>
    </Form>
  );
}
