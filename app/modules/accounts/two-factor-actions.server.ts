/**
 * The settings intents of two-factor sign-in, in the one form-action shape
 * (docs/decisions/017-form-actions.md): "two-factor-enable" (password → the setup to show),
 * "two-factor-confirm" (first code → on, other sessions ended), "two-factor-disable" (password → off)
 * and "two-factor-backup-codes" (password → ten new backup codes). Every password check counts on
 * the sign-in limits. The settings route delegates these intents here.
 */
import { handleForm, outcome } from "~/lib/form-action.server";
import { TwoFactorConfirmSchema, TwoFactorPasswordSchema } from "./schemas";
import {
  confirmTwoFactor,
  disableTwoFactor,
  regenerateBackupCodes,
  setupFromPosted,
  startTwoFactor,
  type TwoFactorResult,
  twoFactorTexts,
  type TwoFactorSetup,
} from "./two-factor.server";

/** The two-factor intents of the settings page. */
export const twoFactorIntents = ["two-factor-enable", "two-factor-confirm", "two-factor-disable", "two-factor-backup-codes"] as const;
export type TwoFactorIntent = (typeof twoFactorIntents)[number];

const FAILED = "Er ging iets mis bij het instellen van tweestapsverificatie.";

/** A refusal of the two-factor flows as a form outcome: under its field, or above the form. */
function refused<Extra extends object>(result: Extract<TwoFactorResult, { ok: false }>, extra?: Partial<Extra>) {
  return outcome.fail<Extra>(result.status, result.field ? { field: { [result.field]: result.message } } : { form: result.message }, extra);
}

/**
 * Handles one two-factor intent for the signed-in `member` of `request`.
 * @param clientIp the client address: with the member's address it keys the password-attempt limits
 * @returns "two-factor-enable": 200 with `setup` (QR code, otpauth link, secret, backup codes), 400
 *   (wrong password) or 429; "two-factor-confirm": a redirect to /instellingen with
 *   "Tweestapsverificatie staat aan." or 400 with the setup again (wrong or reused code), 409 when
 *   no setup was started; "two-factor-disable": a redirect with "…staat uit.", 400 or 429;
 *   "two-factor-backup-codes": 200 with `backupCodes`, 400, 409 (off) or 429; 500 with `failure`
 *   for a failure of ours
 */
export async function twoFactorAction({
  request,
  formData,
  intent,
  member,
  clientIp,
}: {
  request: Request;
  formData: FormData;
  intent: TwoFactorIntent;
  member: { id: string; email: string };
  clientIp: string;
}) {
  const caller = { email: member.email, clientIp };
  switch (intent) {
    case "two-factor-enable":
      return handleForm<typeof TwoFactorPasswordSchema, "two-factor-enable", { setup: TwoFactorSetup }>({
        formData,
        intent,
        schema: TwoFactorPasswordSchema,
        unexpected: FAILED,
        handle: async ({ password }) => {
          const started = await startTwoFactor({ request, password, ...caller });
          if (!started.ok) return refused(started);
          return outcome.stay<{ setup: TwoFactorSetup }>({ setup: started.setup }, { resetForm: true });
        },
      });
    case "two-factor-confirm": {
      const setup = await setupFromPosted(formData.get("setup_uri"), formData.get("setup_codes"));
      return handleForm<typeof TwoFactorConfirmSchema, "two-factor-confirm", { setup: TwoFactorSetup }>({
        formData,
        intent,
        schema: TwoFactorConfirmSchema,
        unexpected: FAILED,
        handle: async ({ code }) => {
          const confirmed = await confirmTwoFactor({ request, userId: member.id, code });
          if (confirmed.ok) return outcome.redirect("/instellingen", twoFactorTexts.enabled, { headers: confirmed.headers });
          return refused<{ setup: TwoFactorSetup }>(confirmed, setup ? { setup } : undefined);
        },
      });
    }
    case "two-factor-disable":
      return handleForm({
        formData,
        intent,
        schema: TwoFactorPasswordSchema,
        unexpected: FAILED,
        handle: async ({ password }) => {
          const disabled = await disableTwoFactor({ request, password, ...caller });
          if (disabled.ok) return outcome.redirect("/instellingen", twoFactorTexts.disabled, { headers: disabled.headers });
          return refused(disabled);
        },
      });
    case "two-factor-backup-codes":
      return handleForm<typeof TwoFactorPasswordSchema, "two-factor-backup-codes", { backupCodes: string[] }>({
        formData,
        intent,
        schema: TwoFactorPasswordSchema,
        unexpected: FAILED,
        handle: async ({ password }) => {
          const renewed = await regenerateBackupCodes({ request, password, ...caller });
          if (!renewed.ok) return refused(renewed);
          return outcome.stay<{ backupCodes: string[] }>({ backupCodes: renewed.backupCodes }, { resetForm: true });
        },
      });
  }
}
