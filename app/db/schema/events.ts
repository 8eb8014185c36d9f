/** Events and `events_public`, the only table anonymous requests read: no contact columns, public rows only. */
import { sql } from "drizzle-orm";
import { boolean, char, check, doublePrecision, index, integer, pgTable, pgView, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { images, pictureOf } from "./images";
import { eventTypeEnum, provinceEnum, themeEnum } from "./enums";
import { initiativeIsPublic, initiatives } from "./initiatives";
import { moderationStatusColumns } from "./moderation-status";
import { SEARCH_TEXT_COLUMNS, searchTextExpression, searchVectorExpression, tsvector } from "./search";

export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    long_description: text("long_description"),
    type: eventTypeEnum("type").notNull(),
    theme: themeEnum("theme"),
    province: provinceEnum("province"),
    /** Start, UTC (entered and shown in Europe/Amsterdam time). */
    date: timestamp("date", { withTimezone: true }).notNull(),
    end_date: timestamp("end_date", { withTimezone: true }),
    /** When the event is over (UTC): its end, else the end of its start's Amsterdam day; the one past/upcoming rule. */
    ends_at: timestamp("ends_at", { withTimezone: true })
      .notNull()
      .generatedAlwaysAs(
        sql`coalesce(end_date, (date_trunc('day', date at time zone 'Europe/Amsterdam') + interval '1 day') at time zone 'Europe/Amsterdam')`,
      ),
    city: text("city").notNull(),
    location: text("location").notNull(),
    /** Four-digit postcode area ("3511") where known; see postcode_areas. */
    pc4: char("pc4", { length: 4 }),
    /** CBS name of the municipality it belongs to: its postcode area's, else its initiative's; set by a trigger. */
    municipality: text("municipality"),
    /** The item's point, WGS84 degrees, set by the database's triggers (docs/decisions/056-places-and-distance.md). */
    lat: doublePrecision("lat"),
    lon: doublePrecision("lon"),
    organizer_name: text("organizer_name").notNull(),
    organizer_email: text("organizer_email").notNull(),
    organizer_phone: text("organizer_phone"),
    website: text("website"),
    max_participants: integer("max_participants"),
    /** People the organizer registered elsewhere, shown added to the confirmed sign-ups. */
    external_participants: integer("external_participants").notNull().default(0),
    /** Kept by the sign-up transactions. */
    confirmed_count: integer("confirmed_count").notNull().default(0),
    registration_closed: boolean("registration_closed").notNull().default(false),
    registration_required: boolean("registration_required").notNull().default(false),
    /** When its organizer cancelled it (UTC), null while it goes ahead; final (docs/product-rules.md#cancelled-events). */
    cancelled_at: timestamp("cancelled_at", { withTimezone: true }),
    /** The organizer's optional reason, at most 500 characters, shown with "Geannuleerd". */
    cancellation_reason: text("cancellation_reason"),
    /** RFC 5545 SEQUENCE of its calendar entry: raised on cancelling and on a new date, time or place. */
    sequence: integer("sequence").notNull().default(0),
    initiative_id: uuid("initiative_id")
      .notNull()
      .references(() => initiatives.id, { onDelete: "cascade" }),
    created_by: uuid("created_by").references(() => user.id, { onDelete: "cascade" }),
    ...moderationStatusColumns(),
    image_id: uuid("image_id").references(() => images.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When it last became public (UTC): creation, or its or its initiative's turn to public; kept by triggers. New items for alerts are those public since a moment. */
    public_since: timestamp("public_since", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Dutch full-text vector, kept by the database (docs/decisions/058-dutch-text-search.md). */
    search_vector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(searchVectorExpression({ A: ["title"], B: ["city", "municipality"], C: ["description", "long_description"] })),
    /** Accent-free name, description, place and municipality for substring and near-spelling search. */
    search_text: text("search_text")
      .notNull()
      .generatedAlwaysAs(searchTextExpression(SEARCH_TEXT_COLUMNS.events)),
  },
  (t) => [
    index("events_public_since_idx").on(t.public_since),
    index("events_search_vector_idx").using("gin", t.search_vector),
    index("events_search_text_trgm_idx").using("gin", sql`${t.search_text} gin_trgm_ops`),
    // With what the list filters and sorts on: a radius's count and page of ids come from the index alone.
    index("events_point_idx").on(t.lat, t.lon, t.ends_at, t.status, t.initiative_id, t.date, t.id, t.cancelled_at),
    index("events_municipality_idx").on(t.municipality, t.date),
    index("events_image_idx").on(t.image_id),
    index("events_review_idx").on(t.review_requested_at).where(sql`${t.review_requested_at} is not null`),
    index("events_date_idx").on(t.date, t.id),
    // Every column "Voor jou" scores and filters on: it ranks the coming weeks' events from this index alone.
    index("events_active_ranking_idx")
      .on(t.date, t.id, t.ends_at, t.initiative_id, t.theme, t.lat, t.lon, t.cancelled_at)
      .where(sql`${t.status} = 'actief'`),
    // With initiative, status and cancellation: counts of public upcoming events come from the index alone.
    index("events_ends_at_idx").on(t.ends_at, t.initiative_id, t.status, t.cancelled_at),
    // The longest event, read at the end of this index: what bounds the start of an event not over.
    index("events_duration_idx").on(sql`(${t.ends_at} - ${t.date})`),
    // With status and cancellation: counts of public events come from the index alone.
    index("events_initiative_date_idx").on(t.initiative_id, t.date, t.status, t.cancelled_at),
    index("events_type_date_idx").on(t.type, t.date),
    index("events_theme_date_idx").on(t.theme, t.date),
    index("events_province_date_idx").on(t.province, t.date),
    index("events_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    index("events_description_trgm_idx").using("gin", sql`${t.description} gin_trgm_ops`),
    index("events_created_by_idx").on(t.created_by),
    check("events_max_participants_check", sql`${t.max_participants} >= 1`),
    check("events_external_participants_check", sql`${t.external_participants} >= 0`),
    check("events_confirmed_count_check", sql`${t.confirmed_count} >= 0`),
    check("events_cancellation_reason_check", sql`char_length(${t.cancellation_reason}) <= 500`),
    check("events_sequence_check", sql`${t.sequence} >= 0`),
    check("events_end_after_start_check", sql`${t.end_date} >= ${t.date}`),
  ],
);

export type Event = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;

export const eventsPublic = pgView("events_public").as((qb) =>
  qb
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      long_description: events.long_description,
      type: events.type,
      theme: events.theme,
      province: events.province,
      date: events.date,
      end_date: events.end_date,
      ends_at: events.ends_at,
      city: events.city,
      pc4: events.pc4,
      municipality: events.municipality,
      lat: events.lat,
      lon: events.lon,
      location: events.location,
      organizer_name: events.organizer_name,
      max_participants: events.max_participants,
      /** Confirmed sign-ups plus the people registered elsewhere. */
      current_participants: sql<number>`${events.confirmed_count} + ${events.external_participants}`.as("current_participants"),
      registration_required: events.registration_required,
      registration_closed: events.registration_closed,
      cancelled_at: events.cancelled_at,
      cancellation_reason: events.cancellation_reason,
      sequence: events.sequence,
      initiative_id: events.initiative_id,
      created_by: events.created_by,
      created_at: events.created_at,
      public_since: events.public_since,
      search_vector: events.search_vector,
      search_text: events.search_text,
      picture: pictureOf(events.image_id).as("picture"),
    })
    .from(events)
    .where(
      sql`${events.status} = 'actief' and ${events.initiative_id} in (select ${initiatives.id} from ${initiatives} where ${initiativeIsPublic})`,
    ),
);
