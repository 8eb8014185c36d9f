/**
 * /auth: tabs "Inloggen" and "Registreren" (SPEC.md §2), "Wachtwoord vergeten?", the new-password
 * form behind the e-mailed reset link, resending the verification link and "Inloggen met Google".
 * Validation of SPEC.md §5 runs in the browser and again in the action with the same schemas;
 * results and errors are SPEC.md §8's texts. A signed-in member is redirected to / (or to where
 * they were going). Every form works without JavaScript.
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigate } from "react-router";
import type { z } from "zod";
import { readFormData } from "~/lib/form-data";
import { SubmitButton, TextField, validationTiming } from "~/components/forms/fields";
import { Alert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { googleEnabled } from "~/lib/auth.server";
import { seoMeta } from "~/lib/meta";
import { getSessionUser, guardMessages, safeRedirect } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import {
  registerMember,
  requestPasswordReset,
  resendVerification,
  resetPasswordWithToken,
  signInWithPassword,
  startGoogleSignIn,
} from "~/modules/accounts/auth-flows.server";
import { authTexts } from "~/modules/accounts/texts";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "~/modules/accounts/passwords.server";
import {
  LoginSchema,
  NewPasswordSchema,
  RegisterSchema,
  ResendVerificationSchema,
  ResetRequestSchema,
} from "~/modules/accounts/schemas";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    name: "Inloggen of registreren", description:
    "Log in of maak gratis een account aan om initiatieven, events en vacatures te plaatsen.",
  });

type Tab = "inloggen" | "registreren" | "nieuw-wachtwoord";

/** Errors better-auth puts in the URL of its redirects, in Dutch. */
const callbackErrors: Record<string, string> = {
  INVALID_TOKEN: authTexts.resetLinkInvalid,
  invalid_token: "Deze bevestigingslink is verlopen of ongeldig. Log in om een nieuwe link te ontvangen.",
  token_expired: "Deze bevestigingslink is verlopen. Log in om een nieuwe link te ontvangen.",
  account_not_linked:
    "Er bestaat al een account met dit e-mailadres. Log in met je wachtwoord; heb je je e-mailadres nog niet bevestigd, doe dat dan eerst.",
  email_not_found: "Google gaf geen e-mailadres door. Probeer het opnieuw of registreer met je e-mailadres.",
};
const GENERIC_CALLBACK_ERROR = "Inloggen is niet gelukt. Probeer het opnieuw.";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  const member = await getSessionUser(request);
  if (member) {
    if (url.searchParams.get("bevestigd") === "1") {
      throw await redirectWithToast(redirectTo, { type: "success", message: "Je e-mailadres is bevestigd. Welkom!" });
    }
    throw redirect(redirectTo);
  }
  const token = url.searchParams.get("token");
  const requested = url.searchParams.get("tab");
  const tab: Tab = token ? "nieuw-wachtwoord" : requested === "registreren" ? "registreren" : "inloggen";
  const melding = url.searchParams.get("melding");
  const error = url.searchParams.get("error");
  return {
    tab,
    token,
    redirectTo,
    // Own keys only: "?melding=constructor" must not find Object.prototype (found by fuzzing).
    notice: melding && Object.hasOwn(guardMessages, melding) ? guardMessages[melding as keyof typeof guardMessages] : null,
    callbackError: error ? (Object.hasOwn(callbackErrors, error) ? callbackErrors[error] : GENERIC_CALLBACK_ERROR) : null,
    registered: url.searchParams.get("registratie") === "verstuurd",
    google: googleEnabled(),
  };
}

const intents = ["inloggen", "registreren", "wachtwoord-vergeten", "bevestiging-opnieuw", "nieuw-wachtwoord", "google"] as const;
type Intent = (typeof intents)[number];

/** The intent is the value of the pressed submit button (each form posts its own fields). */
function intentOf(formData: FormData): Intent | null {
  const intent = formData.get("intent");
  return typeof intent === "string" && (intents as readonly string[]).includes(intent) ? (intent as Intent) : null;
}

/** What the action answers: which form it belongs to, Conform's result, and notices. */
interface AuthActionData {
  intent: Intent | null;
  result: SubmissionResult<string[]> | null;
  /** A success notice for the form (reset link or verification link sent). */
  sent?: string;
  /** Set when sign-in failed because the address is not verified yet. */
  unverifiedEmail?: string | null;
  message?: string;
}

interface Replyable {
  reply: (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]>;
}

