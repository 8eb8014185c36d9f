/**
 * Reference table of the 342 Dutch municipalities (CBS indeling 1 januari 2025/2026) with their
 * province. Loaded from `app/db/seed/gemeenten.json` by the seeder; see its README for the source.
 */
import { pgTable, text } from "drizzle-orm/pg-core";
import { provinceEnum } from "./enums";

export const gemeenten = pgTable("gemeenten", {
  /** CBS gemeentecode, e.g. "GM0363". */
  code: text("code").primaryKey(),
  /** CBS name, e.g. "Amsterdam", "'s-Gravenhage", "Bergen (NH.)". */
  name: text("name").notNull().unique(),
  province: provinceEnum("province").notNull(),
});
