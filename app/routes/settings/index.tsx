/**
 * /instellingen (SPEC.md §2 "Settings"): the profile form, the password change, the data download
 * (AVG/GDPR art. 20) and a danger zone with account deletion behind a confirmation. Members only:
 * the loader and the action both call `requireUser` (visitors go to /auth).
 *
 * Each section is its own Conform form posting to this action with an `intent` ("profiel",
 * "wachtwoord", "verwijderen"). Validation runs in the browser and again in the action with the
 * same schemas (ProfileSchema, ChangePasswordSchema); field errors come back with status 400 and
 * show under their fields, also without JavaScript. Results are SPEC.md §8's texts: a success
 * redirects back with a toast; a failure stays on the page with the message (status 500).
 *
 * Deleting the account needs `confirm=ja`: the dialog's form carries it as a hidden field, and
 * without JavaScript (the dialog cannot open) a <noscript> form asks for a required checkbox.
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { APIError } from "better-auth/api";
import { Download, TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { data, Form, useLocation } from "react-router";
import { notify } from "~/components/toaster";
import type { z } from "zod";
import { readFormData } from "~/lib/form-data";
import { SubmitButton, TextareaField, TextField, validationTiming } from "~/components/forms/fields";
import { PageHeader } from "~/components/list/page-header";
import { Alert } from "~/components/ui/alert";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Input, Label } from "~/components/ui/input";
import { getAuth } from "~/lib/auth.server";
import { memberPageMeta } from "~/lib/meta";
import { consumeRateLimits, resetRateLimits } from "~/lib/rate-limit.server";
import { requireUser } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { countOwnedContent, deleteAccount, describeDeletion } from "~/modules/accounts/account-deletion.server";
import { signOutEverywhere } from "~/modules/accounts/auth-flows.server";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "~/modules/accounts/passwords.server";
import { DATA_EXPORT_FILENAME, PROFILE_LIMITS, ProfileSchema, settingsTexts } from "~/modules/accounts/profile";
import { getProfile, listSignInProviders, saveProfile } from "~/modules/accounts/profile.server";
import { ChangePasswordSchema } from "~/modules/accounts/schemas";
import type { Route } from "./+types/index";
import { logger } from "~/lib/logger.server";

export const meta: Route.MetaFunction = () =>
  memberPageMeta("Instellingen", "Beheer je profiel, je wachtwoord en je account bij Dit doet Nederland.");

/** Where the data download is served (app/routes/settings/export.ts). */
const EXPORT_PATH = "/instellingen/gegevens";

/**
 * The member's profile (with their login address), whether they have a password (a member who
 * signed up with Google has none) and the sentence saying what deleting the account removes.
 * @throws Response 302 to /auth for a visitor
 */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireUser(request);
  const [profile, providers, counts] = await Promise.all([
    getProfile({ userId: member.id }),
    listSignInProviders({ userId: member.id }),
    countOwnedContent({ userId: member.id }),
  ]);
  return {
    profile: profile ?? {
      email: member.email,
      full_name: null,
      first_name: null,
      last_name: null,
      bio: null,
      birthdate: null,
      city: null,
      updated_at: null,
    },
    hasPassword: providers.includes("credential"),
    deletionSummary: describeDeletion(counts),
  };
}

const intents = ["profiel", "wachtwoord", "verwijderen"] as const;
type Intent = (typeof intents)[number];

function intentOf(formData: FormData): Intent | null {
  const intent = formData.get("intent");
  return typeof intent === "string" && (intents as readonly string[]).includes(intent) ? (intent as Intent) : null;
}

/** What the action answers: which form it belongs to, Conform's result, and a failure message. */
interface SettingsActionData {
  intent: Intent | null;
  result: SubmissionResult<string[]> | null;
  /** A message for the form (also shown as a toast when `toast` is set). */
  message?: string;
  /** Set for failures that are not the member's input (database or auth errors). */
  toast?: boolean;
}

interface Replyable {
  reply: (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]>;
  status?: "error" | "success";
}

