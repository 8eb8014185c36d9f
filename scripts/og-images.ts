/**
 * Draws the Open Graph images of public/og/ (an image per content type for link previews;
 * docs/decisions/008-seo-structured-data.md): one 1200×630 PNG each for the default page,
 * initiatives, events and vacancies. Each is an HTML card in the house colours (app/app.css)
 * photographed by the Chromium of the browser tests, so the images are reproducible without any
 * download. Run once after changing the design and commit the PNGs: `npm run og-images`.
 *
 * The file names and sizes are those of `OG_IMAGES` / `OG_IMAGE_SIZE` in app/lib/meta.ts.
 * @throws when Chromium cannot be started (CHROME_PATH, default /usr/bin/chromium)
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { OG_IMAGE_SIZE, OG_IMAGES, type OgImageKind } from "../app/lib/meta.ts";

const root = path.resolve(import.meta.dirname, "..");

interface Card {
  /** Small label above the headline. */
  kicker: string;
  headline: string;
  line: string;
  /** Accent colour of the label and the band. */
  accent: string;
  /** An inline SVG icon (24×24 viewBox, stroke icons as in lucide). */
  icon: string;
}

const icons = {
  heart:
    '<path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z"/>',
  calendar:
    '<rect width="18" height="18" x="3" y="4" rx="2"/><path d="M16 2v4M8 2v4M3 10h18M8 14h.01M12 14h.01M16 14h.01M8 18h.01M12 18h.01M16 18h.01"/>',
  hands:
    '<path d="M11 14h2a2 2 0 1 0 0-4h-3c-.6 0-1.1.2-1.4.6L3 16"/><path d="m7 20 1.6-1.4c.3-.4.8-.6 1.4-.6h4c1.1 0 2.1-.4 2.8-1.2l4.6-4.4a2 2 0 0 0-2.75-2.91l-4.2 3.9"/><path d="m2 15 6 6"/>',
  map: '<path d="M20 10c0 4.99-5.54 10.19-7.4 11.8a1 1 0 0 1-1.2 0C9.54 20.19 4 14.99 4 10a8 8 0 0 1 16 0"/><circle cx="12" cy="10" r="3"/>',
};

const cards: Record<OgImageKind, Card> = {
  default: {
    kicker: "Samen voor de buurt",
    headline: "Burgerinitiatieven, events en vrijwilligerswerk in heel Nederland",
    line: "Vind wat er in jouw buurt gebeurt en doe mee.",
    accent: "#c2410c",
    icon: icons.map,
  },
  initiative: {
    kicker: "Initiatief",
    headline: "Een burgerinitiatief op Dit doet Nederland",
    line: "Bewoners die samen iets moois maken voor hun buurt.",
    accent: "#1e40af",
    icon: icons.heart,
  },
  event: {
    kicker: "Event",
    headline: "Een event van een burgerinitiatief",
    line: "Workshops, bijeenkomsten, acties en festivals in heel Nederland.",
    accent: "#c2410c",
    icon: icons.calendar,
  },
  vacancy: {
    kicker: "Doe Mee",
    headline: "Vrijwilligerswerk bij een burgerinitiatief",
    line: "Zet je in voor je buurt: vrijwilligerswerk, bestuursfuncties en stages.",
    accent: "#15803d",
    icon: icons.hands,
  },
};

function html(card: Card): string {
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: ${OG_IMAGE_SIZE.width}px; height: ${OG_IMAGE_SIZE.height}px; font-family: "DejaVu Sans", Arial, sans-serif;
    background: #1e40af; color: #fff; display: flex; overflow: hidden; }
  .band { width: 28px; background: ${card.accent}; }
  .main { flex: 1; padding: 72px 80px; display: flex; flex-direction: column; justify-content: space-between;
    background: #1e40af; position: relative; }
  .main::after { content: ""; position: absolute; right: -160px; top: -160px; width: 520px; height: 520px;
    border-radius: 50%; background: #1d4ed8; }
  .top, .body { position: relative; z-index: 1; }
  .top { display: flex; align-items: center; gap: 20px; }
  .logo { width: 72px; height: 72px; border-radius: 16px; background: #fff; color: #1e40af; font-weight: 700;
    font-size: 46px; display: flex; align-items: center; justify-content: center; }
  .site { font-size: 34px; font-weight: 700; letter-spacing: -0.5px; }
  .kicker { display: inline-flex; align-items: center; gap: 14px; background: #fff; color: ${card.accent};
    font-size: 30px; font-weight: 700; padding: 10px 24px; border-radius: 999px; align-self: flex-start; }
  .kicker svg { width: 34px; height: 34px; }
  h1 { font-size: 64px; line-height: 1.12; letter-spacing: -1px; max-width: 960px; }
  p { font-size: 32px; color: #dbeafe; max-width: 960px; }
  .body { display: flex; flex-direction: column; gap: 28px; }
</style></head><body><div class="band"></div><div class="main">
  <div class="top"><div class="logo">D</div><div class="site">Dit doet Nederland</div></div>
  <div class="body">
    <div class="kicker"><svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.2"
      stroke-linecap="round" stroke-linejoin="round">${card.icon}</svg>${card.kicker}</div>
    <h1>${card.headline}</h1>
    <p>${card.line}</p>
  </div>
</div></body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  const page = await browser.newPage({ viewport: { ...OG_IMAGE_SIZE }, deviceScaleFactor: 1 });
  mkdirSync(path.join(root, "public/og"), { recursive: true });
  for (const kind of Object.keys(cards) as OgImageKind[]) {
    await page.setContent(html(cards[kind]));
    const file = path.join(root, "public", OG_IMAGES[kind]);
    await page.screenshot({ path: file, type: "png" });
    console.log(`${OG_IMAGES[kind]} geschreven`);
  }
} finally {
  await browser.close();
}
