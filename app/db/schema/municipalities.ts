/** The 342 Dutch municipalities (CBS) with their province, loaded from `app/db/seed/municipalities.json`. */
import { pgTable, text } from "drizzle-orm/pg-core";
import { provinceEnum } from "./enums";

export const municipalities = pgTable("municipalities", {
  /** CBS municipality code (gemeentecode), e.g. "GM0363". */
  code: text("code").primaryKey(),
  /** CBS name, e.g. "Amsterdam", "'s-Gravenhage", "Bergen (NH.)". */
  name: text("name").notNull().unique(),
  province: provinceEnum("province").notNull(),
});
