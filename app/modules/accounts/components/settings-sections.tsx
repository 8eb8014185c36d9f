/**
 * The sections of /instellingen. Each form posts its own `intent` to the settings action and works
 * without JavaScript; validation uses the server's schemas.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import type { z } from "zod";
import { ConfirmDeleteDialog } from "~/components/confirm-delete-dialog";
import { SubmitButton, TextareaField, TextField, validationTiming } from "~/components/forms/fields";
import { PostcodeField } from "~/components/forms/item-fields";
import { Alert } from "~/components/ui/alert";
import { Input, Label } from "~/components/ui/input";
import { type FormActionData, resultFor } from "~/lib/form-action";
import { PROFILE_LIMITS, ProfileSchema, settingsTexts } from "../profile";
import { ChangePasswordSchema } from "../schemas";
import type { TwoFactorSetup } from "../two-factor.server";
import { GoogleButton } from "./auth-forms";
import type { CreatedApiKey } from "~/modules/api-keys/api-keys";

/** The settings action's answer (undefined before any post). */
export type SettingsActionData =
  | FormActionData<
      | "profile"
      | "change-password"
      | "delete-account"
      | "two-factor-enable"
      | "two-factor-confirm"
      | "two-factor-disable"
      | "two-factor-backup-codes"
      | "sign-out-everywhere"
      | "google-unlink"
      | "set-password"
      // The calendar feed's form (app/modules/calendar/feed.ts, CALENDAR_INTENT).
      | "calendar-link"
      // The API-key forms (app/modules/api-keys/api-keys.ts, API_KEY_INTENTS).
      | "api-key-create"
      | "api-key-revoke",
      { setup: TwoFactorSetup; backupCodes: string[]; createdApiKey: CreatedApiKey }
    >
  | undefined;

/** The profile as the form starts: saved values, the name fields filled from the registration name. */
export interface ProfileFormValues {
  email: string;
  first_name: string | null;
  last_name: string | null;
  bio: string | null;
  birthdate: string | null;
  city: string | null;
  home_pc4: string | null;
}

function FormErrors({ errors, id }: { errors: string[] | undefined; id?: string }) {
  return errors?.[0] ? (
    <Alert variant="error" id={id}>
      <p>{errors[0]}</p>
    </Alert>
  ) : null;
}

/**
 * "Profiel": first and last name (the name shown in the header), bio, birthdate, city, the private
 * home postcode; the login address read-only.
 */
export function ProfileForm({ profile, actionData }: { profile: ProfileFormValues; actionData: SettingsActionData }) {
  const [form, fields] = useForm<z.input<typeof ProfileSchema>, z.output<typeof ProfileSchema>>({
    id: "profiel",
    lastResult: resultFor(actionData, "profile"),
    defaultValue: {
      first_name: profile.first_name ?? undefined,
      last_name: profile.last_name ?? undefined,
      bio: profile.bio ?? undefined,
      birthdate: profile.birthdate ?? undefined,
      city: profile.city ?? undefined,
      postcode: profile.home_pc4 ?? undefined,
    },
    constraint: getZodConstraint(ProfileSchema),
    ...validationTiming,
    onValidate({ formData }) {
      return parseWithZod(formData, { schema: ProfileSchema });
    },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <FormErrors errors={form.errors} id={form.errorId} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.first_name} label="Voornaam" autoComplete="given-name" />
        <TextField meta={fields.last_name} label="Achternaam" autoComplete="family-name" />
      </div>
      <TextareaField
        meta={fields.bio}
        label="Bio"
        rows={4}
        description={`Vertel iets over jezelf, maximaal ${PROFILE_LIMITS.bioMax} tekens.`}
      />
      <div className="flex flex-col gap-2">
        <Label htmlFor="profiel-email">E-mailadres</Label>
        <p id="profiel-email-uitleg" className="text-sm text-muted-foreground">
          Dit is het adres waarmee je inlogt. Je kunt het hier niet wijzigen.
        </p>
        <Input
          id="profiel-email"
          type="email"
          value={profile.email}
          readOnly
          aria-describedby="profiel-email-uitleg"
          className="bg-muted!"
        />
      </div>
      <TextField meta={fields.birthdate} label="Geboortedatum" type="date" autoComplete="bday" />
      <TextField meta={fields.city} label="Woonplaats" autoComplete="address-level2" />
      <PostcodeField meta={fields.postcode} purpose="Alleen jij ziet deze postcode; we gebruiken hem om voor jou in de buurt te zoeken." />
      <div>
        <SubmitButton intent="profile" pendingText="Opslaan…">
          Profiel opslaan
        </SubmitButton>
      </div>
    </Form>
  );
}

