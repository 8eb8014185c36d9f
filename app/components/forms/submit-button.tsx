/** The submit button of every form, in a module without Conform so plain forms do not load it. */
import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";

/** How long a sent form's button stays busy when no navigation follows (the form was invalid). */
const UNANSWERED_SUBMIT_MS = 1_500;

/**
 * A submit button that is busy, and cannot be pressed twice, while its form is sent; with
 * `intent` only for that intent. `disabled` never enables a busy button.
 */
export function SubmitButton({
  children,
  pendingText,
  intent,
  disabled,
  ...props
}: ButtonProps & { pendingText: string; intent?: string }) {
  const navigation = useNavigation();
  const ref = useRef<HTMLButtonElement>(null);
  const sent = useSentForm(ref, navigation.state);
  const submitting = navigation.state === "submitting" && (intent === undefined || navigation.formData?.get("intent") === intent);
  const busy = sent || submitting;
  const { onClick, ...rest } = props;
  return (
    <Button
      ref={ref}
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      // Not `disabled` on the submit event itself: the router still reads the button's intent then.
      disabled={submitting || Boolean(disabled)}
      aria-disabled={busy || Boolean(disabled)}
      onClick={(event) => {
        if (sent) event.preventDefault();
        else onClick?.(event);
      }}
      {...rest}
    >
      {busy ? pendingText : children}
    </Button>
  );
}

/**
 * True from the moment this button sends its form until the navigation it starts is over. The
 * router's own state reaches the page in a transition, which a second click of a double click can
 * beat on a slow phone; the form's submit event cannot.
 */
function useSentForm(ref: React.RefObject<HTMLButtonElement | null>, navigationState: string): boolean {
  const [sent, setSent] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      if (event.submitter === ref.current) setSent(true);
    };
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, [ref]);
  useEffect(() => {
    if (!sent) return;
    if (navigationState !== "idle") {
      started.current = true;
      return;
    }
    if (started.current) {
      started.current = false;
      setSent(false);
      return;
    }
    // No navigation started (the form's own validation stopped it): free the button again.
    const timer = setTimeout(() => setSent(false), UNANSWERED_SUBMIT_MS);
    return () => clearTimeout(timer);
  }, [sent, navigationState]);
  return sent;
}
