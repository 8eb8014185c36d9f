/**
 * `npm run demo-images`: draws the pictures of the demo content and writes them, with
 * `manifest.json`, to app/db/seed/images/. Every picture is a flat illustration made here from
 * SVG shapes (no fonts, no downloads, no third-party artwork), rendered with sharp: 1600×900 JPEG
 * covers and event/vacancy images, 512×512 PNG logos, each under 150 KB. A seeded pseudo-random
 * generator per item varies people, colours and details, so every run draws the same pictures.
 * The pictures are dedicated to the public domain (CC0 1.0; app/db/seed/images/README.md).
 *
 * The items are those of app/db/seed/content, named by their `key`; `manifest.json` maps each to
 * its files and a Dutch text alternative. Run after changing this script and commit the output.
 * @throws when a picture comes out larger than 150 KB or an item key is unknown
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { demoEvents, demoInitiatives, demoVacancies } from "../app/db/seed/content/index.ts";

const outDir = path.resolve(import.meta.dirname, "..", "app", "db", "seed", "images");
const MAX_BYTES = 150 * 1024;
const COVER = { width: 1600, height: 900 };
const LOGO = 512;

// House colours (app/app.css) and a few natural ones.
const C = {
  primary: "#1e40af",
  primaryDark: "#1e3a8a",
  primarySoft: "#dbeafe",
  ring: "#1d4ed8",
  accent: "#c2410c",
  accentSoft: "#ffedd5",
  accentDark: "#7c2d12",
  success: "#15803d",
  successSoft: "#dcfce7",
  successDark: "#14532d",
  ink: "#111827",
  muted: "#f3f4f6",
  grey: "#6b7280",
  border: "#d1d5db",
  white: "#ffffff",
  grass: "#4d9a4a",
  grassLight: "#7cbf63",
  leaf: "#2f7d32",
  soil: "#7a4a2a",
  soilDark: "#5b3620",
  wood: "#a0693c",
  woodLight: "#c98f55",
  brick: "#b5532f",
  brickDark: "#8f3d22",
  sand: "#ecd9a8",
  sea: "#3b82c4",
  yellow: "#f2b705",
};

// ---------------------------------------------------------------------------------------------
// Randomness and small SVG helpers

type Rng = () => number;

/** A 32-bit seeded generator (mulberry32) from a string. */
function rngFrom(seed: string): Rng {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const r1 = (n: number) => Math.round(n * 10) / 10;

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}" ${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}" ${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}" ${extra}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number) =>
  `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
const poly = (points: [number, number][], fill: string, extra = "") =>
  `<polygon points="${points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(" ")}" fill="${fill}" ${extra}/>`;

function svg(width: number, height: number, body: string, defs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Shared scenery

const skies = [
  ["#9cc9f0", "#e3f1fb"], // clear morning
  ["#7fb2e5", "#f6e7c8"], // late afternoon
  ["#b8c7d6", "#e9eef2"], // Dutch overcast
  ["#8ec5ef", "#fdf3dc"], // summer
] as const;

function skyDefs(rng: Rng): { defs: string; fill: string; warm: boolean } {
  const [top, bottom] = pick(rng, skies);
  return {
    defs: `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    fill: "url(#sky)",
    warm: bottom.startsWith("#f"),
  };
}

function cloud(x: number, y: number, s: number): string {
  return `<g fill="#ffffff" opacity="0.9">${ellipse(x, y, 90 * s, 30 * s, "#fff")}${circle(x - 35 * s, y - 15 * s, 35 * s, "#fff")}${circle(x + 20 * s, y - 25 * s, 45 * s, "#fff")}</g>`;
}

function clouds(rng: Rng, w: number, maxY: number): string {
  let out = "";
  const n = 2 + Math.floor(rng() * 3);
  for (let i = 0; i < n; i++) out += cloud(between(rng, 80, w - 80), between(rng, 70, maxY), between(rng, 0.6, 1.3));
  return out;
}

function sun(rng: Rng, w: number): string {
  return circle(between(rng, w * 0.6, w * 0.9), between(rng, 90, 160), 55, "#fbd34d", 'opacity="0.95"');
}

function tree(x: number, groundY: number, s: number, crown: string, kind: "round" | "poplar" | "pine" = "round"): string {
  const trunk = rect(x - 9 * s, groundY - 110 * s, 18 * s, 110 * s, C.soilDark);
  if (kind === "poplar") return trunk + ellipse(x, groundY - 210 * s, 45 * s, 140 * s, crown);
  if (kind === "pine")
    return trunk + poly([[x, groundY - 300 * s], [x - 80 * s, groundY - 90 * s], [x + 80 * s, groundY - 90 * s]], crown);
  return (
    trunk +
    circle(x, groundY - 170 * s, 85 * s, crown) +
    circle(x - 55 * s, groundY - 130 * s, 55 * s, crown) +
    circle(x + 55 * s, groundY - 135 * s, 60 * s, crown)
  );
}

function treeLine(rng: Rng, w: number, groundY: number, s = 0.6): string {
  let out = "";
  for (let x = -40; x < w + 60; x += between(rng, 90, 170)) {
    out += tree(x, groundY, s * between(rng, 0.8, 1.25), pick(rng, [C.leaf, "#3f8f3a", "#2d6e2b", "#4f9b44"]), pick(rng, ["round", "round", "poplar"]));
  }
  return out;
}

/** A row of Dutch houses with gables (stepped, bell or plain) standing on groundY. */
function houses(rng: Rng, x0: number, x1: number, groundY: number, s = 1): string {
  let out = "";
  let x = x0;
  while (x < x1) {
    const w = between(rng, 110, 160) * s;
    const h = between(rng, 190, 280) * s;
    const wall = pick(rng, [C.brick, C.brickDark, "#9c4a2e", "#c46a3f", "#e8dcc7", "#6d4c41"]);
    const top = groundY - h;
    out += rect(x, top, w, h, wall);
    const gable = pick(rng, ["step", "bell", "roof"]);
    if (gable === "step") {
      const step = w / 6;
      out += rect(x + step, top - 30 * s, w - 2 * step, 30 * s, wall) + rect(x + 2 * step, top - 60 * s, w - 4 * step, 30 * s, wall);
    } else if (gable === "bell") {
      out += `<path d="M${r1(x + w * 0.15)},${r1(top)} Q${r1(x + w * 0.5)},${r1(top - 110 * s)} ${r1(x + w * 0.85)},${r1(top)} Z" fill="${wall}"/>`;
    } else {
      out += poly([[x - 4, top], [x + w / 2, top - 70 * s], [x + w + 4, top]], "#4b5563");
    }
    const cols = 2;
    const rows = Math.max(2, Math.floor(h / (75 * s)));
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const wx = x + w * (0.18 + c * 0.42);
        const wy = top + 25 * s + r * ((h - 40 * s) / rows);
        if (r === rows - 1 && c === 0) {
          out += rect(wx, groundY - 70 * s, w * 0.24, 70 * s, pick(rng, [C.primaryDark, C.successDark, C.accentDark, "#111827"]));
        } else {
          out += rect(wx, wy, w * 0.24, 42 * s, "#f8fafc") + rect(wx + 3, wy + 3, w * 0.24 - 6, 36 * s, "#9fb7cc");
        }
      }
    }
    x += w + between(rng, 0, 6);
  }
  return out;
}

const skinTones = ["#f1c7a5", "#e0ac85", "#c68b5e", "#8d5a3b", "#5e3b26", "#f6d5bd"] as const;
const hairColours = ["#2b1d14", "#5a3a1e", "#a0522d", "#d9b26f", "#111111", "#9ca3af", "#e5e7eb"] as const;
const clothes = [C.primary, C.accent, C.success, C.yellow, "#7c3aed", "#0f766e", "#be123c", C.ring, "#374151", "#f59e0b"] as const;
const trousers = ["#1f2937", "#374151", "#1e3a8a", "#4b5563", "#78350f"] as const;

