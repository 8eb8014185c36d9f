/**
 * The pictures of the demo content (app/db/seed/images/, drawn by `npm run demo-images`; CC0 1.0):
 * which demo item gets which file in which image slot, with its Dutch text alternative.
 * `manifest.json` names items by their seed `key` (content/*.ts) and slots by the form prefix of
 * ./types.ts (`logo`, `cover`, `image`).
 */
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { rowsOf } from "~/lib/sql.server";
import { fileStorage, type FileStorage } from "~/lib/storage.server";
import { imageSlotsByKind, type ImageItemKind, type ImageRole } from "./types";
import { originalKey } from "./upload.server";
import { events, images, initiatives, vacancies } from "~/db/schema";
import { demoId, seedUuid } from "~/db/seed/ids";

/**
 * Folder of the picture files and manifest.json, from the working directory like the migrations
 * folder (app/lib/db.server.ts): the server runs from the project's root, and in the production
 * build this module is bundled into build/server, so a path relative to it would point there.
 */
export const demoImagesDir = path.resolve("app/db/seed/images");

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
  kind: DemoItemKind;
  /** The item's seed `key` (the row id is derived from it). */
  key: string;
  /** Form prefix of the slot: "logo" | "cover" | "image". */
  prefix: string;
  role: ImageRole;
  /** Absolute path of the file. */
  path: string;
}

const sections = { initiative: "initiatives", event: "events", vacancy: "vacancies" } as const;

/** The kinds of seeded items with pictures. */
export type DemoItemKind = keyof typeof sections & ImageItemKind;

/**
 * Every demo picture, in manifest order (initiatives, events, vacancies).
 * @throws Error when manifest.json is missing or names a slot the item kind does not have
 */
export function demoImages(): DemoImage[] {
  const manifest = JSON.parse(readFileSync(path.join(demoImagesDir, "manifest.json"), "utf8")) as DemoImageManifest;
  const images: DemoImage[] = [];
  for (const kind of Object.keys(sections) as DemoItemKind[]) {
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

/** The item table and image column of each slot, by kind and prefix. */
const slotColumns = {
  "initiative/logo": { table: initiatives, column: initiatives.logo_image_id },
  "initiative/cover": { table: initiatives, column: initiatives.cover_image_id },
  "event/image": { table: events, column: events.image_id },
  "vacancy/image": { table: vacancies, column: vacancies.image_id },
} as const;

/**
 * Gives the seeded demo items their pictures as raw uploads for the image worker to process; image ids
 * are name-based and filled slots are left alone, so running it twice adds nothing.
 * @throws Error when a file cannot be read or stored, or the database fails
 */
export async function seedDemoImages(db: Database, { storage = fileStorage() }: { storage?: FileStorage } = {}): Promise<number> {
  let attached = 0;
  for (const image of demoImages()) {
    const slot = slotColumns[`${image.kind}/${image.prefix}` as keyof typeof slotColumns];
    if (!slot) throw new Error(`demo image manifest: no image column for ${image.kind} ${image.prefix}`);
    const itemId = demoId(image.kind, image.key);
    const id = seedUuid(`image:${image.kind}:${image.key}:${image.prefix}`);
    const empty = sql`${sql.identifier(slot.column.name)} is null`;
    const found = rowsOf<{ id: string }>(
      await db.execute(sql`select id from ${slot.table} where id = ${itemId} and ${empty}`),
    );
    if (found.length === 0) continue;
    await storage.put(originalKey(id), await readFile(image.path), image.file.endsWith(".png") ? "image/png" : "image/jpeg");
    attached += await db.transaction(async (tx) => {
      await tx
        .insert(images)
        .values({ id, created_by: null, role: image.role, status: "pending", alt: image.alt, original_key: originalKey(id), attached_at: sql`now()` })
        .onConflictDoNothing();
      const updated = rowsOf<{ id: string }>(
        await tx.execute(
          sql`update ${slot.table} set ${sql.identifier(slot.column.name)} = ${id} where id = ${itemId} and ${empty} returning id`,
        ),
      );
      return updated.length;
    });
  }
  return attached;
}
