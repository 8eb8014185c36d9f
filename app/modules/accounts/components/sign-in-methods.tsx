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
import { GoogleButton } from "./auth-forms";
import type { SettingsActionData } from "./settings-sections";

/** The list of methods and the action that fits. */
export function SignInMethodsSection({
  email,
  hasPassword,
  hasGoogle,
  google,
  actionData,
}: {
  email: string;
  hasPassword: boolean;
  hasGoogle: boolean;
  /** Whether "Inloggen met Google" is configured (to sign in again before setting a password). */
  google: boolean;
  actionData: SettingsActionData;
}) {
  const unlinkResult = resultFor(actionData, "google-unlink");
  const unlinkError = unlinkResult?.error?.password?.[0] ?? formErrorFor(actionData, "google-unlink");
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-2 text-sm">
        <li>
          <span className="font-medium">E-mailadres en wachtwoord:</span> {hasPassword ? "ingesteld" : "nog geen wachtwoord"}
        </li>
        {/* Without Google sign-in configured, "niet gekoppeld" would suggest a choice that is not there. */}
        {google || hasGoogle ? (
          <li>
            <span className="font-medium">Google:</span> {hasGoogle ? "gekoppeld" : "niet gekoppeld"}
          </li>
        ) : null}
      </ul>
      {hasGoogle && hasPassword ? (
        <ConfirmDeleteDialog
          intent="google-unlink"
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
      {hasPassword ? null : <SetPasswordForm email={email} google={google} actionData={actionData} />}
    </div>
  );
}

/**
 * "Wachtwoord instellen": the new password twice, within a few minutes of signing in; after a
 * refusal for an older sign-in, a button to sign in with Google again (back to the settings).
 */
function SetPasswordForm({ email, google, actionData }: { email: string; google: boolean; actionData: SettingsActionData }) {
  const [form, fields] = useForm<z.input<typeof SetPasswordSchema>>({
    id: "wachtwoord-instellen",
    lastResult: resultFor(actionData, "set-password"),
    constraint: getZodConstraint(SetPasswordSchema),
    ...validationTiming,
    onValidate({ formData }) {
      return parseWithZod(formData, { schema: SetPasswordSchema });
    },
  });
  // The form's only refusal that is not about a field: the sign-in is too old.
  const staleSignIn = Boolean(form.errors?.length);
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      {form.errors?.[0] ? (
        <p id={form.errorId} role="alert" className="text-sm font-medium text-destructive">
          {form.errors[0]}
        </p>
      ) : null}
      {staleSignIn && google ? <GoogleButton redirectTo="/instellingen#inlogmethoden">Opnieuw inloggen met Google</GoogleButton> : null}
      <input type="text" value={email} autoComplete="username" readOnly hidden />
      <TextField
        meta={fields.password}
        label="Nieuw wachtwoord"
        type="password"
        autoComplete="new-password"
        description="Minimaal 6 en maximaal 72 tekens. Kies geen veelgebruikt wachtwoord. Dit kan tot 5 minuten na het inloggen; daarna kun je ook met je e-mailadres inloggen."
      />
      <TextField meta={fields.password_confirmation} label="Herhaal nieuw wachtwoord" type="password" autoComplete="new-password" />
      <div>
        <SubmitButton intent="set-password" pendingText="Wachtwoord instellen…">
          Wachtwoord instellen
        </SubmitButton>
      </div>
    </Form>
  );
}