interface PersonOptions {
  /** Pose of the arms. */
  arms?: "down" | "up" | "forward" | "one-up";
  shirt?: string;
  /** Drawn seated (no legs shown below the seat). */
  seated?: boolean;
  /** Something in the right hand. */
  holding?: "picker" | "spade" | "bag" | "book" | "wrench" | "can" | "none";
  /** Singing mouth. */
  singing?: boolean;
}

/** A person standing with the feet at (x, y), `h` tall. */
function person(rng: Rng, x: number, y: number, h: number, options: PersonOptions = {}): string {
  const u = h / 100;
  const skin = pick(rng, skinTones);
  const hair = pick(rng, hairColours);
  const shirt = options.shirt ?? pick(rng, clothes);
  const legs = pick(rng, trousers);
  const headY = y - 88 * u;
  const shoulderY = y - 72 * u;
  let out = "";
  if (!options.seated) {
    out += line(x - 6 * u, y - 40 * u, x - 8 * u, y - 2 * u, legs, 9 * u) + line(x + 6 * u, y - 40 * u, x + 8 * u, y - 2 * u, legs, 9 * u);
    out += ellipse(x - 9 * u, y, 6 * u, 3 * u, "#1f2937") + ellipse(x + 9 * u, y, 6 * u, 3 * u, "#1f2937");
  }
  // Torso.
  out += `<path d="M${r1(x - 15 * u)},${r1(shoulderY)} Q${r1(x)},${r1(shoulderY - 6 * u)} ${r1(x + 15 * u)},${r1(shoulderY)} L${r1(x + 13 * u)},${r1(y - 38 * u)} L${r1(x - 13 * u)},${r1(y - 38 * u)} Z" fill="${shirt}"/>`;
  // Arms.
  const arms = options.arms ?? "down";
  const armW = 7 * u;
  const left: [number, number] = arms === "up" ? [x - 26 * u, y - 108 * u] : arms === "forward" ? [x - 4 * u, y - 50 * u] : [x - 20 * u, y - 42 * u];
  const right: [number, number] =
    arms === "up" || arms === "one-up" ? [x + 26 * u, y - 108 * u] : arms === "forward" ? [x + 26 * u, y - 52 * u] : [x + 20 * u, y - 42 * u];
  out += line(x - 13 * u, shoulderY + 3 * u, left[0], left[1], shirt, armW) + line(x + 13 * u, shoulderY + 3 * u, right[0], right[1], shirt, armW);
  out += circle(left[0], left[1], 3.6 * u, skin) + circle(right[0], right[1], 3.6 * u, skin);
  // Head and hair.
  out += rect(x - 3 * u, headY + 6 * u, 6 * u, 10 * u, skin);
  out += circle(x, headY, 10 * u, skin);
  const style = Math.floor(rng() * 3);
  if (style === 0) out += `<path d="M${r1(x - 10.5 * u)},${r1(headY)} A${r1(10.5 * u)},${r1(10.5 * u)} 0 0 1 ${r1(x + 10.5 * u)},${r1(headY)} Z" fill="${hair}"/>`;
  else if (style === 1)
    out += `<path d="M${r1(x - 11 * u)},${r1(headY + 10 * u)} L${r1(x - 11 * u)},${r1(headY)} A${r1(11 * u)},${r1(11 * u)} 0 0 1 ${r1(x + 11 * u)},${r1(headY)} L${r1(x + 11 * u)},${r1(headY + 10 * u)} L${r1(x + 7 * u)},${r1(headY)} L${r1(x - 7 * u)},${r1(headY)} Z" fill="${hair}"/>`;
  else out += ellipse(x, headY - 7 * u, 9 * u, 5 * u, hair);
  if (options.singing) out += ellipse(x, headY + 5 * u, 2.4 * u, 3 * u, "#7f1d1d");
  // What the right hand holds.
  const [hx, hy] = right;
  switch (options.holding) {
    case "picker":
      out += line(hx, hy, hx + 14 * u, y - 2 * u, "#9ca3af", 2.2 * u) + line(hx + 14 * u, y - 2 * u, hx + 19 * u, y, "#9ca3af", 2 * u);
      break;
    case "spade":
      out += line(hx, hy - 20 * u, hx, y - 12 * u, C.wood, 3 * u) + rect(hx - 6 * u, y - 14 * u, 12 * u, 14 * u, "#9ca3af", `rx="${r1(2 * u)}"`);
      break;
    case "bag":
      out += `<path d="M${r1(hx - 9 * u)},${r1(hy)} L${r1(hx + 9 * u)},${r1(hy)} L${r1(hx + 12 * u)},${r1(hy + 28 * u)} Q${r1(hx)},${r1(hy + 34 * u)} ${r1(hx - 12 * u)},${r1(hy + 28 * u)} Z" fill="${pick(rng, ["#1f2937", "#2563eb", "#e5e7eb"])}"/>`;
      break;
    case "book":
      out += rect(hx - 8 * u, hy - 10 * u, 16 * u, 12 * u, pick(rng, [C.accent, C.primary, C.success]));
      break;
    case "wrench":
      out += line(hx, hy, hx + 10 * u, hy - 12 * u, "#9ca3af", 2.5 * u) + circle(hx + 11 * u, hy - 13 * u, 3 * u, "#9ca3af");
      break;
    case "can":
      out += rect(hx - 2 * u, hy - 2 * u, 14 * u, 14 * u, C.success, `rx="${r1(2 * u)}"`) + line(hx + 12 * u, hy + 2 * u, hx + 22 * u, hy - 6 * u, C.success, 2.5 * u);
      break;
    default:
      break;
  }
  return out;
}

function crowd(rng: Rng, x0: number, x1: number, y: number, h: number, count: number, options: PersonOptions = {}): string {
  const people = Array.from({ length: count }, (_, i) => ({ x: x0 + ((x1 - x0) * (i + between(rng, 0.2, 0.8))) / count, dy: between(rng, -8, 8) }));
  return people
    .sort((a, b) => a.dy - b.dy)
    .map((p) => person(rng, p.x, y + p.dy, h * between(rng, 0.9, 1.08), options))
    .join("");
}

function bunting(rng: Rng, x0: number, x1: number, y: number, sag: number): string {
  let out = `<path d="M${x0},${y} Q${(x0 + x1) / 2},${y + sag * 2} ${x1},${y}" stroke="#374151" stroke-width="3" fill="none"/>`;
  const n = Math.floor((x1 - x0) / 55);
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const x = x0 + (x1 - x0) * t;
    const yy = y + sag * 4 * t * (1 - t);
    out += poly([[x - 18, yy], [x + 18, yy], [x, yy + 38]], pick(rng, [C.accent, C.primary, C.yellow, C.success, C.primarySoft, "#be123c"]));
  }
  return out;
}

function bicycle(x: number, y: number, s: number, frame: string): string {
  const r = 42 * s;
  const wheel = (cx: number) =>
    circle(cx, y - r, r, "none", `stroke="#1f2937" stroke-width="${r1(6 * s)}"`) + circle(cx, y - r, 5 * s, "#6b7280");
  const rear = x - 55 * s;
  const front = x + 55 * s;
  return (
    wheel(rear) +
    wheel(front) +
    `<path d="M${r1(rear)},${r1(y - r)} L${r1(x - 8 * s)},${r1(y - r)} L${r1(x + 30 * s)},${r1(y - r - 45 * s)} L${r1(x - 22 * s)},${r1(y - r - 45 * s)} Z M${r1(x - 8 * s)},${r1(y - r)} L${r1(x - 28 * s)},${r1(y - r - 58 * s)} M${r1(front)},${r1(y - r)} L${r1(x + 34 * s)},${r1(y - r - 62 * s)}" stroke="${frame}" stroke-width="${r1(7 * s)}" fill="none" stroke-linejoin="round" stroke-linecap="round"/>` +
    rect(x - 40 * s, y - r - 64 * s, 26 * s, 7 * s, "#1f2937", `rx="${r1(3 * s)}"`) +
    line(x + 24 * s, y - r - 68 * s, x + 46 * s, y - r - 70 * s, "#1f2937", 6 * s)
  );
}

