/** The answer form of "Heeft dit contact tot een match geleid?": three radio choices and one button; a plain form post. */
import { Form } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { MATCH_ANSWERS, type MatchAnswer } from "../match-answers";

/**
 * @param chosen the answer the mail's link preselects, if any
 * @param error a Dutch message when no answer was chosen
 */
export function MatchQuestionForm({ chosen, error }: { chosen: MatchAnswer | null; error?: string }) {
  return (
    <Form method="post" className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-3" aria-describedby={error ? "match-answer-error" : undefined}>
        <legend className="mb-2 font-semibold">Heeft dit contact tot een match geleid?</legend>
        {MATCH_ANSWERS.map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-3 rounded-md border border-border px-4 py-2">
            <input type="radio" name="antwoord" value={value} defaultChecked={value === chosen} className="size-5" />
            <span>{label}</span>
          </label>
        ))}
        {error ? (
          <p id="match-answer-error" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
      </fieldset>
      <div>
        <SubmitButton pendingText="Bezig met versturen…">Antwoord versturen</SubmitButton>
      </div>
    </Form>
  );
}
