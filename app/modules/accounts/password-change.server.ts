/**
 * Changing the password from /instellingen (SPEC.md §5 "Settings password change", §8 "Password
 * change"), on better-auth's server API. The route calls this and never better-auth itself.
 */
import { APIError } from "better-auth/api";
import { getAuth } from "~/lib/auth.server";
import { handleForm, outcome } from "~/lib/form-action.server";
import { consumeRateLimits } from "~/lib/rate-limit.server";
import { endPasswordResetLinks, forgetPasswordAttempts, passwordAttemptLimits } from "./auth-flows.server";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./passwords.server";
import { settingsTexts } from "./profile";
import { listSignInProviders } from "./profile.server";
import { ChangePasswordSchema } from "./schemas";

/** The result of {@link changePassword}; `field` names the form field a refusal belongs under. */
export type PasswordChangeResult =
  | { ok: true; headers: Headers }
  | { ok: false; reason: "no_password" | "common" | "wrong_current" | "rate"; message: string; field?: "password" | "current_password" };

/**
 * Changes the password of the signed-in member `userId` and ends their other sessions.
 * Refusals, in this order: a member without a password (signed up with Google) → "no_password";
 * a common new password → "common" (field `password`); too many attempts (the same per-account
 * counters as signing in, so the current password cannot be guessed here faster) → "rate"; a
 * wrong current password → "wrong_current" (field `current_password`). On success every
 * outstanding reset link of the member ends too.
 * @param request the request: its session cookie identifies the member to better-auth
 * @param clientIp the client address: it keys the attempt limits (docs/decisions/014-sign-in-limits.md)
 * @returns on success the Set-Cookie headers of the renewed session of this browser
 * @throws Error when better-auth or the database fails otherwise (the route answers 500)
 */
export async function changePassword({
  userId,
  email,
  currentPassword,
  newPassword,
  request,
  clientIp,
}: {
  userId: string;
  email: string;
  currentPassword: string;
  newPassword: string;
  request: Request;
  /** The client address (the request's `clientAddressContext`), for the attempt limits. */
  clientIp: string;
}): Promise<PasswordChangeResult> {
  if (!(await listSignInProviders({ userId })).includes("credential")) {
    return { ok: false, reason: "no_password", message: settingsTexts.noPassword };
  }
  if (await isCommonPassword(newPassword)) return { ok: false, reason: "common", message: COMMON_PASSWORD_MESSAGE, field: "password" };
  const limited = await consumeRateLimits(passwordAttemptLimits(clientIp, email));
  if (limited) return { ok: false, reason: "rate", message: limited };
  const auth = await getAuth();
  try {
    const answer = await auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    });
    await forgetPasswordAttempts(clientIp, email);
    // An older reset link mailed before must not set the password again.
    await endPasswordResetLinks({ userId });
    return { ok: true, headers: answer.headers };
  } catch (error) {
    if (error instanceof APIError && error.body?.code === "INVALID_PASSWORD") {
      return { ok: false, reason: "wrong_current", message: settingsTexts.wrongCurrentPassword, field: "current_password" };
    }
    throw error;
  }
}

/**
 * The settings form "Wachtwoord wijzigen" (intent "wachtwoord", `ChangePasswordSchema`) for the
 * signed-in `member`, in the shape of every form action (app/lib/form-action.server.ts).
 * @returns 400 with field errors (wrong current password, common password, no password); 429 when
 *   too many attempts; 500 "Er ging iets mis bij het wijzigen van je wachtwoord"; success ends every
 *   other session, sets the new session cookie and redirects to /instellingen with
 *   "Wachtwoord succesvol gewijzigd"
 */
export async function changePasswordAction({
  request,
  formData,
  member,
  clientIp,
}: {
  request: Request;
  formData: FormData;
  member: { id: string; email: string };
  clientIp: string;
}) {
  return handleForm({
    formData,
    intent: "wachtwoord",
    schema: ChangePasswordSchema,
    unexpected: settingsTexts.passwordFailed,
    handle: async ({ current_password, password }) => {
      const changed = await changePassword({
        userId: member.id,
        email: member.email,
        currentPassword: current_password,
        newPassword: password,
        request,
        clientIp,
      });
      if (changed.ok) return outcome.redirect("/instellingen", settingsTexts.passwordChanged, { headers: changed.headers });
      const status = changed.reason === "rate" ? 429 : 400;
      return outcome.fail(status, changed.field ? { field: { [changed.field]: changed.message } } : { form: changed.message });
    },
  });
}
