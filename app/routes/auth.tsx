/**
 * /auth: sign-in, registration, password reset and Google (docs/product-rules.md#accounts). A
 * signed-in member is redirected to where they were going; everything works without JavaScript.
 */
import { useEffect } from "react";
import { redirect, useNavigate } from "react-router";
import { notify } from "~/components/toaster";
import { Alert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { googleEnabled } from "~/lib/auth.server";
import { seoMeta } from "~/lib/meta";
import { clientAddressContext } from "~/lib/request-context";
import { getSessionUser, guardMessages, safeRedirect } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { authAction } from "~/modules/accounts/auth-action.server";
import { callbackErrorText } from "~/modules/accounts/callback-errors";
import { readSignInEmail } from "~/modules/accounts/sign-in-email.server";
import { type AuthTab, AuthTabs, NewPasswordForm, SignInCodeForm, tabHref } from "~/modules/accounts/components/auth-forms";
import { authConstraints } from "~/modules/accounts/schemas";
import { authTexts } from "~/modules/accounts/texts";
import type { Route } from "./+types/auth";

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
  const step = url.searchParams.get("stap");
  const codeStep: "app" | "backup" | null = step === "code" ? "app" : step === "backupcode" ? "backup" : null;
  const requested = url.searchParams.get("tab");
  const tab: AuthTab = token ? "nieuw-wachtwoord" : requested === "registreren" ? "registreren" : "inloggen";
  const melding = url.searchParams.get("melding");
  // The verification link's way back without a session: it was opened before, so the address is verified already.
  const alreadyVerified = url.searchParams.get("bevestigd") === "1" ? authTexts.alreadyVerified : null;
  const error = url.searchParams.get("error");
  return {
    tab,
    token,
    redirectTo,
    // Own keys only: "?melding=constructor" must not find Object.prototype.
    notice: melding && Object.hasOwn(guardMessages, melding) ? guardMessages[melding as keyof typeof guardMessages] : alreadyVerified,
    callbackError: callbackErrorText(error),
    // The text itself, so the page's JavaScript needs none of the module's texts.
    registered: url.searchParams.get("registratie") === "verstuurd" ? authTexts.registerSuccess : null,
    google: googleEnabled(),
    email: await readSignInEmail(request),
    codeStep,
    constraints: authConstraints,
  };
}

/** Every post of the page: {@link authAction} (statuses and outcomes documented there). */
export async function action({ request, context }: Route.ActionArgs) {
  return authAction({ request, clientIp: context.get(clientAddressContext) });
}

export default function AuthRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, token, redirectTo, notice, callbackError, registered, google, email, codeStep, constraints } = loaderData;
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
          email={email}
          actionData={actionData}
          constraints={constraints}
          onTabChange={(next) => navigate(tabHref(next, redirectTo), { replace: true, preventScrollReset: true })}
        />
      </Card>
    </div>
  );
}