/** "Wachtwoord wijzigen": current password, new password twice. */
export function PasswordForm({ email, actionData }: { email: string; actionData: SettingsActionData }) {
  const [form, fields] = useForm<z.input<typeof ChangePasswordSchema>>({
    id: "wachtwoord",
    lastResult: resultFor(actionData, "change-password"),
    constraint: getZodConstraint(ChangePasswordSchema),
    ...validationTiming,
    onValidate({ formData }) {
      return parseWithZod(formData, { schema: ChangePasswordSchema });
    },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <FormErrors errors={form.errors} id={form.errorId} />
      {/* Lets password managers store the new password under the right account. */}
      <input type="text" value={email} autoComplete="username" readOnly hidden />
      <TextField meta={fields.current_password} label="Huidig wachtwoord" type="password" autoComplete="current-password" />
      <TextField
        meta={fields.password}
        label="Nieuw wachtwoord"
        type="password"
        autoComplete="new-password"
        description="Minimaal 6 en maximaal 72 tekens. Kies geen veelgebruikt wachtwoord. Op je andere apparaten word je daarna uitgelogd."
      />
      <TextField meta={fields.password_confirmation} label="Herhaal nieuw wachtwoord" type="password" autoComplete="new-password" />
      <div>
        <SubmitButton intent="change-password" pendingText="Wachtwoord wijzigen…">
          Wachtwoord wijzigen
        </SubmitButton>
      </div>
    </Form>
  );
}

/**
 * "Account verwijderen" behind the shared confirmation: a member with a password types it again;
 * a member without one (Google) is told that a sign-in of at most a few minutes ago is needed, and
 * gets a button to sign in with Google again (back to this page) when theirs is older.
 */
export function DeleteAccountSection({
  deletionSummary,
  hasPassword,
  google,
  actionData,
}: {
  deletionSummary: string;
  hasPassword: boolean;
  /** Whether "Inloggen met Google" is configured. */
  google: boolean;
  actionData: SettingsActionData;
}) {
  const result = resultFor(actionData, "delete-account");
  const errors = result?.error ?? {};
  const formError = [...(errors[""] ?? []), ...(errors.confirm ?? []), ...(errors.intent ?? [])][0] ?? null;
  const passwordError = errors.password?.[0] ?? null;
  const alert = formError ? (
    <Alert variant="error">
      <p>{formError}</p>
    </Alert>
  ) : null;
  const passwordField = hasPassword ? (
    <div className="flex flex-col gap-2">
      <Label htmlFor="verwijderen-wachtwoord">{settingsTexts.deletePasswordLabel}</Label>
      <Input
        id="verwijderen-wachtwoord"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        aria-invalid={passwordError ? true : undefined}
        aria-describedby={passwordError ? "verwijderen-wachtwoord-fout" : undefined}
      />
      {passwordError ? (
        <p id="verwijderen-wachtwoord-fout" className="text-sm font-medium text-destructive">
          {passwordError}
        </p>
      ) : null}
    </div>
  ) : (
    <p className="text-sm">{settingsTexts.deleteFreshSignInNote}</p>
  );
  const signInAgain =
    !hasPassword && google && formError === settingsTexts.deleteSignInAgain ? (
      <div>
        <GoogleButton redirectTo="/instellingen">{settingsTexts.signInAgain}</GoogleButton>
      </div>
    ) : null;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        Verwijder je account en alles wat je op Dit doet Nederland hebt geplaatst. Wil je je gegevens bewaren? Download ze
        dan eerst hierboven.
      </p>
      {alert}
      {signInAgain}
      <div>
        <ConfirmDeleteDialog
          intent="delete-account"
          triggerText="Account verwijderen"
          triggerVariant="destructive"
          title="Account definitief verwijderen?"
          description={deletionSummary}
          confirmText="Ja, verwijder mijn account"
          pendingText="Account verwijderen…"
          notice={alert}
        >
          {passwordField}
        </ConfirmDeleteDialog>
      </div>
    </div>
  );
}
