CREATE TYPE "public"."image_role" AS ENUM('initiative_logo', 'initiative_cover', 'event_image', 'vacancy_image');--> statement-breakpoint
CREATE TYPE "public"."image_status" AS ENUM('pending', 'ready', 'failed');--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid,
	"role" "image_role" NOT NULL,
	"status" "image_status" DEFAULT 'pending' NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"width" integer,
	"height" integer,
	"original_key" text,
	"master_key" text,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attached_at" timestamp with time zone
);
--> statement-breakpoint
DROP VIEW "public"."events_public";--> statement-breakpoint
DROP VIEW "public"."initiatives_public";--> statement-breakpoint
DROP VIEW "public"."vacancies_public";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "image_id" uuid;--> statement-breakpoint
ALTER TABLE "initiatives" ADD COLUMN "logo_image_id" uuid;--> statement-breakpoint
ALTER TABLE "initiatives" ADD COLUMN "cover_image_id" uuid;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "image_id" uuid;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_pending_idx" ON "images" USING btree ("created_at") WHERE "images"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "images_unattached_idx" ON "images" USING btree ("created_at") WHERE "images"."attached_at" is null;--> statement-breakpoint
CREATE INDEX "images_created_by_idx" ON "images" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initiatives" ADD CONSTRAINT "initiatives_logo_image_id_images_id_fk" FOREIGN KEY ("logo_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initiatives" ADD CONSTRAINT "initiatives_cover_image_id_images_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_image_idx" ON "events" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "initiatives_logo_image_idx" ON "initiatives" USING btree ("logo_image_id");--> statement-breakpoint
CREATE INDEX "initiatives_cover_image_idx" ON "initiatives" USING btree ("cover_image_id");--> statement-breakpoint
CREATE INDEX "vacancies_image_idx" ON "vacancies" USING btree ("image_id");--> statement-breakpoint
CREATE VIEW "public"."events_public" AS (select "id", "title", "description", "long_description", "type", "theme", "province", "date", "end_date", "city", "location", "organizer_name", "max_participants", "confirmed_count" + "external_participants" as "current_participants", "registration_required", "registration_closed", "initiative_id", "created_by", "created_at", (select jsonb_build_object('alt', "alt", 'variants', "variants") from "images" where "id" = "image_id" and "status" = 'ready') as "picture" from "events" where "events"."status" = 'actief' and "events"."initiative_id" in (select "initiatives"."id" from "initiatives" where "initiatives"."status" = 'actief' and ("initiatives"."created_by" is null or "initiatives"."created_by" not in (select "user"."id" from "user" where "user"."blocked_at" is not null))));--> statement-breakpoint
CREATE VIEW "public"."initiatives_public" AS (select "id", "name", "formality", "formal_type", "informal_type", "theme", "scope", "province", "city", "municipality", "description", "long_description", "established", "member_count", "volunteer_count", "created_by", "status", "created_at", (select jsonb_build_object('alt', "alt", 'variants', "variants") from "images" where "id" = "logo_image_id" and "status" = 'ready') as "logo_picture", (select jsonb_build_object('alt', "alt", 'variants', "variants") from "images" where "id" = "cover_image_id" and "status" = 'ready') as "cover_picture" from "initiatives" where "initiatives"."status" = 'actief' and ("initiatives"."created_by" is null or "initiatives"."created_by" not in (select "user"."id" from "user" where "user"."blocked_at" is not null)));--> statement-breakpoint
CREATE VIEW "public"."vacancies_public" AS (select "id", "title", "description", "type", "category", "requirements", "hours_per_week", "duration", "initiative_id", "created_by", "is_active", "created_at", (select jsonb_build_object('alt', "alt", 'variants', "variants") from "images" where "id" = "image_id" and "status" = 'ready') as "picture" from "vacancies" where "vacancies"."is_active" and "vacancies"."status" = 'actief' and "vacancies"."initiative_id" in (select "initiatives"."id" from "initiatives" where "initiatives"."status" = 'actief' and ("initiatives"."created_by" is null or "initiatives"."created_by" not in (select "user"."id" from "user" where "user"."blocked_at" is not null))));