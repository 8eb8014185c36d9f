/**
 * The page of an unsubscribe link: a confirmation button (a plain form post; opening the link never
 * unsubscribes, because link scanners open it too), the result, or why the link does not work.
 */
import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { Alert } from "~/components/ui/alert";
import { PREFERENCES_PATH } from "../topics";

export type UnsubscribeState =
  /** `subject`: what the link stops, quoted, e.g. `“Herinneringen …”` or `je bewaarde zoekopdracht “…”`. */
  | { state: "confirm"; subject: string }
  | { state: "done"; subject: string }
  | { state: "refused"; message: string };

export function UnsubscribePanel({ view }: { view: UnsubscribeState }) {
  if (view.state === "refused") {
    return (
      <Alert variant="error">
        <p>{view.message}</p>
      </Alert>
    );
  }
  if (view.state === "done") {
    return (
      <div className="flex flex-col gap-4">
        <Alert variant="success">
          <p>Je bent afgemeld. Je krijgt geen e-mails meer over {view.subject}.</p>
        </Alert>
        <p className="text-sm">
          Toch weer aanzetten, of andere e-mails kiezen? Dat kan bij{" "}
          <Link to={PREFERENCES_PATH} className="underline">
            Meldingen per e-mail
          </Link>
          .
        </p>
      </div>
    );
  }
  return (
    <Form method="post" className="flex flex-col gap-4">
      <p>
        Wil je geen e-mails meer krijgen over {view.subject}? Andere e-mails van Dit doet Nederland blijven
        gewoon komen.
      </p>
      <div>
        <SubmitButton pendingText="Afmelden…">Afmelden</SubmitButton>
      </div>
    </Form>
  );
}