/** The form's own validation errors (status 400), or Conform's answer to a validate intent. */
function invalid(intent: Intent, submission: Replyable) {
  return data<SettingsActionData>({ intent, result: submission.reply() }, { status: submission.status === "error" ? 400 : 200 });
}

/** Conform's reply with a form-level and/or field messages, status `status`. */
function failWith(intent: Intent, submission: Replyable, status: number, errors: { form?: string; field?: Record<string, string> }) {
  const fieldErrors = errors.field ? Object.fromEntries(Object.entries(errors.field).map(([k, v]) => [k, [v]])) : undefined;
  const result = submission.reply({ formErrors: errors.form ? [errors.form] : undefined, fieldErrors });
  return data<SettingsActionData>({ intent, result, message: errors.form, toast: status >= 500 }, { status });
}

function errorCode(error: unknown): string | undefined {
  return error instanceof APIError ? (error.body?.code as string | undefined) : undefined;
}

/**
 * Saves the profile, changes the password or deletes the account, by `intent`.
 * - profiel: 400 with field errors; 500 "Er ging iets mis bij het bijwerken van je profiel";
 *   success redirects to /instellingen with "Profiel succesvol bijgewerkt".
 * - wachtwoord: 400 with field errors (wrong current password: "Je huidige wachtwoord klopt niet";
 *   common password refused); 429 when too many attempts; 500 "Er ging iets mis bij het wijzigen
 *   van je wachtwoord"; success ends every other session, sets the new session cookie and
 *   redirects with "Wachtwoord succesvol gewijzigd".
 * - verwijderen: 400 without `confirm=ja` (nothing deleted); 500 "Er ging iets mis bij het
 *   verwijderen van je account" (nothing deleted: one transaction); success clears the session
 *   cookie and redirects to / with "Account succesvol verwijderd".
 * @throws Response 302 to /auth for a visitor (every intent)
 */
export async function action({ request }: Route.ActionArgs) {
  const member = await requireUser(request);
  const formData = await readFormData(request);
  const intent = intentOf(formData);

  switch (intent) {
    case "profiel": {
      const submission = parseWithZod(formData, { schema: ProfileSchema });
      if (submission.status !== "success") return invalid(intent, submission);
      try {
        await saveProfile({ userId: member.id, email: member.email, values: submission.value });
      } catch (error) {
        logger.error({ err: error }, "profile save failed");
        return failWith(intent, submission, 500, { form: settingsTexts.profileFailed });
      }
      return redirectWithToast("/instellingen", { type: "success", message: settingsTexts.profileSaved });
    }
    case "wachtwoord": {
      const submission = parseWithZod(formData, { schema: ChangePasswordSchema });
      if (submission.status !== "success") return invalid(intent, submission);
      const { current_password, password } = submission.value;
      if (!(await listSignInProviders({ userId: member.id })).includes("credential")) {
        return failWith(intent, submission, 400, { form: settingsTexts.noPassword });
      }
      if (isCommonPassword(password)) {
        return failWith(intent, submission, 400, { field: { password: COMMON_PASSWORD_MESSAGE } });
      }
      // Guessing the current password is limited like signing in (same per-account counter).
      const limited = await consumeRateLimits([["signInAccount", member.email]]);
      if (limited) return failWith(intent, submission, 429, { form: limited });
      try {
        const auth = await getAuth();
        const { headers } = await auth.api.changePassword({
          body: { currentPassword: current_password, newPassword: password, revokeOtherSessions: true },
          headers: request.headers,
          returnHeaders: true,
        });
        await resetRateLimits(["signInAccount"], member.email);
        return redirectWithToast("/instellingen", { type: "success", message: settingsTexts.passwordChanged }, { headers });
      } catch (error) {
        if (errorCode(error) === "INVALID_PASSWORD") {
          return failWith(intent, submission, 400, { field: { current_password: settingsTexts.wrongCurrentPassword } });
        }
        logger.error({ err: error }, "password change failed");
        return failWith(intent, submission, 500, { form: settingsTexts.passwordFailed });
      }
    }
    case "verwijderen": {
      if (formData.get("confirm") !== "ja") {
        return data<SettingsActionData>({ intent, result: null, message: settingsTexts.confirmRequired }, { status: 400 });
      }
      try {
        await deleteAccount({ userId: member.id, email: member.email });
      } catch (error) {
        logger.error({ err: error }, "account deletion failed");
        return data<SettingsActionData>({ intent, result: null, message: settingsTexts.deleteFailed, toast: true }, { status: 500 });
      }
      // The sessions went with the account; this clears the cookie that pointed at them.
      let headers = new Headers();
      try {
        headers = await signOutEverywhere({ request });
      } catch (error) {
        logger.error({ err: error }, "clearing the session cookie after account deletion failed");
      }
      return redirectWithToast("/", { type: "success", message: settingsTexts.accountDeleted }, { headers });
    }
    default:
      return data<SettingsActionData>({ intent: null, result: null, message: settingsTexts.unknownAction }, { status: 400 });
  }
}

