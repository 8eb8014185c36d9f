/**
 * Account texts of docs/product-rules.md#accounts and of docs/decisions/006-accounts.md, shown to people (browser-safe).
 * The spec's "reset link" is written as one word, as Dutch compounds are.
 */
export const authTexts = {
  signInSuccess: "Inloggen succesvol!",
  invalidCredentials: "Ongeldige inloggegevens",
  signInFailed: "Er ging iets mis bij het inloggen",
  emailInUse: "Dit e-mailadres is al in gebruik",
  registerSuccess: "Registratie succesvol! Controleer je e-mail voor bevestiging.",
  registerFailed: "Er ging iets mis bij het registreren",
  resetSent: "Wachtwoordresetlink verstuurd! Controleer je e-mail.",
  resetFailed: "Er ging iets mis bij het versturen van de resetlink",
  unverified:
    "Je e-mailadres is nog niet bevestigd. We hebben je een nieuwe bevestigingslink gestuurd; klik op de link in die e-mail om in te loggen.",
  verificationResent: "We hebben een nieuwe bevestigingslink gestuurd. Controleer je e-mail.",
  newPasswordSet: "Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.",
  resetLinkInvalid: "Deze link om je wachtwoord te herstellen is verlopen of al gebruikt. Vraag een nieuwe aan.",
  signedOut: "Uitgelogd",
  alreadyVerified: "Je e-mailadres is al bevestigd. Log in met je e-mailadres en wachtwoord.",
  // The sign-in form shows "contactpagina" as a link to /contact (components/auth-forms.tsx).
  blocked: "Je account is geblokkeerd. Denk je dat dit niet klopt? Neem contact met ons op via de contactpagina.",
} as const;
