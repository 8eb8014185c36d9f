/**
 * The 342 Dutch municipalities (CBS) with their province, loaded from `app/db/seed/municipalities.json`,
 * and the 4,069 four-digit postcode areas of `app/db/seed/postcode-areas.json` (GeoNames, CC BY 4.0).
 */
import { char, doublePrecision, index, pgTable, text } from "drizzle-orm/pg-core";
import { provinceEnum } from "./enums";

export const municipalities = pgTable("municipalities", {
  /** CBS municipality code (gemeentecode), e.g. "GM0363". */
  code: text("code").primaryKey(),
  /** CBS name, e.g. "Amsterdam", "'s-Gravenhage", "Bergen (NH.)". */
  name: text("name").notNull().unique(),
  province: provinceEnum("province").notNull(),
  /** Centre, WGS84 degrees: the mean of its postcode areas' points; null until the areas are seeded. */
  lat: doublePrecision("lat"),
  lon: doublePrecision("lon"),
});

/** A four-digit postcode area (PC4) with its centre point. */
export const postcodeAreas = pgTable(
  "postcode_areas",
  {
    /** "3511". */
    pc4: char("pc4", { length: 4 }).primaryKey(),
    /** WGS84 degrees. */
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
    /** The municipality the area lies in; of an area on a border, the first one the source names. */
    municipality_code: text("municipality_code")
      .notNull()
      .references(() => municipalities.code),
  },
  (t) => [index("postcode_areas_municipality_idx").on(t.municipality_code)],
);

export type PostcodeArea = typeof postcodeAreas.$inferSelect;
