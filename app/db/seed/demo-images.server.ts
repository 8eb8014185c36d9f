/**
 * The pictures of the demo content (app/db/seed/images/, drawn by `npm run demo-images`; CC0 1.0):
 * which demo item gets which file in which image slot, with its Dutch text alternative.
 * `manifest.json` names items by their seed `key` (content/*.ts) and slots by the form prefix of
 * app/modules/images/types.ts (`logo`, `cover`, `image`).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { imageSlotsByKind, type ImageItemKind, type ImageRole } from "../../modules/images/types";

/** Folder of the picture files and manifest.json. */
export const demoImagesDir = fileURLToPath(new URL("./images/", import.meta.url));

/** One entry of manifest.json. */
export interface DemoImageFile {
  /** File name in {@link demoImagesDir}. */
  file: string;
  /** Dutch text alternative, at most 250 characters. */
  alt: string;
  /** Pixels. */
  width: number;
  height: number;
}

interface DemoImageManifest {
  initiatives: Record<string, { logo?: DemoImageFile; cover?: DemoImageFile }>;
  events: Record<string, { image: DemoImageFile }>;
  vacancies: Record<string, { image: DemoImageFile }>;
}

/** A picture to attach to one demo item. */
export interface DemoImage extends DemoImageFile {
  kind: ImageItemKind;
  /** The item's seed `key` (the row id is derived from it). */
  key: string;
  /** Form prefix of the slot: "logo" | "cover" | "image". */
  prefix: string;
  role: ImageRole;
  /** Absolute path of the file. */
  path: string;
}

const sections = { initiative: "initiatives", event: "events", vacancy: "vacancies" } as const;

/**
 * Every demo picture, in manifest order (initiatives, events, vacancies).
 * @throws Error when manifest.json is missing or names a slot the item kind does not have
 */
export function demoImages(): DemoImage[] {
  const manifest = JSON.parse(readFileSync(path.join(demoImagesDir, "manifest.json"), "utf8")) as DemoImageManifest;
  const images: DemoImage[] = [];
  for (const kind of Object.keys(sections) as ImageItemKind[]) {
    const items = manifest[sections[kind]] as Record<string, Record<string, DemoImageFile | undefined>>;
    for (const [key, slots] of Object.entries(items)) {
      for (const [prefix, image] of Object.entries(slots)) {
        if (!image) continue;
        const slot = imageSlotsByKind[kind].find((s) => s.prefix === prefix);
        if (!slot) throw new Error(`demo image manifest: ${kind} has no slot "${prefix}" (${key})`);
        images.push({ ...image, kind, key, prefix, role: slot.role, path: path.join(demoImagesDir, image.file) });
      }
    }
  }
  return images;
}
