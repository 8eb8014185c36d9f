/**
 * The layout every e-mail shares (accounts, moderation, participation): `EmailLayout` for a
 * message with its own body, `renderEmail` for the usual greeting, paragraphs, button and reason,
 * each as `{ subject, text, html }` for `sendMail()`. HTML is rendered by React, so every value is
 * escaped; styles are inline only because many e-mail clients drop `<style>` blocks. Server-only.
 */
import type { CSSProperties, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** The platform's name as e-mails write it. */
export const PRODUCT_NAME = "Dit doet Nederland";

export interface EmailContent {
  subject: string;
  /** The same information as `html`; the action URL on its own line. */
  text: string;
  html: string;
}

/** The footer links of a mail of a topic the member can turn off (docs/product-rules.md#mail-preferences). */
export interface EmailUnsubscribe {
  /** The topic's name, e.g. "Herinneringen voor events waarvoor je bent aangemeld". */
  topicLabel: string;
  /** Absolute URL of the preferences page. */
  preferencesUrl: string;
  /** Absolute URL of the topic's unsubscribe page. */
  unsubscribeUrl: string;
}

/** The plain-text footer lines of {@link EmailUnsubscribe}. */
export function unsubscribeText(links: EmailUnsubscribe): string {
  return `Geen e-mails meer over "${links.topicLabel}"? Meld je af:\n${links.unsubscribeUrl}\nAl je e-mailinstellingen:\n${links.preferencesUrl}`;
}

/** What every notice e-mail consists of; rendered once as HTML and once as plain text. */
export interface EmailParts {
  subject: string;
  /** For the greeting "Hoi {name},". */
  name: string;
  intro: string[];
  action: string;
  url: string;
  outro: string[];
  /** Why the recipient gets this e-mail and what to do if they did not ask for it. */
  reason: string;
  unsubscribe?: EmailUnsubscribe;
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
  footerLinks: { margin: "8px 0 0", fontSize: "13px", color: "#6b7280" },
  footerLink: { color: "#4b5563" },
} satisfies Record<string, CSSProperties>;

function greeting(name: string): string {
  const trimmed = name.trim();
  return trimmed ? `Hoi ${trimmed},` : "Hoi,";
}

export interface EmailLayoutProps {
  title: string;
  action: string;
  /** Absolute URL; also shown as text for copy and paste. */
  url: string;
  reason: string;
  children: ReactNode;
  after?: ReactNode;
  unsubscribe?: EmailUnsubscribe;
}

/** The shared e-mail frame, inline styles only; renders `<html lang="nl">`, so prefix `<!DOCTYPE html>`. */
export function EmailLayout({ title, action, url, reason, children, after, unsubscribe }: EmailLayoutProps) {
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
                        {unsubscribe ? (
                          <p style={styles.footerLinks}>
                            <a href={unsubscribe.unsubscribeUrl} style={styles.footerLink}>
                              Afmelden voor deze e-mails
                            </a>
                            {" · "}
                            <a href={unsubscribe.preferencesUrl} style={styles.footerLink}>
                              Al je e-mailinstellingen
                            </a>
                          </p>
                        ) : null}
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

/** Renders `parts` as HTML (through {@link EmailLayout}) and as plain text with the same paragraphs. */
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
        unsubscribe={parts.unsubscribe}
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
    ...(parts.unsubscribe ? [unsubscribeText(parts.unsubscribe)] : []),
  ].join("\n\n");
  return { subject: parts.subject, text: `${text}\n`, html };
}
