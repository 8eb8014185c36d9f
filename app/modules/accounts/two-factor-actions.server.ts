/**
 * The settings intents of two-factor sign-in, in the one form-action shape
 * (docs/decisions/017-form-actions.md): "tweestaps-aan" (password → the setup to show),
 * "tweestaps-bevestigen" (first code → on) and "tweestaps-uit" (password → off). The settings
 * route delegates these intents here.
 */
import { handleForm, outcome } from "~/lib/form-action.server";
import { TwoFactorConfirmSchema, TwoFactorPasswordSchema } from "./schemas";
import { confirmTwoFactor, disableTwoFactor, setupFromPosted, startTwoFactor, twoFactorTexts, type TwoFactorSetup } from "./two-factor.server";

/** The two-factor intents of the settings page. */
export const twoFactorIntents = ["tweestaps-aan", "tweestaps-bevestigen", "tweestaps-uit"] as const;
export type TwoFactorIntent = (typeof twoFactorIntents)[number];

const FAILED = "Er ging iets mis bij het instellen van tweestapsverificatie.";

/**
 * Handles one two-factor intent for the signed-in member of `request`.
 * @returns "tweestaps-aan": 200 with `setup` (QR code, secret, backup codes) or 400 (wrong
 *   password); "tweestaps-bevestigen": a redirect to /instellingen with "Tweestapsverificatie staat
 *   aan." or 400 with the setup again (wrong code); "tweestaps-uit": a redirect with "…staat uit."
 *   or 400; 500 with `failure` for a failure of ours
 */
export async function twoFactorAction({ request, formData, intent }: { request: Request; formData: FormData; intent: TwoFactorIntent }) {
  switch (intent) {
    case "tweestaps-aan":
      return handleForm<typeof TwoFactorPasswordSchema, "tweestaps-aan", { setup: TwoFactorSetup }>({
        formData,
        intent,
        schema: TwoFactorPasswordSchema,
        unexpected: FAILED,
        handle: async ({ password }) => {
          const started = await startTwoFactor({ request, password });
          if (!started.ok) return outcome.fail(started.status, started.field ? { field: { [started.field]: started.message } } : { form: started.message });
          return outcome.stay<{ setup: TwoFactorSetup }>({ setup: started.setup }, { resetForm: true });
        },
      });
    case "tweestaps-bevestigen": {
      const setup = await setupFromPosted(formData.get("setup_uri"), formData.get("setup_codes"));
      return handleForm<typeof TwoFactorConfirmSchema, "tweestaps-bevestigen", { setup: TwoFactorSetup }>({
        formData,
        intent,
        schema: TwoFactorConfirmSchema,
        unexpected: FAILED,
        handle: async ({ code }) => {
          const confirmed = await confirmTwoFactor({ request, code });
          if (confirmed.ok) return outcome.redirect("/instellingen", twoFactorTexts.enabled, { headers: confirmed.headers });
          return outcome.fail<{ setup: TwoFactorSetup }>(
            confirmed.status,
            confirmed.field ? { field: { [confirmed.field]: confirmed.message } } : { form: confirmed.message },
            setup ? { setup } : undefined,
          );
        },
      });
    }
    case "tweestaps-uit":
      return handleForm({
        formData,
        intent,
        schema: TwoFactorPasswordSchema,
        unexpected: FAILED,
        handle: async ({ password }) => {
          const disabled = await disableTwoFactor({ request, password });
          if (disabled.ok) return outcome.redirect("/instellingen", twoFactorTexts.disabled, { headers: disabled.headers });
          return outcome.fail(disabled.status, disabled.field ? { field: { [disabled.field]: disabled.message } } : { form: disabled.message });
        },
      });
  }
}
