/**
 * What a widget shows and how a host page embeds it (docs/decisions/031-embeds.md): `aantal`, the
 * widgets' addresses and titles, and the HTML snippet "Op je eigen site" hands out. Browser-safe and
 * light (the builder's form imports it); reading filters and choices from a URL, which needs the
 * municipality list, is in ./choices.server.ts.
 */
import type { EventType, Province, Theme } from "~/lib/enums";
import { EMBED_HEIGHT_MESSAGE, EMBED_PREFIX } from "~/lib/embed";

/** The two widgets; the value is the last segment of their address (/embed/events, /embed/initiatieven). */
export const widgetKinds = ["events", "initiatieven"] as const;
export type WidgetKind = (typeof widgetKinds)[number];

/** Items a widget shows when `aantal` is missing or malformed. */
export const DEFAULT_WIDGET_COUNT = 5;
/**
 * Fewest and most items a widget shows (`aantal` outside is brought inside). A widget shows the
 * start of its list's first page, so the most is at most a page (PAGE_SIZE, app/lib/list-params.ts).
 */
export const MIN_WIDGET_COUNT = 1;
export const MAX_WIDGET_COUNT = 20;

/** The full list on the site that a widget's "Bekijk alle …" link opens. */
export const WIDGET_LIST_PATH: Record<WidgetKind, string> = { events: "/events", initiatieven: "/initiatieven" };

/** What the items of each widget are called, in "Bekijk alle {noun} op Dit doet Nederland". */
export const WIDGET_NOUN: Record<WidgetKind, string> = { events: "events", initiatieven: "initiatieven" };

/** The accessible name of a widget's <iframe> (its `title`). */
export const WIDGET_FRAME_TITLE: Record<WidgetKind, string> = {
  events: "Events van Dit doet Nederland",
  initiatieven: "Initiatieven van Dit doet Nederland",
};

/**
 * The number of items from `aantal`: a whole number brought within
 * {@link MIN_WIDGET_COUNT}–{@link MAX_WIDGET_COUNT}; missing or malformed gives
 * {@link DEFAULT_WIDGET_COUNT} (a hand-edited address still shows a widget, as lists do).
 */
export function parseWidgetCount(params: URLSearchParams): number {
  const raw = params.get("aantal")?.trim() ?? "";
  if (!/^\d{1,6}$/.test(raw)) return DEFAULT_WIDGET_COUNT;
  return Math.min(Math.max(Number(raw), MIN_WIDGET_COUNT), MAX_WIDGET_COUNT);
}

/** "path" or "path?query". */
export function withQuery(path: string, query: URLSearchParams): string {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** A widget's address relative to the site, e.g. "/embed/events?thema=energie&aantal=5". */
export function widgetPath(kind: WidgetKind, query: URLSearchParams): string {
  return withQuery(`${EMBED_PREFIX}${kind}`, query);
}

/** What a municipality picks on "Op je eigen site" (the form's parameters in brackets). */
export interface BuilderChoice {
  /** Which widget (`soort`); events unless "initiatieven". */
  kind: WidgetKind;
  /** The municipality's slug (`gemeente`, slug or CBS name in the address), or null for all. */
  municipality: string | null;
  /** Search term (`zoek`). */
  search: string | null;
  theme: Theme | null;
  province: Province | null;
  /** Event type (`type`); ignored for initiatives. */
  type: EventType | null;
  /** Items shown (`aantal`). */
  count: number;
}

/**
 * A starting height for the <iframe> in CSS pixels: room for the heading, `count` items and the
 * "Bekijk alle" link, so most widgets fit without the optional height script.
 */
export function frameHeight(count: number): number {
  return 120 + 64 * count;
}

/** `text` safe inside a double-quoted HTML attribute. */
function attribute(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/**
 * The HTML a host page pastes in: the <iframe> with the widget and, marked optional, the few lines
 * that let the <iframe> follow the widget's height (messages from public/widget-hoogte.js, accepted
 * only from this site's origin and only for the frame that sent them).
 * @param siteUrl this site's absolute address, e.g. "https://ditdoetnederland.nl" (PUBLIC_URL)
 */
export function embedSnippet({ siteUrl, kind, query }: { siteUrl: string; kind: WidgetKind; query: URLSearchParams }): string {
  const origin = new URL(siteUrl).origin;
  const src = `${siteUrl.replace(/\/+$/, "")}${widgetPath(kind, query)}`;
  const height = frameHeight(parseWidgetCount(query));
  return [
    `<iframe src="${attribute(src)}" title="${attribute(WIDGET_FRAME_TITLE[kind])}" width="100%" height="${height}" style="border: 0; width: 100%;" loading="lazy"></iframe>`,
    `<!-- Optioneel: laat de hoogte van de lijst meebewegen met de inhoud. -->`,
    `<script>`,
    `  window.addEventListener("message", function (event) {`,
    `    if (event.origin !== ${JSON.stringify(origin)} || !event.data || event.data.type !== ${JSON.stringify(EMBED_HEIGHT_MESSAGE)}) return;`,
    `    document.querySelectorAll("iframe").forEach(function (frame) {`,
    `      if (frame.contentWindow === event.source) frame.style.height = event.data.height + "px";`,
    `    });`,
    `  });`,
    `</script>`,
  ].join("\n");
}
