/**
 * Dutch e-mail templates for accounts: e-mail verification and password reset, each as
 * `{ subject, text, html }` for `sendMail()`, in the shared layout (app/components/email/layout.tsx).
 */
import { type EmailContent, PRODUCT_NAME, renderEmail } from "~/components/email/layout";

/**
 * The e-mail that confirms a new account's address; the link signs the user in and is valid for 24 hours.
 * @param name display name for the greeting (may be blank)
 */
export function verificationEmail({ name, url }: { name: string; url: string }): EmailContent {
  return renderEmail({
    subject: `Bevestig je e-mailadres voor ${PRODUCT_NAME}`,
    name,
    intro: [
      `Welkom bij ${PRODUCT_NAME}! Bevestig je e-mailadres met één klik op de knop hieronder. Daarmee is je account actief en ben je meteen ingelogd.`,
    ],
    action: "E-mailadres bevestigen",
    url,
    outro: ["Deze link is 24 uur geldig."],
    reason: `Je ontvangt deze e-mail omdat er met dit e-mailadres een account is aangemaakt op ${PRODUCT_NAME}. Heb jij dat niet gedaan? Dan kun je deze e-mail negeren.`,
  });
}

/**
 * The e-mail with a password-reset link: it works once, for 1 hour, and signs out every other session.
 * @param name display name for the greeting (may be blank)
 */
export function resetPasswordEmail({ name, url }: { name: string; url: string }): EmailContent {
  return renderEmail({
    subject: `Stel een nieuw wachtwoord in voor ${PRODUCT_NAME}`,
    name,
    intro: [
      `Er is een nieuw wachtwoord aangevraagd voor je account op ${PRODUCT_NAME}. Met de knop hieronder stel je een nieuw wachtwoord in.`,
    ],
    action: "Nieuw wachtwoord instellen",
    url,
    outro: [
      "Deze link werkt één keer en is 1 uur geldig.",
      "Zodra je een nieuw wachtwoord hebt ingesteld, word je op al je andere apparaten en browsers uitgelogd.",
    ],
    reason: `Je ontvangt deze e-mail omdat iemand een nieuw wachtwoord heeft aangevraagd voor het account met dit e-mailadres. Heb jij dat niet gedaan? Dan kun je deze e-mail negeren; je wachtwoord blijft ongewijzigd.`,
  });
}
