/**
 * The mail of notifications (docs/product-rules.md#notifications): one notification mailed
 * directly, or a daily or weekly digest of several. Each item links to its page; an item of a
 * followed initiative carries "Niet meer volgen" for that initiative. Server-only.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { type EmailContent, EmailLayout, type EmailUnsubscribe, unsubscribeText } from "~/components/email/layout";
import type { MailFrequency } from "./topics";

const paragraph = { margin: "0 0 16px" } as const;
const itemStyle = { margin: "0 0 14px" } as const;
const itemLabel = { color: "#4b5563", fontSize: "13px" } as const;
const itemLink = { fontWeight: 600, color: "#1d4ed8" } as const;
const itemLine = { color: "#4b5563", fontSize: "14px" } as const;
const unfollowLink = { color: "#4b5563", fontSize: "13px" } as const;

/** One notification in a mail. */
export interface MailedNotification {
  /** What happened, e.g. "Nieuw event van een initiatief dat je volgt". */
  label: string;
  title: string;
  /** A line of detail; may be empty. */
  summary: string;
  /** Absolute URL of its page. */
  url: string;
  /** Absolute signed "Niet meer volgen" URL when an initiative the member follows is concerned. */
  unfollowUrl?: string;
  initiativeName?: string;
}

const INTRO: Record<Exclude<MailFrequency, "off">, string> = {
  direct: "Er is iets nieuws voor je op Dit doet Nederland.",
  daily: "Dit is er sinds je vorige overzicht gebeurd.",
  weekly: "Dit is er deze week gebeurd.",
};

/**
 * @param options.items the notifications shown (at least one; the caller never mails an empty one)
 * @param options.total how many are new in all (at least `items.length`)
 * @param options.centreUrl absolute URL of /meldingen
 */
export function notificationsEmail(options: {
  name: string;
  frequency: Exclude<MailFrequency, "off">;
  items: MailedNotification[];
  total: number;
  centreUrl: string;
  unsubscribe: EmailUnsubscribe;
}): EmailContent {
  const first = options.items[0];
  const subject =
    options.frequency === "direct" && options.total === 1 && first
      ? `${first.label}: ${first.title}`
      : `${options.frequency === "weekly" ? "Je weekoverzicht" : options.frequency === "daily" ? "Je dagoverzicht" : "Nieuwe meldingen"}: ${options.total} ${options.total === 1 ? "melding" : "meldingen"}`;
  const greeting = options.name.trim() ? `Hoi ${options.name.trim()},` : "Hoi,";
  const intro = INTRO[options.frequency];
  const more = options.total > options.items.length ? `Hier zie je de nieuwste ${options.items.length}; de rest staat bij je meldingen.` : null;
  const reason = `Je krijgt deze e-mail omdat je "${options.unsubscribe.topicLabel}" per e-mail wilt krijgen.`;
  const action = "Bekijk al je meldingen";
  const html =
    "<!DOCTYPE html>" +
    renderToStaticMarkup(
      <EmailLayout title={subject} action={action} url={options.centreUrl} reason={reason} unsubscribe={options.unsubscribe}>
        <p style={paragraph}>{greeting}</p>
        <p style={paragraph}>{intro}</p>
        {options.items.map((item, index) => (
          <p key={`${item.url}-${index}`} style={itemStyle}>
            <span style={itemLabel}>{item.label}</span>
            <br />
            <a href={item.url} style={itemLink}>
              {item.title}
            </a>
            {item.summary ? (
              <>
                <br />
                <span style={itemLine}>{item.summary}</span>
              </>
            ) : null}
            {item.unfollowUrl ? (
              <>
                <br />
                <a href={item.unfollowUrl} style={unfollowLink}>
                  Niet meer volgen{item.initiativeName ? `: ${item.initiativeName}` : ""}
                </a>
              </>
            ) : null}
          </p>
        ))}
        {more ? <p style={paragraph}>{more}</p> : null}
      </EmailLayout>,
    );
  const text = [
    greeting,
    intro,
    options.items
      .map((item) =>
        [item.label, item.title, item.summary, item.url, item.unfollowUrl ? `Niet meer volgen${item.initiativeName ? `: ${item.initiativeName}` : ""}:\n${item.unfollowUrl}` : ""]
          .filter(Boolean)
          .join("\n"),
      )
      .join("\n\n"),
    ...(more ? [more] : []),
    `${action}:\n${options.centreUrl}`,
    `-- \nDit doet Nederland\n${reason}`,
    unsubscribeText(options.unsubscribe),
  ].join("\n\n");
  return { subject, text, html };
}
