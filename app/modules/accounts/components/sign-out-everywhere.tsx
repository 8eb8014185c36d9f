/**
 * "Overal uitloggen" on /instellingen: ends every session of the member, this browser's too (a
 * lost phone, a computer left signed in elsewhere). The confirmation is a <details> that opens
 * the form, so it works without JavaScript; the form posts `confirm=ja`.
 */
import { Form } from "react-router";
import { LogOut } from "~/components/icons";
import { SubmitButton } from "~/components/forms/fields";
import { Alert } from "~/components/ui/alert";
import { formErrorFor } from "~/lib/form-action";
import type { SettingsActionData } from "./settings-sections";

/** The section's body; `actionData` shows a refusal of its own form only. */
export function SignOutEverywhereSection({ actionData }: { actionData: SettingsActionData }) {
  const error = formErrorFor(actionData, "sign-out-everywhere") ?? actionData?.result?.error?.confirm?.[0];
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        Uitloggen in het menu logt je alleen op dit apparaat uit. Ben je nog ingelogd op een ander apparaat, bijvoorbeeld een
        telefoon die je kwijt bent? Log dan overal uit.
      </p>
      {error && actionData?.intent === "sign-out-everywhere" ? (
        <Alert variant="error">
          <p>{error}</p>
        </Alert>
      ) : null}
      <details className="rounded-md border p-3">
        <summary className="cursor-pointer font-medium">Overal uitloggen</summary>
        <Form method="post" className="mt-3 flex flex-col gap-3">
          <input type="hidden" name="confirm" value="ja" />
          <p className="text-sm">
            Je wordt uitgelogd op al je apparaten, ook op dit apparaat. Daarna log je opnieuw in waar je dat wilt.
          </p>
          <div>
            <SubmitButton intent="sign-out-everywhere" variant="outline" pendingText="Uitloggen…">
              <LogOut aria-hidden="true" />
              Ja, log me overal uit
            </SubmitButton>
          </div>
        </Form>
      </details>
    </div>
  );
}
