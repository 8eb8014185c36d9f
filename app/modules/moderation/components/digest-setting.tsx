/** The moderators' digest setting (at most one mail an hour), a plain checkbox form. */
import { Form } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";

export function DigestSetting({ on }: { on: boolean }) {
  return (
    <Form method="post" className="flex flex-col gap-4">
      <div className="flex items-start gap-2">
        <input
          type="checkbox"
          id="moderation-digest"
          name="moderation_digest"
          value="aan"
          defaultChecked={on}
          className="mt-0.5 size-5 shrink-0 accent-primary"
        />
        <label htmlFor="moderation-digest" className="text-sm">
          Stuur me een e-mail met nieuwe items om te beoordelen en nieuwe meldingen (hooguit één keer per uur)
        </label>
      </div>
      <div>
        <SubmitButton intent="moderation-digest" variant="outline" pendingText="Opslaan…">
          Opslaan
        </SubmitButton>
      </div>
    </Form>
  );
}
