CREATE TABLE "mail_preferences" (
	"user_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"frequency" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_preferences_pkey" PRIMARY KEY("user_id","topic"),
	CONSTRAINT "mail_preferences_frequency_check" CHECK ("mail_preferences"."frequency" in ('direct', 'daily', 'weekly', 'off'))
);
--> statement-breakpoint
CREATE TABLE "volunteer_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"max_distance_km" integer,
	"themes" text[] DEFAULT '{}'::text[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"availability" text[] DEFAULT '{}'::text[] NOT NULL,
	"commitments" text[] DEFAULT '{}'::text[] NOT NULL,
	"suitable_for" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteer_profiles_max_distance_check" CHECK ("volunteer_profiles"."max_distance_km" in (5, 10, 25, 50))
);
--> statement-breakpoint
DROP VIEW "public"."vacancies_public";--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "availability" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "commitment" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "suitable_for" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "vog_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "closes_on" date;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "filled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vacancy_responses" ADD COLUMN "organizer_note" text;--> statement-breakpoint
ALTER TABLE "mail_preferences" ADD CONSTRAINT "mail_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_profiles" ADD CONSTRAINT "volunteer_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vacancies_skills_idx" ON "vacancies" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "vacancies_availability_idx" ON "vacancies" USING gin ("availability");--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_commitment_check" CHECK ("vacancies"."commitment" in ('eenmalig', 'kort', 'lang'));--> statement-breakpoint
CREATE VIEW "public"."vacancies_public" AS (select "id", "title", "description", "type", "category", "requirements", "hours_per_week", "duration", "availability", "commitment", "skills", "suitable_for", "vog_required", "closes_on", "filled_at", "city", "pc4", "municipality", "is_remote", "lat", "lon", "initiative_id", "created_by", "is_active", "created_at", "search_vector", "search_text", (select jsonb_build_object('alt', "alt", 'variants', "variants") from "images" where "id" = "image_id" and "status" = 'ready') as "picture" from "vacancies" where "vacancies"."is_active" and "vacancies"."status" = 'actief' and "vacancies"."initiative_id" in (select "initiatives"."id" from "initiatives" where "initiatives"."status" = 'actief' and ("initiatives"."created_by" is null or "initiatives"."created_by" not in (select "user"."id" from "user" where "user"."blocked_at" is not null))));