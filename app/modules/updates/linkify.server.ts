/**
 * Plain update text to display segments with its links found by linkify-it
 * (docs/product-rules.md#initiative-updates). Server-only, so the library stays out of the browser:
 * pages render the segments as text and anchors, never as HTML.
 */
import { LinkifyIt } from "linkify-it";

/** A run of text, or a link whose `href` is an http(s) or mailto address. */
export type TextSegment = { text: string } | { text: string; href: string };

/** One paragraph's segments; paragraphs are separated by blank lines in the text. */
export type LinkedParagraph = TextSegment[];

const linkify = new LinkifyIt();
const ALLOWED_PROTOCOLS = new Set(["http:", "https:", "mailto:"]);

function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return ALLOWED_PROTOCOLS.has(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Segments of one run of text: links as `{ text, href }`, everything else as `{ text }`. */
export function linkifyText(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of linkify.match(text) ?? []) {
    const href = safeHref(match.url);
    if (!href) continue;
    if (match.index > last) segments.push({ text: text.slice(last, match.index) });
    segments.push({ text: match.text, href });
    last = match.lastIndex;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}

/** The text's paragraphs (split on blank lines, each trimmed, empty ones dropped), each linkified. */
export function linkifyParagraphs(text: string): LinkedParagraph[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "")
    .map(linkifyText);
}
