/**
 * The sign-up panel of an event page: "Aanmelden" (or waitlist, or "Ik kom") or the viewer's sign-up
 * with "Afmelden" behind a <details> confirmation. Plain forms: they work without JavaScript.
 */
import { CalendarDays } from "~/components/icons";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { signUpTexts as t } from "../sign-up-texts";

/** Built on the server (`signUpStateFor`). */
export interface SignUpPanelProps {
  eventId: string;
  required: boolean;
  isMember: boolean;
  own: { status: "confirmed" } | { status: "waitlisted"; position: number } | null;
  placesLeft: number | null;
  closed: boolean;
  started: boolean;
  /** Started and not over is "Nu bezig". */
  over: boolean;
}

function SubmitButton({ action, intent, children, variant }: { action: string; intent: string; children: string; variant?: "outline" | "destructive" }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === action && navigation.formData?.get("intent") === intent;
  return (
    <Button type="submit" name="intent" value={intent} variant={variant} disabled={busy} aria-disabled={busy}>
      {busy ? "Bezig…" : children}
    </Button>
  );
}

export function SignUpPanel({ eventId, required, isMember, own, placesLeft, closed, started, over }: SignUpPanelProps) {
  const action = `/event/${eventId}/aanmelding`;
  let status: string | null = null;
  if (own?.status === "confirmed") status = t.confirmed;
  else if (own?.status === "waitlisted") status = t.waitlisted(own.position);
  let info: string | null = null;
  if (!own) {
    if (started) info = over ? t.past : t.running;
    else if (closed) info = t.closed;
    else if (placesLeft === 0) info = t.full;
    else if (placesLeft !== null) info = t.placesLeft(placesLeft);
    else if (!required) info = t.openNoLimit;
  }
  const canSignUp = !own && !started && !closed;
  const signUpLabel = placesLeft === 0 ? t.joinWaitlist : required ? t.signUp : t.comeAlong;
  return (
    <section aria-labelledby="aanmelden-titel" className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <h2 id="aanmelden-titel" className="inline-flex items-center gap-2 text-lg font-semibold">
        <CalendarDays className="size-5" aria-hidden="true" />
        {t.heading}
      </h2>
      {status ? <p className="font-medium text-primary">{status}</p> : null}
      {info ? <p className="text-sm text-muted-foreground">{info}</p> : null}
      {canSignUp && isMember ? (
        <Form method="post" action={action}>
          <SubmitButton action={action} intent="sign-up">
            {signUpLabel}
          </SubmitButton>
        </Form>
      ) : null}
      {canSignUp && !isMember ? (
        <p>
          <Link
            to={`/auth?${new URLSearchParams({ redirectTo: `/event/${eventId}`, melding: "aanmelden" }).toString()}`}
            className="font-medium text-primary underline"
          >
            {t.signInToSignUp}
          </Link>
        </p>
      ) : null}
      {own ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-primary underline">{t.cancel}</summary>
          <Form method="post" action={action} className="mt-2 flex flex-col items-start gap-2">
            <p>{own.status === "confirmed" ? t.cancelConfirm : t.cancelWaitlistConfirm}</p>
            <SubmitButton action={action} intent="cancel-sign-up" variant="destructive">
              {`Ja, ${t.cancel.toLowerCase()}`}
            </SubmitButton>
          </Form>
        </details>
      ) : null}
    </section>
  );
}