/** The form's own validation errors (status 400), or Conform's answer to a validate intent. */
function invalid(intent: Intent, submission: Replyable & { status?: "error" | "success" }) {
  return data<AuthActionData>({ intent, result: submission.reply() }, { status: submission.status === "error" ? 400 : 200 });
}

/** Conform's reply with a form-level and/or field messages, status `status`. */
function failWith(
  intent: Intent,
  submission: Replyable,
  status: number,
  errors: { form?: string; field?: Record<string, string> },
  extra: Partial<AuthActionData> = {},
) {
  const fieldErrors = errors.field ? Object.fromEntries(Object.entries(errors.field).map(([k, v]) => [k, [v]])) : undefined;
  const result = submission.reply({ formErrors: errors.form ? [errors.form] : undefined, fieldErrors });
  return data<AuthActionData>({ intent, result, ...extra }, { status });
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const intent = intentOf(formData);
  const redirectTo = safeRedirect(formData.get("redirectTo"));

  switch (intent) {
    case "google": {
      if (!googleEnabled()) return data<AuthActionData>({ intent, result: null, message: GENERIC_CALLBACK_ERROR }, { status: 400 });
      const { url, headers } = await startGoogleSignIn({ request, redirectTo });
      return redirect(url, { headers });
    }
    case "inloggen": {
      const submission = parseWithZod(formData, { schema: LoginSchema });
      if (submission.status !== "success") return invalid(intent, submission);
      const { email, password } = submission.value;
      const outcome = await signInWithPassword({ request, email, password });
      if (!outcome.ok) {
        const status = outcome.reason === "rate" ? 429 : outcome.reason === "unverified" ? 403 : 401;
        return failWith(intent, submission, status, { form: outcome.message }, {
          unverifiedEmail: outcome.reason === "unverified" ? email : null,
        });
      }
      return redirectWithToast(redirectTo, { type: "success", message: authTexts.signInSuccess }, { headers: outcome.headers });
    }
    case "registreren": {
      const submission = parseWithZod(formData, { schema: RegisterSchema });
      if (submission.status !== "success") return invalid(intent, submission);
      const { full_name, email, password } = submission.value;
      if (isCommonPassword(password)) {
        return failWith(intent, submission, 400, { field: { password: COMMON_PASSWORD_MESSAGE } });
      }
      const outcome = await registerMember({
        request,
        fullName: full_name,
        email,
        password,
        callbackURL: `/auth?bevestigd=1&redirectTo=${encodeURIComponent(redirectTo)}`,
      });
      if (!outcome.ok) {
        if (outcome.reason === "exists") return failWith(intent, submission, 409, { field: { email: outcome.message } });
        return failWith(intent, submission, outcome.reason === "rate" ? 429 : 500, { form: outcome.message });
      }
      // The page itself shows the success text (a toast as well would announce it twice).
      return redirect("/auth?registratie=verstuurd");
    }
    case "wachtwoord-vergeten": {
      const submission = parseWithZod(formData, { schema: ResetRequestSchema });
      if (submission.status !== "success") return invalid(intent, submission);
      const outcome = await requestPasswordReset({ request, email: submission.value.email });
      if (!outcome.ok) return failWith(intent, submission, outcome.reason === "rate" ? 429 : 500, { form: outcome.message });
      return data<AuthActionData>({ intent, result: submission.reply(), sent: authTexts.resetSent });
    }
    case "bevestiging-opnieuw": {
      const submission = parseWithZod(formData, { schema: ResendVerificationSchema });
      if (submission.status !== "success") return invalid(intent, submission);
      const outcome = await resendVerification({ request, email: submission.value.email });
      if (!outcome.ok) return failWith(intent, submission, 429, { form: outcome.message });
      return data<AuthActionData>({ intent, result: submission.reply(), sent: authTexts.verificationResent });
    }
    case "nieuw-wachtwoord": {
      const submission = parseWithZod(formData, { schema: NewPasswordSchema });
      if (submission.status !== "success") return invalid(intent, submission);
      const { token, password } = submission.value;
      if (isCommonPassword(password)) {
        return failWith(intent, submission, 400, { field: { password: COMMON_PASSWORD_MESSAGE } });
      }
      const outcome = await resetPasswordWithToken({ token, password });
      if (!outcome.ok) return failWith(intent, submission, 400, { form: outcome.message });
      return redirectWithToast("/auth", { type: "success", message: authTexts.newPasswordSet });
    }
    default:
      return data<AuthActionData>({ intent: null, result: null, message: "Onbekende actie." }, { status: 400 });
  }
}

