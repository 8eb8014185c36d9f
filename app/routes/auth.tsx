/**
 * /auth: tabs "Inloggen" and "Registreren" (SPEC.md §2), "Wachtwoord vergeten?", the new-password
 * form behind the e-mailed reset link, resending the verification link and "Inloggen met Google".
 * Every post is handled in the one form-action shape (docs/decisions/017-form-actions.md) by one
 * accounts-module function; results and errors are SPEC.md §8's texts. A signed-in member is
 * redirected to / (or to where they were going). Every form and both tabs work without JavaScript
 * (the tabs are links to `?tab=…`; the forms live in app/modules/accounts/components/auth-forms.tsx).
 */
import { useEffect } from "react";
import { data, redirect, useNavigate } from "react-router";
import { notify } from "~/components/toaster";
import { Alert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { googleEnabled } from "~/lib/auth.server";
import { type FormActionData, handleForm, intentOf, outcome, unknownIntent } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { clientAddressContext } from "~/lib/request-context";
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
import {
  type AuthExtra,
  authIntents,
  type AuthTab,
  AuthTabs,
  NewPasswordForm,
  SignInCodeForm,
  tabHref,
} from "~/modules/accounts/components/auth-forms";
import {
  authConstraints,
  LoginSchema,
  NewPasswordSchema,
  RegisterSchema,
  ResendVerificationSchema,
  ResetRequestSchema,
  SignInCodeSchema,
} from "~/modules/accounts/schemas";
import { verifySignInCode } from "~/modules/accounts/two-factor.server";
import { authTexts } from "~/modules/accounts/texts";
import type { Route } from "./+types/auth";
import { callbackErrorText, GENERIC_CALLBACK_ERROR } from "~/modules/accounts/callback-errors";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    name: "Inloggen of registreren", description:
    "Log in of maak gratis een account aan om initiatieven, events en vacatures te plaatsen.",
  });

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
  // The second sign-in step (a code), after a right password for an account with two-factor on.
  const step = url.searchParams.get("stap");
  const codeStep: "app" | "backup" | null = step === "code" ? "app" : step === "backupcode" ? "backup" : null;
  const requested = url.searchParams.get("tab");
  const tab: AuthTab = token ? "nieuw-wachtwoord" : requested === "registreren" ? "registreren" : "inloggen";
  const melding = url.searchParams.get("melding");
  const error = url.searchParams.get("error");
  return {
    tab,
    token,
    redirectTo,
    // Own keys only: "?melding=constructor" must not find Object.prototype (found by fuzzing).
    notice: melding && Object.hasOwn(guardMessages, melding) ? guardMessages[melding as keyof typeof guardMessages] : null,
    callbackError: callbackErrorText(error),
    // The text itself, so the page's JavaScript needs none of the module's texts.
    registered: url.searchParams.get("registratie") === "verstuurd" ? authTexts.registerSuccess : null,
    google: googleEnabled(),
    codeStep,
    // The forms validate on the server; the browser gets only their constraint attributes.
    constraints: authConstraints,
  };
}

/** The status of a refused account flow: too many attempts 429, unverified or blocked 403, else `otherwise`. */
function statusOf(reason: string | undefined, otherwise: number): number {
  return reason === "rate" ? 429 : reason === "unverified" || reason === "blocked" ? 403 : otherwise;
}

