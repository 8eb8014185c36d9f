/**
 * "Meldingen per e-mail": one radio group per topic the member can get, saved by one plain form post
 * (works without JavaScript; with it the button shows it is busy).
 */
import { Form } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { fieldName, frequencyLabel, type MailFrequency, type MailTopic } from "../topics";

export const MAIL_PREFERENCES_INTENT = "mail-preferences";

export interface TopicChoice {
  topic: MailTopic;
  frequency: MailFrequency;
}

export function MailPreferencesForm({ choices, error }: { choices: TopicChoice[]; error?: string | null }) {
  return (
    <Form method="post" className="flex flex-col gap-6">
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {choices.map(({ topic, frequency }) => {
        const name = fieldName(topic.id);
        const descriptionId = `${name}-uitleg`;
        return (
          <fieldset key={topic.id} className="flex flex-col gap-2" aria-describedby={descriptionId}>
            <legend className="font-medium">{topic.label}</legend>
            <p id={descriptionId} className="text-sm text-muted-foreground">
              {topic.description}
            </p>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {topic.frequencies.map((option) => {
                const id = `${name}-${option}`;
                return (
                  <div key={option} className="flex items-center gap-2">
                    <input
                      type="radio"
                      id={id}
                      name={name}
                      value={option}
                      defaultChecked={frequency === option}
                      required
                      className="size-5 accent-primary"
                    />
                    <label htmlFor={id} className="text-sm">
                      {frequencyLabel(topic, option)}
                    </label>
                  </div>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <div>
        <SubmitButton intent={MAIL_PREFERENCES_INTENT} pendingText="Opslaan…">
          Opslaan
        </SubmitButton>
      </div>
    </Form>
  );
}