function crate(rng: Rng, x: number, y: number, w: number, h: number, contents: "apples" | "veg" | "bread" | "cans"): string {
  let out = "";
  const items = Math.floor(w / 34);
  for (let i = 0; i < items; i++) {
    const cx = x + (w * (i + 0.5)) / items;
    if (contents === "apples") out += circle(cx, y + 4, 17, pick(rng, ["#dc2626", "#b91c1c", "#65a30d", "#eab308"]));
    else if (contents === "veg") out += ellipse(cx, y + 2, 15, 20, pick(rng, [C.accent, "#65a30d", "#f59e0b", "#7c2d12"]));
    else if (contents === "bread") out += ellipse(cx, y + 2, 18, 14, pick(rng, ["#d97706", "#b45309", "#f59e0b"]));
    else out += rect(cx - 13, y - 22, 26, 34, pick(rng, [C.primary, C.accent, C.success, "#e5e7eb"]), 'rx="3"');
  }
  out += rect(x, y, w, h, C.woodLight, 'rx="6"') + rect(x + 8, y + h * 0.35, w - 16, h * 0.18, C.wood, 'rx="4"');
  return out;
}

// ---------------------------------------------------------------------------------------------
// Scenes (1600×900)

type Scene = (rng: Rng, w: number, h: number) => { body: string; defs: string };

/** Outdoor base: sky, clouds, optional sun, a far tree line and grass from `groundY`. */
function outdoors(rng: Rng, w: number, h: number, groundY: number, ground = C.grass): { body: string; defs: string; warm: boolean } {
  const sky = skyDefs(rng);
  const body = rect(0, 0, w, h, sky.fill) + (sky.warm ? sun(rng, w) : "") + clouds(rng, w, groundY * 0.45) + treeLine(rng, w, groundY + 6, 0.55) + rect(0, groundY, w, h - groundY, ground);
  return { body, defs: sky.defs, warm: sky.warm };
}

