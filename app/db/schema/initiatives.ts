/** Initiatives and `initiatives_public`, the only table anonymous requests read: no contact columns, public rows only. */
import { sql } from "drizzle-orm";
import { char, check, doublePrecision, index, integer, pgTable, pgView, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { creatorNotBlocked, user } from "./auth";
import { images, pictureOf } from "./images";
import {
  formalityEnum,
  informalTypeEnum,
  legalFormEnum,
  provinceEnum,
  scopeEnum,
  themeEnum,
} from "./enums";
import { moderationStatusColumns } from "./moderation-status";
import { SEARCH_TEXT_COLUMNS, searchTextExpression, searchVectorExpression, tsvector } from "./search";

export const initiatives = pgTable(
  "initiatives",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    formality: formalityEnum("formality").notNull(),
    /** Only when formality is formeel (docs/product-rules.md#initiative-form). */
    formal_type: legalFormEnum("formal_type"),
    /** Only set when formality is informeel. */
    informal_type: informalTypeEnum("informal_type"),
    theme: themeEnum("theme").notNull(),
    scope: scopeEnum("scope").notNull(),
    /** Null when the scope is nationaal. */
    province: provinceEnum("province"),
    city: text("city"),
    /** A CBS municipality name from `municipalities`. */
    municipality: text("municipality"),
    /** Four-digit postcode area ("3511") where known; see postcode_areas. */
    pc4: char("pc4", { length: 4 }),
    /** The item's point, WGS84 degrees, set by the database's triggers (docs/decisions/056-places-and-distance.md). */
    lat: doublePrecision("lat"),
    lon: doublePrecision("lon"),
    description: text("description").notNull(),
    long_description: text("long_description").notNull(),
    contact_email: text("contact_email").notNull(),
    contact_phone: text("contact_phone"),
    website: text("website"),
    /** Founding year, 1900 to the current year. */
    established: integer("established"),
    member_count: integer("member_count"),
    volunteer_count: integer("volunteer_count"),
    /** Null for platform-owned demo content; gone with the account. */
    created_by: uuid("created_by").references(() => user.id, { onDelete: "cascade" }),
    ...moderationStatusColumns(),
    /** The square logo; null when none. */
    logo_image_id: uuid("logo_image_id").references(() => images.id, { onDelete: "set null" }),
    cover_image_id: uuid("cover_image_id").references(() => images.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When it last became public (UTC): creation, or its or its initiative's turn to public; kept by triggers. New items for alerts are those public since a moment. */
    public_since: timestamp("public_since", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Dutch full-text vector, kept by the database (docs/decisions/058-dutch-text-search.md). */
    search_vector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(searchVectorExpression({ A: ["name"], B: ["city", "municipality"], C: ["description", "long_description"] })),
    /** Accent-free name, description, place and municipality for substring and near-spelling search. */
    search_text: text("search_text")
      .notNull()
      .generatedAlwaysAs(searchTextExpression(SEARCH_TEXT_COLUMNS.initiatives)),
  },
  (t) => [
    index("initiatives_public_since_idx").on(t.public_since),
    index("initiatives_search_vector_idx").using("gin", t.search_vector),
    index("initiatives_search_text_trgm_idx").using("gin", sql`${t.search_text} gin_trgm_ops`),
    index("initiatives_point_idx").on(t.lat, t.lon),
    index("initiatives_logo_image_idx").on(t.logo_image_id),
    index("initiatives_cover_image_idx").on(t.cover_image_id),
    index("initiatives_review_idx").on(t.review_requested_at).where(sql`${t.review_requested_at} is not null`),
    index("initiatives_status_created_at_idx").on(t.status, t.created_at.desc().nullsFirst(), t.id),
    // The public views' test "actief and not by a blocked member" from the index alone.
    index("initiatives_public_ids_idx").on(t.status, t.id, t.created_by),
    index("initiatives_theme_idx").on(t.theme, t.created_at.desc().nullsFirst()),
    // "Initiatives with one of these themes" as a list of ids from the index alone ("Voor jou").
    index("initiatives_theme_ids_idx").on(t.theme, t.id),
    index("initiatives_province_idx").on(t.province, t.created_at.desc().nullsFirst()),
    // The municipality filter, and the "initiatives of municipality X" subquery of the other lists.
    index("initiatives_municipality_idx").on(t.municipality, t.created_at.desc().nullsFirst(), t.id),
    index("initiatives_scope_idx").on(t.scope, t.created_at.desc().nullsFirst()),
    index("initiatives_formality_idx").on(t.formality, t.formal_type, t.informal_type),
    index("initiatives_created_by_idx").on(t.created_by, t.created_at.desc().nullsFirst()),
    index("initiatives_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("initiatives_description_trgm_idx").using("gin", sql`${t.description} gin_trgm_ops`),
    index("initiatives_city_trgm_idx").using("gin", sql`${t.city} gin_trgm_ops`),
    index("initiatives_municipality_trgm_idx").using("gin", sql`${t.municipality} gin_trgm_ops`),
    check(
      "initiatives_type_matches_formality",
      sql`(${t.formality} = 'formeel' and ${t.informal_type} is null) or (${t.formality} = 'informeel' and ${t.formal_type} is null)`,
    ),
    check("initiatives_established_check", sql`${t.established} >= 1900`),
    check("initiatives_member_count_check", sql`${t.member_count} >= 0`),
    check("initiatives_volunteer_count_check", sql`${t.volunteer_count} >= 0`),
  ],
);

export type Initiative = typeof initiatives.$inferSelect;
export type NewInitiative = typeof initiatives.$inferInsert;

/** SQL condition: "actief" and not by a blocked member; events and vacancies are public only under such an initiative. */
export const initiativeIsPublic = sql`${initiatives.status} = 'actief' and ${creatorNotBlocked(initiatives.created_by)}`;

export const initiativesPublic = pgView("initiatives_public").as((qb) =>
  qb
    .select({
      id: initiatives.id,
      name: initiatives.name,
      formality: initiatives.formality,
      formal_type: initiatives.formal_type,
      informal_type: initiatives.informal_type,
      theme: initiatives.theme,
      scope: initiatives.scope,
      province: initiatives.province,
      city: initiatives.city,
      municipality: initiatives.municipality,
      pc4: initiatives.pc4,
      lat: initiatives.lat,
      lon: initiatives.lon,
      description: initiatives.description,
      long_description: initiatives.long_description,
      established: initiatives.established,
      member_count: initiatives.member_count,
      volunteer_count: initiatives.volunteer_count,
      created_by: initiatives.created_by,
      status: initiatives.status,
      created_at: initiatives.created_at,
      public_since: initiatives.public_since,
      search_vector: initiatives.search_vector,
      search_text: initiatives.search_text,
      logo_picture: pictureOf(initiatives.logo_image_id).as("logo_picture"),
      cover_picture: pictureOf(initiatives.cover_image_id).as("cover_picture"),
    })
    .from(initiatives)
    .where(initiativeIsPublic),
);
