/**
 * The "Inlogmethoden" section of the settings: unlink Google, or set a password after signing up
 * with Google. A member always keeps at least one way to sign in.
 */
import { APIError } from "better-auth/api";
import { and, eq, exists } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { account } from "~/db/schema";
import { getAuth, GOOGLE_PROVIDER_ID } from "~/lib/auth.server";
import { getDb } from "~/lib/db.server";
import { handleForm, outcome } from "~/lib/form-action.server";
import { checkOwnPassword, signedInRecently } from "./auth-flows.server";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./passwords.server";
import { FRESH_SIGN_IN_MINUTES } from "./profile";
import { SetPasswordSchema, UnlinkGoogleSchema } from "./schemas";

export const signInMethodIntents = ["google-unlink", "set-password"] as const;
export type SignInMethodIntent = (typeof signInMethodIntents)[number];

export const signInMethodTexts = {
  unlinked: "Google is ontkoppeld. Je logt voortaan in met je e-mailadres en wachtwoord.",
  passwordSet: "Wachtwoord ingesteld. Je kunt nu ook inloggen met je e-mailadres en wachtwoord.",
  wrongPassword: "Je wachtwoord klopt niet. Google is niet ontkoppeld.",
  lastMethod: "Stel eerst een wachtwoord in: anders kun je niet meer inloggen.",
  notLinked: "Je account is niet aan Google gekoppeld.",
  alreadySet: "Je hebt al een wachtwoord. Wijzig het hierboven.",
  signInAgain: `Je bent langer dan ${FRESH_SIGN_IN_MINUTES} minuten geleden ingelogd. Log opnieuw in met Google en stel daarna je wachtwoord in.`,
  failed: "Er ging iets mis bij het wijzigen van je inlogmethoden. Probeer het later opnieuw.",
} as const;

/**
 * Removes the Google link of member `userId` only when they also have a password (checked in the DELETE itself).
 * @returns "ok"; "last_method" without a password; "not_linked" without a Google link
 */
export async function unlinkGoogle(userId: string): Promise<"ok" | "last_method" | "not_linked"> {
  const db = await getDb();
  const credential = alias(account, "credential");
  const deleted = await db
    .delete(account)
    .where(
      and(
        eq(account.userId, userId),
        eq(account.providerId, GOOGLE_PROVIDER_ID),
        exists(db.select({ id: credential.id }).from(credential).where(and(eq(credential.userId, userId), eq(credential.providerId, "credential")))),
      ),
    )
    .returning({ id: account.id });
  if (deleted.length > 0) return "ok";
  const [google] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, GOOGLE_PROVIDER_ID)));
  return google ? "last_method" : "not_linked";
}

/**
 * Handles one intent of the section for the signed-in member.
 * @returns a redirect with a toast; 400 field errors; 403 when the sign-in is not fresh; 409 for
 *   the last method or a second password; 429; 500
 */
export async function signInMethodAction(options: {
  request: Request;
  formData: FormData;
  intent: SignInMethodIntent;
  member: { id: string; email: string };
  clientIp: string;
}) {
  const { request, formData, intent, member, clientIp } = options;
  if (intent === "google-unlink") {
    return handleForm({
      formData,
      intent,
      schema: UnlinkGoogleSchema,
      unexpected: signInMethodTexts.failed,
      handle: async ({ password }) => {
        const checked = await checkOwnPassword({ email: member.email, password, request, clientIp });
        if (!checked.ok && checked.reason === "rate") return outcome.fail(429, { form: checked.message });
        if (!checked.ok) return outcome.fail(400, { field: { password: signInMethodTexts.wrongPassword } });
        const result = await unlinkGoogle(member.id);
        if (result === "ok") return outcome.redirect("/instellingen", signInMethodTexts.unlinked);
        return outcome.fail(409, { form: result === "last_method" ? signInMethodTexts.lastMethod : signInMethodTexts.notLinked });
      },
    });
  }
  return handleForm({
    formData,
    intent,
    schema: SetPasswordSchema,
    unexpected: signInMethodTexts.failed,
    handle: async ({ password }) => {
      if (await isCommonPassword(password)) return outcome.fail(400, { field: { password: COMMON_PASSWORD_MESSAGE } });
      // A password is a new, lasting way in: only right after a sign-in, not at an unattended browser.
      if (!(await signedInRecently(request, FRESH_SIGN_IN_MINUTES))) return outcome.fail(403, { form: signInMethodTexts.signInAgain });
      const auth = await getAuth();
      try {
        await auth.api.setPassword({ body: { newPassword: password }, headers: request.headers });
      } catch (error) {
        if (error instanceof APIError && error.body?.code === "PASSWORD_ALREADY_SET") return outcome.fail(409, { form: signInMethodTexts.alreadySet });
        throw error;
      }
      return outcome.redirect("/instellingen", signInMethodTexts.passwordSet);
    },
  });
}