type ActionData = SettingsActionData | undefined;

/** The action's Conform result when it belongs to `intent` (each form shows only its own). */
function resultFor(actionData: ActionData, intent: Intent) {
  return actionData?.intent === intent ? actionData.result : null;
}

type LoaderData = Route.ComponentProps["loaderData"];

function SectionCard({
  id,
  title,
  intro,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  intro?: React.ReactNode;
  danger?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Card className={danger ? "flex flex-col gap-4 border-2! border-destructive! p-5 sm:p-6" : "flex flex-col gap-4 p-5 sm:p-6"}>
        <div className="flex flex-col gap-1">
          <h2 id={id} className={danger ? "flex items-center gap-2 font-semibold text-destructive text-xl" : "font-semibold text-xl"}>
            {danger ? <TriangleAlert className="size-5 shrink-0" aria-hidden="true" /> : null}
            {title}
          </h2>
          {intro ? <p className="text-sm text-muted-foreground">{intro}</p> : null}
        </div>
        {children}
      </Card>
    </section>
  );
}

function ProfileForm({ profile, actionData }: { profile: LoaderData["profile"]; actionData: ActionData }) {
  const [form, fields] = useForm<z.input<typeof ProfileSchema>, z.output<typeof ProfileSchema>>({
    id: "profiel",
    lastResult: resultFor(actionData, "profiel"),
    defaultValue: {
      first_name: profile.first_name ?? undefined,
      last_name: profile.last_name ?? undefined,
      bio: profile.bio ?? undefined,
      birthdate: profile.birthdate ?? undefined,
      city: profile.city ?? undefined,
    },
    constraint: getZodConstraint(ProfileSchema),
    ...validationTiming,
    onValidate({ formData }) {
      return parseWithZod(formData, { schema: ProfileSchema });
    },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      {form.errors?.[0] ? (
        <Alert variant="error" id={form.errorId}>
          <p>{form.errors[0]}</p>
        </Alert>
      ) : null}
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
      <div>
        <SubmitButton intent="profiel" pendingText="Opslaan…">
          Profiel opslaan
        </SubmitButton>
      </div>
    </Form>
  );
}

function PasswordForm({ email, actionData }: { email: string; actionData: ActionData }) {
  const [form, fields] = useForm<z.input<typeof ChangePasswordSchema>>({
    id: "wachtwoord",
    lastResult: resultFor(actionData, "wachtwoord"),
    constraint: getZodConstraint(ChangePasswordSchema),
    ...validationTiming,
    onValidate({ formData }) {
      return parseWithZod(formData, { schema: ChangePasswordSchema });
    },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      {form.errors?.[0] ? (
        <Alert variant="error" id={form.errorId}>
          <p>{form.errors[0]}</p>
        </Alert>
      ) : null}
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
        <SubmitButton intent="wachtwoord" pendingText="Wachtwoord wijzigen…">
          Wachtwoord wijzigen
        </SubmitButton>
      </div>
    </Form>
  );
}

function DeleteAccount({ deletionSummary, actionData }: { deletionSummary: string; actionData: ActionData }) {
  const failure = actionData?.intent === "verwijderen" ? (actionData.message ?? null) : null;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        Verwijder je account en alles wat je op Dit doet Nederland hebt geplaatst. Wil je je gegevens bewaren? Download ze
        dan eerst hierboven.
      </p>
      {failure ? (
        <Alert variant="error">
          <p>{failure}</p>
        </Alert>
      ) : null}
      <Dialog>
        <div>
          <DialogTrigger asChild>
            <Button variant="destructive">Account verwijderen</Button>
          </DialogTrigger>
        </div>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Account definitief verwijderen?</DialogTitle>
            <DialogDescription className="text-foreground!">{deletionSummary}</DialogDescription>
          </DialogHeader>
          {failure ? (
            <Alert variant="error">
              <p>{failure}</p>
            </Alert>
          ) : null}
          <Form method="post" className="flex flex-col gap-4">
            <input type="hidden" name="confirm" value="ja" />
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Annuleren
                </Button>
              </DialogClose>
              <SubmitButton intent="verwijderen" variant="destructive" pendingText="Account verwijderen…">
                Ja, verwijder mijn account
              </SubmitButton>
            </DialogFooter>
          </Form>
        </DialogContent>
      </Dialog>
      <noscript>
        <form method="post" className="flex flex-col gap-3 rounded-md border border-destructive/40 p-4">
          <p className="text-sm">{deletionSummary}</p>
          <div className="flex items-start gap-2">
            <input
              type="checkbox"
              id="bevestig-verwijderen"
              name="confirm"
              value="ja"
              required
              className="mt-0.5 size-5 shrink-0 accent-destructive"
            />
            <label htmlFor="bevestig-verwijderen" className="text-sm font-medium">
              Ik begrijp dat dit niet ongedaan kan worden
            </label>
          </div>
          <div>
            <button type="submit" name="intent" value="verwijderen" className={buttonVariants({ variant: "destructive" })}>
              Ja, verwijder mijn account
            </button>
          </div>
        </form>
      </noscript>
    </div>
  );
}

export default function SettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, hasPassword, deletionSummary } = loaderData;
  // A successful save redirects back here: a new location, so the forms start again from the
  // saved values (and the password fields are emptied).
  const location = useLocation();

  useEffect(() => {
    if (actionData?.toast && actionData.message) notify("error", actionData.message);
  }, [actionData]);

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <PageHeader title="Instellingen" intro="Beheer je profiel, je wachtwoord en je account." />

      <SectionCard id="profiel-titel" title="Profiel" intro="Deze gegevens horen bij je account.">
        <ProfileForm key={`profiel-${location.key}`} profile={profile} actionData={actionData} />
      </SectionCard>

      <SectionCard id="wachtwoord-titel" title="Wachtwoord wijzigen">
        {hasPassword ? (
          <PasswordForm key={`wachtwoord-${location.key}`} email={profile.email} actionData={actionData} />
        ) : (
          <Alert variant="info">
            <p>{settingsTexts.noPassword}</p>
          </Alert>
        )}
      </SectionCard>

      <SectionCard id="gegevens-titel" title="Je gegevens">
        <p className="text-sm">
          Download alles wat we van je bewaren (je account, profiel, initiatieven, events, vacatures, favorieten en feedback)
          in één JSON-bestand.
        </p>
        <div>
          <a href={EXPORT_PATH} download={DATA_EXPORT_FILENAME} className={buttonVariants({ variant: "outline" })}>
            <Download aria-hidden="true" />
            Download mijn gegevens
          </a>
        </div>
      </SectionCard>

      <SectionCard id="gevarenzone-titel" title="Gevarenzone" danger>
        <DeleteAccount deletionSummary={deletionSummary} actionData={actionData} />
      </SectionCard>
    </div>
  );
}
