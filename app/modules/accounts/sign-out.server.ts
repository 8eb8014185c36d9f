/** "Overal uitloggen" on /instellingen: ends every session of the member, this one included. */
import { z } from "zod";
import { handleForm, outcome } from "~/lib/form-action.server";
import { signOutEverywhere } from "./auth-flows.server";
import { settingsTexts } from "./profile";

export const SIGN_OUT_EVERYWHERE_INTENT = "sign-out-everywhere";

export const signOutTexts = {
  confirmRequired: "Bevestig dat je op al je apparaten wilt uitloggen.",
  signedOutEverywhere: "Je bent op al je apparaten uitgelogd.",
  failed: "Er ging iets mis bij het uitloggen. Probeer het opnieuw.",
} as const;

const SignOutEverywhereSchema = z.object({
  intent: z.literal(SIGN_OUT_EVERYWHERE_INTENT, { error: settingsTexts.unknownAction }),
  confirm: z.literal("ja", { error: signOutTexts.confirmRequired }),
});

/** Ends every session of the member after `confirm=ja`; 400 without it, 500 with `failure`. */
export async function signOutEverywhereAction({ request, formData }: { request: Request; formData: FormData }) {
  return handleForm({
    formData,
    intent: SIGN_OUT_EVERYWHERE_INTENT,
    schema: SignOutEverywhereSchema,
    unexpected: signOutTexts.failed,
    handle: async () => outcome.redirect("/", signOutTexts.signedOutEverywhere, { headers: await signOutEverywhere({ request }) }),
  });
}
