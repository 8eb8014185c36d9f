/**
 * Updates ("Nieuws") an initiative's owner posts (docs/product-rules.md#initiative-updates): plain
 * text with an optional picture, public only while both the update and its initiative are.
 */
import { sql } from "drizzle-orm";
import { check, index, pgTable, pgView, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { images, pictureOf } from "./images";
import { initiativeIsPublic, initiatives } from "./initiatives";
import { moderationStatusColumns } from "./moderation-status";

export const initiativeUpdates = pgTable(
  "initiative_updates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    initiative_id: uuid("initiative_id")
      .notNull()
      .references(() => initiatives.id, { onDelete: "cascade" }),
    /** The author; the update goes with their account, like the initiative's other content. */
    created_by: uuid("created_by").references(() => user.id, { onDelete: "cascade" }),
    /** Plain text, 10 to 2,000 characters; links are made clickable only when shown. */
    body: text("body").notNull(),
    image_id: uuid("image_id").references(() => images.id, { onDelete: "set null" }),
    ...moderationStatusColumns(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When it last became public (UTC): creation, or its or its initiative's turn to public; kept by triggers. */
    public_since: timestamp("public_since", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("initiative_updates_initiative_idx").on(t.initiative_id, t.created_at.desc(), t.id),
    index("initiative_updates_public_since_idx").on(t.public_since),
    index("initiative_updates_created_by_idx").on(t.created_by),
    index("initiative_updates_image_idx").on(t.image_id),
    check("initiative_updates_body_check", sql`char_length(${t.body}) between 10 and 2000`),
  ],
);

export type InitiativeUpdate = typeof initiativeUpdates.$inferSelect;

/** Public updates: "actief" under a public initiative; no author column. */
export const initiativeUpdatesPublic = pgView("initiative_updates_public").as((qb) =>
  qb
    .select({
      id: initiativeUpdates.id,
      initiative_id: initiativeUpdates.initiative_id,
      body: initiativeUpdates.body,
      created_at: initiativeUpdates.created_at,
      updated_at: initiativeUpdates.updated_at,
      public_since: initiativeUpdates.public_since,
      picture: pictureOf(initiativeUpdates.image_id).as("picture"),
    })
    .from(initiativeUpdates)
    .where(
      sql`${initiativeUpdates.status} = 'actief' and ${initiativeUpdates.initiative_id} in (select ${initiatives.id} from ${initiatives} where ${initiativeIsPublic})`,
    ),
);