/**
 * Signs in, registers, sends a reset or verification link, sets a new password or starts Google
 * sign-in, by the pressed button's `intent`. Field errors 400; wrong credentials 401; unverified
 * 403 (with `unverifiedEmail`); address in use 409; too many attempts 429; a failure of ours 500.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const clientIp = context.get(clientAddressContext);
  const formData = await readFormData(request);
  const redirectTo = safeRedirect(formData.get("redirectTo"));
  const forms = { formData, unexpected: authTexts.signInFailed };

  switch (intentOf(formData, authIntents)) {
    case "google": {
      if (!googleEnabled()) {
        return data<FormActionData<"google">>({ intent: "google", result: null, failure: GENERIC_CALLBACK_ERROR }, { status: 400 });
      }
      const { url, headers } = await startGoogleSignIn({ request, redirectTo });
      return redirect(url, { headers });
    }
    case "inloggen":
      return handleForm<typeof LoginSchema, "inloggen", AuthExtra>({
        ...forms,
        intent: "inloggen",
        schema: LoginSchema,
        handle: async ({ email, password }) => {
          const signedIn = await signInWithPassword({ request, clientIp, email, password });
          if (signedIn.ok && signedIn.twoFactor) {
            // The second step: a code from the app (docs/decisions/024-two-factor.md).
            const next = new URLSearchParams({ stap: "code", redirectTo });
            return outcome.redirect(`/auth?${next.toString()}`, null, { headers: signedIn.headers });
          }
          if (signedIn.ok) return outcome.redirect(redirectTo, authTexts.signInSuccess, { headers: signedIn.headers });
          const unverifiedEmail = signedIn.reason === "unverified" ? email : null;
          return outcome.fail<AuthExtra>(statusOf(signedIn.reason, 401), { form: signedIn.message }, { unverifiedEmail });
        },
      });
    case "code":
      return handleForm({
        ...forms,
        intent: "code",
        schema: SignInCodeSchema,
        handle: async ({ code, soort }) => {
          const verified = await verifySignInCode({ request, clientIp, code, kind: soort });
          if (verified.ok) return outcome.redirect(redirectTo, authTexts.signInSuccess, { headers: verified.headers });
          if (verified.status === 401) return outcome.redirect(`/auth?redirectTo=${encodeURIComponent(redirectTo)}`, verified.message, { type: "error" });
          return outcome.fail(verified.status, verified.field ? { field: { [verified.field]: verified.message } } : { form: verified.message });
        },
      });
    case "registreren":
      return handleForm({
        ...forms,
        unexpected: authTexts.registerFailed,
        intent: "registreren",
        schema: RegisterSchema,
        handle: async ({ full_name, email, password }) => {
          const registered = await registerMember({
            request,
            clientIp,
            fullName: full_name,
            email,
            password,
            callbackURL: `/auth?bevestigd=1&redirectTo=${encodeURIComponent(redirectTo)}`,
          });
          // The page itself shows the success text (a toast as well would announce it twice).
          if (registered.ok) return outcome.redirect("/auth?registratie=verstuurd", null);
          if (registered.reason === "common") return outcome.fail(400, { field: { password: registered.message } });
          if (registered.reason === "exists") return outcome.fail(409, { field: { email: registered.message } });
          return outcome.fail(statusOf(registered.reason, 500), { form: registered.message });
        },
      });
    case "wachtwoord-vergeten":
      return handleForm<typeof ResetRequestSchema, "wachtwoord-vergeten", AuthExtra>({
        ...forms,
        unexpected: authTexts.resetFailed,
        intent: "wachtwoord-vergeten",
        schema: ResetRequestSchema,
        handle: async ({ email }) => {
          const requested = await requestPasswordReset({ request, clientIp, email });
          if (requested.ok) return outcome.stay<AuthExtra>({ sent: authTexts.resetSent });
          return outcome.fail(statusOf(requested.reason, 500), { form: requested.message });
        },
      });
    case "bevestiging-opnieuw":
      return handleForm<typeof ResendVerificationSchema, "bevestiging-opnieuw", AuthExtra>({
        ...forms,
        intent: "bevestiging-opnieuw",
        schema: ResendVerificationSchema,
        handle: async ({ email }) => {
          const resent = await resendVerification({ request, clientIp, email });
          if (resent.ok) return outcome.stay<AuthExtra>({ sent: authTexts.verificationResent });
          return outcome.fail(429, { form: resent.message });
        },
      });
    case "nieuw-wachtwoord":
      return handleForm({
        ...forms,
        unexpected: authTexts.resetFailed,
        intent: "nieuw-wachtwoord",
        schema: NewPasswordSchema,
        handle: async ({ token, password }) => {
          const reset = await resetPasswordWithToken({ token, password });
          if (reset.ok) return outcome.redirect("/auth", authTexts.newPasswordSet);
          if (reset.reason === "common") return outcome.fail(400, { field: { password: reset.message } });
          return outcome.fail(400, { form: reset.message });
        },
      });
    default:
      return unknownIntent("Onbekende actie.");
  }
}

export default function AuthRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, token, redirectTo, notice, callbackError, registered, google, codeStep, constraints } = loaderData;
  const navigate = useNavigate();

  useEffect(() => {
    if (actionData?.failure) notify("error", actionData.failure);
  }, [actionData]);

  if (codeStep) {
    return (
      <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
        <h1 className="font-bold text-2xl sm:text-3xl">Inloggen: tweede stap</h1>
        <Card className="p-6">
          <SignInCodeForm key={codeStep} actionData={actionData} redirectTo={redirectTo} kind={codeStep} constraint={constraints.code} />
        </Card>
      </div>
    );
  }

  if (tab === "nieuw-wachtwoord" && token) {
    return (
      <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
        <h1 className="font-bold text-2xl sm:text-3xl">Nieuw wachtwoord instellen</h1>
        <Card className="p-6">
          <NewPasswordForm actionData={actionData} token={token} constraint={constraints.newPassword} />
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
      <h1 className="font-bold text-2xl sm:text-3xl">{tab === "registreren" ? "Registreren" : "Inloggen"}</h1>
      {notice ? <Alert variant="info">{notice}</Alert> : null}
      {callbackError ? <Alert variant="error">{callbackError}</Alert> : null}
      {registered ? <Alert variant="success">{registered}</Alert> : null}
      <Card className="p-6">
        <AuthTabs
          tab={tab === "registreren" ? "registreren" : "inloggen"}
          redirectTo={redirectTo}
          google={google}
          actionData={actionData}
          constraints={constraints}
          onTabChange={(next) => navigate(tabHref(next, redirectTo), { replace: true, preventScrollReset: true })}
        />
      </Card>
    </div>
  );
}