const scenes: Record<string, Scene> = {
  /** A community vegetable garden: raised beds in rows, a greenhouse, gardeners. */
  moestuin(rng, w, h) {
    const groundY = 430;
    const base = outdoors(rng, w, h, groundY);
    let body = base.body;
    // Greenhouse.
    const gx = between(rng, 1050, 1250);
    body += poly([[gx, 430], [gx, 300], [gx + 130, 240], [gx + 260, 300], [gx + 260, 430]], "#e0f2fe", 'opacity="0.85" stroke="#94a3b8" stroke-width="4"');
    for (let i = 1; i < 4; i++) body += line(gx + i * 65, 430, gx + i * 65, 300 - (i === 2 ? 60 : 30), "#94a3b8", 3);
    // Fence.
    for (let x = 0; x < w; x += 40) body += rect(x, 400, 10, 50, C.woodLight);
    body += rect(0, 412, w, 8, C.woodLight);
    // Raised beds, bigger towards the front.
    const rows = [470, 560, 680, 830];
    rows.forEach((y, i) => {
      const bedH = 40 + i * 25;
      const inset = 180 - i * 60;
      body += rect(inset, y, w - 2 * inset, bedH, C.soil, `rx="${6 + i * 2}"`) + rect(inset, y + bedH - 10 - i * 3, w - 2 * inset, 10 + i * 3, C.wood);
      const plant = pick(rng, ["cabbage", "carrot", "bean", "lettuce"]);
      const step = 40 + i * 18;
      for (let x = inset + step / 2; x < w - inset; x += step) {
        const py = y + 6;
        const s = 0.7 + i * 0.35;
        if (plant === "cabbage") body += circle(x, py, 18 * s, "#65a30d") + circle(x, py, 10 * s, "#a3e635");
        else if (plant === "lettuce") body += ellipse(x, py, 20 * s, 12 * s, "#84cc16") + ellipse(x, py - 4 * s, 12 * s, 8 * s, "#bef264");
        else if (plant === "carrot")
          body += `<path d="M${r1(x)},${r1(py)} l${r1(-12 * s)},${r1(-28 * s)} M${r1(x)},${r1(py)} l0,${r1(-34 * s)} M${r1(x)},${r1(py)} l${r1(12 * s)},${r1(-28 * s)}" stroke="#22c55e" stroke-width="${r1(5 * s)}" stroke-linecap="round"/>`;
        else body += line(x, py, x, py - 90 * s, C.woodLight, 4 * s) + circle(x - 6 * s, py - 40 * s, 9 * s, C.leaf) + circle(x + 6 * s, py - 65 * s, 9 * s, C.leaf);
      }
    });
    // Gardeners between the beds.
    body += person(rng, between(rng, 600, 750), 650, 170, { arms: "forward" });
    body += person(rng, between(rng, 220, 420), 885, 300, { holding: "can", arms: "forward" });
    body += person(rng, between(rng, 1000, 1250), 880, 290, { holding: "spade" });
    return { body, defs: base.defs };
  },

  /** A neighbourhood centre: a low brick building with big windows, bikes, people at the door. */
  buurthuis(rng, w, h) {
    const groundY = 700;
    const base = outdoors(rng, w, h, groundY, "#9ca3af");
    let body = base.body;
    body += houses(rng, -20, 260, 560, 0.8) + houses(rng, 1340, w + 20, 560, 0.8);
    body += rect(0, 560, w, 140, "#a8a29e") + rect(0, 690, w, 12, "#78716c");
    const bx = 300;
    const bw = 1000;
    body += rect(bx, 250, bw, 450, C.brick) + rect(bx - 20, 225, bw + 40, 35, "#374151");
    body += rect(bx + 380, 275, 240, 60, C.accentSoft, 'rx="8"') + rect(bx + 400, 292, 200, 10, C.accent) + rect(bx + 430, 312, 140, 8, C.accent);
    for (let i = 0; i < 4; i++) {
      const wx = bx + 60 + i * 235;
      if (i === 2) continue;
      body += rect(wx, 370, 180, 200, "#f8fafc") + rect(wx + 8, 378, 164, 184, pick(rng, ["#fde68a", "#bfdbfe", "#fcd34d"]), 'opacity="0.85"');
      body += rect(wx + 86, 378, 8, 184, "#f8fafc");
    }
    body += rect(bx + 520, 420, 160, 280, C.primary) + rect(bx + 530, 430, 140, 120, "#bfdbfe");
    // Planters and bikes.
    body += rect(bx + 40, 640, 120, 60, C.wood) + circle(bx + 70, 630, 30, C.leaf) + circle(bx + 125, 625, 35, "#3f8f3a");
    for (let i = 0; i < 3; i++) body += bicycle(bx + 820 + i * 70, 760 + i * 4, 0.75, pick(rng, [C.primary, C.accent, "#111827", C.success]));
    body += person(rng, bx + 470, 760, 200, { arms: "one-up" }) + person(rng, bx + 620, 770, 190, { holding: "bag" });
    body += rect(0, 770, w, 130, "#d6d3d1");
    return { body, defs: base.defs };
  },

  /** A repair café: a long table with a lamp, a radio and tools, volunteers behind it. */
  repaircafe(rng, w, h) {
    let body = rect(0, 0, w, h, pick(rng, ["#f5efe6", "#eef2f7", "#f3ede2"]));
    body += rect(0, 560, w, 340, pick(rng, ["#a16207", "#92400e", "#b45309"]), 'opacity="0.55"');
    // Pegboard with tools.
    body += rect(180, 90, 620, 300, "#d6b98c", 'rx="8"');
    for (let x = 210; x < 790; x += 40) for (let y = 115; y < 380; y += 40) body += circle(x, y, 3, "#a68a5b");
    body += line(250, 140, 250, 320, "#374151", 12) + rect(238, 120, 24, 40, C.accent, 'rx="6"');
    body += line(340, 150, 420, 330, "#6b7280", 14) + circle(335, 142, 22, "none", 'stroke="#6b7280" stroke-width="12"');
    body += line(500, 140, 500, 300, C.yellow, 16) + rect(488, 300, 24, 50, "#374151", 'rx="4"');
    body += `<path d="M600,150 l60,0 l0,40 l-20,0 l0,150 l-20,0 l0,-150 l-20,0 z" fill="#4b5563"/>`;
    body += rect(700, 140, 60, 180, C.primary, 'rx="10"');
    // Window.
    body += rect(960, 80, 460, 330, "#f8fafc") + rect(975, 95, 430, 300, "#bfdbfe") + rect(1185, 95, 10, 300, "#f8fafc") + rect(975, 240, 430, 10, "#f8fafc");
    // Volunteers behind the table.
    body += crowd(rng, 250, 1400, 700, 300, 4, { arms: "forward" });
    // Table.
    body += rect(80, 600, w - 160, 40, C.woodLight) + rect(110, 640, 30, 260, C.wood) + rect(w - 140, 640, 30, 260, C.wood);
    // Objects on the table: a lamp, a radio, a toaster, tools.
    body += `<path d="M300,600 l0,-120 l70,-50" stroke="#1f2937" stroke-width="10" fill="none"/>` + poly([[345, 420], [420, 410], [400, 470]], C.accent) + rect(270, 585, 70, 18, "#1f2937", 'rx="6"');
    body += rect(560, 500, 200, 100, "#7c2d12", 'rx="14"') + circle(610, 550, 32, "#d6d3d1") + rect(660, 525, 80, 12, "#fcd34d") + rect(660, 550, 80, 10, "#d6d3d1");
    body += rect(880, 520, 150, 80, "#d1d5db", 'rx="18"') + rect(905, 505, 40, 20, "#9ca3af") + rect(960, 505, 40, 20, "#9ca3af");
    body += line(1120, 585, 1230, 560, "#374151", 10) + rect(1090, 575, 40, 22, C.accent, 'rx="6"');
    body += line(1280, 590, 1380, 590, "#6b7280", 12) + circle(1392, 590, 16, "none", 'stroke="#6b7280" stroke-width="10"');
    return { body, defs: "" };
  },

  /** A village party: a big white tent with bunting, string lights and a crowd. */
  feesttent(rng, w, h) {
    const groundY = 620;
    const base = outdoors(rng, w, h, groundY);
    let body = base.body;
    const tx = between(rng, 300, 500);
    const tw = 850;
    body += poly([[tx, 330], [tx + tw / 2, 160], [tx + tw, 330]], "#f8fafc", 'stroke="#cbd5e1" stroke-width="4"');
    body += rect(tx, 330, tw, 330, "#f1f5f9") + rect(tx, 330, tw, 40, pick(rng, [C.accent, C.primary, C.success]));
    for (let i = 0; i < 8; i++) body += poly([[tx + (i * tw) / 8, 370], [tx + ((i + 1) * tw) / 8, 370], [tx + ((i + 0.5) * tw) / 8, 400]], i % 2 ? C.accentSoft : C.primarySoft);
    body += rect(tx + 120, 420, tw - 240, 240, "#1f2937", 'opacity="0.18"');
    body += line(tx + tw / 2, 160, tx + tw / 2, 110, "#6b7280", 6) + poly([[tx + tw / 2, 110], [tx + tw / 2 + 60, 125], [tx + tw / 2, 140]], C.accent);
    body += bunting(rng, 0, tx, 250, 40) + bunting(rng, tx + tw, w, 250, 40);
    for (let i = 0; i < 14; i++) body += circle(tx + 60 + i * ((tw - 120) / 13), 440 + Math.sin(i) * 6, 8, "#fde68a");
    body += crowd(rng, 60, w - 60, 820, 230, 11, { arms: "down" });
    body += person(rng, between(rng, 200, 400), 880, 250, { arms: "up" });
    return { body, defs: base.defs };
  },

  /** Planting trees: a field with young trees on stakes, people with spades. */
  bomenplanten(rng, w, h) {
    const groundY = 470;
    const base = outdoors(rng, w, h, groundY, "#6aa84f");
    let body = base.body;
    body += rect(0, 470, w, 430, "#8aa85a", 'opacity="0.4"');
    for (let row = 0; row < 4; row++) {
      const y = 510 + row * row * 40 + row * 40;
      const s = 0.35 + row * 0.2;
      for (let x = 60 + (row % 2) * 80; x < w; x += 160 + row * 60) {
        body += ellipse(x, y, 45 * s, 12 * s, C.soil);
        body += line(x + 10 * s, y, x + 10 * s, y - 220 * s, C.woodLight, 6 * s);
        body += line(x, y, x, y - 160 * s, C.soilDark, 5 * s) + circle(x, y - 190 * s, 45 * s, pick(rng, ["#4d9a4a", "#65a30d", "#3f8f3a"]));
      }
    }
    body += person(rng, between(rng, 300, 500), 840, 260, { holding: "spade" });
    body += person(rng, between(rng, 650, 800), 800, 230, { arms: "forward" });
    body += person(rng, between(rng, 1100, 1350), 860, 270, { holding: "spade" });
    body += rect(900, 760, 80, 60, C.soil, 'rx="8"') + line(960, 760, 1010, 660, C.wood, 8);
    return { body, defs: base.defs };
  },

  /** A library corner: shelves of books, a reading chair and a lamp. */
  bibliotheek(rng, w, h) {
    let body = rect(0, 0, w, h, pick(rng, ["#f3ede2", "#eef2f7"])) + rect(0, 760, w, 140, "#b45309", 'opacity="0.5"');
    const shelfX = 80;
    const shelfW = 980;
    body += rect(shelfX - 20, 60, shelfW + 40, 700, C.wood);
    for (let s = 0; s < 5; s++) {
      const y = 80 + s * 136;
      body += rect(shelfX, y, shelfW, 116, "#7c4a22");
      let x = shelfX + 8;
      while (x < shelfX + shelfW - 30) {
        const bw = between(rng, 18, 40);
        const bh = between(rng, 80, 110);
        const colour = pick(rng, [C.primary, C.accent, C.success, C.yellow, "#7c3aed", "#be123c", "#0f766e", "#f8fafc", "#1f2937", C.primarySoft]);
        if (rng() < 0.08) {
          body += poly([[x, y + 116], [x + 16, y + 116], [x + bh * 0.55 + 16, y + 116 - bh * 0.82], [x + bh * 0.55, y + 116 - bh * 0.84]], colour);
          x += bh * 0.6 + 20;
        } else {
          body += rect(x, y + 116 - bh, bw, bh, colour) + rect(x + 4, y + 116 - bh + 14, bw - 8, 5, "#ffffff", 'opacity="0.5"');
          x += bw + 2;
        }
      }
      body += rect(shelfX - 20, y + 116, shelfW + 40, 20, C.woodLight);
    }
    // Reading chair, side table, lamp.
    const cx = 1300;
    body += rect(cx - 140, 560, 280, 220, pick(rng, [C.accent, C.primary, C.success]), 'rx="40"') + rect(cx - 110, 600, 220, 110, "#ffffff", 'opacity="0.15" rx="20"');
    body += rect(cx - 170, 620, 60, 180, pick(rng, [C.accentDark, C.primaryDark]), 'rx="24"') + rect(cx + 110, 620, 60, 180, pick(rng, [C.accentDark, C.primaryDark]), 'rx="24"');
    body += line(cx + 230, 780, cx + 230, 330, "#374151", 10) + poly([[cx + 170, 330], [cx + 290, 330], [cx + 260, 250], [cx + 200, 250]], "#fde68a");
    body += person(rng, cx, 780, 260, { seated: true, arms: "forward", holding: "book" });
    body += rect(cx + 190, 690, 120, 16, C.woodLight) + rect(cx + 205, 640, 60, 50, C.primary, 'rx="4"');
    return { body, defs: "" };
  },

  /** A food bank: crates of fruit, vegetables, bread and tins on tables, volunteers packing. */
  voedselbank(rng, w, h) {
    let body = rect(0, 0, w, h, "#eef2f7") + rect(0, 720, w, 180, "#9ca3af", 'opacity="0.6"');
    // Shelving at the back.
    for (let s = 0; s < 3; s++) {
      body += rect(80, 120 + s * 160, 900, 14, "#6b7280");
      for (let x = 100; x < 960; x += 60) body += rect(x, 62 + s * 160, 44, 58, pick(rng, [C.primary, C.accent, C.success, C.yellow, "#e5e7eb", "#f8fafc"]), 'rx="4"');
    }
    body += rect(1080, 80, 420, 420, "#bfdbfe") + rect(1080, 80, 420, 420, "none", 'stroke="#f8fafc" stroke-width="14"');
    body += crowd(rng, 250, 1350, 640, 280, 3, { arms: "forward" });
    body += rect(60, 600, w - 120, 36, C.woodLight) + rect(90, 636, 26, 200, C.wood) + rect(w - 116, 636, 26, 200, C.wood);
    const kinds = ["apples", "veg", "bread", "cans"] as const;
    for (let i = 0; i < 5; i++) body += crate(rng, 110 + i * 285, 530, 240, 70, pick(rng, kinds));
    body += crate(rng, 300, 760, 300, 90, "apples") + crate(rng, 980, 770, 300, 90, "veg");
    return { body, defs: "" };
  },

  /** A sports field: lines, a goal and people exercising. */
  sportveld(rng, w, h) {
    const groundY = 420;
    const base = outdoors(rng, w, h, groundY, "#5fae4f");
    let body = base.body;
    for (let i = 0; i < 8; i++) body += rect(0, 420 + i * 60, w, 30, "#6bbd5a", 'opacity="0.5"');
    body += `<path d="M200,470 L1400,470 L1560,900 L40,900 Z" fill="none" stroke="#ffffff" stroke-width="8"/>` + line(800, 470, 800, 900, "#ffffff", 8) + ellipse(800, 640, 170, 70, "none", 'stroke="#ffffff" stroke-width="8"');
    body += `<path d="M1180,470 L1180,330 L1400,330 L1400,470" stroke="#f8fafc" stroke-width="12" fill="none"/>`;
    for (let x = 1190; x < 1400; x += 22) body += line(x, 335, x + 10, 465, "#e5e7eb", 2);
    body += crowd(rng, 150, 1450, 800, 230, 6, { arms: "up" });
    body += circle(between(rng, 500, 1100), 860, 26, "#f8fafc", 'stroke="#1f2937" stroke-width="4"');
    return { body, defs: base.defs };
  },

  /** A choir on a stage: three rows of singers and a conductor, stage lights. */
  koor(rng, w, h) {
    let body = rect(0, 0, w, h, "#1f2937");
    body += `<path d="M0,0 L260,0 Q200,450 0,600 Z" fill="${C.accentDark}"/><path d="M${w},0 L${w - 260},0 Q${w - 200},450 ${w},600 Z" fill="${C.accentDark}"/>`;
    for (let i = 0; i < 3; i++) body += poly([[400 + i * 400, 0], [300 + i * 400, 700], [560 + i * 400, 700]], "#fde68a", 'opacity="0.12"');
    body += rect(0, 640, w, 260, "#78350f") + rect(0, 640, w, 16, "#92400e");
    const shirt = pick(rng, [C.primary, "#111827", C.accent]);
    for (let row = 0; row < 3; row++) {
      const y = 460 + row * 90;
      const n = 8 + row;
      for (let i = 0; i < n; i++) body += person(rng, 300 + ((1000 * (i + 0.5)) / n) + (row % 2) * 20, y, 170 + row * 15, { shirt, singing: true, holding: rng() > 0.6 ? "book" : "none", arms: rng() > 0.6 ? "forward" : "down" });
      body += rect(250, y - 4, 1100, 10, "#111827", 'opacity="0.25"');
    }
    body += person(rng, 800, 900, 260, { arms: "up", shirt: "#111827" });
    return { body, defs: "" };
  },

  /** A clean-up in a park: people with litter pickers and bags, litter on the grass. */
  opruimen(rng, w, h) {
    const groundY = 480;
    const base = outdoors(rng, w, h, groundY);
    let body = base.body;
    body += `<path d="M0,620 Q700,560 1600,650 L1600,720 Q700,620 0,690 Z" fill="#d6d3d1"/>`;
    for (let i = 0; i < 14; i++) {
      const x = between(rng, 60, w - 60);
      const y = between(rng, 560, 880);
      body += pick(rng, [
        rect(x, y, 26, 14, pick(rng, ["#ef4444", "#3b82f6", "#f8fafc"]), `rx="3" transform="rotate(${Math.floor(between(rng, -40, 40))} ${r1(x)} ${r1(y)})"`),
        ellipse(x, y, 14, 8, "#a3e635", 'opacity="0.8"'),
        rect(x, y, 30, 12, "#94a3b8", 'rx="6"'),
      ]);
    }
    body += person(rng, between(rng, 250, 400), 820, 250, { holding: "picker" });
    body += person(rng, between(rng, 650, 800), 780, 230, { holding: "bag" });
    body += person(rng, between(rng, 1050, 1200), 840, 260, { holding: "picker" });
    body += rect(1350, 700, 90, 120, C.success, 'rx="10"') + rect(1340, 690, 110, 20, C.successDark, 'rx="6"');
    return { body, defs: base.defs };
  },

  /** A beach clean-up after a storm: sea, dunes, volunteers with bags and pickers. */
  strand(rng, w, h) {
    const sky = skyDefs(rng);
    let body = rect(0, 0, w, h, sky.fill) + clouds(rng, w, 200);
    body += rect(0, 380, w, 140, C.sea) + `<path d="M0,510 Q200,490 400,510 T800,510 T1200,510 T1600,510 L1600,540 L0,540 Z" fill="#e0f2fe"/>`;
    body += rect(0, 520, w, 380, C.sand);
    body += `<path d="M1100,520 Q1300,380 1600,420 L1600,560 L1100,560 Z" fill="#d9c08a"/>`;
    for (let i = 0; i < 10; i++) body += line(1200 + i * 40, 470 + (i % 3) * 10, 1190 + i * 40, 420 + (i % 3) * 10, "#84a95a", 5);
    for (let i = 0; i < 12; i++) body += rect(between(rng, 60, 1500), between(rng, 600, 880), 24, 10, pick(rng, ["#ef4444", "#3b82f6", "#22c55e", "#f8fafc"]), 'rx="3"');
    body += person(rng, between(rng, 250, 420), 820, 250, { holding: "picker" });
    body += person(rng, between(rng, 650, 850), 780, 230, { holding: "bag" });
    body += person(rng, between(rng, 1050, 1250), 860, 270, { holding: "picker" });
    return { body, defs: sky.defs };
  },

  /** A bicycle workshop: a bike on a repair stand, tools, a mechanic. */
  fietsreparatie(rng, w, h) {
    let body = rect(0, 0, w, h, pick(rng, ["#f1f5f9", "#f5efe6"])) + rect(0, 700, w, 200, "#6b7280", 'opacity="0.5"');
    body += rect(0, 0, w, 70, "#374151");
    for (let i = 0; i < 5; i++) body += bicycle(180 + i * 150, 420, 0.8, pick(rng, [C.primary, C.accent, C.success, "#111827", C.yellow]));
    body += rect(60, 424, 800, 12, "#4b5563");
    body += rect(1000, 120, 480, 260, "#d6b98c", 'rx="8"');
    for (let i = 0; i < 6; i++) body += line(1050 + i * 75, 160, 1050 + i * 75, 320 - (i % 3) * 30, pick(rng, ["#6b7280", "#374151", C.accent]), 12);
    body += line(700, 840, 760, 560, "#374151", 14) + line(820, 840, 760, 560, "#374151", 14) + line(760, 560, 760, 470, "#374151", 12);
    body += bicycle(800, 700, 1.45, pick(rng, [C.accent, C.primary, C.success]));
    body += person(rng, 1150, 880, 330, { arms: "forward", holding: "wrench" });
    body += person(rng, 420, 890, 300, { arms: "one-up" });
    body += rect(300, 760, 200, 90, "#b91c1c", 'rx="8"') + rect(300, 740, 200, 24, "#7f1d1d", 'rx="6"');
    return { body, defs: "" };
  },

  /** Solar panels on the roofs of a street, with residents looking up. */
  zonnedaken(rng, w, h) {
    const sky = skyDefs(rng);
    let body = rect(0, 0, w, h, sky.fill) + circle(between(rng, 1200, 1450), 140, 70, "#fbd34d") + clouds(rng, w, 180);
    let x = -20;
    while (x < w) {
      const hw = between(rng, 260, 340);
      const wall = pick(rng, [C.brick, "#c46a3f", "#9c4a2e"]);
      body += rect(x, 460, hw, 300, wall);
      body += poly([[x - 10, 460], [x + hw / 2, 250], [x + hw + 10, 460]], "#374151");
      for (let r = 0; r < 2; r++) for (let c = 0; c < 3; c++) {
        const px = x + hw * 0.22 + c * hw * 0.17 + r * hw * 0.06;
        const py = 390 - r * 60;
        body += poly([[px, py], [px + hw * 0.15, py], [px + hw * 0.15 + 12, py - 50], [px + 12, py - 50]], C.primaryDark, 'stroke="#93c5fd" stroke-width="2"');
      }
      body += rect(x + hw * 0.15, 520, hw * 0.25, 70, "#f8fafc") + rect(x + hw * 0.6, 520, hw * 0.25, 70, "#f8fafc") + rect(x + hw * 0.42, 640, hw * 0.16, 120, pick(rng, [C.primary, C.success, "#111827"]));
      x += hw + 6;
    }
    body += rect(0, 760, w, 140, "#a8a29e") + rect(0, 760, w, 10, "#78716c");
    body += crowd(rng, 300, 1300, 880, 210, 4, { arms: "one-up" });
    return { body, defs: sky.defs };
  },

  /** A neighbourhood meal: a long table with dishes, people on both sides, lights overhead. */
  maaltijd(rng, w, h) {
    let body = rect(0, 0, w, h, pick(rng, ["#fef3c7", "#f5efe6"])) + rect(0, 620, w, 280, "#92400e", 'opacity="0.45"');
    body += `<path d="M0,140 Q800,240 1600,140" stroke="#374151" stroke-width="3" fill="none"/>`;
    for (let i = 0; i < 16; i++) body += circle(50 + i * 100, 140 + Math.sin((i / 15) * Math.PI) * 50 + 14, 12, "#fde68a");
    body += crowd(rng, 120, 1480, 640, 280, 7, { arms: "forward", seated: true });
    body += rect(60, 560, w - 120, 60, "#f8fafc") + rect(60, 610, w - 120, 20, "#e5e7eb");
    for (let i = 0; i < 9; i++) {
      const x = 150 + i * 160;
      body += ellipse(x, 565, 50, 14, "#ffffff", 'stroke="#d1d5db" stroke-width="3"') + ellipse(x, 558, 32, 10, pick(rng, [C.accent, "#65a30d", C.yellow, "#b45309"]));
      if (i % 2) body += rect(x + 55, 510, 18, 50, "#bfdbfe", 'opacity="0.8"');
    }
    body += crowd(rng, 180, 1420, 900, 320, 5, { arms: "forward", seated: true });
    return { body, defs: "" };
  },

  /** A small community bus on a country road through the fields. */
  buurtbus(rng, w, h) {
    const groundY = 430;
    const base = outdoors(rng, w, h, groundY, "#7cbf63");
    let body = base.body;
    body += `<path d="M0,700 L1600,640 L1600,780 L0,860 Z" fill="#6b7280"/>` + `<path d="M0,780 L1600,710" stroke="#f8fafc" stroke-width="6" stroke-dasharray="60 40"/>`;
    body += houses(rng, 1150, 1600, 450, 0.5);
    const bx = between(rng, 420, 640);
    body += rect(bx, 480, 560, 230, pick(rng, [C.primary, "#f8fafc", C.yellow]), 'rx="34"') + rect(bx, 640, 560, 20, C.accent);
    for (let i = 0; i < 4; i++) body += rect(bx + 40 + i * 110, 510, 90, 80, "#bfdbfe", 'rx="10"');
    body += rect(bx + 480, 510, 70, 110, "#bfdbfe", 'rx="10"');
    body += circle(bx + 120, 720, 48, "#1f2937") + circle(bx + 120, 720, 20, "#9ca3af") + circle(bx + 450, 712, 48, "#1f2937") + circle(bx + 450, 712, 20, "#9ca3af");
    body += circle(bx + 548, 660, 14, "#fde68a");
    for (let i = 0; i < 3; i++) body += circle(bx + 85 + i * 110, 555, 18, pick(rng, skinTones));
    return { body, defs: base.defs };
  },
};

