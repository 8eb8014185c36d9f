DROP VIEW "public"."events_public";--> statement-breakpoint
DROP INDEX "events_active_ranking_idx";--> statement-breakpoint
DROP INDEX "events_ends_at_idx";--> statement-breakpoint
DROP INDEX "events_initiative_date_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "events_active_ranking_idx" ON "events" USING btree ("date","id","ends_at","initiative_id","theme","lat","lon","cancelled_at") WHERE "events"."status" = 'actief';--> statement-breakpoint
CREATE INDEX "events_ends_at_idx" ON "events" USING btree ("ends_at","initiative_id","status","cancelled_at");--> statement-breakpoint
CREATE INDEX "events_initiative_date_idx" ON "events" USING btree ("initiative_id","date","status","cancelled_at");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_cancellation_reason_check" CHECK (char_length("events"."cancellation_reason") <= 500);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_sequence_check" CHECK ("events"."sequence" >= 0);--> statement-breakpoint
CREATE VIEW "public"."events_public" AS (select "id", "title", "description", "long_description", "type", "theme", "province", "date", "end_date", "ends_at", "city", "pc4", "municipality", "lat", "lon", "location", "organizer_name", "max_participants", "confirmed_count" + "external_participants" as "current_participants", "registration_required", "registration_closed", "cancelled_at", "cancellation_reason", "sequence", "initiative_id", "created_by", "created_at", "public_since", "search_vector", "search_text", (select jsonb_build_object('alt', "alt", 'variants', "variants") from "images" where "id" = "image_id" and "status" = 'ready') as "picture" from "events" where "events"."status" = 'actief' and "events"."initiative_id" in (select "initiatives"."id" from "initiatives" where "initiatives"."status" = 'actief' and ("initiatives"."created_by" is null or "initiatives"."created_by" not in (select "user"."id" from "user" where "user"."blocked_at" is not null))));