/**
 * Dutch e-mail templates for accounts: e-mail verification and password reset. Each template
 * returns `{ subject, text, html }`, ready for `sendMail()` in `app/lib/mail.server.ts`.
 *
 * Both bodies are built from one description of the message, so the plain-text alternative carries
 * the same information as the HTML. The HTML is rendered with React (`renderToStaticMarkup`), so
 * every value (a user's name, a URL) is escaped by React, never pasted into markup by hand. Styles
 * are inline only: many e-mail clients drop `<style>` blocks.
 */
import type { CSSProperties, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** The product name, shown as the header of every e-mail. */
const PRODUCT_NAME = "Dit doet Nederland";

/** A rendered e-mail: subject line, plain-text alternative and a complete HTML document. */
export interface EmailContent {
  subject: string;
  /** Plain-text alternative with the same information as `html`; the action URL on its own line. */
  text: string;
  /** `<!DOCTYPE html><html lang="nl">…</html>`, inline styles only. */
  html: string;
}

/** What every notice e-mail consists of; rendered once as HTML and once as plain text. */
export interface EmailParts {
  subject: string;
  /** Recipient's display name for the greeting "Hoi {name},". */
  name: string;
  /** Paragraphs above the button. */
  intro: string[];
  /** Button text, e.g. "E-mailadres bevestigen". */
  action: string;
  /** Absolute URL the button points to. */
  url: string;
  /** Paragraphs below the button (validity, consequences). */
  outro: string[];
  /** Why the recipient gets this e-mail and what to do if they did not ask for it. */
  reason: string;
}

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const BRAND = "#1e40af";
const styles = {
  body: { margin: 0, padding: 0, backgroundColor: "#f3f4f6" },
  outer: { width: "100%", backgroundColor: "#f3f4f6", padding: "24px 0" },
  card: {
    width: "100%",
    maxWidth: "560px",
    margin: "0 auto",
    backgroundColor: "#ffffff",
    borderRadius: "8px",
    fontFamily: FONT,
    color: "#111827",
    fontSize: "16px",
    lineHeight: "1.5",
  },
  cell: { padding: "32px" },
  header: { margin: "0 0 24px", fontSize: "22px", fontWeight: 700, color: BRAND },
  paragraph: { margin: "0 0 16px" },
  buttonWrap: { margin: "24px 0" },
  button: {
    display: "inline-block",
    backgroundColor: BRAND,
    color: "#ffffff",
    fontWeight: 600,
    textDecoration: "none",
    padding: "12px 24px",
    borderRadius: "6px",
  },
  small: { margin: "0 0 16px", fontSize: "14px", color: "#4b5563" },
  rawUrl: { color: BRAND, wordBreak: "break-all" },
  footer: {
    margin: "24px 0 0",
    paddingTop: "16px",
    borderTop: "1px solid #e5e7eb",
    fontSize: "13px",
    color: "#6b7280",
  },
} satisfies Record<string, CSSProperties>;

/** "Hoi Anna,"; a blank name reads "Hoi," rather than "Hoi ,". */
function greeting(name: string): string {
  const trimmed = name.trim();
  return trimmed ? `Hoi ${trimmed},` : "Hoi,";
}

/** Props of {@link EmailLayout}. */
export interface EmailLayoutProps {
  /** Document title (the subject line). */
  title: string;
  /** Button text. */
  action: string;
  /** Absolute URL of the button; also shown as text for copy and paste. */
  url: string;
  /** Why the recipient gets this e-mail, shown in the footer. */
  reason: string;
  /** The message above the button. */
  children: ReactNode;
  /** The message below the button. */
  after?: ReactNode;
}

/**
 * The shared e-mail frame: a centred card of at most 560px in the system font, "Dit doet
 * Nederland" as header in #1e40af, the message, a prominent button, the raw URL below it for copy
 * and paste, more text, and a footer saying why the mail was sent. Inline styles only. Renders the
 * whole `<html lang="nl">` element; prefix the markup with `<!DOCTYPE html>`.
 */
export function EmailLayout({ title, action, url, reason, children, after }: EmailLayoutProps) {
  return (
    <html lang="nl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={styles.body}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={styles.outer}>
          <tbody>
            <tr>
              <td align="center">
                <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={styles.card}>
                  <tbody>
                    <tr>
                      <td style={styles.cell}>
                        <p style={styles.header}>{PRODUCT_NAME}</p>
                        {children}
                        <p style={styles.buttonWrap}>
                          <a href={url} style={styles.button}>
                            {action}
                          </a>
                        </p>
                        <p style={styles.small}>
                          Werkt de knop niet? Kopieer dan deze link en plak hem in de adresbalk van je browser:
                          <br />
                          <a href={url} style={styles.rawUrl}>
                            {url}
                          </a>
                        </p>
                        {after}
                        <p style={styles.footer}>{reason}</p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/**
 * Renders `parts` as HTML (through {@link EmailLayout}; every value escaped by React) and as plain
 * text with the same paragraphs: the account e-mails and the participation e-mails use it.
 */
export function renderEmail(parts: EmailParts): EmailContent {
  const paragraphs = (lines: string[]) =>
    lines.map((line) => (
      <p key={line} style={styles.paragraph}>
        {line}
      </p>
    ));
  const html =
    "<!DOCTYPE html>" +
    renderToStaticMarkup(
      <EmailLayout
        title={parts.subject}
        action={parts.action}
        url={parts.url}
        reason={parts.reason}
        after={paragraphs(parts.outro)}
      >
        {paragraphs([greeting(parts.name), ...parts.intro])}
      </EmailLayout>,
    );
  const text = [
    greeting(parts.name),
    ...parts.intro,
    `${parts.action}:\n${parts.url}`,
    ...parts.outro,
    `-- \n${PRODUCT_NAME}\n${parts.reason}`,
  ].join("\n\n");
  return { subject: parts.subject, text: `${text}\n`, html };
}

/**
 * The e-mail that confirms a new account's address (better-auth e-mail verification, DESIGN.md
 * stack "auth"). One click on `url` confirms the address and signs the user in; the link is valid
 * for 24 hours.
 * @param name the account's display name, for the greeting (escaped; may be blank)
 * @param url the absolute verification link
 * @returns subject "Bevestig je e-mailadres voor Dit doet Nederland", plain text and HTML
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
 * The e-mail with a password-reset link (better-auth password reset, DESIGN.md stack "auth").
 * The link works once and is valid for 1 hour; setting a new password signs out every other
 * session of the account.
 * @param name the account's display name, for the greeting (escaped; may be blank)
 * @param url the absolute reset link
 * @returns subject "Stel een nieuw wachtwoord in voor Dit doet Nederland", plain text and HTML
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
