/**
 * Builds the icon sprite (docs/decisions/038-render-cost.md): one `<symbol>` per icon of
 * {@link ICON_IDS}, whose content is exactly what lucide-react draws inside its `<svg>`. The
 * drawing attributes (no fill, a 2-unit round stroke in the current colour) are not in the sprite:
 * the `.icon` class in app.css gives them, as Lucide's own attributes did, so a class on one icon
 * (such as `fill-current` on the favourite heart) still overrides them.
 * Used by `npm run icons` (scripts/icon-sprite.ts) and by the test that keeps the committed sprite
 * in step with Lucide.
 */
import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ICON_IDS, type IconName } from "./ids";

/** Where the sprite lives, relative to the repository root. */
export const SPRITE_PATH = "app/components/icons/icon-sprite.svg";

/**
 * The inner markup (paths, circles, …) of one Lucide icon.
 * @throws Error when lucide-react has no icon of that name, or draws it in an unexpected shape
 */
export function lucideDrawing(name: IconName): string {
  const component = (lucide as unknown as Record<string, ComponentType | undefined>)[name];
  if (!component) throw new Error(`lucide-react has no icon "${name}"`);
  const markup = renderToStaticMarkup(createElement(component));
  const match = /^<svg [^>]*viewBox="0 0 24 24"[^>]*>(.*)<\/svg>$/s.exec(markup);
  if (!match?.[1]) throw new Error(`Unexpected markup for "${name}": ${markup.slice(0, 200)}`);
  return match[1];
}

/** The whole sprite file: an SVG document with one `<symbol id="…" viewBox="0 0 24 24">` per icon. */
export function renderSprite(): string {
  const symbols = (Object.entries(ICON_IDS) as [IconName, string][])
    .sort(([, a], [, b]) => a.localeCompare(b))
    .map(([name, id]) => `<symbol id="${id}" viewBox="0 0 24 24">${lucideDrawing(name)}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">\n<!-- Lucide icons (ISC licence, lucide.dev); rebuilt by npm run icons -->\n${symbols.join("\n")}\n</svg>\n`;
}
