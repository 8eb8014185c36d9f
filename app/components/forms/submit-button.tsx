/**
 * The submit button of every form (re-exported by ./fields): busy while its form is being sent.
 * A module of its own, without Conform, so a page with one plain form (e.g. the status notice on
 * an item page) does not load the form library.
 */
import { useNavigation } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";

/**
 * A submit button that shows it is busy and cannot be pressed twice while its form is being sent.
 * With `intent`, it is busy only for submissions carrying that intent (several forms on a page).
 * `disabled` adds another reason to wait (e.g. an image still uploading); it never enables a busy
 * button.
 */
export function SubmitButton({
  children,
  pendingText,
  intent,
  disabled,
  ...props
}: ButtonProps & { pendingText: string; intent?: string }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && (intent === undefined || navigation.formData?.get("intent") === intent);
  const off = busy || Boolean(disabled);
  return (
    <Button type="submit" name={intent ? "intent" : undefined} value={intent} disabled={off} aria-disabled={off} {...props}>
      {busy ? pendingText : children}
    </Button>
  );
}
