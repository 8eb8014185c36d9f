import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as icons from "./index";
import { ICON_IDS, type IconName } from "./ids";
import { renderSprite, SPRITE_PATH } from "./sprite";

describe("icon sprite", () => {
  it("is what lucide-react draws for every listed icon (run `npm run icons` after a change)", () => {
    expect(readFileSync(SPRITE_PATH, "utf8")).toBe(renderSprite());
  });

  it("has one symbol per listed icon", () => {
    const sprite = readFileSync(SPRITE_PATH, "utf8");
    for (const id of Object.values(ICON_IDS)) expect(sprite).toContain(`<symbol id="${id}" viewBox="0 0 24 24">`);
    expect(sprite.match(/<symbol /g)).toHaveLength(Object.keys(ICON_IDS).length);
  });

  it("exports every listed icon as a decorative reference into the sprite", () => {
    for (const [name, id] of Object.entries(ICON_IDS) as [IconName, string][]) {
      const markup = renderToStaticMarkup(createElement(icons[name], { className: "size-4" }));
      expect(markup).toMatch(new RegExp(`^<svg aria-hidden="true" class="icon size-4"><use href="[^"#]*icon-sprite[^"#]*#${id}"></use></svg>$`));
    }
  });
});
