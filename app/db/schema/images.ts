/**
 * Pictures of items (docs/decisions/033-images.md): "pending" after upload, "ready" or "failed" after
 * processing; an image no item points at (any more, or within 24 hours) is deleted with its files.
 */
import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { StoredPicture, StoredVariant } from "../../lib/stored-picture";
import { user } from "./auth";

export const imageRoleEnum = pgEnum("image_role", ["initiative_logo", "initiative_cover", "event_image", "vacancy_image", "update_image"]);
export const imageStatusEnum = pgEnum("image_status", ["pending", "ready", "failed"]);

export const images = pgTable(
  "images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null for platform content or once the account is deleted. */
    created_by: uuid("created_by").references(() => user.id, { onDelete: "set null" }),
    role: imageRoleEnum("role").notNull(),
    status: imageStatusEnum("status").notNull().default("pending"),
    /** At most 250 characters; set when the image is attached to an item. */
    alt: text("alt").notNull().default(""),
    /** Pixel size of the master; null until processed. */
    width: integer("width"),
    height: integer("height"),
    /** The raw upload (private, never served); null once processed. */
    original_key: text("original_key"),
    /** The metadata-free master (at most 2560 px); null until processed. */
    master_key: text("master_key"),
    /** Smallest first per format. */
    variants: jsonb("variants").$type<StoredVariant[]>().notNull().default([]),
    attempts: integer("attempts").notNull().default(0),
    /** Lease of the worker processing it (UTC). */
    locked_until: timestamp("locked_until", { withTimezone: true }),
    last_error: text("last_error"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When an item first pointed at it (UTC); null while it is only staged. */
    attached_at: timestamp("attached_at", { withTimezone: true }),
  },
  (t) => [
    index("images_pending_idx").on(t.created_at).where(sql`${t.status} = 'pending'`),
    index("images_unattached_idx").on(t.created_at).where(sql`${t.attached_at} is null`),
    index("images_created_by_idx").on(t.created_by),
  ],
);

export type ImageRow = typeof images.$inferSelect;

/** SQL expression: the {@link StoredPicture} of image `imageId` when ready, else null, so pages never read `images` themselves. */
export function pictureOf(imageId: AnyPgColumn): SQL<StoredPicture | null> {
  return sql<StoredPicture | null>`(select jsonb_build_object('alt', ${images.alt}, 'variants', ${images.variants}) from ${images} where ${images.id} = ${imageId} and ${images.status} = 'ready')`;
}
