/**
 * `npm run icons`: writes the icon sprite (app/components/icons/icon-sprite.svg) from the icons
 * listed in app/components/icons/ids.ts, drawn by lucide-react (docs/decisions/050-render-cost.md).
 */
import { writeFileSync } from "node:fs";
import { renderSprite, SPRITE_PATH } from "../app/components/icons/sprite";

writeFileSync(SPRITE_PATH, renderSprite());
console.log(`${SPRITE_PATH} geschreven.`);