// ---------------------------------------------------------------------------------------------
// Logos (512×512): an emblem of own shapes on a house colour, no text.

type Emblem = (fg: string) => string;

const emblems: Record<string, Emblem> = {
  spruit: (fg) =>
    line(256, 400, 256, 230, fg, 22) +
    `<path d="M256,250 C180,250 130,200 130,130 C210,130 256,180 256,250 Z M256,220 C256,150 310,100 390,100 C390,175 330,220 256,220 Z" fill="${fg}"/>` +
    rect(150, 390, 212, 24, fg, 'rx="12"'),
  huis: (fg) => poly([[256, 100], [410, 240], [380, 240], [380, 410], [132, 410], [132, 240], [102, 240]], fg) + rect(226, 310, 60, 100, "currentColor"),
  moersleutel: (fg) =>
    `<g transform="rotate(-45 256 256)">${rect(226, 180, 60, 260, fg, 'rx="26"')}<path d="M256,60 a100,100 0 1,1 -0.1,0 Z" fill="${fg}"/>${rect(226, 40, 60, 110, "currentColor")}</g>`,
  boom: (fg) => rect(236, 300, 40, 130, fg) + circle(256, 200, 110, fg) + circle(180, 260, 70, fg) + circle(332, 260, 70, fg),
  hart: (fg) => `<path d="M256,420 C120,320 80,250 80,190 C80,130 125,90 180,90 C215,90 240,110 256,140 C272,110 297,90 332,90 C387,90 432,130 432,190 C432,250 392,320 256,420 Z" fill="${fg}"/>`,
  noot: (fg) => ellipse(190, 370, 62, 46, fg, 'transform="rotate(-20 190 370)"') + rect(236, 110, 26, 270, fg) + `<path d="M262,110 C330,130 370,170 360,250 C345,200 310,185 262,185 Z" fill="${fg}"/>`,
  golf: (fg) =>
    `<path d="M110,300 Q165,245 220,300 T330,300 T440,300" stroke="${fg}" stroke-width="30" fill="none" stroke-linecap="round"/><path d="M110,380 Q165,325 220,380 T330,380 T440,380" stroke="${fg}" stroke-width="30" fill="none" stroke-linecap="round"/>` +
    circle(290, 180, 55, fg),
  fiets: (fg) =>
    circle(150, 320, 80, "none", `stroke="${fg}" stroke-width="26"`) +
    circle(362, 320, 80, "none", `stroke="${fg}" stroke-width="26"`) +
    `<path d="M150,320 L240,320 L320,200 L200,200 Z M240,320 L190,160 M362,320 L310,150 L350,140" stroke="${fg}" stroke-width="24" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`,
  zon: (fg) => {
    let rays = "";
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      rays += line(256 + Math.cos(a) * 130, 256 + Math.sin(a) * 130, 256 + Math.cos(a) * 190, 256 + Math.sin(a) * 190, fg, 26);
    }
    return circle(256, 256, 95, fg) + rays;
  },
  pan: (fg) => `<path d="M110,250 L402,250 Q402,400 256,400 Q110,400 110,250 Z" fill="${fg}"/>` + rect(90, 230, 332, 28, fg, 'rx="14"') + `<path d="M200,200 q-20,-40 0,-80 M256,200 q-20,-40 0,-80 M312,200 q-20,-40 0,-80" stroke="${fg}" stroke-width="18" fill="none" stroke-linecap="round"/>`,
  bus: (fg) =>
    rect(96, 130, 320, 230, fg, 'rx="40"') +
    rect(126, 165, 120, 80, "currentColor", 'rx="12"') +
    rect(266, 165, 120, 80, "currentColor", 'rx="12"') +
    circle(170, 370, 42, fg) +
    circle(342, 370, 42, fg) +
    circle(170, 370, 16, "currentColor") +
    circle(342, 370, 16, "currentColor"),
  boek: (fg) => `<path d="M256,150 C200,110 130,110 80,130 L80,400 C130,380 200,380 256,420 C312,380 382,380 432,400 L432,130 C382,110 312,110 256,150 Z" fill="${fg}"/>` + line(256, 160, 256, 400, "currentColor", 10),
};

