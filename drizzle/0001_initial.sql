CREATE TYPE "public"."event_type" AS ENUM('workshop', 'bijeenkomst', 'actie', 'festival', 'training', 'overig');--> statement-breakpoint
CREATE TYPE "public"."favorite_item_type" AS ENUM('initiative', 'event', 'vacancy');--> statement-breakpoint
CREATE TYPE "public"."formality" AS ENUM('formeel', 'informeel');--> statement-breakpoint
CREATE TYPE "public"."informal_type" AS ENUM('buurtgroep', 'werkgroep', 'bewonersinitiatie', 'actiegroep', 'belangengroep', 'overig');--> statement-breakpoint
CREATE TYPE "public"."initiative_status" AS ENUM('actief', 'in_behandeling', 'afgewezen');--> statement-breakpoint
CREATE TYPE "public"."legal_form" AS ENUM('vereniging', 'stichting', 'cooperatie', 'bv', 'vof', 'eenmanszaak');--> statement-breakpoint
CREATE TYPE "public"."province" AS ENUM('noord-holland', 'zuid-holland', 'utrecht', 'gelderland', 'overijssel', 'limburg', 'groningen', 'friesland', 'drenthe', 'flevoland', 'zeeland', 'noord-brabant');--> statement-breakpoint
CREATE TYPE "public"."scope" AS ENUM('nationaal', 'provinciaal', 'gemeentelijk', 'plaats', 'wijk', 'straat', 'overig_lokaal');--> statement-breakpoint
CREATE TYPE "public"."theme" AS ENUM('energie', 'voedsel', 'zorg', 'onderwijs', 'cultuur', 'natuur', 'wonen', 'mobiliteit', 'economie');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('moderator', 'admin');--> statement-breakpoint
CREATE TYPE "public"."vacancy_category" AS ENUM('vrijwilliger', 'bestuurslid', 'stage');--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"long_description" text,
	"type" "event_type" NOT NULL,
	"theme" "theme",
	"province" "province",
	"date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"city" text NOT NULL,
	"location" text NOT NULL,
	"organizer_name" text NOT NULL,
	"organizer_email" text NOT NULL,
	"organizer_phone" text,
	"website" text,
	"max_participants" integer,
	"current_participants" integer DEFAULT 0 NOT NULL,
	"registration_required" boolean DEFAULT false NOT NULL,
	"initiative_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_max_participants_check" CHECK ("events"."max_participants" >= 1),
	CONSTRAINT "events_current_participants_check" CHECK ("events"."current_participants" >= 0),
	CONSTRAINT "events_end_after_start_check" CHECK ("events"."end_date" >= "events"."date")
);
--> statement-breakpoint
CREATE TABLE "gemeenten" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"province" "province" NOT NULL,
	CONSTRAINT "gemeenten_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "initiatives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"formality" "formality" NOT NULL,
	"formal_type" "legal_form",
	"informal_type" "informal_type",
	"theme" "theme" NOT NULL,
	"scope" "scope" NOT NULL,
	"province" "province",
	"city" text,
	"municipality" text,
	"description" text NOT NULL,
	"long_description" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"website" text,
	"established" integer,
	"member_count" integer,
	"volunteer_count" integer,
	"created_by" uuid,
	"status" "initiative_status" DEFAULT 'actief' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "initiatives_type_matches_formality" CHECK (("initiatives"."formality" = 'formeel' and "initiatives"."informal_type" is null) or ("initiatives"."formality" = 'informeel' and "initiatives"."formal_type" is null)),
	CONSTRAINT "initiatives_established_check" CHECK ("initiatives"."established" >= 1900),
	CONSTRAINT "initiatives_member_count_check" CHECK ("initiatives"."member_count" >= 0),
	CONSTRAINT "initiatives_volunteer_count_check" CHECK ("initiatives"."volunteer_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"item_type" "favorite_item_type" NOT NULL,
	"item_id" uuid NOT NULL,
	"initiative_id" uuid GENERATED ALWAYS AS (case when item_type = 'initiative' then item_id end) STORED,
	"event_id" uuid GENERATED ALWAYS AS (case when item_type = 'event' then item_id end) STORED,
	"vacancy_id" uuid GENERATED ALWAYS AS (case when item_type = 'vacancy' then item_id end) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_item_key" UNIQUE("user_id","item_type","item_id")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message" text NOT NULL,
	"user_id" uuid,
	"type" text DEFAULT 'algemeen' NOT NULL,
	"name" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"full_name" text,
	"first_name" text,
	"last_name" text,
	"bio" text,
	"email" text,
	"birthdate" date,
	"city" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "user_role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_role_key" UNIQUE("user_id","role")
);
--> statement-breakpoint
CREATE TABLE "vacancies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"category" "vacancy_category" NOT NULL,
	"requirements" text,
	"hours_per_week" text,
	"duration" text,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"initiative_id" uuid NOT NULL,
	"created_by" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_initiative_id_initiatives_id_fk" FOREIGN KEY ("initiative_id") REFERENCES "public"."initiatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_initiative_fk" FOREIGN KEY ("initiative_id") REFERENCES "public"."initiatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_event_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_vacancy_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_initiative_id_initiatives_id_fk" FOREIGN KEY ("initiative_id") REFERENCES "public"."initiatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "events_initiative_date_idx" ON "events" USING btree ("initiative_id","date");--> statement-breakpoint
