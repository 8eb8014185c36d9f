/** Vacancies and `vacancies_public`: active vacancies of public initiatives, without contact columns. */
import { sql } from "drizzle-orm";
import { boolean, char, check, date, doublePrecision, index, numeric, pgTable, pgView, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { HOURS_PER_WEEK } from "../../lib/hours-per-week";
import { user } from "./auth";
import { images, pictureOf } from "./images";
import { vacancyCategoryEnum } from "./enums";
import { initiativeIsPublic, initiatives } from "./initiatives";
import { moderationStatusColumns } from "./moderation-status";
import { SEARCH_TEXT_COLUMNS, searchTextExpression, searchVectorExpression, tsvector } from "./search";

export const vacancies = pgTable(
  "vacancies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** Free text, e.g. "Vrijwilligerswerk" or "Bestuursfunctie". */
    type: text("type").notNull(),
    category: vacancyCategoryEnum("category").notNull(),
    requirements: text("requirements"),
    /** Hours per week, 0.5 to 20 in steps of 0.5 (app/lib/hours-per-week.ts); null: not said. */
    hours_per_week: numeric("hours_per_week", { precision: 3, scale: 1, mode: "number" }),
    /** Free text beside or instead of the hours, e.g. "in overleg" or "2-4 uur, wisselend"; at most 100 characters. */
    hours_note: text("hours_note"),
    /** Free text, e.g. "Minimaal een jaar". */
    duration: text("duration"),
    /** Where the work is; null: at the initiative's place. */
    city: text("city"),
    /** Four-digit postcode area ("3511") where known; see postcode_areas. */
    pc4: char("pc4", { length: 4 }),
    /** CBS name of the municipality it belongs to: its postcode area's, else its initiative's; set by a trigger. */
    municipality: text("municipality"),
    /** "Thuis of online": the work has no place, so the vacancy has no point. */
    is_remote: boolean("is_remote").notNull().default(false),
    /** The item's point, WGS84 degrees, set by the database's triggers (docs/decisions/056-places-and-distance.md). */
    lat: doublePrecision("lat"),
    lon: doublePrecision("lon"),
    contact_email: text("contact_email").notNull(),
    contact_phone: text("contact_phone"),
    /** Day-parts the work is done ("dinsdag-avond") or "flexibel"; empty: not said. */
    availability: text("availability").array().notNull().default(sql`'{}'::text[]`),
    /** "eenmalig", "kort" (up to 3 months) or "lang"; null: not said. */
    commitment: text("commitment"),
    /** Skills asked, slugs of the fixed list. */
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    /** Whom it suits: "jongeren", "nieuwkomers", "rolstoeltoegankelijk" ("thuis of online" is `is_remote`). */
    suitable_for: text("suitable_for").array().notNull().default(sql`'{}'::text[]`),
    /** A certificate of conduct (VOG) is required. */
    vog_required: boolean("vog_required").notNull().default(false),
    /** "Reageren kan tot": the last Amsterdam calendar day to respond; the vacancy leaves the lists after it. */
    closes_on: date("closes_on", { mode: "string" }),
    /** Set by the organizer when the vacancy is filled ("Vervuld", UTC): it stays visible, responses close. */
    filled_at: timestamp("filled_at", { withTimezone: true }),
    initiative_id: uuid("initiative_id")
      .notNull()
      .references(() => initiatives.id, { onDelete: "cascade" }),
    created_by: uuid("created_by").references(() => user.id, { onDelete: "cascade" }),
    is_active: boolean("is_active").notNull().default(true),
    ...moderationStatusColumns(),
    image_id: uuid("image_id").references(() => images.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When it last became public (UTC): creation, or its or its initiative's turn to public; kept by triggers. New items for alerts are those public since a moment. */
    public_since: timestamp("public_since", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Dutch full-text vector, kept by the database (docs/decisions/058-dutch-text-search.md). */
    search_vector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(searchVectorExpression({ A: ["title"], B: ["city", "municipality"], C: ["description", "requirements"] })),
    /** Accent-free name, description, place and municipality for substring and near-spelling search. */
    search_text: text("search_text")
      .notNull()
      .generatedAlwaysAs(searchTextExpression(SEARCH_TEXT_COLUMNS.vacancies)),
  },
  (t) => [
    index("vacancies_public_since_idx").on(t.public_since),
    index("vacancies_search_vector_idx").using("gin", t.search_vector),
    index("vacancies_search_text_trgm_idx").using("gin", sql`${t.search_text} gin_trgm_ops`),
    // With state and initiative: counts within a radius come from the index alone.
    index("vacancies_point_idx").on(t.lat, t.lon, t.is_active, t.status, t.initiative_id),
    index("vacancies_municipality_idx").on(t.municipality, t.created_at.desc().nullsFirst()),
    index("vacancies_image_idx").on(t.image_id),
    index("vacancies_review_idx").on(t.review_requested_at).where(sql`${t.review_requested_at} is not null`),
    index("vacancies_active_created_at_idx").on(t.is_active, t.created_at.desc().nullsFirst(), t.id),
    // With status and closing day: the count of open public vacancies comes from the index alone.
    index("vacancies_active_initiative_idx").on(t.is_active, t.initiative_id, t.status, t.closes_on),
    index("vacancies_initiative_idx").on(t.initiative_id, t.created_at.desc().nullsFirst()),
    index("vacancies_category_idx").on(t.category, t.created_at.desc().nullsFirst()),
    index("vacancies_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    index("vacancies_description_trgm_idx").using("gin", sql`${t.description} gin_trgm_ops`),
    index("vacancies_created_by_idx").on(t.created_by),
    // Every column "Voor jou" scores and filters on, for open vacancies only: it ranks them from this index alone.
    index("vacancies_open_ranking_idx")
      .on(t.lat, t.lon, t.created_at, t.id, t.initiative_id, t.category, t.commitment, t.closes_on, t.is_remote, t.skills, t.availability, t.suitable_for)
      .where(sql`${t.is_active} and ${t.status} = 'actief' and ${t.filled_at} is null`),
    index("vacancies_skills_idx").using("gin", t.skills),
    index("vacancies_availability_idx").using("gin", t.availability),
    check("vacancies_commitment_check", sql`${t.commitment} in ('eenmalig', 'kort', 'lang')`),
    check(
      "vacancies_hours_per_week_check",
      sql`${t.hours_per_week} between ${sql.raw(String(HOURS_PER_WEEK.min))} and ${sql.raw(String(HOURS_PER_WEEK.max))} and mod(${t.hours_per_week}, ${sql.raw(String(HOURS_PER_WEEK.step))}) = 0`,
    ),
  ],
);

export type Vacancy = typeof vacancies.$inferSelect;
export type NewVacancy = typeof vacancies.$inferInsert;

export const vacanciesPublic = pgView("vacancies_public").as((qb) =>
  qb
    .select({
      id: vacancies.id,
      title: vacancies.title,
      description: vacancies.description,
      type: vacancies.type,
      category: vacancies.category,
      requirements: vacancies.requirements,
      hours_per_week: vacancies.hours_per_week,
      hours_note: vacancies.hours_note,
      duration: vacancies.duration,
      availability: vacancies.availability,
      commitment: vacancies.commitment,
      skills: vacancies.skills,
      suitable_for: vacancies.suitable_for,
      vog_required: vacancies.vog_required,
      closes_on: vacancies.closes_on,
      filled_at: vacancies.filled_at,
      city: vacancies.city,
      pc4: vacancies.pc4,
      municipality: vacancies.municipality,
      is_remote: vacancies.is_remote,
      lat: vacancies.lat,
      lon: vacancies.lon,
      initiative_id: vacancies.initiative_id,
      created_by: vacancies.created_by,
      is_active: vacancies.is_active,
      created_at: vacancies.created_at,
      public_since: vacancies.public_since,
      search_vector: vacancies.search_vector,
      search_text: vacancies.search_text,
      picture: pictureOf(vacancies.image_id).as("picture"),
    })
    .from(vacancies)
    .where(
      sql`${vacancies.is_active} and ${vacancies.status} = 'actief' and ${vacancies.initiative_id} in (select ${initiatives.id} from ${initiatives} where ${initiativeIsPublic})`,
    ),
);
