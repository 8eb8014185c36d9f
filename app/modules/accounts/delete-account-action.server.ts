/**
 * The settings intent "delete-account" in the one form-action shape (docs/decisions/017-form-actions.md):
 * `confirm=ja` and proof that it is the member ({@link confirmIdentityForDeletion}), then
 * {@link deleteAccount} and the session cookie cleared.
 */
import { z } from "zod";
import { handleForm, outcome } from "~/lib/form-action.server";
import { logger } from "~/lib/logger.server";
import { confirmIdentityForDeletion, deleteAccount, LastAdminError } from "./account-deletion.server";
import { signOutEverywhere } from "./auth-flows.server";
import { settingsTexts } from "./profile";

/** The confirmation of account deletion: `confirm=ja`, and the password when the member has one. */
const DeleteAccountSchema = z.object({
  intent: z.literal("delete-account", { error: settingsTexts.unknownAction }),
  confirm: z.literal("ja", { error: settingsTexts.confirmRequired }),
  // Longer than any password (at most 72 characters), or posted twice: it cannot be theirs.
  password: z
    .string({ error: settingsTexts.deleteWrongPassword })
    .max(200, { error: settingsTexts.deleteWrongPassword })
    .optional(),
});

/**
 * Deletes the account of the signed-in `member` after the confirmation.
 * @returns 400 without `confirm=ja`, without or with a wrong password; 403 for a member without a
 *   password whose sign-in is too old; 409 for the last admin; 429 when too many attempts; 500 with `failure` (nothing
 *   deleted: one transaction); success: a redirect to / with "Account succesvol verwijderd" that
 *   clears the session cookie
 */
export async function deleteAccountAction({
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
    intent: "delete-account",
    schema: DeleteAccountSchema,
    unexpected: settingsTexts.deleteFailed,
    handle: async ({ password }) => {
      const identity = await confirmIdentityForDeletion({
        userId: member.id,
        email: member.email,
        password: password ?? null,
        request,
        clientIp,
      });
      if (!identity.ok) {
        const status = identity.reason === "rate" ? 429 : identity.reason === "stale_sign_in" ? 403 : 400;
        return outcome.fail(status, identity.field ? { field: { [identity.field]: identity.message } } : { form: identity.message });
      }
      try {
        await deleteAccount({ userId: member.id, email: member.email });
      } catch (error) {
        if (error instanceof LastAdminError) return outcome.fail(409, { form: error.dutch });
        throw error;
      }
      // The sessions went with the account; this clears the cookie that pointed at them.
      let headers = new Headers();
      try {
        headers = await signOutEverywhere({ request });
      } catch (error) {
        logger.error({ err: error }, "clearing the session cookie after account deletion failed");
      }
      return outcome.redirect("/", settingsTexts.accountDeleted, { headers });
    },
  });
}