CREATE INDEX "events_type_date_idx" ON "events" USING btree ("type","date");--> statement-breakpoint
CREATE INDEX "events_theme_date_idx" ON "events" USING btree ("theme","date");--> statement-breakpoint
CREATE INDEX "events_province_date_idx" ON "events" USING btree ("province","date");--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_description_trgm_idx" ON "events" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "initiatives_status_created_at_idx" ON "initiatives" USING btree ("status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "initiatives_theme_idx" ON "initiatives" USING btree ("theme","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "initiatives_province_idx" ON "initiatives" USING btree ("province","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "initiatives_scope_idx" ON "initiatives" USING btree ("scope","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "initiatives_formality_idx" ON "initiatives" USING btree ("formality","formal_type","informal_type");--> statement-breakpoint
CREATE INDEX "initiatives_created_by_idx" ON "initiatives" USING btree ("created_by","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "initiatives_name_trgm_idx" ON "initiatives" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "initiatives_description_trgm_idx" ON "initiatives" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "initiatives_city_trgm_idx" ON "initiatives" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "favorites_user_created_at_idx" ON "favorites" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "favorites_initiative_idx" ON "favorites" USING btree ("initiative_id");--> statement-breakpoint
CREATE INDEX "favorites_event_idx" ON "favorites" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "favorites_vacancy_idx" ON "favorites" USING btree ("vacancy_id");--> statement-breakpoint
CREATE INDEX "feedback_user_idx" ON "feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vacancies_active_created_at_idx" ON "vacancies" USING btree ("is_active","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "vacancies_initiative_idx" ON "vacancies" USING btree ("initiative_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vacancies_category_idx" ON "vacancies" USING btree ("category","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vacancies_title_trgm_idx" ON "vacancies" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vacancies_description_trgm_idx" ON "vacancies" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE VIEW "public"."events_public" AS (select "id", "title", "description", "long_description", "type", "theme", "province", "date", "end_date", "city", "location", "organizer_name", "max_participants", "current_participants", "registration_required", "initiative_id", "created_by", "created_at" from "events" where "events"."initiative_id" in (select "initiatives"."id" from "initiatives" where "initiatives"."status" = 'actief'));--> statement-breakpoint
CREATE VIEW "public"."initiatives_public" AS (select "id", "name", "formality", "formal_type", "informal_type", "theme", "scope", "province", "city", "municipality", "description", "long_description", "established", "member_count", "volunteer_count", "created_by", "status", "created_at" from "initiatives" where "initiatives"."status" = 'actief');--> statement-breakpoint
CREATE VIEW "public"."vacancies_public" AS (select "id", "title", "description", "type", "category", "requirements", "hours_per_week", "duration", "initiative_id", "created_by", "is_active", "created_at" from "vacancies" where "vacancies"."is_active" and "vacancies"."initiative_id" in (select "initiatives"."id" from "initiatives" where "initiatives"."status" = 'actief'));