function logo(rng: Rng, emblem: string): string {
  const bg = pick(rng, [C.primary, C.accent, C.success, C.primaryDark, "#0f766e"]);
  const round = rng() > 0.5;
  const shape = round ? circle(256, 256, 240, bg) : rect(16, 16, 480, 480, bg, 'rx="96"');
  return svg(LOGO, LOGO, `<g color="${bg}">${shape}${circle(256, 256, round ? 210 : 0, "none", `stroke="#ffffff" stroke-opacity="0.25" stroke-width="6"`)}${emblems[emblem]!("#ffffff")}</g>`);
}

// ---------------------------------------------------------------------------------------------
// The demo items and their pictures

interface Picture {
  scene: keyof typeof scenes;
  alt: string;
}
interface InitiativePictures {
  logo?: { emblem: keyof typeof emblems; alt: string };
  cover?: Picture;
}

const initiatives: Record<string, InitiativePictures> = {
  "buurtmoestuin-de-pijp": {
    logo: { emblem: "spruit", alt: "Logo van Buurtmoestuin De Pijp: een wit kiemplantje op een gekleurde achtergrond." },
    cover: { scene: "moestuin", alt: "Tekening van een buurtmoestuin met houten bakken vol groente, een kas en buurtbewoners die water geven en spitten." },
  },
  "buurtmoestuin-emmerhout": {
    logo: { emblem: "spruit", alt: "Logo van Buurtmoestuin Emmerhout: een wit kiemplantje." },
    cover: { scene: "moestuin", alt: "Tekening van moestuinbakken met kool, sla en bonen achter een houten hek, met tuinders aan het werk." },
  },
  "repaircafe-de-hoven": {
    logo: { emblem: "moersleutel", alt: "Logo van Repair Café De Hoven: een witte moersleutel." },
    cover: { scene: "repaircafe", alt: "Tekening van een Repair Café: een lange tafel met een lamp, een radio en een broodrooster, vrijwilligers erachter en gereedschap aan de wand." },
  },
  "repaircafe-leeuwarden": {
    logo: { emblem: "moersleutel", alt: "Logo van Repair Café Leeuwarden-Oost: een witte moersleutel." },
    cover: { scene: "repaircafe", alt: "Tekening van vrijwilligers aan een reparatietafel met kapotte apparaten en een gereedschapswand." },
  },
  "dorpshuis-winsum": {
    logo: { emblem: "huis", alt: "Logo van Dorpshuis De Klinker: een wit huisje." },
    cover: { scene: "buurthuis", alt: "Tekening van een bakstenen dorpshuis met grote ramen, fietsen voor de deur en bezoekers die naar binnen gaan." },
  },
  "voedselbos-almere-poort": {
    logo: { emblem: "boom", alt: "Logo van Voedselbos Almere Poort: een witte boom." },
    cover: { scene: "bomenplanten", alt: "Tekening van een veld met jonge boompjes aan steunpalen en vrijwilligers met spades." },
  },
  "uitdeelpunt-tilburg-noord": {
    logo: { emblem: "hart", alt: "Logo van Uitdeelpunt De Schakel: een wit hart." },
    cover: { scene: "voedselbank", alt: "Tekening van vrijwilligers achter tafels met kratten appels, groente, brood en blikken, en volle schappen erachter." },
  },
  "popkoor-den-bosch": {
    logo: { emblem: "noot", alt: "Logo van Popkoor Vocal Bosch: een witte muzieknoot." },
    cover: { scene: "koor", alt: "Tekening van een koor in drie rijen op een podium met toneellicht en een dirigent op de voorgrond." },
  },
  "schone-kust-domburg": {
    logo: { emblem: "golf", alt: "Logo van Schone Kust Domburg: twee witte golven onder een zon." },
    cover: { scene: "strand", alt: "Tekening van een strand met duinen waar vrijwilligers met grijpers en zakken afval oprapen." },
  },
  "fietsbieb-transvaal": {
    logo: { emblem: "fiets", alt: "Logo van Fietsbieb Transvaal: een witte fiets." },
    cover: { scene: "fietsreparatie", alt: "Tekening van een fietswerkplaats: een fiets in een montagestandaard, een rij fietsen en een monteur met een sleutel." },
  },
  "zonnedak-zwolle": {
    logo: { emblem: "zon", alt: "Logo van Zonnedak Zwolle: een witte zon." },
    cover: { scene: "zonnedaken", alt: "Tekening van een straat met rijtjeshuizen met zonnepanelen op de daken en bewoners die omhoog wijzen." },
  },
  "buurtkeuken-afrikaanderwijk": {
    logo: { emblem: "pan", alt: "Logo van Buurtkeuken Afrikaanderwijk: een dampende witte pan." },
    cover: { scene: "maaltijd", alt: "Tekening van buurtbewoners aan een lange gedekte tafel met schalen eten onder een slinger lampjes." },
  },
  "taalcafe-hilversum": {
    logo: { emblem: "boek", alt: "Logo van Taalcafé Hilversum: een wit open boek." },
    cover: { scene: "bibliotheek", alt: "Tekening van een leeshoek met een volle boekenkast, een leunstoel met een lezer en een staande lamp." },
  },
  "buurtbus-vorden": {
    logo: { emblem: "bus", alt: "Logo van Buurtbusvereniging Vorden: een wit busje." },
    cover: { scene: "buurtbus", alt: "Tekening van een buurtbusje met passagiers op een landweg tussen de weilanden." },
  },
};