type ActionData = AuthActionData | undefined;

/** The action's Conform result when it belongs to one of `intents` (each form shows only its own). */
function resultFor(actionData: ActionData, intents: string[]) {
  return actionData?.intent && intents.includes(actionData.intent) ? actionData.result : null;
}

function GoogleButton({ redirectTo }: { redirectTo: string }) {
  return (
    <Form method="post" className="flex flex-col">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <SubmitButton intent="google" variant="outline" pendingText="Doorsturen naar Google…">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
          <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z" />
          <path fill="#34A853" d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1.1.7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.6-4.9h-4v3.1A12 12 0 0 0 12 24z" />
          <path fill="#FBBC05" d="M5.4 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.9l4-3.1z" />
          <path fill="#EA4335" d="M12 4.8c1.7 0 3.3.6 4.5 1.8l3.4-3.4A12 12 0 0 0 1.4 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8z" />
        </svg>
        Inloggen met Google
      </SubmitButton>
    </Form>
  );
}

function Divider() {
  return (
    <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
      <span className="h-px flex-1 bg-border" /> of <span className="h-px flex-1 bg-border" />
    </div>
  );
}

function LoginForm({ actionData, redirectTo }: { actionData: ActionData; redirectTo: string }) {
  const [form, fields] = useForm<{ email: string; password: string }>({
    id: "inloggen",
    lastResult: resultFor(actionData, ["inloggen", "wachtwoord-vergeten", "bevestiging-opnieuw"]),
    constraint: getZodConstraint(LoginSchema),
    ...validationTiming,
    onValidate({ formData }) {
      // "Wachtwoord vergeten?" and "opnieuw sturen" need only the e-mail address.
      const intent = formData.get("intent");
      const schema =
        intent === "wachtwoord-vergeten"
          ? ResetRequestSchema
          : intent === "bevestiging-opnieuw"
            ? ResendVerificationSchema
            : LoginSchema;
      // Only the errors are used; the three schemas share the e-mail field the errors are about.
      return parseWithZod(formData, { schema: schema as typeof LoginSchema });
    },
  });
  const sent = actionData?.sent ?? null;
  const unverifiedEmail = actionData?.unverifiedEmail ?? null;
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {form.errors?.[0] ? (
        <Alert variant="error" id={form.errorId}>
          <p>{form.errors[0]}</p>
          {unverifiedEmail ? (
            <p>
              Geen e-mail ontvangen? Kijk ook in je spammap of{" "}
              <button type="submit" name="intent" value="bevestiging-opnieuw" formNoValidate className="font-medium underline">
                stuur de bevestigingslink opnieuw
              </button>
              .
            </p>
          ) : null}
        </Alert>
      ) : null}
      {sent ? <Alert variant="success">{sent}</Alert> : null}
      <TextField meta={fields.email} label="E-mailadres" type="email" autoComplete="email" />
      <TextField meta={fields.password} label="Wachtwoord" type="password" autoComplete="current-password" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SubmitButton intent="inloggen" pendingText="Bezig met inloggen…">
          Inloggen
        </SubmitButton>
        <SubmitButton
          intent="wachtwoord-vergeten"
          pendingText="Link wordt verstuurd…"
          variant="link"
          formNoValidate
          className="px-0!"
        >
          Wachtwoord vergeten?
        </SubmitButton>
      </div>
    </Form>
  );
}

