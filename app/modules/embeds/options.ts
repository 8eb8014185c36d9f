/** What a widget shows and the HTML snippet host pages embed; browser-safe and light for the builder's form. */
import type { EventType, Province, Theme } from "~/lib/enums";
import { EMBED_HEIGHT_MESSAGE, EMBED_PREFIX } from "~/lib/embed";

/** The last segment of each widget's address. */
export const widgetKinds = ["events", "initiatieven"] as const;
export type WidgetKind = (typeof widgetKinds)[number];

export const DEFAULT_WIDGET_COUNT = 5;
/** A widget shows the start of its list's first page, so the most is at most PAGE_SIZE. */
export const MIN_WIDGET_COUNT = 1;
export const MAX_WIDGET_COUNT = 20;

export const WIDGET_LIST_PATH: Record<WidgetKind, string> = { events: "/events", initiatieven: "/initiatieven" };

export const WIDGET_NOUN: Record<WidgetKind, string> = { events: "events", initiatieven: "initiatieven" };

export const WIDGET_FRAME_TITLE: Record<WidgetKind, string> = {
  events: "Events van Dit doet Nederland",
  initiatieven: "Initiatieven van Dit doet Nederland",
};

/** `aantal` as a whole number within the limits; missing or malformed gives the default, as lists do. */
export function parseWidgetCount(params: URLSearchParams): number {
  const raw = params.get("aantal")?.trim() ?? "";
  if (!/^\d{1,6}$/.test(raw)) return DEFAULT_WIDGET_COUNT;
  return Math.min(Math.max(Number(raw), MIN_WIDGET_COUNT), MAX_WIDGET_COUNT);
}

export function withQuery(path: string, query: URLSearchParams): string {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export function widgetPath(kind: WidgetKind, query: URLSearchParams): string {
  return withQuery(`${EMBED_PREFIX}${kind}`, query);
}

/** What a municipality picks on "Op je eigen site". */
export interface BuilderChoice {
  /** `soort`; events unless "initiatieven". */
  kind: WidgetKind;
  /** The slug (`gemeente`), or null for all. */
  municipality: string | null;
  search: string | null;
  theme: Theme | null;
  province: Province | null;
  /** Ignored for initiatives. */
  type: EventType | null;
  count: number;
}

/** A starting iframe height (CSS pixels) for `count` items, so most widgets fit without the height script. */
export function frameHeight(count: number): number {
  return 120 + 64 * count;
}

function attribute(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/**
 * The HTML a host page pastes in: the <iframe> and, marked optional, the lines that let it follow the
 * widget's height (accepted only from this origin and this frame).
 * @param siteUrl this site's absolute address, e.g. "https://ditdoetnederland.nl"
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