const events: Record<string, Picture> = {
  "depijp-oogstfeest": { scene: "feesttent", alt: "Tekening van een witte feesttent met vlaggetjes en lampjes en een menigte buurtbewoners op het gras." },
  "depijp-zaaiworkshop": { scene: "moestuin", alt: "Tekening van moestuinbakken met jonge plantjes en deelnemers die zaaien en water geven." },
  "dehoven-repaircafe": { scene: "repaircafe", alt: "Tekening van een reparatietafel met een lamp, een radio en gereedschap, met vrijwilligers die meekijken." },
  "leeuwarden-repaircafe-maand": { scene: "repaircafe", alt: "Tekening van het Repair Café: apparaten op tafel en gereedschap aan een gaatjesbord." },
  "klinker-dorpsfeest": { scene: "feesttent", alt: "Tekening van een dorpsfeest: een grote tent met vlaggenlijnen en dorpsgenoten op het veld." },
  "klinker-boekenmarkt": { scene: "bibliotheek", alt: "Tekening van een boekenkast vol tweedehands boeken en een leunstoel om in te lezen." },
  "almere-werkdag": { scene: "bomenplanten", alt: "Tekening van vrijwilligers die met spades jonge bomen planten in een veld." },
  "nijmegen-plantdag": { scene: "bomenplanten", alt: "Tekening van rijen jonge fruitbomen aan steunpalen en mensen die plantgaten graven." },
  "hondsrug-opschoondag": { scene: "opruimen", alt: "Tekening van vrijwilligers met grijpers en vuilniszakken die zwerfafval oprapen in het groen." },
  "domburg-strandschoonmaak": { scene: "strand", alt: "Tekening van een strand na de storm met vrijwilligers die aangespoeld afval verzamelen." },
  "denbosch-concert": { scene: "koor", alt: "Tekening van een koor op het podium, in drie rijen zingend, met een dirigent." },
  "tilburg-inzameling": { scene: "voedselbank", alt: "Tekening van kratten met houdbare producten, fruit en brood op lange tafels, met vrijwilligers." },
  "rotterdam-wijkmaaltijd": { scene: "maaltijd", alt: "Tekening van een wijkmaaltijd aan een lange tafel met schalen eten en lampjes erboven." },
  "lelystad-fietsdag": { scene: "fietsreparatie", alt: "Tekening van een fiets in een montagestandaard met een monteur en een rij fietsen erachter." },
  "transvaal-fietsenruil": { scene: "fietsreparatie", alt: "Tekening van een rij fietsen in een werkplaats en een monteur die een fiets nakijkt." },
  "amerongen-beweegmiddag": { scene: "sportveld", alt: "Tekening van mensen die samen bewegen op een grasveld met witte lijnen en een doel." },
  "zwolle-zonnedag": { scene: "zonnedaken", alt: "Tekening van daken vol zonnepanelen in een straat met bewoners die omhoog kijken." },
  "vorden-open-bus": { scene: "buurtbus", alt: "Tekening van een buurtbusje met passagiers op een landweg." },
};

