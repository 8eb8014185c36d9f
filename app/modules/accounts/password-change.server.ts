/** Changing the password from /instellingen, on better-auth's server API. */
import { APIError } from "better-auth/api";
import { getAuth } from "~/lib/auth.server";
import { handleForm, outcome } from "~/lib/form-action.server";
import { consumeRateLimits } from "~/lib/rate-limit.server";
import { endPasswordResetLinks, forgetPasswordAttempts, passwordAttemptLimits } from "./auth-flows.server";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./passwords.server";
import { settingsTexts } from "./profile";
import { listSignInProviders } from "./profile.server";
import { ChangePasswordSchema } from "./schemas";

export type PasswordChangeResult =
  | { ok: true; headers: Headers }
  | { ok: false; reason: "no_password" | "common" | "wrong_current" | "rate"; message: string; field?: "password" | "current_password" };

/**
 * Changes the password of the signed-in member `userId` and ends their other sessions and reset
 * links. Guesses count on the sign-in counters, so the current password cannot be guessed faster here.
 * @returns the renewed session's Set-Cookie headers, or "no_password", "common", "rate" or "wrong_current"
 * @throws Error when better-auth or the database fails otherwise
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
 * The "Wachtwoord wijzigen" form action for the signed-in `member`.
 * @returns 400 with field errors, 429 when too many attempts, 500, or a redirect to /instellingen with a toast
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
    intent: "change-password",
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