function RegisterForm({ actionData, redirectTo }: { actionData: ActionData; redirectTo: string }) {
  const [form, fields] = useForm<z.input<typeof RegisterSchema>>({
    id: "registreren",
    lastResult: resultFor(actionData, ["registreren"]),
    constraint: getZodConstraint(RegisterSchema),
    ...validationTiming,
    onValidate({ formData }) {
      return parseWithZod(formData, { schema: RegisterSchema });
    },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {form.errors?.[0] ? (
        <Alert variant="error" id={form.errorId}>
          <p>{form.errors[0]}</p>
        </Alert>
      ) : null}
      <TextField meta={fields.full_name} label="Volledige naam" autoComplete="name" />
      <TextField meta={fields.email} label="E-mailadres" type="email" autoComplete="email" />
      <TextField
        meta={fields.password}
        label="Wachtwoord"
        type="password"
        autoComplete="new-password"
        description="Minimaal 6 en maximaal 72 tekens. Kies geen veelgebruikt wachtwoord."
      />
      <TextField meta={fields.password_confirmation} label="Herhaal wachtwoord" type="password" autoComplete="new-password" />
      <p className="text-sm text-muted-foreground">
        Door te registreren ga je akkoord met de{" "}
        <Link to="/voorwaarden" className="text-primary underline">
          gebruiksvoorwaarden
        </Link>{" "}
        en lees je in de{" "}
        <Link to="/privacy" className="text-primary underline">
          privacyverklaring
        </Link>{" "}
        welke gegevens we bewaren, waarom en hoe je ze verwijdert.
      </p>
      <SubmitButton intent="registreren" pendingText="Account aanmaken…">
        Registreren
      </SubmitButton>
    </Form>
  );
}

function NewPasswordForm({ actionData, token }: { actionData: ActionData; token: string }) {
  const [form, fields] = useForm<z.input<typeof NewPasswordSchema>>({
    id: "nieuw-wachtwoord",
    lastResult: resultFor(actionData, ["nieuw-wachtwoord"]),
    constraint: getZodConstraint(NewPasswordSchema),
    ...validationTiming,
    onValidate({ formData }) {
      return parseWithZod(formData, { schema: NewPasswordSchema });
    },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="token" value={token} />
      {form.errors?.[0] ? (
        <Alert variant="error" id={form.errorId}>
          <p>{form.errors[0]}</p>
        </Alert>
      ) : null}
      <TextField
        meta={fields.password}
        label="Nieuw wachtwoord"
        type="password"
        autoComplete="new-password"
        description="Minimaal 6 en maximaal 72 tekens. Na het wijzigen word je op al je apparaten uitgelogd."
      />
      <TextField meta={fields.password_confirmation} label="Herhaal nieuw wachtwoord" type="password" autoComplete="new-password" />
      <SubmitButton intent="nieuw-wachtwoord" pendingText="Opslaan…">
        Wachtwoord opslaan
      </SubmitButton>
    </Form>
  );
}

export default function AuthRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, token, redirectTo, notice, callbackError, registered, google } = loaderData;
  const navigate = useNavigate();

  if (tab === "nieuw-wachtwoord" && token) {
    return (
      <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
        <h1 className="font-bold text-2xl sm:text-3xl">Nieuw wachtwoord instellen</h1>
        <Card className="p-6">
          <NewPasswordForm actionData={actionData} token={token} />
        </Card>
      </div>
    );
  }

  const setTab = (value: string) => {
    const params = new URLSearchParams({ tab: value });
    if (redirectTo !== "/") params.set("redirectTo", redirectTo);
    navigate(`/auth?${params.toString()}`, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
      <h1 className="font-bold text-2xl sm:text-3xl">{tab === "registreren" ? "Registreren" : "Inloggen"}</h1>
      {notice ? <Alert variant="info">{notice}</Alert> : null}
      {callbackError ? <Alert variant="error">{callbackError}</Alert> : null}
      {registered ? <Alert variant="success">{authTexts.registerSuccess}</Alert> : null}
      <Card className="p-6">
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label="Inloggen of registreren">
            <TabsTrigger value="inloggen">Inloggen</TabsTrigger>
            <TabsTrigger value="registreren">Registreren</TabsTrigger>
          </TabsList>
          <TabsContent value="inloggen" className="flex flex-col gap-5">
            <LoginForm actionData={actionData} redirectTo={redirectTo} />
            {google ? (
              <>
                <Divider />
                <GoogleButton redirectTo={redirectTo} />
              </>
            ) : null}
            <p className="text-sm">
              Nog geen account?{" "}
              <Link to="/auth?tab=registreren" className="text-primary underline" onClick={(e) => (e.preventDefault(), setTab("registreren"))}>
                Registreer gratis
              </Link>
            </p>
          </TabsContent>
          <TabsContent value="registreren" className="flex flex-col gap-5">
            <RegisterForm actionData={actionData} redirectTo={redirectTo} />
            {google ? (
              <>
                <Divider />
                <GoogleButton redirectTo={redirectTo} />
              </>
            ) : null}
            <p className="text-sm">
              Heb je al een account?{" "}
              <Link to="/auth?tab=inloggen" className="text-primary underline" onClick={(e) => (e.preventDefault(), setTab("inloggen"))}>
                Log in
              </Link>
            </p>
          </TabsContent>
        </Tabs>
      </Card>
    </div>
  );
}
