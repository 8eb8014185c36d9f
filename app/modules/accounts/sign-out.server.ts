/**
 * Signing out: "Uitloggen" (/uitloggen) ends this browser's session only; "Overal uitloggen" on
 * /instellingen ends every session of the member, this one included (a lost phone, a shared
 * computer), after a confirmation.
 */
import { z } from "zod";
import { handleForm, outcome } from "~/lib/form-action.server";
import { signOutEverywhere } from "./auth-flows.server";
import { settingsTexts } from "./profile";

/** The settings intent of "Overal uitloggen". */
export const SIGN_OUT_EVERYWHERE_INTENT = "overal-uitloggen";

/** Dutch texts of signing out everywhere. */
export const signOutTexts = {
  confirmRequired: "Bevestig dat je op al je apparaten wilt uitloggen.",
  signedOutEverywhere: "Je bent op al je apparaten uitgelogd.",
  failed: "Er ging iets mis bij het uitloggen. Probeer het opnieuw.",
} as const;

const SignOutEverywhereSchema = z.object({
  intent: z.literal(SIGN_OUT_EVERYWHERE_INTENT, { error: settingsTexts.unknownAction }),
  confirm: z.literal("ja", { error: signOutTexts.confirmRequired }),
});

/**
 * Ends every session of the member of `request` (this one too) after `confirm=ja`.
 * @returns 400 without the confirmation; success: a redirect to / with
 *   "Je bent op al je apparaten uitgelogd." that clears the session cookie; 500 with `failure`
 */
export async function signOutEverywhereAction({ request, formData }: { request: Request; formData: FormData }) {
  return handleForm({
    formData,
    intent: SIGN_OUT_EVERYWHERE_INTENT,
    schema: SignOutEverywhereSchema,
    unexpected: signOutTexts.failed,
    handle: async () => outcome.redirect("/", signOutTexts.signedOutEverywhere, { headers: await signOutEverywhere({ request }) }),
  });
}
