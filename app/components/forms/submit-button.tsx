/** The submit button of every form, in a module without Conform so plain forms do not load it. */
import { useNavigation } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";

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
  const busy =
    navigation.state === "submitting" && (intent === undefined || navigation.formData?.get("intent") === intent);
  const off = busy || Boolean(disabled);
  return (
    <Button type="submit" name={intent ? "intent" : undefined} value={intent} disabled={off} aria-disabled={off} {...props}>
      {busy ? pendingText : children}
    </Button>
  );
}