const vacancies: Record<string, Picture> = {
  "depijp-tuinvrijwilliger": { scene: "moestuin", alt: "Tekening van tuinvrijwilligers tussen moestuinbakken met groente." },
  "transvaal-monteur": { scene: "fietsreparatie", alt: "Tekening van een fietsmonteur met een sleutel naast een fiets in een montagestandaard." },
  "tilburg-intaker": { scene: "voedselbank", alt: "Tekening van vrijwilligers achter een tafel met kratten voedsel." },
  "klinker-barvrijwilliger": { scene: "buurthuis", alt: "Tekening van een dorpshuis met verlichte ramen en bezoekers bij de ingang." },
  "leeuwarden-reparateur": { scene: "repaircafe", alt: "Tekening van een reparatietafel met een lamp, een radio en gereedschap." },
  "domburg-coordinator": { scene: "strand", alt: "Tekening van een opruimactie op het strand met grijpers en zakken." },
  "rotterdam-kok": { scene: "maaltijd", alt: "Tekening van een lange tafel met dampende schalen en buurtbewoners." },
  "vorden-chauffeur": { scene: "buurtbus", alt: "Tekening van een buurtbusje op een weg langs weilanden en huizen." },
};

// ---------------------------------------------------------------------------------------------
// Rendering

interface ManifestImage {
  /** File name in app/db/seed/images/. */
  file: string;
  /** Dutch text alternative (max 250 characters). */
  alt: string;
  width: number;
  height: number;
}

async function writeCover(name: string, seed: string, scene: Picture["scene"], alt: string): Promise<ManifestImage> {
  const { width, height } = COVER;
  const drawn = scenes[scene]!(rngFrom(seed), width, height);
  const source = Buffer.from(svg(width, height, drawn.body, drawn.defs));
  const file = `${name}.jpg`;
  // A slight blur softens the flat edges the way a lens would, and keeps the JPEG small.
  const bytes = await sharp(source).blur(0.6).jpeg({ quality: 80, mozjpeg: true, chromaSubsampling: "4:2:0" }).toBuffer();
  return save(file, bytes, alt, width, height);
}

async function writeLogo(name: string, seed: string, emblem: string, alt: string): Promise<ManifestImage> {
  const source = Buffer.from(logo(rngFrom(seed), emblem));
  const file = `${name}.png`;
  const bytes = await sharp(source).png({ compressionLevel: 9, palette: true }).toBuffer();
  return save(file, bytes, alt, LOGO, LOGO);
}

function save(file: string, bytes: Buffer, alt: string, width: number, height: number): ManifestImage {
  if (bytes.length > MAX_BYTES) throw new Error(`${file} is ${bytes.length} bytes, more than ${MAX_BYTES}`);
  if (alt.length > 250) throw new Error(`the text alternative of ${file} is longer than 250 characters`);
  writeFileSync(path.join(outDir, file), bytes);
  return { file, alt, width, height };
}

function assertKeys(kind: string, keys: string[], known: readonly { key: string }[]): void {
  const existing = new Set(known.map((item) => item.key));
  const unknown = keys.filter((key) => !existing.has(key));
  if (unknown.length > 0) throw new Error(`unknown demo ${kind}: ${unknown.join(", ")}`);
}

async function main(): Promise<void> {
  assertKeys("initiatives", Object.keys(initiatives), demoInitiatives);
  assertKeys("events", Object.keys(events), demoEvents);
  assertKeys("vacancies", Object.keys(vacancies), demoVacancies);
  mkdirSync(outDir, { recursive: true });
  for (const file of readdirSync(outDir)) if (/\.(jpg|png)$/.test(file)) rmSync(path.join(outDir, file));

  const manifest = {
    initiatives: {} as Record<string, { logo?: ManifestImage; cover?: ManifestImage }>,
    events: {} as Record<string, { image: ManifestImage }>,
    vacancies: {} as Record<string, { image: ManifestImage }>,
  };
  for (const [key, pictures] of Object.entries(initiatives)) {
    const entry: { logo?: ManifestImage; cover?: ManifestImage } = {};
    if (pictures.logo) entry.logo = await writeLogo(`initiative-${key}-logo`, `logo:${key}`, pictures.logo.emblem, pictures.logo.alt);
    if (pictures.cover) entry.cover = await writeCover(`initiative-${key}-cover`, `cover:${key}`, pictures.cover.scene, pictures.cover.alt);
    manifest.initiatives[key] = entry;
  }
  for (const [key, picture] of Object.entries(events)) {
    manifest.events[key] = { image: await writeCover(`event-${key}`, `event:${key}`, picture.scene, picture.alt) };
  }
  for (const [key, picture] of Object.entries(vacancies)) {
    manifest.vacancies[key] = { image: await writeCover(`vacancy-${key}`, `vacancy:${key}`, picture.scene, picture.alt) };
  }
  writeFileSync(path.join(outDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  const count = Object.values(manifest.initiatives).reduce((n, e) => n + Object.keys(e).length, 0) + Object.keys(manifest.events).length + Object.keys(manifest.vacancies).length;
  console.log(`${count} afbeeldingen en manifest.json geschreven in ${path.relative(process.cwd(), outDir)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
