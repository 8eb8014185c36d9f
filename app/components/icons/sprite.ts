/**
 * Builds the icon sprite: one `<symbol>` per icon with lucide-react's drawing. Stroke and fill
 * come from the `.icon` class, not the sprite, so a class on one icon can still override them.
 */
import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ICON_IDS, type IconName } from "./ids";

export const SPRITE_PATH = "app/components/icons/icon-sprite.svg";

/**
 * The inner markup of one Lucide icon.
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

export function renderSprite(): string {
  const symbols = (Object.entries(ICON_IDS) as [IconName, string][])
    .sort(([, a], [, b]) => a.localeCompare(b))
    .map(([name, id]) => `<symbol id="${id}" viewBox="0 0 24 24">${lucideDrawing(name)}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">\n<!-- Lucide icons (ISC licence, lucide.dev); rebuilt by npm run icons -->\n${symbols.join("\n")}\n</svg>\n`;
}
