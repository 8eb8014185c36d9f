/** Dutch texts of the errors better-auth puts in its redirects back to /auth (`?error=…`). */
import { authTexts } from "./texts";

const callbackErrors: Record<string, string> = {
  INVALID_TOKEN: authTexts.resetLinkInvalid,
  invalid_token: "Deze bevestigingslink is verlopen of ongeldig. Log in om een nieuwe link te ontvangen.",
  token_expired: "Deze bevestigingslink is verlopen. Log in om een nieuwe link te ontvangen.",
  account_not_linked:
    "Er bestaat al een account met dit e-mailadres. Log in met je wachtwoord; heb je je e-mailadres nog niet bevestigd, doe dat dan eerst.",
  email_not_found: "Google gaf geen e-mailadres door. Probeer het opnieuw of registreer met je e-mailadres.",
  // A session refused by the session hook of app/lib/auth.server.ts.
  unable_to_create_session:
    "Inloggen met Google kan niet voor dit account. Heb je tweestapsverificatie aan, log dan in met je e-mailadres, wachtwoord en code. Is je account geblokkeerd, neem dan contact op via de contactpagina.",
};
/** For an unknown error, and for Google sign-in when it is not configured. */
export const GENERIC_CALLBACK_ERROR = "Inloggen is niet gelukt. Probeer het opnieuw.";

/** The Dutch message for `?error=`; own keys only, so "constructor" does not find Object.prototype. */
export function callbackErrorText(error: string | null): string | null {
  if (!error) return null;
  return Object.hasOwn(callbackErrors, error) ? (callbackErrors[error] ?? GENERIC_CALLBACK_ERROR) : GENERIC_CALLBACK_ERROR;
}
