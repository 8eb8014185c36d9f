/** The /auth page's action: one form-action per pressed button's `intent`, each around one accounts function. */
import { data, redirect } from "react-router";
import { type FormActionData, handleForm, intentOf, outcome, unknownIntent } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { googleEnabled } from "~/lib/auth.server";
import { safeRedirect } from "~/lib/session.server";
import {
  registerMember,
  requestPasswordReset,
  resendVerification,
  resetPasswordWithToken,
  signInWithPassword,
  startGoogleSignIn,
} from "./auth-flows.server";
import { GENERIC_CALLBACK_ERROR } from "./callback-errors";
import { type AuthExtra, authIntents } from "./components/auth-forms";
import {
  LoginSchema,
  NewPasswordSchema,
  RegisterSchema,
  ResendVerificationSchema,
  ResetRequestSchema,
  SignInCodeSchema,
} from "./schemas";
import { signInEmailHeader } from "./sign-in-email.server";
import { authTexts } from "./texts";
import { verifySignInCode } from "./two-factor.server";

/** The status of a refused account flow: too many attempts 429, unverified or blocked 403, else `otherwise`. */
function statusOf(reason: string | undefined, otherwise: number): number {
  return reason === "rate" ? 429 : reason === "unverified" || reason === "blocked" ? 403 : otherwise;
}

/**
 * Signs in, registers, sends a reset or verification link, sets a new password or starts Google
 * sign-in, by the pressed button's `intent`. Field errors 400; wrong credentials 401; unverified
 * 403 (with `unverifiedEmail`); address in use 409; too many attempts 429; a failure of ours 500.
 */
export async function authAction({ request, clientIp }: { request: Request; clientIp: string }) {
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
    case "sign-in":
      return handleForm<typeof LoginSchema, "sign-in", AuthExtra>({
        ...forms,
        intent: "sign-in",
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
    case "register":
      return handleForm({
        ...forms,
        unexpected: authTexts.registerFailed,
        intent: "register",
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
    case "forgot-password":
      return handleForm<typeof ResetRequestSchema, "forgot-password", AuthExtra>({
        ...forms,
        unexpected: authTexts.resetFailed,
        intent: "forgot-password",
        schema: ResetRequestSchema,
        handle: async ({ email }) => {
          const requested = await requestPasswordReset({ request, clientIp, email });
          if (requested.ok) return outcome.stay<AuthExtra>({ sent: authTexts.resetSent });
          return outcome.fail(statusOf(requested.reason, 500), { form: requested.message });
        },
      });
    case "resend-verification":
      return handleForm<typeof ResendVerificationSchema, "resend-verification", AuthExtra>({
        ...forms,
        intent: "resend-verification",
        schema: ResendVerificationSchema,
        handle: async ({ email }) => {
          const resent = await resendVerification({ request, clientIp, email });
          if (resent.ok) return outcome.stay<AuthExtra>({ sent: authTexts.verificationResent });
          return outcome.fail(429, { form: resent.message });
        },
      });
    case "new-password":
      return handleForm({
        ...forms,
        unexpected: authTexts.resetFailed,
        intent: "new-password",
        schema: NewPasswordSchema,
        handle: async ({ token, password }) => {
          const reset = await resetPasswordWithToken({ token, password });
          if (reset.ok) {
            const headers = reset.email ? { "Set-Cookie": await signInEmailHeader(reset.email) } : undefined;
            return outcome.redirect("/auth", authTexts.newPasswordSet, { headers });
          }
          if (reset.reason === "common") return outcome.fail(400, { field: { password: reset.message } });
          return outcome.fail(400, { form: reset.message });
        },
      });
    default:
      return unknownIntent("Onbekende actie.");
  }
}
