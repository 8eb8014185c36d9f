/**
 * The alert of a saved search: what became public since the last one, at most a handful of items
 * with a link each, and a link to the whole list. Server-only.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { type EmailContent, EmailLayout, type EmailUnsubscribe, unsubscribeText } from "~/components/email/layout";
import { LIST_OF_KIND, type SavedSearchKind } from "./saved-searches";

const paragraph = { margin: "0 0 16px" } as const;
const itemStyle = { margin: "0 0 12px" } as const;
const itemLink = { fontWeight: 600, color: "#1d4ed8" } as const;
const itemLine = { color: "#4b5563", fontSize: "14px" } as const;

/** One item of an alert. */
export interface AlertItem {
  title: string;
  /** Absolute URL of its page. */
  url: string;
  /** Where and when, e.g. "Utrecht · Buurtmoestuin Zuilen"; may be empty. */
  line: string;
}

/**
 * @param options.items the newest items, at most what the mail shows
 * @param options.total how many items are new in all (at least `items.length`)
 * @param options.listUrl absolute URL of the search's list
 * @param options.unsubscribe the footer links of this search
 */
export function alertEmail(options: {
  name: string;
  kind: SavedSearchKind;
  searchName: string;
  items: AlertItem[];
  total: number;
  listUrl: string;
  unsubscribe: EmailUnsubscribe;
}): EmailContent {
  const { one, many } = LIST_OF_KIND[options.kind];
  const counted = `${options.total} ${options.total === 1 ? one : many}`;
  const subject = `Nieuw voor je zoekopdracht "${options.searchName}": ${counted}`;
  const greeting = options.name.trim() ? `Hoi ${options.name.trim()},` : "Hoi,";
  const intro = `Sinds onze vorige e-mail ${options.total === 1 ? "is er" : "zijn er"} ${counted} bijgekomen voor je zoekopdracht "${options.searchName}".`;
  const more = options.total > options.items.length ? `Hier zie je de nieuwste ${options.items.length}; de rest staat op de site.` : null;
  const reason = "Je krijgt deze e-mail omdat je deze zoekopdracht op Dit doet Nederland hebt bewaard.";
  const action = "Bekijk alle resultaten";
  const html =
    "<!DOCTYPE html>" +
    renderToStaticMarkup(
      <EmailLayout title={subject} action={action} url={options.listUrl} reason={reason} unsubscribe={options.unsubscribe}>
        <p style={paragraph}>{greeting}</p>
        <p style={paragraph}>{intro}</p>
        {options.items.map((item) => (
          <p key={item.url} style={itemStyle}>
            <a href={item.url} style={itemLink}>
              {item.title}
            </a>
            {item.line ? (
              <>
                <br />
                <span style={itemLine}>{item.line}</span>
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
    options.items.map((item) => [item.title, item.line, item.url].filter(Boolean).join("\n")).join("\n\n"),
    ...(more ? [more] : []),
    `${action}:\n${options.listUrl}`,
    `-- \nDit doet Nederland\n${reason}`,
    unsubscribeText(options.unsubscribe),
  ].join("\n\n");
  return { subject, text, html };
}
